import type { Page } from 'puppeteer-core';
import { type Desktop, startDesktop } from './desktop';
import { type Firefox, launchFirefox } from './firefox';
import { type Key, Keyboard, orcaCharacterName, orcaKeyName } from './keyboard';
import { type Orca, startOrca } from './orca';
import type { Said } from './said';
import { type SettleOptions, settleSpeech } from './settle';
import { startSpeechDispatcher } from './speech-dispatcher';
import { focusMode } from './speech-log';

export type { SettleOptions } from './settle';

/** Where the focus is in the page (see ScreenReader.focused). */
export interface Focused {
  tag: string;
  id: string;
  /** Its aria-label, or else its text, spaces collapsed. */
  text: string;
  /** In a shadow root (the widget's), not in the page itself. */
  inShadow: boolean;
}

/**
 * Orca reading Firefox on a desktop of its own, driven from the keyboard as a blind user would:
 * each action returns what Orca said because of it.
 *
 *   const reader = await ScreenReader.start(`${site.url}/`);
 *   const said = await reader.press('Tab');      // Said: said.lines, said.text, said.includes()
 *   await reader.type('ACME');
 *   await reader.speechAfter(() => reader.page.evaluate(...));
 *   await reader.stop();
 *
 * KEEP_SCREEN_READER_DIR=1 keeps the run's folder (Orca's debug log, speech-dispatcher's logs).
 */
export class ScreenReader {
  /** The title of the page `open` loaded last, which Orca says once it has presented it. */
  #title = '';

  private constructor(
    readonly desktop: Desktop,
    readonly orca: Orca,
    readonly firefox: Firefox,
    readonly keyboard: Keyboard,
  ) {}

  /** The tab Orca reads, to load pages and read the DOM; never to type (see Keyboard). */
  get page(): Page {
    return this.firefox.page;
  }

  /**
   * Starts the desktop, speech-dispatcher, Orca, then Firefox on `url`, and resolves once Orca has
   * presented that page (its title spoken) and gone quiet. Everything started is stopped again if
   * any step fails.
   */
  static async start(url: string): Promise<ScreenReader> {
    const desktop = await startDesktop();
    let firefox: Firefox | undefined;
    try {
      const orca = await startOrca(desktop, await startSpeechDispatcher(desktop));
      const mark = orca.log.mark();
      firefox = await launchFirefox(desktop, url);
      const keyboard = new Keyboard(desktop.env, firefox.window);
      await keyboard.activate();
      const reader = new ScreenReader(desktop, orca, firefox, keyboard);
      const title = await firefox.page.title();
      await reader.#settle(mark, { until: (said) => said.includes(title) });
      return reader;
    } catch (error) {
      await firefox?.close().catch(() => {});
      await desktop.stop();
      throw error;
    }
  }

  /** Loads `url` in the tab and waits until Orca has presented it (its title spoken). */
  async open(url: string): Promise<Said> {
    return this.speechAfter(
      async () => {
        await this.page.goto(url, { waitUntil: 'load' });
        this.#title = await this.page.title();
      },
      { until: (said) => said.includes(this.#title) },
    );
  }

  /** Presses `key` through the desktop; resolves with what Orca said once it has gone quiet. */
  async press(key: Key, options: SettleOptions = {}): Promise<Said> {
    return this.speechAfter(() => this.keyboard.press(key), { keys: [orcaKeyName(key)], ...options });
  }

  /** Types `text` through the desktop, one key at a time; resolves with what Orca said. */
  async type(text: string, options: SettleOptions = {}): Promise<Said> {
    const last = orcaCharacterName(text.at(-1) ?? '');
    return this.speechAfter(() => this.keyboard.type(text), { keys: last ? [last] : [], ...options });
  }

  /**
   * Presses `key` until `reached()` holds (a check of the DOM, say: `reader.focused()`), at most
   * `max` times; resolves with what Orca said at the last press. Fails if it never holds.
   */
  async pressUntil(key: Key, reached: () => boolean | Promise<boolean>, max = 30): Promise<Said> {
    for (let presses = 0; presses < max; presses++) {
      const said = await this.press(key);
      if (await reached()) return said;
    }
    throw new Error(`Toujours pas atteint après ${max} appuis sur ${key} ; le focus est sur ${JSON.stringify(await this.focused())}.`);
  }

  /**
   * The element that has the focus in the page, looked for through open shadow roots (the
   * widget's dialog is in one): its tag, id, and its text or label, for tests to check where a key
   * took the focus.
   */
  focused(): Promise<Focused> {
    return this.page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      if (!element) return { tag: '', id: '', text: '', inShadow: false };
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return { tag: element.tagName.toLowerCase(), id: element.id, text, inShadow: element.getRootNode() !== document };
    });
  }

  /**
   * Runs `action` (keys, or a change made in the page) and resolves with what Orca said from its
   * start until Orca went quiet (and `options` are met).
   */
  async speechAfter(action: () => unknown, options: SettleOptions = {}): Promise<Said> {
    const mark = this.orca.log.mark();
    await action();
    return this.#settle(mark, options);
  }

  #settle(mark: number, options: SettleOptions): Promise<Said> {
    const { log, process: orca } = this.orca;
    return settleSpeech(() => log.since(mark), options, {
      // A dead Orca says nothing more: fail at once, with why, rather than at the time-out.
      check: () => {
        if (orca.ended) throw new Error(`Orca s'est arrêté (${orca.ended}) :\n${orca.output()}\n${log.tail()}`);
      },
      tail: () => log.tail(),
    });
  }

  /**
   * Whether Orca is in focus mode (keys go to the page) rather than browse mode (letters are
   * Orca's navigation commands), as Orca last logged it.
   */
  inFocusMode(): boolean | undefined {
    return focusMode(this.orca.log.read());
  }

  /** Ends Firefox, Orca and the whole desktop, whatever state they are in. */
  async stop(): Promise<void> {
    await this.firefox.close().catch(() => {});
    await this.desktop.stop();
  }
}
