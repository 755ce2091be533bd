import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../widget/core/copy';
import { EVENTS, HOST_TAG } from '../../widget/core/contract';
import { button, openPartnerPage, orderFromStep1, recordWidgetEvents, startEmbed, widgetEvents, widgetTag } from './support/partner-browser';
import { topmostAtCentreOf } from './support/partner-cdp';

/** Page CSS that would wreck a widget that inherited from or shared the host page. */
const HOSTILE_CSS = `<style>
  html { font-size: 30px; line-height: 3; letter-spacing: 2px; }
  * { color: red !important; font-family: serif !important; font-style: italic !important; text-transform: uppercase !important; box-sizing: content-box !important; }
  div, p, button, input, label, dialog, li { margin: 7px !important; padding: 9px !important; border: 3px dashed lime !important; }
  dialog { max-width: none !important; background: black !important; }
  #overlay { position: fixed; inset: 0; z-index: 2147483647; background: rgb(255 0 0 / 0.2); pointer-events: none; }
</style>`;

/** Globals left by AMD loaders, CommonJS shims and other libraries. */
const HOSTILE_GLOBALS = `<script>
  window.defineCalls = 0;
  window.define = function () { window.defineCalls++; };
  window.define.amd = {};
  window.module = { exports: {} };
  window.exports = window.module.exports;
  window.React = { marker: 'page React' };
  window.preact = { marker: 'page preact' };
</script>`;

let embed: Awaited<ReturnType<typeof startEmbed>>;
let widgetOrigin: string;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => {
    widgetOrigin = new URL(widgetUrl).origin;
    return {
      partner: { bodyEnd: widgetTag(widgetUrl) },
      bare: {},
      twice: { head: widgetTag(widgetUrl, 'async') + widgetTag(widgetUrl, ''), bodyEnd: widgetTag(widgetUrl) + widgetTag(widgetUrl, '') },
      hostile: { head: HOSTILE_CSS, bodyEnd: `<div id="overlay"></div>${widgetTag(widgetUrl)}` },
      globals: { head: HOSTILE_GLOBALS + widgetTag(widgetUrl, '') },
      csp: {
        bodyEnd: widgetTag(widgetUrl),
        headers: { 'Content-Security-Policy': `default-src 'none'; script-src ${widgetOrigin}; style-src 'self'` },
      },
    };
  });
});
afterAll(() => embed?.close());

async function orderAll(page: Page) {
  await page.locator('#label-trigger').click();
  await orderFromStep1(page);
}

describe('one instance, one global', () => {
  it('loaded four times (async and plain in <head>, defer and plain at the end of <body>), it runs once', async () => {
    const { page, context } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/twice`, { prepare: (c) => recordWidgetEvents(c, [EVENTS.open]) });
    await page.waitForLoadState('load');
    await page.locator('#label-trigger').click();
    await page.getByRole('dialog').waitFor();
    await expect(page.locator(HOST_TAG).count()).resolves.toBe(1);
    await expect(widgetEvents(page)).resolves.toHaveLength(1);
    await context.close();
  });

  it('adds window.KbisWidget and nothing else, before and after it mounts', async () => {
    const { page, context } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/bare`, { waitForWidget: false });
    const before = await page.evaluate(() => Object.keys(window));
    await page.addScriptTag({ url: embed.widgetUrl });
    await page.waitForFunction(() => 'KbisWidget' in window);
    const added = () => page.evaluate((known) => Object.keys(window).filter((key) => !known.includes(key)), before);
    await expect(added()).resolves.toEqual(['KbisWidget']);
    await page.evaluate(() => window.KbisWidget!.open());
    await page.getByRole('dialog').waitFor();
    await expect(added()).resolves.toEqual(['KbisWidget']);
    await expect(page.evaluate(() => document.head.querySelectorAll('style').length)).resolves.toBe(0);
    await context.close();
  });
});

/** Computed styles of the dialog's parts, and its size: what a host page must not be able to change. */
function dialogLook(page: Page) {
  return page.locator(HOST_TAG).evaluate((host) => {
    const root = host.shadowRoot!;
    const parts = ['dialog', 'h2', 'ol li', 'label', 'input', 'button[type="submit"]', '[role="alert"]'];
    const properties = ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'textTransform', 'lineHeight', 'letterSpacing', 'color', 'backgroundColor', 'margin', 'padding', 'borderTop', 'borderRadius', 'boxSizing', 'width', 'height'] as const;
    const styles = Object.fromEntries(parts.map((selector) => {
      const style = getComputedStyle(root.querySelector(selector)!);
      return [selector, Object.fromEntries(properties.map((property) => [property, style[property]]))];
    }));
    const { width, height } = root.querySelector('dialog')!.getBoundingClientRect();
    return { styles, width, height };
  });
}

describe('a hostile host page', () => {
  it('does not change how the dialog looks, and cannot cover it or its notices', async () => {
    const looks = [];
    for (const name of ['partner', 'hostile']) {
      const { page, context } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/${name}`);
      await page.locator('#label-trigger').click();
      await button(page, 'next').click();
      await page.getByRole('alert').getByText(MESSAGES.companyNameMissing).waitFor();
      looks.push(await dialogLook(page));
      if (name === 'hostile') {
        const onTop = (selector: string) => expect(topmostAtCentreOf(page, HOST_TAG, selector)).resolves.toBe(`widget:${selector}`);
        await onTop('dialog');
        await onTop('[role="alert"] p');
        await page.keyboard.press('Escape');
        await orderAll(page);
        await onTop('[role="status"] p');
      }
      await context.close();
    }
    expect(looks[1]).toEqual(looks[0]);
  });
});

describe('a strict Content-Security-Policy', () => {
  it('runs the whole order with its styles and without a single violation', async () => {
    const { page, context } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/csp`, {
      prepare: (c) =>
        c.addInitScript(() => {
          const violations: string[] = [];
          Object.defineProperty(window, 'cspViolations', { value: violations });
          document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`), true);
        }),
    });
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await orderAll(page);
    await page.locator('#label-trigger').click();
    await expect(page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog).borderRadius)).resolves.toBe('12px');
    await expect(page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).resolves.toEqual([]);
    expect(console.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await context.close();
  });
});

describe('globals of the host page', () => {
  it('works beside AMD define, module, exports, React and preact, and leaves them alone', async () => {
    const { page, context } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/globals`);
    await orderAll(page);
    await expect(
      page.evaluate(() => {
        const w = window as unknown as Record<string, { marker?: string; exports?: object; amd?: object }> & { defineCalls: number };
        return { defineCalls: w.defineCalls, amd: typeof w.define.amd, module: w.module.exports === w.exports, React: w.React.marker, preact: w.preact.marker };
      }),
    ).resolves.toEqual({ defineCalls: 0, amd: 'object', module: true, React: 'page React', preact: 'page preact' });
    await context.close();
  });
});
