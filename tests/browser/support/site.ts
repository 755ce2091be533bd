import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { closeContextsAfterEach, launchChromium } from './chromium';
import { serveDist } from './server';

export interface SiteSession {
  browser: Browser;
  /** Origin of the served dist/, without a trailing slash. */
  url: string;
}

/** Launches Chromium and serves dist/ for the file's tests; pages are closed after each test, both after them all. */
export function siteForThisFile(): SiteSession {
  const session = {} as SiteSession;
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
