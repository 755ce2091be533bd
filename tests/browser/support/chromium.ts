import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium as launch } from '../../../scripts/chromium.mjs';

/** The Chromium of the browser tests: the headless shell (see scripts/chromium.mjs). */
export function launchChromium(): Promise<Browser> {
  return launch({ headlessShell: true });
}

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * After each test of the calling file, closes every context of its browser (a page opened with
 * `browser.newPage()` has its own): a failing test leaves nothing open for the next one.
 */
export function closeContextsAfterEach(browser: () => Browser | undefined): void {
  afterEach(async () => {
    await Promise.all(
      browser()
        ?.contexts()
        .map((context) => context.close()) ?? [],
    );
  });
}

/** Chromium for the calling file's tests: launched before them, its contexts closed after each, closed after all. */
export function chromiumForThisFile(): { browser: Browser } {
  const session = {} as { browser: Browser };
  beforeAll(async () => {
    session.browser = await launchChromium();
  });
  closeContextsAfterEach(() => session.browser);
  afterAll(() => session.browser?.close());
  return session;
}
