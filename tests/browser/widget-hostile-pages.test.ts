import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../widget/core/copy';
import { EVENTS, HOST_TAG } from '../../widget/core/contract';
import { COMPLETE_ORDER, COMPLETE_ORDER_EVENTS } from '../fixtures/orders';
import {
  HOSTILE_GLOBALS_AFTER,
  LATE_TRIGGERS,
  SPA_LINKS,
  cspViolations,
  dialogLook,
  shadowLayout,
  hostState,
  hostilePages,
  readHostileGlobals,
  recordCspViolations,
  type HostilePageName,
} from './support/hostile-pages';
import { orderBy, type InputMode } from './support/input-modes';
import { closeContextsAfterEach } from './support/chromium';
import {
  button,
  field,
  fill,
  focused,
  openPartnerPage,
  orderFromStep1,
  recordWidgetEvents,
  startEmbed,
  widgetEvents,
  widgetTag,
} from './support/partner-browser';
import { topmostAtCentreOf } from './support/partner-cdp';
import { PARTNER_PREFILL } from './support/partner-server';

let embed: Awaited<ReturnType<typeof startEmbed>>;
let pages: ReturnType<typeof hostilePages>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => {
    pages = hostilePages(widgetUrl);
    return { ...pages, partner: { bodyEnd: widgetTag(widgetUrl) } };
  });
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

function open(name: string, hasTouch = false) {
  return openPartnerPage(embed.browser, `${embed.partnerUrl}/${name}`, {
    hasTouch,
    prepare: (context) => Promise.all([recordWidgetEvents(context, Object.values(EVENTS)), context.addInitScript(recordCspViolations)]),
  });
}

/** One order by mouse on the SPA, then a view rendered each way, the widget opened and closed in between. */
async function navigateTheSpa(page: Page) {
  await page.locator('#label-trigger').click();
  await orderFromStep1(page);
  await page.locator(`#${SPA_LINKS.rewrite}`).click();
  await page.locator('#label-trigger').click();
  await button(page, 'close').click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.locator(`#${SPA_LINKS.replace}`).click();
}

const PAGE_NAMES: HostilePageName[] = ['csp', 'css', 'quirks', 'globals', 'thrice', 'late', 'spa'];
const MODES: InputMode[] = ['mouse', 'touch', 'keyboard'];

describe.each(PAGE_NAMES)('on the hostile page "%s"', (name) => {
  it.each(MODES)('a whole order by %s works and leaves the page as it was', async (mode) => {
    const { page, requests } = await open(name, mode === 'touch');
    const { trigger } = pages[name];
    const before = await hostState(page);
    if (name === 'spa') await navigateTheSpa(page);
    const earlier = (await widgetEvents(page)).length;

    await orderBy(mode, page, trigger);

    expect((await widgetEvents(page)).slice(earlier)).toEqual(COMPLETE_ORDER_EVENTS);
    await expect.poll(() => focused(page)).toMatchObject({ id: trigger });
    await expect(
      page.evaluate((tag) => [...document.querySelectorAll(tag)].map((host) => host.parentElement === document.body), HOST_TAG),
    ).resolves.toEqual([true]);
    await expect(hostState(page)).resolves.toEqual(before);
    await expect(cspViolations(page)).resolves.toEqual([]);
    const origins = [embed.partnerUrl, new URL(embed.widgetUrl).origin];
    expect(requests.filter((url) => !origins.includes(new URL(url).origin))).toEqual([]);
    if (name === 'quirks') await expect(page.evaluate(() => document.compatMode)).resolves.toBe('BackCompat');
    if (name === 'globals') await expect(readHostileGlobals(page)).resolves.toEqual(HOSTILE_GLOBALS_AFTER);
  });
});

describe('the dialog on hostile pages', () => {
  it('looks the same under hostile CSS and in quirks mode as on a plain page, above a fixed header at the highest z-index', async () => {
    const looks: Record<string, unknown> = {};
    for (const name of ['partner', 'css', 'quirks']) {
      const { page, context } = await open(name);
      const onTop = (selector: string) => expect(topmostAtCentreOf(page, HOST_TAG, selector)).resolves.toBe(`widget:${selector}`);
      await page.locator('#label-trigger').click();
      await button(page, 'next').click();
      await page.getByRole('alert').getByText(MESSAGES.companyNameMissing).waitFor();
      const step1 = await dialogLook(page);
      if (name === 'css') {
        await expect(page.evaluate(() => getComputedStyle(document.querySelector('header')!).zIndex)).resolves.toBe('2147483647');
        await onTop('dialog');
        await onTop('[role="alert"] p');
      }
      await button(page, 'close').click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.evaluate((order) => window.KbisWidget!.open({ ...order.company, ...order.billing }), COMPLETE_ORDER);
      await button(page, 'next').click();
      await button(page, 'next').click();
      await button(page, 'confirm').waitFor();
      looks[name] = { step1, summary: await shadowLayout(page) };
      await button(page, 'confirm').click();
      await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
      if (name === 'css') await onTop('[role="status"] p');
      await context.close();
    }
    expect(looks.css).toEqual(looks.partner);
    expect(looks.quirks).toEqual(looks.partner);
  });

  it('opens from triggers the page adds after loading, the link prefilling step 1', async () => {
    const { page } = await open('late');
    await page.locator(`#${LATE_TRIGGERS.label}`).click();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe('');
    await button(page, 'close').click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.locator(`#${LATE_TRIGGERS.link}`).click();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe(PARTNER_PREFILL.companyName);
    await expect(field(page, 'siret').inputValue()).resolves.toBe(PARTNER_PREFILL.siret);
    expect(new URL(page.url()).pathname).toBe('/late');
  });

  it('gives an order in progress back when a single-page app renders a view over the open dialog (Back button)', async () => {
    const { page } = await open('spa');
    await page.locator(`#${SPA_LINKS.rewrite}`).click();
    await page.locator('#label-trigger').click();
    await fill(page, { companyName: COMPLETE_ORDER.company.companyName });
    await page.goBack();
    await expect.poll(() => page.evaluate((tag) => document.querySelector(tag), HOST_TAG)).toBeNull();

    await page.locator('#label-trigger').click();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe(COMPLETE_ORDER.company.companyName);
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: true });
    await orderFromStep1(page);
    expect(await widgetEvents(page)).toEqual(COMPLETE_ORDER_EVENTS);
    await expect(page.evaluate(() => document.documentElement.style.cssText)).resolves.toBe('');
    await expect.poll(() => focused(page)).toMatchObject({ id: 'label-trigger' });
  });
});
