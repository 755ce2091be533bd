/**
 * Attribution: `data-kbis-partner` on the script tag and on triggers, and the page's
 * address with its `utm_*` parameters, handed over in `kbis:confirm`. Every page here is on
 * another origin than the widget, under the strict CSP of the partner tests.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../widget/core/checkout';
import { EVENTS, PARTNER_ATTRIBUTE } from '../../widget/core/contract';
import { COMPLETE_ORDER, confirmedOrder } from '../fixtures/orders';
import { closeContextsAfterEach } from './support/chromium';
import { cspHeader, cspViolations, recordCspViolations } from './support/hostile-pages';
import { openPartnerPage, orderFromStep1, recordWidgetEvents, startEmbed, widgetEvents, widgetTag } from './support/partner-browser';

/** The page's partner, written with the stray spaces a CMS may leave. */
const PAGE_PARTNER = 'cabinet-partenaire';
/** A trigger of its own, for a campaign the partner counts apart. */
const TRIGGER_PARTNER = 'salon-2026';

const ownTrigger = `<button type="button" id="own-partner-trigger" data-kbis-order ${PARTNER_ATTRIBUTE}="${TRIGGER_PARTNER}">Commander un Kbis (salon)</button>`;
const blankTrigger = `<button type="button" id="blank-partner-trigger" data-kbis-order ${PARTNER_ATTRIBUTE}=" ">Commander un Kbis</button>`;

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => {
    const headers = { 'Content-Security-Policy': cspHeader(widgetUrl) };
    return {
      attributed: { headers, bodyEnd: ownTrigger + blankTrigger + widgetTag(widgetUrl, `defer ${PARTNER_ATTRIBUTE}="  ${PAGE_PARTNER} "`) },
      unattributed: { headers, bodyEnd: ownTrigger + widgetTag(widgetUrl) },
    };
  });
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

async function openOn(path: string) {
  const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}${path}`, {
    prepare: (context) => Promise.all([recordWidgetEvents(context, [EVENTS.confirm]), context.addInitScript(recordCspViolations)]),
  });
  return page;
}

/** Each order confirmed on `page`, in turn from each way of opening the dialog given. */
async function ordersFrom(page: Page, opens: Array<() => Promise<unknown>>): Promise<Order[]> {
  for (const open of opens) {
    await open();
    await orderFromStep1(page);
  }
  const events = await widgetEvents(page);
  return events.map((event) => (event.detail as { order: Order }).order);
}

describe('the partner and the source of an order', () => {
  it("hand over the script tag's partner, the page and only its utm_* parameters; a trigger's own partner wins", async () => {
    const page = await openOn('/attributed?ref=lettre-12&utm_source=lettre&utm_campaign=rentr%C3%A9e+2026&gclid=abc#offre');
    const orders = await ordersFrom(page, [
      () => page.locator('#label-trigger').click(),
      () => page.locator('#own-partner-trigger').click(),
      () => page.locator('#blank-partner-trigger').click(),
      () => page.evaluate(() => window.KbisWidget!.open()),
    ]);
    const source = { page: `${embed.partnerUrl}/attributed`, utm: { utm_source: 'lettre', utm_campaign: 'rentrée 2026' } };
    expect(orders).toEqual([
      confirmedOrder(COMPLETE_ORDER, false, { partner: PAGE_PARTNER, source }),
      confirmedOrder(COMPLETE_ORDER, false, { partner: TRIGGER_PARTNER, source }),
      // A blank attribute names no one: the page's partner stays.
      confirmedOrder(COMPLETE_ORDER, false, { partner: PAGE_PARTNER, source }),
      confirmedOrder(COMPLETE_ORDER, false, { partner: PAGE_PARTNER, source }),
    ]);
    await expect(cspViolations(page)).resolves.toEqual([]);
  });

  it('is null without data-kbis-partner, with an empty campaign when the address has no utm_*', async () => {
    const page = await openOn('/unattributed?ref=accueil');
    const orders = await ordersFrom(page, [
      () => page.locator('#attribute-trigger').click(),
      () => page.locator('#own-partner-trigger').click(),
    ]);
    const source = { page: `${embed.partnerUrl}/unattributed`, utm: {} };
    expect(orders).toEqual([
      confirmedOrder(COMPLETE_ORDER, false, { partner: null, source }),
      confirmedOrder(COMPLETE_ORDER, false, { partner: TRIGGER_PARTNER, source }),
    ]);
    await expect(cspViolations(page)).resolves.toEqual([]);
  });
});
