import type { Browser } from 'playwright-core';
import { afterEach } from 'vitest';
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
