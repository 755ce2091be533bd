export { launchChromium } from '../scripts/chromium.mjs';

/** The slowdown of the timed runs: a mid-range phone, as Lighthouse's mobile profile assumes. */
export const CPU_SLOWDOWN = 4;

/**
 * Slows the page's CPU down before anything runs in it.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 */
export async function throttleCpu(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * A fresh context, the size of a phone, whose pages get `script` when they ask for /widget.js: the
 * same for every timed visit, whichever build `script` is. The floor sets its markup with innerHTML,
 * which the page's Trusted Types policy refuses: the page's CSP is lifted for every build alike (the
 * widget itself runs under it in the tests).
 * @param {import('playwright-core').Browser} browser
 * @param {Buffer | string} script
 */
export async function contextServing(browser, script) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, bypassCSP: true });
  await context.route('**/widget.js', (route) => route.fulfill({ body: script, contentType: 'text/javascript; charset=utf-8' }));
  return context;
}
