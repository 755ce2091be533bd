import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Engine, EnginePage, Key } from './engine';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

function firefoxPage(page: Page): EnginePage {
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])),
    click: (x, y) => page.mouse.click(x, y),
    async wheel(x, y, deltaY) {
      await page.mouse.move(x, y);
      await page.mouse.wheel({ deltaY });
    },
    async press(key: Key) {
      // Puppeteer's BiDi keyboard knows the space bar only by its character.
      if (key !== 'Shift+Tab') return page.keyboard.press(key === 'Space' ? ' ' : key);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    },
    type: (text) => page.keyboard.type(text),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
  };
}

/** Debian's Firefox ESR (or FIREFOX_PATH), headless, driven by puppeteer-core over WebDriver BiDi. */
export async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(`Firefox introuvable à ${FIREFOX_PATH} : installez le paquet Debian « firefox-esr » ou définissez FIREFOX_PATH.`);
  }
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  let current: { close(): Promise<void> } | undefined;
  return {
    name: 'firefox',
    version: await browser.version(),
    async newPage(viewport) {
      await current?.close();
      // A context per tab: nothing of one test's page reaches the next.
      const context = await browser.createBrowserContext();
      current = context;
      const page = await context.newPage();
      await page.setViewport(viewport);
      return firefoxPage(page);
    },
    async close() {
      await browser.close();
    },
  };
}
