/**
 * The company search of step 1 on the shop (the widget built with an order service, the service
 * asking the directory's stand-in), in Chromium: suggestions by keyboard, click and tap, what a
 * choice means (no Kbis, a sole trader, a ceased company), the SIREN handed off, the directory failing,
 * a partner's page on another origin with and without a CSP that lets it connect, axe on the open list.
 * COMPANY_SHOTS=<folder> also saves screenshots of the open list and of a refusal, for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PAYMENT } from '../../server/pages/copy';
import { typeset } from '../../site/typography';
import { registerHoldingsPath } from '../../widget/core/catalogue';
import { COMPANY_SEARCH_PATH, SIREN_HANDOFF_FIELD } from '../../widget/core/company';
import { formatFrenchDate, formatSiren } from '../../widget/core/company-rules';
import { COMPANY_RULES, COMPANY_SEARCH, DIALOG_TITLE, FIELD_LABELS, ORDER_BUTTON_LABEL, STEP_INTROS } from '../../widget/core/copy';
import { EVENTS } from '../../widget/core/contract';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { STAND_IN_COMPANIES } from '../../dev/company-directory-stand-in';
import { axeViolations } from './support/axe';
import { VIEWPORTS, chromiumForThisFile } from './support/chromium';
import { button, fill } from './support/partner-browser';
import { type OwnShop, startOwnShop } from '../support/own-shop';
import { startPartnerServer } from './support/partner-server';

const chromium = chromiumForThisFile();
const { sas, sarl, association, publicBody, soleTrader, ceased } = STAND_IN_COMPANIES;

/** How a text is drawn: non-breaking spaces as spaces, as Playwright's text matching reads them. */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const sirenLine = (siren: string) => plain(COMPANY_SEARCH.siren + formatSiren(siren));

/** A page of the shop, or of `url`, with its errors, the orders it confirmed and the searches it asked. */
async function openShop(url = `${shop.url}/`, options: BrowserContextOptions = {}) {
  const context = await chromium.browser.newContext({ viewport: VIEWPORTS.desktop, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const searches: string[] = [];
  /** Every request once the dialog is open: in a build with an order service, only searches until the hand-off. */
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === COMPANY_SEARCH_PATH) searches.push(request.url());
  });
  await page.goto(url);
  await page.evaluate((name) => {
    document.addEventListener(name, (event) => ((window as unknown as { confirmed: unknown }).confirmed = (event as CustomEvent).detail));
  }, EVENTS.confirm);
  await page.getByRole('button', { name: ORDER_BUTTON_LABEL }).first().click();
  const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
  const combobox = dialog.getByRole('combobox', { name: FIELD_LABELS.companyName, exact: true });
  const listbox = dialog.getByRole('listbox', { name: COMPANY_SEARCH.list });
  await combobox.waitFor();
  page.on('request', (request) => requests.push(request.url()));
  return { page, dialog, combobox, listbox, errors, searches, requests };
}

type Shop = Awaited<ReturnType<typeof openShop>>;

/** Types `text` as a person does, key by key, and waits for its `count` suggestions. */
async function search({ combobox, listbox }: Shop, text: string, count: number) {
  await combobox.click();
  await combobox.pressSequentially(text);
  await expect.poll(() => listbox.getByRole('option').count()).toBe(count);
}

/** With COMPANY_SHOTS=<folder>: the page at `viewport`, for a person to look at. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.COMPANY_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}-${page.viewportSize()!.width}.png`) });
}

/** Sets how the directory's stand-in answers every later search: `status` (429, 503) or late by `delay` ms. */
function directory({ status = null, delay = 0 }: { status?: number | null; delay?: number }) {
  shop.directory.failWith(status);
  shop.directory.slow(delay);
}

// This file's own shop and directory: making the directory fail here must not fail the searches of the files beside it.
let shop: OwnShop;
beforeAll(async () => {
  shop = await startOwnShop();
});
afterAll(() => shop?.close());

describe('the company search in Chromium', () => {
  it('suggests from three letters, says how many, and a choice by keyboard fills the name, the SIRET and the SIREN, handed off', async () => {
    const shown = await openShop();
    const { page, dialog, combobox, listbox, errors, searches, requests } = shown;
    await search(shown, 'boul', 2);
    expect(searches.map((url) => new URL(url).searchParams.get('q'))).toEqual(['boul']);
    await expect(combobox.getAttribute('aria-expanded')).resolves.toBe('true');
    await dialog.getByText(plain('2 entreprises trouvées'), { exact: true }).waitFor({ state: 'attached' });
    const first = listbox.getByRole('option').first();
    expect(plain((await first.textContent())!)).toBe(`${sarl.nom_complet}${sirenLine(sarl.siren)} · 75011 PARIS`);

    await combobox.press('ArrowDown');
    await combobox.press('ArrowDown');
    await expect(combobox.getAttribute('aria-activedescendant')).resolves.toBe(await listbox.getByRole('option').nth(1).getAttribute('id'));
    await combobox.press('Enter');
    await expect(combobox.inputValue()).resolves.toBe(sas.nom_complet);
    await expect(dialog.getByRole('textbox', { name: FIELD_LABELS.siret }).inputValue()).resolves.toBe(sas.siege.siret);
    await dialog.getByText(sirenLine(sas.siren), { exact: true }).waitFor();
    await expect(listbox.isHidden()).resolves.toBe(true);
    await dialog.getByText(plain(`${COMPANY_SEARCH.chosen}${sas.nom_complet}, ${sirenLine(sas.siren)}`)).waitFor({ state: 'attached' });
    // Enter chose: the step stays.
    await expect(combobox.isVisible()).resolves.toBe(true);

    await button(page, 'next').click();
    await fill(page, COMPLETE_ORDER.billing);
    await button(page, 'next').click();
    await dialog.getByText(STEP_INTROS[3]!).waitFor();
    await dialog.getByText(sirenLine(sas.siren), { exact: true }).and(dialog.locator(':visible')).waitFor();
    // The privacy bar's recorded departure: from opening to confirming, the search's requests to the service, and its
    // one question on what the register holds for the company chosen, and nothing else.
    expect(requests.length).toBeGreaterThan(0);
    expect(
      requests.filter(
        (request) =>
          !request.startsWith(`${shop.url}${COMPANY_SEARCH_PATH}?q=`) && request !== `${shop.url}${registerHoldingsPath(sas.siren)}`,
      ),
    ).toEqual([]);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await button(page, 'confirm').click();
    const form = new URLSearchParams((await posted).postData()!);
    expect(form.get(SIREN_HANDOFF_FIELD)).toBe(sas.siren);
    expect(form.get('siret')).toBe(sas.siege.siret);
    await page.getByRole('heading', { level: 1, name: typeset(TEST_PAYMENT.title) }).waitFor();
    expect(errors).toEqual([]);
  });

  it.each([
    ['a click', {}],
    ['a tap', { hasTouch: true, isMobile: true, viewport: VIEWPORTS.phone }],
  ] as const)('chooses a suggestion by %s, the list staying open until then', async (way, options) => {
    const shown = await openShop(undefined, options);
    await search(shown, 'boulangerie mar', 2);
    const option = shown.listbox.getByRole('option', { name: new RegExp(`^${sas.nom_complet}`) });
    if (way === 'a tap') await option.tap();
    else await option.click();
    await expect(shown.combobox.inputValue()).resolves.toBe(sas.nom_complet);
    await shown.dialog.getByText(sirenLine(sas.siren), { exact: true }).waitFor();
  });

  it.each([
    [association, COMPANY_RULES.association],
    [publicBody, COMPANY_RULES.publicBody],
  ])('refuses Suivant for $nom_complet, which has no Kbis, saying what exists instead', async (company, message) => {
    const shown = await openShop();
    await search(shown, company.nom_complet.split(' ').slice(0, 2).join(' ').toLowerCase(), 1);
    await shown.combobox.press('ArrowDown');
    await shown.combobox.press('Enter');
    await button(shown.page, 'next').click();
    await shown.dialog.getByText(plain(message)).waitFor();
    await expect(shown.dialog.getByText(plain(message)).isVisible()).resolves.toBe(true);
    // Still on step 1.
    await expect(shown.combobox.isVisible()).resolves.toBe(true);
    await expect(shown.dialog.getByRole('textbox', { name: FIELD_LABELS.firstName, exact: true }).isVisible()).resolves.toBe(false);
    for (const viewport of Object.values(VIEWPORTS)) {
      await shown.page.setViewportSize(viewport);
      await screenshot(shown.page, `refused-${company.siren}`);
    }
  });

  it('tells a sole trader which of them has an extrait K, before they go on', async () => {
    const shown = await openShop();
    await search(shown, 'jean mar', 1);
    await shown.listbox.getByRole('option', { name: new RegExp(`^${soleTrader.nom_complet}`) }).click();
    await shown.dialog.getByText(plain(COMPANY_RULES.soleTrader)).waitFor();
    await button(shown.page, 'next').click();
    await shown.dialog.getByRole('textbox', { name: FIELD_LABELS.firstName, exact: true }).waitFor();
  });

  it('closes with Escape after a search, leaves the page responsive, and opens again empty', async () => {
    const shown = await openShop();
    await search(shown, 'jean mar', 1);
    await shown.page.keyboard.press('Escape');
    await expect.poll(() => shown.combobox.getAttribute('aria-expanded')).toBe('false');
    await shown.page.keyboard.press('Escape');
    await shown.dialog.waitFor({ state: 'hidden' });
    // A page whose script looped after the close would never answer this.
    await expect(shown.page.evaluate(() => document.title, undefined)).resolves.toBeTruthy();
    await shown.page.getByRole('button', { name: ORDER_BUTTON_LABEL }).first().click();
    await shown.combobox.waitFor();
    await expect(shown.combobox.inputValue()).resolves.toBe('');
    expect(shown.errors).toEqual([]);
  });

  it('names a ceased company « cessée le … » in its suggestion and on the last step, with what its Kbis shows', async () => {
    const shown = await openShop();
    await search(shown, 'minoterie', 1);
    const closedOn = plain(formatFrenchDate(ceased.date_fermeture));
    expect(plain((await shown.listbox.getByRole('option').textContent())!)).toContain(
      plain(`${COMPANY_SEARCH.ceased}${COMPANY_SEARCH.ceasedOn}${closedOn}`),
    );
    await shown.listbox.getByRole('option').click();
    await button(shown.page, 'next').click();
    await fill(shown.page, COMPLETE_ORDER.billing);
    await button(shown.page, 'next').click();
    await shown.dialog
      .getByText(
        plain(`${COMPANY_RULES.ceased}${COMPANY_SEARCH.ceasedOn}${formatFrenchDate(ceased.date_fermeture)}${COMPANY_RULES.ceasedKbis}`),
      )
      .waitFor();
  });

  it.each([
    ['down', { status: 503 }, 'panne'],
    ['over its limit', { status: 429 }, 'limite'],
    ['slow', { delay: 3000 }, 'lenteur'],
  ])('says once, the directory %s, that the search is unavailable, and the order goes on as typed', async (_, settings, word) => {
    const shown = await openShop();
    directory(settings);
    try {
      await shown.combobox.pressSequentially(`${word} un`);
      await shown.dialog.getByText(plain(COMPANY_SEARCH.unavailable)).waitFor();
      await shown.combobox.pressSequentially(' deux');
      await expect.poll(() => shown.searches.length, { timeout: 10_000 }).toBeGreaterThan(1);
      await expect.poll(() => shown.dialog.getByText(plain(COMPANY_SEARCH.unavailable)).count()).toBe(1);
    } finally {
      directory({});
    }
    expect(await shown.listbox.getByRole('option').count()).toBe(0);
    await button(shown.page, 'next').click();
    await fill(shown.page, COMPLETE_ORDER.billing);
    await button(shown.page, 'next').click();
    const posted = shown.page.waitForRequest((request) => request.method() === 'POST');
    await button(shown.page, 'confirm').click();
    const form = new URLSearchParams((await posted).postData()!);
    expect(form.get('companyName')).toBe(`${word} un deux`);
    expect(form.has('siren')).toBe(false);
    await shown.page.getByRole('heading', { level: 1, name: typeset(TEST_PAYMENT.title) }).waitFor();
    // The service's 204 leaves nothing for the browser to report.
    expect(shown.errors).toEqual([]);
  });

  it('suggests on a partner’s page of another origin; under a CSP that forbids the connection, the dialog stays free text, with no error', async () => {
    const tag = `<script src="${shop.url}/widget.js" defer></script>`;
    const partner = await startPartnerServer({
      partner: { bodyEnd: tag },
      strict: { bodyEnd: tag, headers: { 'Content-Security-Policy': `default-src 'self'; script-src ${shop.url}; connect-src 'self'` } },
    });
    try {
      const open = await openShop(`${partner.url}/partner`);
      expect(new URL(partner.url).origin).not.toBe(shop.url);
      await search(open, 'boulangerie et', 1);
      expect(open.errors).toEqual([]);

      const strict = await openShop(`${partner.url}/strict`);
      await strict.combobox.pressSequentially('boulangerie');
      await strict.dialog.getByText(plain(COMPANY_SEARCH.unavailable)).waitFor();
      expect(await strict.listbox.getByRole('option').count()).toBe(0);
      // Only the browser's own report of the blocked connection.
      expect(strict.errors.filter((error) => !error.includes('Content Security Policy'))).toEqual([]);
      await button(strict.page, 'next').click();
      await strict.dialog.getByRole('textbox', { name: FIELD_LABELS.firstName, exact: true }).waitFor();
    } finally {
      await partner.close();
    }
  });

  it.each(Object.entries(VIEWPORTS))('has no axe violation with the list open, at the %s’s width', async (_, viewport) => {
    const shown = await openShop(undefined, { viewport });
    await search(shown, 'martin', 5);
    await shown.combobox.press('ArrowDown');
    expect(await axeViolations(shown.page)).toEqual([]);
    await screenshot(shown.page, 'listbox');
  });
});
