/**
 * The documents of an order on the shop (the widget built with an order service, the service running),
 * in Chromium: the Kbis and the statuts chosen by keyboard alone, two lines at 35 € and 70 € on the
 * summary, both handed off and stored with the order; axe on step 1 and step 3 at both widths.
 * DOCUMENT_SHOTS=<folder> also saves screenshots of step 1 and step 3 at both widths, for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openStore } from '../../server/db/connect';
import { TEST_PAYMENT } from '../../server/pages/copy';
import { typeset } from '../../site/typography';
import { DOCUMENT_COPY, DOCUMENT_LABELS } from '../../widget/core/catalogue';
import {
  BUTTONS,
  DIALOG_TITLE,
  DOCUMENTS_PAID,
  DOCUMENT_PRICE,
  FIELD_LABELS,
  ORDER_BUTTON_LABEL,
  PAYMENT_NEXT_AROUND,
  RECEIPT,
  STEP_INTROS,
} from '../../widget/core/copy';
import { BILLING_FIELDS } from '../../widget/core/fields';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { STAND_IN_COMPANIES } from '../../dev/company-directory-stand-in';
import { axeViolations } from './support/axe';
import { VIEWPORTS, chromiumForThisFile } from './support/chromium';
import { button, fill, focused } from './support/partner-browser';

const shop = inject('shop');
const chromium = chromiumForThisFile();
const { sas } = STAND_IN_COMPANIES;

/** How a text is drawn: non-breaking spaces as spaces, as Playwright's text matching reads them. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** The shop's home page at `viewport`, with its errors. */
async function openShop(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const context = await chromium.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${shop.url}/`);
  const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
  const group = dialog.getByRole('group', { name: DOCUMENT_COPY.legend });
  const box = (kind: keyof typeof DOCUMENT_LABELS) => group.getByRole('checkbox', { name: DOCUMENT_LABELS[kind], exact: true });
  return { page, dialog, group, box, errors };
}

/** Tabs forward until `matches` holds for what has focus. */
async function tabTo(page: Page, matches: (focus: Awaited<ReturnType<typeof focused>>) => boolean, limit = 12) {
  for (let presses = 0; !matches(await focused(page)); presses++) {
    expect(presses).toBeLessThan(limit);
    await page.keyboard.press('Tab');
  }
}

/** The receipt's lines and its total, as drawn. */
async function receipt(page: Page) {
  const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
  const lines = (await dialog.locator('ul li').allTextContents()).map(plain);
  const total = plain((await dialog.getByText(plain(RECEIPT.total)).textContent())!);
  return { lines, total };
}

/** With DOCUMENT_SHOTS=<folder>: the page, for a person to look at. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.DOCUMENT_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}-${page.viewportSize()!.width}.png`) });
}

describe('the documents of an order, in Chromium', () => {
  it('orders the Kbis and the statuts by keyboard alone: two lines at 35 €, 70 € to pay, both handed off and stored', async () => {
    const { page, dialog, box, errors } = await openShop();
    await tabTo(page, (focus) => focus.tag === 'BUTTON' && focus.text === ORDER_BUTTON_LABEL && !focus.inDialog);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'companyName', inDialog: true });
    await page.keyboard.type('boulangerie et fils');
    await dialog.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: FIELD_LABELS.companyName }).inputValue()).resolves.toBe(sas.nom_complet);

    await tabTo(page, (focus) => focus.id === 'kbis');
    await expect(box('kbis').isChecked()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatchObject({ id: 'statuts', name: 'documents' });
    await page.keyboard.press('Space');
    await expect(box('statuts').isChecked()).resolves.toBe(true);
    await tabTo(page, (focus) => focus.text === BUTTONS.next);
    await page.keyboard.press('Enter');

    for (const [index, name] of BILLING_FIELDS.entries()) {
      if (index) await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toMatchObject({ name, inDialog: true });
      await page.keyboard.type(COMPLETE_ORDER.billing[name]);
    }
    await page.keyboard.press('Enter');
    await dialog.getByText(STEP_INTROS[3]!).waitFor();
    expect(await receipt(page)).toEqual({
      lines: [plain(DOCUMENT_LABELS.kbis + DOCUMENT_PRICE), plain(DOCUMENT_LABELS.statuts + DOCUMENT_PRICE)],
      total: plain(RECEIPT.total + DOCUMENTS_PAID[1]),
    });
    await dialog.getByText(plain(PAYMENT_NEXT_AROUND.join(DOCUMENTS_PAID[1]!)), { exact: true }).waitFor();

    await tabTo(page, (focus) => focus.text === BUTTONS.confirm);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.keyboard.press('Space');
    const form = new URLSearchParams((await posted).postData()!);
    expect(form.getAll('documents')).toEqual(['kbis', 'statuts']);
    expect(form.has('accountsYear')).toBe(false);
    expect(form.has('deedDescription')).toBe(false);
    await page.getByRole('heading', { level: 1, name: typeset(TEST_PAYMENT.title) }).waitFor();

    const db = await openStore(shop.database);
    try {
      const items = await db
        .selectFrom('order_items')
        .select(['kind', 'amount_cents'])
        .where('reference', '=', form.get('reference')!)
        .orderBy('position')
        .execute();
      expect(items).toEqual([
        { kind: 'kbis', amount_cents: 3500 },
        { kind: 'statuts', amount_cents: 3500 },
      ]);
    } finally {
      await db.destroy();
    }
    // At most the browser's own line for the service's answer when it cannot say what the register holds.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it.each(Object.entries(VIEWPORTS))(
    'has no axe violation on step 1 (the group open, a refusal) and step 3, at the %s’s width',
    async (_, viewport) => {
      const { page, dialog, box } = await openShop(viewport);
      await page.getByRole('button', { name: ORDER_BUTTON_LABEL }).first().click();
      await fill(page, { companyName: COMPLETE_ORDER.company.companyName });
      for (const kind of ['comptes', 'acte'] as const) await box(kind).check();
      await dialog.getByRole('combobox', { name: DOCUMENT_COPY.accountsYear }).waitFor();
      await button(page, 'next').click();
      await expect.poll(() => focused(page)).toMatchObject({ name: 'deedDescription' });
      await screenshot(page, 'documents-step1-refused');
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole('textbox', { name: DOCUMENT_COPY.deedDescription }).fill('Procès-verbal de l’assemblée du 3 mai 2023');
      await box('kbis').uncheck();
      await box('statuts').check();
      await screenshot(page, 'documents-step1');
      await button(page, 'next').click();
      await fill(page, COMPLETE_ORDER.billing);
      await button(page, 'next').click();
      await dialog.getByText(STEP_INTROS[3]!).waitFor();
      expect((await receipt(page)).total).toBe(plain(RECEIPT.total + DOCUMENTS_PAID[2]));
      await screenshot(page, 'documents-step3');
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
