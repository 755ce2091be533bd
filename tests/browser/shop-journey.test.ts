import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openStore } from '../../server/db/connect';
import { listOutbox } from '../../server/db/outbox';
import { CANCELLED, CONFIRMATION, TEST_PAYMENT, WITHDRAWAL_PAGE } from '../../server/pages/copy';
import {
  WITHDRAWAL_CONFIRM_LABEL,
  WITHDRAWAL_FIELDS,
  WITHDRAWAL_LINK_LABEL,
  WITHDRAWAL_PATH,
  withdrawalRecorded,
} from '../../site/data/withdrawal';
import { typeset } from '../../site/typography';
import { MESSAGES, ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { formatEuro } from '../../widget/core/format';
import { PRICE_HT_EUR } from '../../widget/core/offer';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { waitForEmails } from '../support/outbox-files';
import { chromiumForThisFile } from './support/chromium';
import { button, fill } from './support/partner-browser';
import { startPartnerServer } from './support/partner-server';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';

const shop = inject('shop');
const chromium = chromiumForThisFile();

/** A customer's own email address, so that each test finds its own emails in the shared outbox. */
const customer = (name: string) => ({ ...COMPLETE_ORDER.billing, email: `${name}@example.fr` });

/** From a page with the widget: the dialog filled in and confirmed, then the payment page. */
async function orderAndReachPayment(page: Page, billing = COMPLETE_ORDER.billing) {
  await page.getByRole('button', { name: ORDER_BUTTON_LABEL }).first().click();
  await fill(page, COMPLETE_ORDER.company);
  await button(page, 'next').click();
  await fill(page, billing);
  await button(page, 'next').click();
  await button(page, 'confirm').click();
  await page.getByRole('heading', { level: 1, name: typeset(TEST_PAYMENT.title) }).waitFor();
}

const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

describe('the whole shop in Chromium', () => {
  it('takes an order to the test payment, confirms it once paid, and sends both emails', async () => {
    const page = await chromium.browser.newPage();
    const errors = errorsOf(page);
    await page.goto(`${shop.url}/`);
    const billing = customer('journey');
    await orderAndReachPayment(page, billing);
    expect(new URL(page.url()).origin).toBe(shop.url);
    await expect(page.getByText(COMPLETE_ORDER.company.companyName).count()).resolves.toBeGreaterThan(0);

    await page.getByRole('button', { name: typeset(TEST_PAYMENT.pay(ITEM_AMOUNT_CENTS)) }).click();
    await page.getByRole('heading', { level: 1, name: MESSAGES.orderConfirmed }).waitFor();
    const reference = (await page.locator('.shop-summary strong').first().textContent())!;
    expect(reference).toMatch(/^KF-[0-9A-V]{12}$/);
    // Test mode: the page says that nothing was debited, never that a payment was accepted.
    await expect(page.getByText(typeset(CONFIRMATION.testPaid)).isVisible()).resolves.toBe(true);
    await expect(page.getByText(typeset(CONFIRMATION.paid(formatEuro(PRICE_HT_EUR)))).count()).resolves.toBe(0);
    // The withdrawal link in the page's body, not only in the footer.
    await expect(page.getByRole('main').getByRole('link', { name: WITHDRAWAL_LINK_LABEL }).count()).resolves.toBe(1);

    const [confirmation, notice] = await Promise.all([
      waitForEmails(shop.outboxDir, (mail) => mail.to?.valueOf() !== undefined && JSON.stringify(mail.to).includes(billing.email), 1),
      waitForEmails(shop.outboxDir, (mail) => !!mail.subject?.includes(reference) && !JSON.stringify(mail.to).includes(billing.email), 1),
    ]);
    expect(confirmation[0].subject).toContain(reference);
    expect(confirmation[0].text).toContain(COMPLETE_ORDER.company.companyName);
    expect(confirmation[0].html).toContain(`${shop.url}${WITHDRAWAL_PATH}`);
    expect(notice[0].text).toContain(billing.email);
    expect(errors).toEqual([]);
  });

  it('cancels from the payment page: the customer is told nothing was ordered, and no email leaves', async () => {
    const page = await chromium.browser.newPage();
    await page.goto(`${shop.url}/pages/kbis-definition`);
    const billing = customer('cancel');
    await orderAndReachPayment(page, billing);
    await page.getByRole('button', { name: TEST_PAYMENT.cancel, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: CANCELLED.title }).waitFor();
    await expect(page.getByText(typeset(CANCELLED.text)).isVisible()).resolves.toBe(true);
    // The way back names where it leads: the page the order came from.
    await page.getByRole('link', { name: typeset(CANCELLED.backTo(new URL(shop.url).host)) }).click();
    await page.waitForURL(`${shop.url}/pages/kbis-definition`);
    // A cancel queues nothing: the outbox holds no email for this customer.
    const db = await openStore(shop.database);
    try {
      expect((await listOutbox(db)).filter((email) => email.recipient === billing.email)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`records a withdrawal from the footer's link ${javaScriptEnabled ? 'with' : 'without'} JavaScript, and acknowledges it by email`, async () => {
      const context = await chromium.browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${shop.url}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: WITHDRAWAL_LINK_LABEL }).click();
      await page.waitForURL(`${shop.url}${WITHDRAWAL_PATH}`);
      const email = `retractation-${javaScriptEnabled ? 'js' : 'sans-js'}@example.fr`;
      await page.getByRole('textbox', { name: WITHDRAWAL_FIELDS.name.label }).fill('Camille Martin');
      await page.getByRole('textbox', { name: WITHDRAWAL_FIELDS.email.label }).fill(email);
      await page.getByLabel(WITHDRAWAL_FIELDS.orderDate.label).fill('2026-11-20');
      await page.getByRole('button', { name: WITHDRAWAL_CONFIRM_LABEL }).click();
      await page.getByRole('heading', { level: 1, name: typeset(WITHDRAWAL_PAGE.recordedTitle) }).waitFor();
      await expect(page.getByRole('status').textContent()).resolves.toBe(typeset(withdrawalRecorded(email)));
      const [acknowledgement] = await waitForEmails(shop.outboxDir, (mail) => JSON.stringify(mail.to).includes(email), 1);
      // The name typed is the declaration's content, never the greeting.
      expect(acknowledgement.text).toContain('Camille Martin');
      expect(acknowledgement.text).not.toContain('Bonjour Camille');
    });
  }

  it('hands an order off from a partner page on another origin, with its partner and page', async () => {
    const partner = await startPartnerServer({
      partner: { bodyEnd: `<script src="${shop.url}/widget.js" data-kbis-partner="cabinet-dupont" defer></script>` },
    });
    try {
      const page = await chromium.browser.newPage();
      await page.goto(`${partner.url}/partner?utm_source=lettre`);
      await page.waitForFunction(() => 'KbisWidget' in window);
      expect(new URL(partner.url).origin).not.toBe(shop.url);
      const billing = customer('partenaire');
      await orderAndReachPayment(page, billing);
      await page.getByRole('button', { name: typeset(TEST_PAYMENT.pay(ITEM_AMOUNT_CENTS)) }).click();
      await page.getByRole('heading', { level: 1, name: MESSAGES.orderConfirmed }).waitFor();
      const reference = (await page.locator('.shop-summary strong').first().textContent())!;
      const [notice] = await waitForEmails(
        shop.outboxDir,
        (mail) => !!mail.subject?.includes(reference) && !JSON.stringify(mail.to).includes(billing.email),
        1,
      );
      expect(notice.text).toContain('cabinet-dupont');
      expect(notice.text).toContain(`${partner.url}/partner`);
      expect(notice.text).toContain('lettre');
    } finally {
      await partner.close();
    }
  });
});
