// The one description of the browser every script and browser test drives: Debian's Chromium
// (or CHROMIUM_PATH) with the flags of this machine's sandbox-less, offline set-up.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium introuvable à ${CHROMIUM_PATH} : installez le paquet Debian « chromium » ou définissez CHROMIUM_PATH.`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
