/**
 * What a cross-engine test may ask of a browser tab, whatever protocol drives it: Firefox through
 * puppeteer-core over WebDriver BiDi, WebKit through W3C WebDriver. Input is real (pointer and
 * keyboard events from the engine), and every query runs in the page.
 */
export interface EnginePage {
  /** Loads `url` and waits for its `load` event. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page with JSON arguments and returns its JSON result (promises awaited). */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A left click at a point of the viewport, in CSS pixels. */
  click(x: number, y: number): Promise<void>;
  /**
   * A wheel turn over a point of the viewport; absent where the driver cannot turn one
   * (WebKitWebDriver 2.50 accepts wheel actions and scrolls nothing).
   */
  wheel?(x: number, y: number, deltaY: number): Promise<void>;
  /** Presses and releases one key: a printable character or one of KEYS. */
  press(key: Key): Promise<void>;
  /** Types text into whatever has focus, one key at a time. */
  type(text: string): Promise<void>;
  screenshot(path: string): Promise<void>;
}

export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowDown' | 'ArrowUp';

export interface Engine {
  readonly name: EngineName;
  /** The browser's own name and version, for the report. */
  readonly version: string;
  /** A tab whose viewport (the page's innerWidth × innerHeight) is exactly `viewport`. */
  newPage(viewport: { width: number; height: number }): Promise<EnginePage>;
  close(): Promise<void>;
}

export type EngineName = 'firefox' | 'webkit';
