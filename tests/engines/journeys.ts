/**
 * The journeys that matter most, run in each engine other than Chromium (whose own suite is
 * tests/browser): the site's whole order from the header and from the phone menu, closing and
 * the scroll lock, and whole orders on a partner's page of another origin, under a strict CSP and
 * under hostile CSS. The site is served with its real headers (site/headers.mjs) and a
 * report-uri: every page, and every journey on it, must leave the browser nothing to report. Each
 * engine's test file only names its engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUTTONS, DIALOG_TITLE, FIELD_LABELS, MESSAGES, ORDER_BUTTON_LABEL, STEP_INTROS } from '../../widget/core/copy';
import type { Attribution } from '../../widget/core/attribution';
import { EVENTS, PARTNER_ATTRIBUTE } from '../../widget/core/contract';
import type { FieldName } from '../../widget/core/fields';
import { COMPLETE_ORDER, COMPLETE_ORDER_EVENTS, confirmedOrder } from '../fixtures/orders';
import { routes } from '../../site/routes';
import { VIEWPORTS } from '../browser/support/chromium';
import { deliberateViolation, startCspReportCollector, writeHtmlFromString } from '../browser/support/csp-reports';
import { cspHeader, HOSTILE_CSS } from '../browser/support/hostile-pages';
import { widgetTag } from '../browser/support/partner-browser';
import { startPartnerServer } from '../browser/support/partner-server';
import { serveDist } from '../browser/support/server';
import type { Engine, EngineName } from './support/engine';
import { launchFirefox } from './support/firefox';
import { Tab, type Query } from './support/tab';
import { launchWebKit } from './support/webkit';

const LAUNCH: Record<EngineName, () => Promise<Engine>> = { firefox: launchFirefox, webkit: launchWebKit };

const dialog: Query = { role: 'dialog', name: DIALOG_TITLE };
const field = (name: FieldName): Query => ({ role: 'textbox', name: FIELD_LABELS[name] });
const button = (name: keyof typeof BUTTONS): Query => ({ role: 'button', name: BUTTONS[name] });
const intro = (step: 1 | 3): Query => ({ text: STEP_INTROS[step]!, css: 'p' });
const alert = (message: string): Query => ({ role: 'alert', text: message });
const confirmed: Query = { role: 'status', text: MESSAGES.orderConfirmed };
const step = (number: number) => ({ type: EVENTS.step, detail: { step: number } });

/** The partner page's own partner id, on its script tag, and a campaign link's query to it. */
const PARTNER = 'cabinet-partenaire';
const CAMPAIGN = '?ref=12&utm_source=lettre&utm_campaign=rentr%C3%A9e#offre';

async function fill(tab: Tab, values: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(values)) await tab.fill(field(name as FieldName), value);
}

/** The dialog as drawn: its box, and whether each of its buttons lies inside it. */
function dialogGeometry() {
  const root = document.querySelector('kbis-widget')!.shadowRoot!;
  const box = root.querySelector('dialog')!.getBoundingClientRect();
  const inside = [...root.querySelectorAll('dialog button')].every((button) => {
    const { top, bottom, left, right } = button.getBoundingClientRect();
    return top >= box.top && bottom <= box.bottom && left >= box.left && right <= box.right;
  });
  return { width: box.width, height: box.height, buttonsInside: inside, viewport: { width: innerWidth, height: innerHeight } };
}

/** The dialog is drawn whole: wide and high enough for its step, within the window, every button inside. */
async function expectDrawnWhole(tab: Tab) {
  const geometry = await tab.evaluate(dialogGeometry);
  expect(geometry.height).toBeGreaterThan(300);
  expect(geometry.height).toBeLessThanOrEqual(geometry.viewport.height * 0.9 + 1);
  expect(geometry.width).toBeLessThanOrEqual(Math.min(600, geometry.viewport.width));
  expect(geometry.buttonsInside).toBe(true);
}

/** The background of the success notice's text: green by the rules of the notice alone (widget/ui/styles.ts). */
function successNoticeBackground() {
  const root = document.querySelector('kbis-widget')!.shadowRoot!;
  return getComputedStyle(root.querySelector('[role="status"] p')!).backgroundColor;
}

/** From step 1 of an open dialog: both steps filled with COMPLETE_ORDER, confirmed, the notice shown in green. */
async function orderFromStep1(tab: Tab) {
  await fill(tab, COMPLETE_ORDER.company);
  await tab.click(button('next'));
  await tab.waitFor(field('firstName'));
  await fill(tab, COMPLETE_ORDER.billing);
  await tab.click(button('next'));
  await tab.waitFor(intro(3));
  await tab.click(button('confirm'));
  await tab.waitFor(confirmed);
  await tab.waitFor(dialog, 'hidden');
  await expect(tab.evaluate(successNoticeBackground)).resolves.toBe('rgb(21, 128, 61)');
}

export function describeJourneys(engineName: EngineName) {
  let engine: Engine;
  let site: Awaited<ReturnType<typeof serveDist>>;
  let partner: Awaited<ReturnType<typeof startPartnerServer>>;
  let collector: Awaited<ReturnType<typeof startCspReportCollector>>;
  const eventNames = Object.values(EVENTS);

  beforeAll(async () => {
    collector = await startCspReportCollector();
    // dist/ on 127.0.0.1, the partner's pages on localhost: two origins, as on a real embed.
    site = await serveDist('127.0.0.1', { reportUri: collector.uri });
    const widgetUrl = `${site.url}/widget.js`;
    partner = await startPartnerServer({
      csp: {
        bodyEnd: widgetTag(widgetUrl, `defer ${PARTNER_ATTRIBUTE}="${PARTNER}"`),
        headers: { 'Content-Security-Policy': cspHeader(widgetUrl) },
      },
      css: { head: HOSTILE_CSS, bodyEnd: widgetTag(widgetUrl) },
    });
    engine = await LAUNCH[engineName]();
  });
  afterAll(async () => {
    await engine?.close();
    await Promise.all([site?.close(), partner?.close(), collector?.close()]);
  });

  async function openTab(path: string, viewport: { width: number; height: number }, origin = site.url) {
    const tab = new Tab(await engine.newPage(viewport));
    await tab.open(origin + path, eventNames);
    return tab;
  }

  describe(`in ${engineName}, on the site`, () => {
    it('takes a whole order from the header button at 1280 px: both errors, Précédent, the summary, the notice, then a fresh step 1', async () => {
      const tab = await openTab('/', VIEWPORTS.desktop);
      const trigger: Query = { role: 'button', name: ORDER_BUTTON_LABEL, within: 'header' };
      await tab.click(trigger);
      await tab.waitFor(dialog);
      await expectDrawnWhole(tab);
      await tab.expectFocus({ name: 'companyName', inDialog: true });
      // Step 2's fields are built with step 1's, and hidden until Suivant.
      await expect(tab.isVisible(field('firstName'))).resolves.toBe(false);

      await tab.press('Enter');
      await tab.waitFor(alert(MESSAGES.companyNameMissing));
      await fill(tab, COMPLETE_ORDER.company);
      await tab.click(button('next'));
      await tab.expectFocus({ name: 'firstName' });
      await expect(tab.isVisible(field('companyName'))).resolves.toBe(false);
      await fill(tab, { firstName: COMPLETE_ORDER.billing.firstName });
      await tab.click(button('next'));
      await tab.waitFor(alert(MESSAGES.billingFieldsMissing));
      await tab.expectFocus({ name: 'lastName' });

      await tab.click(button('previous'));
      await tab.waitFor(intro(1));
      await expect(tab.value(field('companyName'))).resolves.toBe(COMPLETE_ORDER.company.companyName);
      await tab.click(button('next'));
      await expect(tab.value(field('firstName'))).resolves.toBe(COMPLETE_ORDER.billing.firstName);
      const { firstName: _, ...rest } = COMPLETE_ORDER.billing;
      await fill(tab, rest);
      await tab.click(button('next'));
      await tab.waitFor(intro(3));
      for (const value of [COMPLETE_ORDER.company.companyName, COMPLETE_ORDER.company.siret, COMPLETE_ORDER.billing.email]) {
        await expect(tab.isVisible({ css: 'dd', text: value })).resolves.toBe(true);
      }

      await tab.click(button('confirm'));
      await tab.waitFor(confirmed);
      await tab.waitFor(dialog, 'hidden');
      await tab.expectFocus({ text: ORDER_BUTTON_LABEL });
      const { events, errors } = await tab.recorded();
      const [opened, first, ...others] = COMPLETE_ORDER_EVENTS;
      const invalid = (number: number, missing: string[]) => ({ type: EVENTS.invalid, detail: { step: number, missing } });
      expect(events).toEqual([
        opened,
        first,
        invalid(1, ['companyName']),
        step(2),
        invalid(2, ['lastName', 'email']),
        step(1),
        step(2),
        ...others.slice(1),
      ]);
      expect(errors).toEqual([]);

      await tab.click(trigger);
      await tab.waitFor(intro(1));
      await expect(tab.value(field('companyName'))).resolves.toBe('');
    });

    it('takes a whole order from the side menu at 375 px, then gives focus back to the menu button', async () => {
      const tab = await openTab('/pages/demande-kbis', VIEWPORTS.phone);
      const menuButton: Query = { role: 'button', name: 'Ouvrir le menu' };
      const menu: Query = { role: 'navigation', name: 'Menu des guides' };
      await tab.click(menuButton);
      await tab.waitFor(menu);
      await tab.click({ role: 'button', name: ORDER_BUTTON_LABEL, within: '.side-menu' });
      await tab.waitFor(dialog);
      await tab.waitFor(menu, 'hidden');
      await expectDrawnWhole(tab);
      await tab.expectFocus({ name: 'companyName', inDialog: true });

      await orderFromStep1(tab);
      await tab.expectFocus({ tag: 'BUTTON', label: 'Ouvrir le menu' });
      const { events, errors } = await tab.recorded();
      expect(events).toEqual(COMPLETE_ORDER_EVENTS);
      expect(errors).toEqual([]);
    });

    it.each([
      ['Escape', (tab: Tab) => tab.press('Escape')],
      ['the close button', (tab: Tab) => tab.click(button('close'))],
    ])(
      'closes by %s: focus back on the trigger, fields cleared, the page locked while open and scrolling again after',
      async (_, close) => {
        const tab = await openTab('/', VIEWPORTS.desktop);
        const trigger: Query = { role: 'button', name: ORDER_BUTTON_LABEL, within: 'main' };
        const scrollY = () => tab.evaluate(() => window.scrollY);
        await tab.click(trigger);
        await tab.waitFor(dialog);
        const openedAt = await scrollY();
        await expect(tab.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden');
        await fill(tab, { companyName: 'ACME' });
        // A wheel turn over the backdrop, as a user would try to scroll the page behind.
        const wheel = () => tab.page.wheel?.(8, 300, 600);
        await wheel();
        await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await expect(scrollY()).resolves.toBe(openedAt);

        await close(tab);
        await tab.waitFor(dialog, 'hidden');
        await tab.expectFocus({ text: ORDER_BUTTON_LABEL });
        expect((await tab.recorded()).events.at(-1)).toEqual({ type: EVENTS.close, detail: null });
        await expect(tab.evaluate(() => document.documentElement.style.cssText)).resolves.toBe('');
        // The same turn scrolls the page once it is closed: the lock, not the gesture, held it.
        if (tab.page.wheel) {
          await wheel();
          await expect.poll(scrollY).toBeGreaterThan(openedAt);
        }

        await tab.click(trigger);
        await tab.waitFor(intro(1));
        await expect(tab.value(field('companyName'))).resolves.toBe('');
      },
    );
  });

  describe(`in ${engineName}, on a partner's page of another origin`, () => {
    it.each([
      ['under a strict Content-Security-Policy, from a campaign link, the script tag naming the partner', '/csp', CAMPAIGN],
      ['under hostile CSS', '/css', ''],
    ])('takes a whole order %s', async (_, path, query) => {
      const tab = await openTab(path + query, VIEWPORTS.desktop, partner.url);
      await tab.click({ css: '#label-trigger' });
      await tab.waitFor(dialog);
      await expectDrawnWhole(tab);
      await orderFromStep1(tab);
      await tab.expectFocus({ id: 'label-trigger' });
      const { events, errors, violations } = await tab.recorded();
      const attribution: Attribution = query
        ? { partner: PARTNER, source: { page: partner.url + path, utm: { utm_source: 'lettre', utm_campaign: 'rentrée' } } }
        : { partner: null, source: { page: partner.url + path, utm: {} } };
      expect(events).toEqual(
        COMPLETE_ORDER_EVENTS.map((event) =>
          event.type === EVENTS.confirm ? { ...event, detail: { order: confirmedOrder(COMPLETE_ORDER, false, attribution) } } : event,
        ),
      );
      expect(errors).toEqual([]);
      expect(violations).toEqual([]);
    });
  });

  describe(`in ${engineName}, under the site's headers`, () => {
    // Last: the journeys above ran on the same site, whose violations would have been reported by now.
    it('loads every page without a violation; the browser reports only the Trusted Types violation written on purpose', async () => {
      for (const path of [...routes.map((route) => route.path), '/pages/introuvable']) {
        const tab = await openTab(path, VIEWPORTS.desktop);
        const { errors, violations } = await tab.recorded();
        expect({ path, errors, violations }).toEqual({ path, errors: [], violations: [] });
      }
      const tab = await openTab('/', VIEWPORTS.desktop);
      expect(await tab.evaluate(writeHtmlFromString)).toBe('TypeError');
      await expect.poll(() => collector.reports.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(collector.reports).toEqual([deliberateViolation(`${site.url}/`)]);
    });
  });
}
