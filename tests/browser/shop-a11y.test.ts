/**
 * axe-core on what the accessibility statement covers beyond the site and the dialog: the shop's own
 * pages at the widths it names (the test payment page, the confirmation, the cancellation and the
 * recorded withdrawal, as the customer reaches them in the running shop), and the emails' HTML.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { orderConfirmationEmail } from '../../server/email/order-confirmation';
import { withdrawalAcknowledgementEmail } from '../../server/email/withdrawal-acknowledgement';
import { CANCELLED, TEST_PAYMENT, WITHDRAWAL_PAGE } from '../../server/pages/copy';
import { WITHDRAWAL_CONFIRM_LABEL, WITHDRAWAL_FIELDS, WITHDRAWAL_PATH } from '../../site/data/withdrawal';
import { typeset } from '../../site/typography';
import { MESSAGES, ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { ctx, declaration, documentLines, paidOrder } from '../support/email-fixtures';
import { axeViolations } from './support/axe';
import { chromiumForThisFile, VIEWPORTS } from './support/chromium';
import { button, fill } from './support/partner-browser';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';

const shop = inject('shop');
const chromium = chromiumForThisFile();

/** The dialog filled in and confirmed from the home page, up to the test payment page. */
async function reachPayment(page: Page, email: string) {
  await page.goto(`${shop.url}/`);
  await page.getByRole('button', { name: ORDER_BUTTON_LABEL }).first().click();
  await fill(page, COMPLETE_ORDER.company);
  await button(page, 'next').click();
  await fill(page, { ...COMPLETE_ORDER.billing, email });
  await button(page, 'next').click();
  await button(page, 'confirm').click();
  await page.getByRole('heading', { level: 1, name: typeset(TEST_PAYMENT.title) }).waitFor();
}

describe.each(Object.entries(VIEWPORTS))('axe-core on the shop’s pages at %s width', (name, viewport) => {
  it('finds no WCAG 2.2 A/AA violation on the payment, confirmation, cancellation and withdrawal-recorded pages', async () => {
    const context = await chromium.browser.newContext({ viewport });
    const page = await context.newPage();

    await reachPayment(page, `axe-paiement-${name}@example.fr`);
    expect(await axeViolations(page), 'paiement').toEqual([]);
    await page.getByRole('button', { name: typeset(TEST_PAYMENT.pay(ITEM_AMOUNT_CENTS)) }).click();
    await page.getByRole('heading', { level: 1, name: MESSAGES.orderConfirmed }).waitFor();
    expect(await axeViolations(page), 'confirmation').toEqual([]);

    await reachPayment(page, `axe-annulation-${name}@example.fr`);
    await page.getByRole('button', { name: TEST_PAYMENT.cancel, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: CANCELLED.title }).waitFor();
    expect(await axeViolations(page), 'annulation').toEqual([]);

    await page.goto(`${shop.url}${WITHDRAWAL_PATH}`);
    await page.getByRole('textbox', { name: WITHDRAWAL_FIELDS.name.label }).fill('Camille Martin');
    await page.getByRole('textbox', { name: WITHDRAWAL_FIELDS.email.label }).fill(`axe-retractation-${name}@example.fr`);
    await page.getByLabel(WITHDRAWAL_FIELDS.orderDate.label).fill('2026-11-20');
    await page.getByRole('button', { name: WITHDRAWAL_CONFIRM_LABEL }).click();
    await page.getByRole('heading', { level: 1, name: typeset(WITHDRAWAL_PAGE.recordedTitle) }).waitFor();
    expect(await axeViolations(page), 'rétractation enregistrée').toEqual([]);
  });
});

describe.each(Object.entries(VIEWPORTS))('axe-core on the site’s pages as the shop words them, at %s width', (_name, viewport) => {
  it('finds no violation where the catalogue changes the words: the home page’s table of documents, the request and information pages, the CGV', async () => {
    const page = await chromium.browser.newPage({ viewport });
    for (const path of ['/', '/pages/demande-kbis', '/pages/informations-entreprise', '/pages/cgv']) {
      await page.goto(`${shop.url}${path}`);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.close();
  });
});

describe('axe-core on the emails the statement covers', () => {
  it.each([
    ['the order confirmation', orderConfirmationEmail(paidOrder(), documentLines(), ctx)],
    [
      'a withdrawal acknowledgement, matched',
      withdrawalAcknowledgementEmail(declaration(), { kind: 'reference', order: paidOrder() }, ctx),
    ],
    ['a withdrawal acknowledgement, unmatched', withdrawalAcknowledgementEmail(declaration(), null, ctx)],
  ])('finds no WCAG 2.2 A/AA violation in %s’s HTML', async (_name, email) => {
    const page = await chromium.browser.newPage();
    await page.setContent(email.html);
    expect(await axeViolations(page)).toEqual([]);
  });
});
