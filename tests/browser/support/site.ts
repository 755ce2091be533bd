import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { closeContextsAfterEach, launchChromium, VIEWPORTS } from './chromium';
import { serveDist } from './server';

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  /** Windows high contrast, as Chromium emulates it. */
  forcedColors?: boolean;
}

export interface SiteSession {
  browser: Browser;
  /** Origin of the served dist/, without a trailing slash. */
  url: string;
  /** A new page on `path` of the site, with the status it was served with. */
  open(path: string, options?: OpenPageOptions): Promise<{ page: Page; status: number | undefined }>;
}

/** Launches Chromium and serves dist/ for the file's tests; pages are closed after each test, both after them all. */
export function siteForThisFile(): SiteSession {
  const session = {
    async open(path: string, { viewport = VIEWPORTS.desktop, forcedColors = false }: OpenPageOptions = {}) {
      const page = await session.browser.newPage({ viewport });
      if (forcedColors) await page.emulateMedia({ forcedColors: 'active' });
      const response = await page.goto(session.url + path);
      return { page, status: response?.status() };
    },
  } as SiteSession;
  let server: Awaited<ReturnType<typeof serveDist>> | undefined;
  beforeAll(async () => {
    [session.browser, server] = await Promise.all([launchChromium(), serveDist()]);
    session.url = server.url;
  });
  closeContextsAfterEach(() => session.browser);
  afterAll(async () => {
    await session.browser?.close();
    await server?.close();
  });
  return session;
}
