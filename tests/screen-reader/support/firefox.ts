import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Desktop } from './desktop';
import { FIREFOX_PATH } from './requirements';
import { waitFor } from './wait';

const run = promisify(execFile);

/** Firefox's window is this big: the site's desktop layout, the header with its order button. */
export const WINDOW = { width: 1280, height: 900 };

const PREFERENCES = {
  // Firefox builds its accessibility tree only for an assistive technology: never refuse it.
  'accessibility.force_disabled': 0,
  // Firefox's own words (the window, the address bar) and what pages are asked for, in French.
  'intl.locale.requested': 'fr',
  'intl.accept_languages': 'fr-FR, fr',
  // Puppeteer's profile lets Firefox believe it has the focus in the background; here the window
  // must really have it, as on a user's desktop, or Orca would follow another one.
  'focusmanager.testmode': false,
  // No first-run tab, tour or notification bar between the page and the keyboard.
  'browser.aboutwelcome.enabled': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'datareporting.policy.dataSubmissionEnabled': false,
  'browser.translations.automaticallyPopup': false,
  'browser.tabs.warnOnClose': false,
};

export interface Firefox {
  readonly browser: Browser;
  /** The tab Orca reads: puppeteer loads pages in it and reads its DOM, keys go through the desktop. */
  readonly page: Page;
  /** Its X window, which must keep the keyboard focus. */
  readonly window: string;
  close(): Promise<void>;
}

/**
 * Debian's Firefox ESR (or FIREFOX_PATH), headful in the desktop, with a fresh profile in the
 * desktop's folder, opening `url` in its only tab: started on the page, Firefox gives the page the
 * focus, not the address bar. puppeteer-core drives it over WebDriver BiDi.
 */
export async function launchFirefox(desktop: Desktop, url: string): Promise<Firefox> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: false,
    userDataDir: join(desktop.dir, 'firefox-profile'),
    env: {
      ...desktop.env,
      // Gecko turns its ATK bridge on when told a screen reader may come, as GNOME's setting would.
      GNOME_ACCESSIBILITY: '1',
      MOZ_CRASHREPORTER_DISABLE: '1',
    },
    args: [`--width=${WINDOW.width}`, `--height=${WINDOW.height}`, url],
    extraPrefsFirefox: PREFERENCES,
  });
  try {
    const [page] = await browser.pages();
    if (!page) throw new Error("Firefox n'a ouvert aucun onglet.");
    // The only application window of this display, once it is mapped (--onlyvisible).
    const window = await waitFor(
      async () => {
        const { stdout } = await run('xdotool', ['search', '--onlyvisible', '--class', 'firefox'], { env: desktop.env }).catch(() => ({
          stdout: '',
        }));
        return stdout.trim().split('\n').filter(Boolean).at(-1);
      },
      20_000,
      () => "la fenêtre de Firefox n'apparaît pas à l'écran",
    );
    return { browser, page, window, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
