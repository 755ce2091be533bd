/**
 * The documents of an order on the shop (the widget built with an order service, the service running),
 * in Chromium: the Kbis and the statuts chosen by keyboard alone, two lines at 35 € and 70 € on the
 * summary, both handed off and stored with the order; axe on step 1 and step 3 at both widths. Then
 * the same build served by a second service that asks the register's stand-in: what the register holds
 * said under the documents, an earlier year of accounts handed off, and nothing said when it is down.
 * DOCUMENT_SHOTS=<folder> also saves screenshots of step 1 and step 3 at both widths, for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REGISTER_STAND_IN_ACCOUNT, REGISTER_STAND_IN_SIRENS, startRegisterStandIn } from '../../dev/register-stand-in';
import { openStore } from '../../server/db/connect';
import { TEST_PAYMENT } from '../../server/pages/copy';
import { typeset } from '../../site/typography';
import {
  DOCUMENT_COPY,
  DOCUMENT_LABELS,
  latestAccountsText,
  registerHoldingsPath,
  statutsFiledOnText,
  type RegisterHoldings,
} from '../../widget/core/catalogue';
import { formatFrenchDate } from '../../widget/core/company-rules';
import { closingText } from '../../widget/core/document-choice';
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
import { type OwnShop, startOwnShop } from '../support/own-shop';
import { VIEWPORTS, chromiumForThisFile } from './support/chromium';
import { button, fill, focused } from './support/partner-browser';

const shop = inject('shop');
const chromium = chromiumForThisFile();
const { sas } = STAND_IN_COMPANIES;

/** How a text is drawn: non-breaking spaces as spaces, as Playwright's text matching reads them. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** The home page of the shop at `url` at `viewport`, with its errors. */
async function openShop(viewport: { width: number; height: number } = VIEWPORTS.desktop, url = shop.url) {
  const context = await chromium.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}/`);
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
    expect(errors).toEqual([]);
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

describe('what the register holds, said under the documents, in Chromium', () => {
  let register: Awaited<ReturnType<typeof startRegisterStandIn>>;
  let registered: OwnShop;

  // The shop's build served again by a service of this file's own that asks the register's stand-in.
  beforeAll(async () => {
    register = await startRegisterStandIn();
    registered = await startOwnShop({
      INPI_API_URL: register.url,
      INPI_USERNAME: REGISTER_STAND_IN_ACCOUNT.username,
      INPI_PASSWORD: REGISTER_STAND_IN_ACCOUNT.password,
    });
  });
  afterAll(async () => {
    await registered?.close();
    await register?.close();
  });

  /** The shop, the company named `name` chosen among the suggestions, and what the register holds for it. */
  async function chosen(name: string, siren: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const shown = await openShop(viewport, registered.url);
    await shown.page.getByRole('button', { name: ORDER_BUTTON_LABEL }).first().click();
    const combobox = shown.dialog.getByRole('combobox', { name: FIELD_LABELS.companyName });
    await combobox.pressSequentially(name.toLowerCase());
    await shown.dialog.getByRole('option', { name: new RegExp(`^${name}\\s*SIREN`) }).click();
    const answer = await fetch(`${registered.url}${registerHoldingsPath(siren)}`);
    return { ...shown, holdings: answer.status === 200 ? ((await answer.json()) as RegisterHoldings) : null };
  }

  it('says when the statuts and the latest accounts were filed, offers the earlier years, and hands the one chosen over', async () => {
    const { page, dialog, box, holdings, errors } = await chosen('BOULANGERIE MARTIN', REGISTER_STAND_IN_SIRENS.full);
    const [latest, ...earlier] = holdings!.accounts;
    const statuts = dialog.getByText(plain(statutsFiledOnText(formatFrenchDate(holdings!.statutsFiledOn!))), { exact: true });
    await statuts.waitFor();
    await expect(box('statuts').getAttribute('aria-describedby')).resolves.toBe(await statuts.getAttribute('id'));
    await dialog.getByText(plain(latestAccountsText(formatFrenchDate(latest!.closedOn))), { exact: true }).waitFor();
    await box('comptes').check();
    const year = dialog.getByRole('combobox', { name: DOCUMENT_COPY.accountsYear });
    const offered = (await year.locator('option').allTextContents()).map(plain);
    expect(offered[0]).toBe(DOCUMENT_COPY.latestAccounts);
    expect(offered).toContain(plain(closingText(earlier.at(-1)!.closedOn)));
    await year.selectOption({ label: plain(closingText(earlier.at(-1)!.closedOn)) });
    await screenshot(page, 'documents-register');

    await button(page, 'next').click();
    await fill(page, COMPLETE_ORDER.billing);
    await button(page, 'next').click();
    await dialog
      .locator('ul')
      .getByText(plain(closingText(earlier.at(-1)!.closedOn)), { exact: true })
      .waitFor();
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await button(page, 'confirm').click();
    const form = new URLSearchParams((await posted).postData()!);
    expect(form.getAll('documents')).toEqual(['kbis', 'comptes']);
    expect(form.get('accountsYear')).toBe(earlier.at(-1)!.closedOn.slice(0, 4));
    await page.getByRole('heading', { level: 1, name: typeset(TEST_PAYMENT.title) }).waitFor();
    expect(errors).toEqual([]);
  });

  it('warns that no accounts are public, the accounts still orderable', async () => {
    const { page, dialog, box } = await chosen('BOULANGERIE MARTIN ET FILS', REGISTER_STAND_IN_SIRENS.statutsOnly, VIEWPORTS.phone);
    await dialog.getByText(plain(DOCUMENT_COPY.noAccounts), { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'documents-register-none');
    await box('comptes').check();
    await expect(box('comptes').isChecked()).resolves.toBe(true);
  });

  it('says nothing while the register is down, every document orderable', async () => {
    register.failWith('down');
    try {
      // A company none of the tests above asked about: the service keeps what the register said.
      const { ceased } = STAND_IN_COMPANIES;
      const { page, dialog, group, box, holdings } = await chosen(ceased.nom_complet, ceased.siren);
      expect(holdings).toBeNull();
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/documents'))))
        .toBe(true);
      expect(await group.locator('small').count()).toBe(0);
      await box('statuts').check();
      await button(page, 'next').click();
      await dialog.getByRole('textbox', { name: FIELD_LABELS.firstName }).waitFor();
    } finally {
      register.failWith(null);
    }
  });
});
