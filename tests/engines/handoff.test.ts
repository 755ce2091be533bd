/**
 * The hand-off of a widget built with an order service, in each engine other than Chromium (whose
 * own test is tests/browser/widget-handoff.test.ts): a form submitted from the widget's shadow root
 * navigates the page to the service, which receives the order and answers with its payment page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUTTONS, FIELD_LABELS, STEP_INTROS } from '../../widget/core/copy';
import { FIELD_NAMES, type FieldName } from '../../widget/core/fields';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { VIEWPORTS } from '../browser/support/chromium';
import { PAYMENT_PATH, startOrderService } from '../browser/support/order-service';
import { widgetTag } from '../browser/support/partner-browser';
import { startPartnerServer } from '../browser/support/partner-server';
import type { Engine, EngineName } from './support/engine';
import { launchFirefox } from './support/firefox';
import { Tab } from './support/tab';
import { launchWebKit } from './support/webkit';

const LAUNCH: Record<EngineName, () => Promise<Engine>> = { firefox: launchFirefox, webkit: launchWebKit };
const TYPED = { ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing };

let service: Awaited<ReturnType<typeof startOrderService>>;
let partner: Awaited<ReturnType<typeof startPartnerServer>>;

// One widget built for the stand-in service, for both engines: a build takes a while.
beforeAll(async () => {
  service = await startOrderService();
  partner = await startPartnerServer({ partner: { bodyEnd: widgetTag(service.widgetUrl) } });
}, 180_000);
afterAll(() => Promise.all([service?.close(), partner?.close()]));

describe.each(Object.keys(LAUNCH) as EngineName[])('in %s, a widget built with an order service', (engineName) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await LAUNCH[engineName]();
  });
  afterAll(() => engine?.close());

  it('posts the order from its shadow root to the service, whose payment page the tab then shows', async () => {
    const before = service.orders.length;
    const tab = new Tab(await engine.newPage(VIEWPORTS.desktop));
    await tab.open(`${partner.url}/partner`, []);
    await tab.click({ css: '#label-trigger' });
    await fill(tab, COMPLETE_ORDER.company);
    await tab.click({ role: 'button', name: BUTTONS.next });
    await fill(tab, COMPLETE_ORDER.billing);
    await tab.click({ role: 'button', name: BUTTONS.next });
    await tab.waitFor({ text: STEP_INTROS[3]!, css: 'p' });
    await tab.click({ role: 'button', name: BUTTONS.confirm });

    await expect.poll(() => service.orders.length, { timeout: 10_000 }).toBe(before + 1);
    expect(Object.fromEntries(service.orders[before]!.fields.slice(0, FIELD_NAMES.length))).toEqual(TYPED);
    // Read once the new page answers: during the navigation, the old one may still.
    await expect.poll(() => tab.evaluate(() => location.pathname).catch(() => null), { timeout: 10_000 }).toBe(PAYMENT_PATH);
  });
});

async function fill(tab: Tab, values: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(values)) await tab.fill({ role: 'textbox', name: FIELD_LABELS[name as FieldName] }, value);
}
