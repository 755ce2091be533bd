export { launchChromium } from '../chromium.mjs';

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
