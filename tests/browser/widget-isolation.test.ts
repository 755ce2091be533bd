import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, HOST_TAG } from '../../widget/core/contract';
import { cspHeader, cspViolations, recordCspViolations } from './support/hostile-pages';
import { closeContextsAfterEach } from './support/chromium';
import { openPartnerPage, orderFromStep1, recordWidgetEvents, startEmbed, widgetEvents, widgetTag } from './support/partner-browser';

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  // The hostile pages, globals included, are in widget-hostile-pages.test.ts.
  embed = await startEmbed((widgetUrl) => ({
    bare: {},
    twice: { head: widgetTag(widgetUrl, 'async') + widgetTag(widgetUrl, ''), bodyEnd: widgetTag(widgetUrl) + widgetTag(widgetUrl, '') },
    csp: { bodyEnd: widgetTag(widgetUrl), headers: { 'Content-Security-Policy': cspHeader(widgetUrl) } },
  }));
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

async function orderAll(page: Page) {
  await page.locator('#label-trigger').click();
  await orderFromStep1(page);
}

describe('one instance, one global', () => {
  it('loaded four times (async and plain in <head>, defer and plain at the end of <body>), it runs once', async () => {
    const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/twice`, {
      prepare: (c) => recordWidgetEvents(c, [EVENTS.open]),
    });
    await page.waitForLoadState('load');
    await page.locator('#label-trigger').click();
    await page.getByRole('dialog').waitFor();
    await expect(page.locator(HOST_TAG).count()).resolves.toBe(1);
    await expect(widgetEvents(page)).resolves.toHaveLength(1);
  });

  it('adds window.KbisWidget and nothing else, before and after it mounts', async () => {
    const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/bare`, { waitForWidget: false });
    const before = await page.evaluate(() => Object.keys(window));
    await page.addScriptTag({ url: embed.widgetUrl });
    await page.waitForFunction(() => 'KbisWidget' in window);
    const added = () => page.evaluate((known) => Object.keys(window).filter((key) => !known.includes(key)), before);
    await expect(added()).resolves.toEqual(['KbisWidget']);
    await page.evaluate(() => window.KbisWidget!.open());
    await page.getByRole('dialog').waitFor();
    await expect(added()).resolves.toEqual(['KbisWidget']);
    await expect(page.evaluate(() => document.head.querySelectorAll('style').length)).resolves.toBe(0);
  });
});

describe('a strict Content-Security-Policy', () => {
  it('runs the whole order with its styles and without a single violation', async () => {
    const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/csp`, {
      prepare: (c) => c.addInitScript(recordCspViolations),
    });
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await orderAll(page);
    await page.locator('#label-trigger').click();
    await expect(page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog).borderRadius)).resolves.toBe('12px');
    await expect(cspViolations(page)).resolves.toEqual([]);
    expect(console.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});
