/**
 * The hostile pages served from another origin than the widget, and a whole order on each of them
 * by one input mode. Each input mode has its own test file, so the three run side by side.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, HOST_TAG } from '../../../widget/core/contract';
import { COMPLETE_ORDER_EVENTS } from '../../fixtures/orders';
import { closeContextsAfterEach } from './chromium';
import {
  HOSTILE_GLOBALS_AFTER,
  type HostilePageName,
  SPA_LINKS,
  cspViolations,
  hostState,
  hostilePages,
  readHostileGlobals,
  recordCspViolations,
} from './hostile-pages';
import { type InputMode, orderBy } from './input-modes';
import {
  button,
  focused,
  openPartnerPage,
  orderFromStep1,
  recordWidgetEvents,
  startEmbed,
  widgetEvents,
  widgetTag,
} from './partner-browser';

/** Serves the hostile pages (and a plain `partner` page) for the calling file, with one Chromium. */
export function hostilePagesForThisFile() {
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
  return {
    embed: () => embed,
    pages: () => pages,
    /** A fresh context on the named page, recording the widget's events and CSP violations. */
    open(name: string, hasTouch = false) {
      return openPartnerPage(embed.browser, `${embed.partnerUrl}/${name}`, {
        hasTouch,
        prepare: (context) => Promise.all([recordWidgetEvents(context, Object.values(EVENTS)), context.addInitScript(recordCspViolations)]),
      });
    },
  };
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

/** A whole order by `mode` on every hostile page, each leaving the page as it found it. */
export function describeHostileOrders(mode: InputMode) {
  const hostile = hostilePagesForThisFile();
  describe.each(PAGE_NAMES)('on the hostile page "%s"', (name) => {
    it(`a whole order by ${mode} works and leaves the page as it was`, async () => {
      const { page, requests } = await hostile.open(name, mode === 'touch');
      const { trigger } = hostile.pages()[name];
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
      const { partnerUrl, widgetUrl } = hostile.embed();
      const origins = [partnerUrl, new URL(widgetUrl).origin];
      expect(requests.filter((url) => !origins.includes(new URL(url).origin))).toEqual([]);
      if (name === 'quirks') await expect(page.evaluate(() => document.compatMode)).resolves.toBe('BackCompat');
      if (name === 'globals') await expect(readHostileGlobals(page)).resolves.toEqual(HOSTILE_GLOBALS_AFTER);
    });
  });
}
