/**
 * Partner pages that fight the widget (the isolation bar), and what a host page must find
 * unchanged after an order. Each page keeps the fixture's `#label-trigger` unless it says otherwise.
 */
import type { Page } from 'playwright-core';
import { ORDER_BUTTON_LABEL } from '../../../widget/core/copy';
import { HOST_TAG, TRIGGER_ATTRIBUTES } from '../../../widget/core/contract';
import { PARTNER_PREFILL, type PartnerPage } from './partner-server';
import { widgetTag } from './partner-browser';

/**
 * Page CSS that would wreck a widget that inherited from or shared the host page: a tiny root font
 * size, `!important` on every typographic and box property, and a visible fixed header as high as
 * a z-index goes, covering the middle of the screen where the dialog opens.
 */
export const HOSTILE_CSS = `<style>
  html { font-size: 7px; }
  * {
    color: red !important; background-color: yellow !important;
    font-family: "Comic Sans MS", cursive !important; font-size: 31px !important; font-weight: 900 !important; font-style: italic !important;
    line-height: 4 !important; letter-spacing: 5px !important; word-spacing: 9px !important; text-transform: uppercase !important; text-align: right !important;
    border: 6px dashed lime !important; border-radius: 0 !important; outline: 4px solid orange !important;
    width: 300px !important; max-width: 300px !important; min-width: 300px !important; height: auto !important;
    margin: 7px !important; padding: 9px !important; box-sizing: content-box !important; opacity: 0.9 !important;
  }
  header {
    position: fixed !important; inset: 0 0 auto 0; width: 100% !important; max-width: none !important;
    height: 70vh !important; z-index: 2147483647 !important; background-color: navy !important;
  }
</style>`;

/** Globals left by AMD loaders, CommonJS shims and other libraries, `h` included, each one marked. */
export const HOSTILE_GLOBALS = `<script>
  window.defineCalls = 0;
  window.define = function () { window.defineCalls++; };
  window.define.amd = {};
  window.module = { exports: {} };
  window.exports = window.module.exports;
  window.React = { marker: 'page React' };
  window.preact = { marker: 'page preact' };
  window.h = function () { throw new Error('page h called'); };
  window.h.marker = 'page h';
</script>`;

/** What HOSTILE_GLOBALS must still hold once the widget has run. */
export const HOSTILE_GLOBALS_AFTER = {
  defineCalls: 0,
  amd: 'object',
  module: true,
  React: 'page React',
  preact: 'page preact',
  h: 'page h',
};

export function readHostileGlobals(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, { marker?: string; exports?: object; amd?: object }> & { defineCalls: number };
    return {
      defineCalls: w.defineCalls,
      amd: typeof w.define.amd,
      module: w.module.exports === w.exports,
      React: w.React.marker,
      preact: w.preact.marker,
      h: w.h.marker,
    };
  });
}

/** Ids of the two triggers the "late" page adds once everything has loaded. */
export const LATE_TRIGGERS = { label: 'late-label', link: 'late-link' } as const;

/** Adds, on `load` (after every deferred script), a labelled button and a prefilling link at the top of the body. */
const LATE_SCRIPT = `<script>
  addEventListener('load', () => {
    const label = document.createElement('button');
    label.type = 'button';
    label.id = ${JSON.stringify(LATE_TRIGGERS.label)};
    label.textContent = ${JSON.stringify(ORDER_BUTTON_LABEL)};
    const link = document.createElement('a');
    link.href = '/ailleurs';
    link.id = ${JSON.stringify(LATE_TRIGGERS.link)};
    link.textContent = 'Commander';
    link.setAttribute(${JSON.stringify(TRIGGER_ATTRIBUTES.order)}, '');
    link.setAttribute(${JSON.stringify(TRIGGER_ATTRIBUTES.company)}, ${JSON.stringify(PARTNER_PREFILL.companyName)});
    link.setAttribute(${JSON.stringify(TRIGGER_ATTRIBUTES.siret)}, ${JSON.stringify(PARTNER_PREFILL.siret)});
    document.body.prepend(label, link);
  });
</script>`;

/** Links of the single-page app: one rewrites the body's content, the other swaps the body element. */
export const SPA_LINKS = { rewrite: 'spa-rewrite', replace: 'spa-replace' } as const;

/**
 * A single-page app: its links push a history entry and render a new view by
 * `document.body.innerHTML = …` or by putting a new `<body>` in place of the old one; going back
 * renders the latter way. Every view holds the header with `#label-trigger`.
 */
const SPA_SCRIPT = `<script>
  const header = document.querySelector('header');
  header.insertAdjacentHTML('beforeend', '<nav><a href="/vue-2" id="${SPA_LINKS.rewrite}">Vue 2</a> <a href="/vue-3" id="${SPA_LINKS.replace}">Vue 3</a></nav>');
  const view = header.outerHTML + '<main><p>Autre vue</p></main>';
  const render = (rewrite) => {
    if (rewrite) {
      document.body.innerHTML = view;
    } else {
      const body = document.createElement('body');
      body.innerHTML = view;
      document.documentElement.replaceChild(body, document.body);
    }
  };
  document.addEventListener('click', (event) => {
    const link = event.target.closest('nav a');
    if (!link) return;
    event.preventDefault();
    history.pushState(null, '', link.href);
    render(link.id === '${SPA_LINKS.rewrite}');
  });
  addEventListener('popstate', () => render(false));
</script>`;

export interface HostilePage extends PartnerPage {
  /** The trigger a user activates, by id. */
  trigger: string;
}

export const cspHeader = (widgetUrl: string) => `default-src 'none'; script-src ${new URL(widgetUrl).origin}; style-src 'self'`;

/** The hostile pages of the issue, each loading the widget as a partner would. */
export function hostilePages(widgetUrl: string) {
  const trigger = 'label-trigger';
  return {
    csp: { trigger, bodyEnd: widgetTag(widgetUrl), headers: { 'Content-Security-Policy': cspHeader(widgetUrl) } },
    css: { trigger, head: HOSTILE_CSS, bodyEnd: widgetTag(widgetUrl) },
    quirks: { trigger, quirks: true, bodyEnd: widgetTag(widgetUrl) },
    globals: { trigger, head: HOSTILE_GLOBALS + widgetTag(widgetUrl, '') },
    thrice: { trigger, head: widgetTag(widgetUrl, 'async'), bodyEnd: widgetTag(widgetUrl) + widgetTag(widgetUrl, '') },
    late: { trigger: LATE_TRIGGERS.label, bodyEnd: widgetTag(widgetUrl) + LATE_SCRIPT },
    spa: { trigger, bodyEnd: SPA_SCRIPT + widgetTag(widgetUrl) },
  } satisfies Record<string, HostilePage>;
}

export type HostilePageName = keyof ReturnType<typeof hostilePages>;

/** What the widget must leave as it found it: the head, the style sheets and the globals. */
export function hostState(page: Page) {
  return page.evaluate(() => ({
    head: document.head.innerHTML,
    styleSheets: document.styleSheets.length,
    adoptedStyleSheets: document.adoptedStyleSheets.length,
    windowKeys: Object.keys(window).filter((key) => key !== 'KbisWidget'),
  }));
}

/** Computed styles of the dialog's parts, and its size: what a host page must not be able to change. */
export function dialogLook(page: Page) {
  return page.locator(HOST_TAG).evaluate((host) => {
    const root = host.shadowRoot!;
    const parts = ['dialog', 'h2', 'ol li', 'label', 'input', 'button[type="submit"]', '[role="alert"]'];
    const properties = [
      'fontFamily',
      'fontSize',
      'fontWeight',
      'fontStyle',
      'textTransform',
      'textAlign',
      'lineHeight',
      'letterSpacing',
      'wordSpacing',
      'color',
      'backgroundColor',
      'opacity',
      'outlineStyle',
      'margin',
      'padding',
      'borderTop',
      'borderRadius',
      'boxSizing',
      'width',
      'minWidth',
      'maxWidth',
      'height',
    ] as const;
    const styles = Object.fromEntries(
      parts.map((selector) => {
        const element = root.querySelector(selector)!;
        const style = getComputedStyle(element);
        const { width, height } = element.getBoundingClientRect();
        return [selector, { ...Object.fromEntries(properties.map((property) => [property, style[property]])), box: [width, height] }];
      }),
    );
    const { x, y, width, height } = root.querySelector('dialog')!.getBoundingClientRect();
    return { styles, box: { x, y, width, height } };
  });
}

/** Where every element of the widget sits relative to the dialog, and its size. */
export function shadowLayout(page: Page) {
  return page.locator(HOST_TAG).evaluate((host) => {
    const root = host.shadowRoot!;
    const dialog = root.querySelector('dialog')!.getBoundingClientRect();
    return [...root.querySelectorAll('*')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return `${element.tagName} ${x - dialog.x},${y - dialog.y} ${width}x${height}`;
    });
  });
}

/** Records Content-Security-Policy violations from the start of the page, in `window.cspViolations`. */
export function recordCspViolations() {
  const violations: string[] = [];
  Object.defineProperty(window, 'cspViolations', { value: violations });
  document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`), true);
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
