import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Keys as xdotool names them (X keysyms, `+` between the keys of a chord). KP_Enter is Orca's
 * "where am I" in its desktop layout; Insert is the Orca key.
 */
export type Key =
  | 'Tab'
  | 'shift+Tab'
  | 'Return'
  | 'KP_Enter'
  | 'Escape'
  | 'space'
  | 'Up'
  | 'Down'
  | 'Left'
  | 'Right'
  | 'Home'
  | 'End'
  | 'BackSpace'
  | 'F6'
  | 'Insert+a';

/** The name Orca's log gives the last key released by `key` (Shift+Tab is ISO_Left_Tab to X). */
export function orcaKeyName(key: Key): string {
  if (key === 'shift+Tab') return 'ISO_Left_Tab';
  return key.split('+').at(-1)!;
}

/** The name Orca's log gives the key that types `character`, when it is a plain one. */
export function orcaCharacterName(character: string): string | undefined {
  if (character === ' ') return 'space';
  return /^[\p{L}\p{N}]$/u.test(character) ? character : undefined;
}

/**
 * Real key presses, through the X server (XTEST), to the window that has the keyboard focus: the
 * way Orca hears them. Keys sent inside the browser (puppeteer's keyboard, WebDriver actions) never
 * reach the desktop, so Orca would neither hear nor intercept them.
 */
export class Keyboard {
  constructor(
    readonly env: NodeJS.ProcessEnv,
    /** The X window that must have the focus (Firefox's); a key sent elsewhere fails the test. */
    readonly window: string,
  ) {}

  async #xdotool(args: string[]): Promise<string> {
    const { stdout } = await run('xdotool', args, { env: this.env, timeout: 10_000 });
    return stdout.trim();
  }

  async #expectFocus() {
    const active = await this.#xdotool(['getactivewindow']).catch(() => 'aucune');
    if (active !== this.window) {
      const name = await this.#xdotool(['getwindowname', active]).catch(() => '?');
      throw new Error(`La fenêtre de Firefox (${this.window}) n'a plus le clavier : la fenêtre active est ${active} « ${name} ».`);
    }
  }

  async press(key: Key): Promise<void> {
    await this.#expectFocus();
    await this.#xdotool(['key', '--clearmodifiers', key]);
  }

  /** Types `text` one key at a time, as fast as a quick typist (xdotool's default 12 ms apart). */
  async type(text: string): Promise<void> {
    await this.#expectFocus();
    await this.#xdotool(['type', '--clearmodifiers', '--', text]);
  }

  /** Gives `window` the keyboard focus, as a click on it would, and waits until it has it. */
  async activate(): Promise<void> {
    await this.#xdotool(['windowactivate', '--sync', this.window]);
    await this.#expectFocus();
  }
}
