import type { Page } from 'puppeteer-core';
import { type Desktop, startDesktop } from './desktop';
import { type Firefox, launchFirefox } from './firefox';
import { type Key, Keyboard, orcaCharacterName, orcaKeyName } from './keyboard';
import { type Orca, startOrca } from './orca';
import { Said } from './said';
import { startSpeechDispatcher } from './speech-dispatcher';
import { focusMode, keysProcessed, parseSpeech } from './speech-log';
import { waitFor } from './wait';

/** Where the focus is in the page (see ScreenReader.focused). */
export interface Focused {
  tag: string;
  id: string;
  /** Its aria-label, or else its text, spaces collapsed. */
  text: string;
  /** In a shadow root (the widget's), not in the page itself. */
  inShadow: boolean;
}

export interface SettleOptions {
  /**
   * Names (as Orca's log gives them) of keys whose press Orca must have processed, in this order,
   * before the speech can be complete: the proof that the keys went through the desktop to Orca.
   */
  keys?: string[];
  /** Also wait until what was said so far satisfies this (a live region's message, say). */
  until?: (said: Said) => boolean;
  /** How long Orca's log must stay still for the speech to be complete (default QUIET_MS). */
  quietMs?: number;
  /** Fail past this (default TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * Orca logs every accessibility event it receives, every key and every utterance: when its log has
 * not grown for this long, Orca has nothing left to present. Firefox sends a change's events within
 * a frame or two, and Orca pumps live-region messages every 100 ms; 500 ms is well above both.
 */
export const QUIET_MS = 500;
export const TIMEOUT_MS = 15_000;

/**
 * Orca reading Firefox on a desktop of its own, driven from the keyboard as a blind user would:
 * each action returns what Orca said because of it.
 *
 *   const reader = await ScreenReader.start(`${site.url}/`);
 *   const said = await reader.press('Tab');      // Said: said.lines, said.text, said.includes()
 *   await reader.type('ACME');
 *   await reader.speechAfter(() => reader.page.evaluate(...));
 *   await reader.stop();
 */
export class ScreenReader {
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

  #title = '';

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

  async #settle(mark: number, { keys = [], until, quietMs = QUIET_MS, timeoutMs = TIMEOUT_MS }: SettleOptions): Promise<Said> {
    const { log } = this.orca;
    let size = -1;
    let stillSince = Date.now();
    const heard = (processed: string[]) => {
      let next = 0;
      for (const name of processed) if (name === keys[next]) next += 1;
      return next === keys.length;
    };
    return waitFor(
      () => {
        const text = log.since(mark);
        if (text.length !== size) {
          size = text.length;
          stillSince = Date.now();
          return undefined;
        }
        if (Date.now() - stillSince < quietMs || !heard(keysProcessed(text))) return undefined;
        const said = new Said(parseSpeech(text));
        return !until || until(said) ? said : undefined;
      },
      timeoutMs + quietMs,
      () => {
        const text = log.since(mark);
        const missing = heard(keysProcessed(text)) ? '' : ` (touches jamais traitées par Orca : ${keys.join(', ')})`;
        return `Orca ne s'est pas tu${missing}${until ? ' ou n’a pas dit ce qui était attendu' : ''}. Il a dit :\n${new Said(parseSpeech(text))}\n--- fin du journal d'Orca ---\n${log.tail()}`;
      },
    );
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
