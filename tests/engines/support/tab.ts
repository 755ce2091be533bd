/**
 * Testing Library's vocabulary over any engine: elements are found as a user names them (role and
 * accessible name, or visible text), looking through open shadow roots, and acted on with real
 * input. Each query runs again until it holds, as Playwright's locators do.
 */
import { expect } from 'vitest';
import { focusedElement } from '../../support/focus';
import type { EnginePage, Key } from './engine';

export interface Query {
  role?: 'button' | 'checkbox' | 'dialog' | 'link' | 'navigation' | 'status' | 'alert' | 'textbox' | 'heading' | 'combobox' | 'option';
  /** Accessible name, exact once whitespace (non-breaking spaces too) is normalised on both sides. */
  name?: string;
  /** Text content, exact once whitespace is normalised on both sides. */
  text?: string;
  /** Only inside elements matching this selector (searched through shadow roots too). */
  within?: string;
  /** Only elements matching this selector. */
  css?: string;
}

type Action = 'box' | 'hit' | 'value' | 'checked' | 'select';

/**
 * Runs in the page: the first rendered element matching `query`, and what `action` reads or does
 * with it; null when there is none. Self-contained, as it is sent to the page as text.
 */
function inspect(query: Query, action: Action) {
  const roots: Array<Document | ShadowRoot> = [document];
  for (let index = 0; index < roots.length; index++) {
    for (const element of roots[index]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  const all = (selector: string) => roots.flatMap((root) => [...root.querySelectorAll(selector)]);
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
  const text = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
    if (node.nodeType !== Node.ELEMENT_NODE || (node as Element).getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(text).join('');
  };
  const roleOf = (element: Element) => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit;
    const tag = element.localName;
    if (tag === 'input') {
      const type = (element as HTMLInputElement).type;
      if (type === 'checkbox') return 'checkbox';
      return ['button', 'submit', 'reset'].includes(type) ? 'button' : 'textbox';
    }
    if (/^h[1-6]$/.test(tag)) return 'heading';
    const implicit: Record<string, string> = { button: 'button', textarea: 'textbox', dialog: 'dialog', nav: 'navigation' };
    if (tag === 'a' && element.hasAttribute('href')) return 'link';
    return implicit[tag] ?? null;
  };
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label) return normal(label);
    const root = element.getRootNode() as Document | ShadowRoot;
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return normal(
        labelledBy
          .split(/\s+/)
          .map((id) => text(root.getElementById(id) ?? document.createTextNode('')))
          .join(' '),
      );
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return normal([...labels].map(text).join(' '));
    return normal(text(element));
  };
  const rendered = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const scopes = query.within ? all(query.within) : null;
  const element = all(query.css ?? '*').find(
    (candidate) =>
      (!scopes || scopes.some((scope) => scope.contains(candidate))) &&
      (!query.role || roleOf(candidate) === query.role) &&
      (query.name === undefined || nameOf(candidate) === normal(query.name)) &&
      (query.text === undefined || normal(text(candidate)) === normal(query.text)) &&
      rendered(candidate),
  );
  if (!element) return null;
  if (action === 'value') return (element as HTMLInputElement).value;
  if (action === 'checked') return (element as HTMLInputElement).checked;
  if (action === 'select') {
    (element as HTMLInputElement).select();
    return true;
  }
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const { x, y, width, height } = element.getBoundingClientRect();
  const centre = { x: x + width / 2, y: y + height / 2 };
  if (action === 'box') return centre;
  // Where a click at the centre lands, looking into shadow roots: only the element itself (or a
  // child) may receive it, not something drawn over it or a clipping ancestor.
  let hit = document.elementFromPoint(centre.x, centre.y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(centre.x, centre.y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit && element.contains(hit) ? centre : null;
}

/** Keeps what happens on the page for the test to read: the widget's events, errors, CSP violations. */
function startRecording(eventNames: string[]) {
  const record = { events: [] as Array<{ type: string; detail: unknown }>, errors: [] as string[], violations: [] as string[] };
  Object.defineProperty(window, 'engineRecord', { value: record });
  for (const name of eventNames)
    document.addEventListener(name, (event) => record.events.push({ type: event.type, detail: (event as CustomEvent).detail }));
  addEventListener('error', (event) => record.errors.push(String(event.message)));
  addEventListener('unhandledrejection', (event) => record.errors.push(String(event.reason)));
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    record.errors.push(args.map(String).join(' '));
    consoleError.apply(console, args);
  };
  document.addEventListener(
    'securitypolicyviolation',
    (event) => record.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    true,
  );
}

export type Recorded = { events: Array<{ type: string; detail: unknown }>; errors: string[]; violations: string[] };

const TIMEOUT_MS = 5000;

export class Tab {
  constructor(readonly page: EnginePage) {}

  private async poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
    const deadline = Date.now() + TIMEOUT_MS;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`Délai dépassé : ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private run(query: Query, action: Action) {
    return this.page.evaluate(inspect, query, action);
  }

  /** Loads `url`, waits for the widget's global and starts recording the page's events and errors. */
  async open(url: string, eventNames: readonly string[]): Promise<void> {
    await this.page.goto(url);
    await this.poll(() => this.page.evaluate(() => 'KbisWidget' in window), Boolean, `window.KbisWidget sur ${url}`);
    await this.page.evaluate(startRecording, [...eventNames]);
  }

  /** Whether an element matching `query` is rendered now. */
  async isVisible(query: Query): Promise<boolean> {
    return (await this.run(query, 'box')) !== null;
  }

  async waitFor(query: Query, state: 'visible' | 'hidden' = 'visible'): Promise<void> {
    await this.poll(
      () => this.isVisible(query),
      (visible) => visible === (state === 'visible'),
      `${JSON.stringify(query)} ${state}`,
    );
  }

  /** A real click at the middle of the element, once it is rendered. */
  async click(query: Query): Promise<void> {
    const box = await this.poll(() => this.run(query, 'hit'), Boolean, `${JSON.stringify(query)} visible et cliquable`);
    const { x, y } = box as { x: number; y: number };
    await this.page.click(x, y);
  }

  /** Clicks into a text field, selects what it holds and types `text` over it. */
  async fill(query: Query, text: string): Promise<void> {
    await this.click(query);
    await this.run(query, 'select');
    await this.page.type(text);
  }

  value(query: Query): Promise<string | null> {
    return this.run(query, 'value') as Promise<string | null>;
  }

  checked(query: Query): Promise<boolean | null> {
    return this.run(query, 'checked') as Promise<boolean | null>;
  }

  press(key: Key): Promise<void> {
    return this.page.press(key);
  }

  type(text: string): Promise<void> {
    return this.page.type(text);
  }

  focused() {
    return this.page.evaluate(focusedElement);
  }

  /** Waits until focus is on what `expected` describes. */
  async expectFocus(expected: Partial<Awaited<ReturnType<typeof focusedElement>>>): Promise<void> {
    await expect.poll(() => this.focused(), { timeout: TIMEOUT_MS }).toMatchObject(expected);
  }

  recorded(): Promise<Recorded> {
    return this.page.evaluate(() => (window as unknown as { engineRecord: Recorded }).engineRecord);
  }

  evaluate: EnginePage['evaluate'] = (fn, ...args) => this.page.evaluate(fn, ...args);
}
