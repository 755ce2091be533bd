// The one description of the Chromium every script and browser test drives, with the flags of this
// machine's sandbox-less, offline set-up: Debian's full Chromium for the scripts (Lighthouse, bench,
// screenshots), its headless shell for the tests.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The same Chromium release without the browser around Blink ("old headless", what Playwright itself
 * runs for headless tests): same engine, half the CPU per page on this 2-core machine (one file of
 * hostile-page orders: 22 s -> 12.6 s; the browser tests: 276 s -> 151 s).
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Launches Chromium through playwright-core; a missing browser is an error, never a skip.
 * @param {{ headlessShell?: boolean }} [options] the headless shell instead of the full browser
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium({ headlessShell = false } = {}) {
  const [path, pkg, variable] = headlessShell
    ? [CHROMIUM_HEADLESS_SHELL_PATH, 'chromium-headless-shell', 'CHROMIUM_HEADLESS_SHELL_PATH']
    : [CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH'];
  if (!existsSync(path)) {
    throw new Error(`Chromium introuvable à ${path} : installez le paquet Debian « ${pkg} » ou définissez ${variable}.`);
  }
  return chromium.launch({ executablePath: path, args: CHROMIUM_ARGS });
}
