import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BUTTONS, FIELD_LABELS, MESSAGES } from '../../../widget/core/copy';
import type { FieldName } from '../../../widget/core/fields';
import { COMPLETE_ORDER } from '../../fixtures/orders';
import { focusedElement } from '../../support/focus';
import { VIEWPORTS, launchChromium } from './chromium';
import { startPartnerServer, type PartnerPage } from './partner-server';
import { serveDist } from './server';

/**
 * The two origins of an embed: dist/ (with widget.js) on 127.0.0.1, the partner pages on
 * localhost, each on its own port.
 */
export async function startEmbed(pages: (widgetUrl: string) => Record<string, PartnerPage>) {
  const [browser, dist] = await Promise.all([launchChromium(), serveDist('127.0.0.1')]);
  const widgetUrl = `${dist.url}/widget.js`;
  const partner = await startPartnerServer(pages(widgetUrl));
  return {
    browser,
    widgetUrl,
    partnerUrl: partner.url,
    async close() {
      await browser.close();
      await Promise.all([dist.close(), partner.close()]);
    },
  };
}

/** A script tag loading the widget, `defer` unless told otherwise. */
export function widgetTag(widgetUrl: string, attributes = 'defer'): string {
  return `<script src="${widgetUrl}" ${attributes}></script>`;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Every URL the page asked for, favicon included (Playwright hides it from page events). */
  requests: string[];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Runs on the fresh context before the page loads (init scripts). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
  /** Wait for window.KbisWidget (default), or not for a page that loads no widget yet. */
  waitForWidget?: boolean;
  /** A touch screen: `locator.tap()` works. */
  hasTouch?: boolean;
}

/**
 * A fresh context on `url`, once the widget has run; routing every request records it while
 * letting it through.
 */
export async function openPartnerPage(
  browser: Browser,
  url: string,
  { viewport = VIEWPORTS.desktop, prepare, waitForWidget = true, hasTouch }: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, hasTouch });
  const requests: string[] = [];
  await context.route('**/*', (route) => {
    requests.push(route.request().url());
    return route.continue();
  });
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto(url);
  if (waitForWidget) await page.waitForFunction(() => 'KbisWidget' in window);
  return { context, page, requests };
}

/**
 * The textbox of a field, found by its visible label as a user would; the company's is a combobox
 * in a build with an order service (its company search).
 */
export function field(page: Page, name: FieldName) {
  const textbox = page.getByRole('textbox', { name: FIELD_LABELS[name], exact: true });
  return name === 'companyName' ? textbox.or(page.getByRole('combobox', { name: FIELD_LABELS[name], exact: true })) : textbox;
}

export function button(page: Page, name: keyof typeof BUTTONS) {
  return page.getByRole('button', { name: BUTTONS[name], exact: true });
}

/** Types the given values into the fields of the current step. */
export async function fill(page: Page, values: Partial<Record<FieldName, string>>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await field(page, name as FieldName).fill(value);
}

/** From an open dialog on step 1: fills both steps with a complete order, confirms, waits for the notice. */
export async function orderFromStep1(page: Page): Promise<void> {
  await fill(page, COMPLETE_ORDER.company);
  await button(page, 'next').click();
  await fill(page, COMPLETE_ORDER.billing);
  await button(page, 'next').click();
  await button(page, 'confirm').click();
  await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
}

/** What has focus in `page`, through shadow roots (see focusedElement). */
export function focused(page: Page) {
  return page.evaluate(focusedElement);
}

/** Records the widget's CustomEvents from the start of the page, in `window.kbisEvents`. */
export async function recordWidgetEvents(context: BrowserContext, names: readonly string[]): Promise<void> {
  await context.addInitScript((eventNames) => {
    const seen: Array<{ type: string; detail: unknown }> = [];
    Object.defineProperty(window, 'kbisEvents', { value: seen });
    for (const name of eventNames)
      document.addEventListener(name, (event) => seen.push({ type: event.type, detail: (event as CustomEvent).detail }));
  }, names);
}

export function widgetEvents(page: Page): Promise<Array<{ type: string; detail: unknown }>> {
  return page.evaluate(() => (window as unknown as { kbisEvents: Array<{ type: string; detail: unknown }> }).kbisEvents);
}

/** Resolves once two frames have been drawn: whatever the last input changed is on screen. */
export function painted(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Turns the mouse wheel and waits until the page has received the wheel event and drawn two
 * frames since: a scroll it starts has moved the page by then.
 */
export async function wheel(page: Page, deltaY: number): Promise<void> {
  const received = page.evaluate(() => new Promise((resolve) => addEventListener('wheel', resolve, { once: true, capture: true })));
  await page.mouse.wheel(0, deltaY);
  await received;
  await painted(page);
}
