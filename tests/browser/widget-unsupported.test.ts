/**
 * A visitor whose browser lacks what the dialog needs is never stuck: the widget leaves the page
 * alone, so a trigger link is a plain link again and nothing throws.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_TAG } from '../../widget/core/contract';
import { closeContextsAfterEach } from './support/chromium';
import { openPartnerPage, startEmbed, widgetTag } from './support/partner-browser';

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  // `ailleurs` is where the fixture's trigger links lead.
  embed = await startEmbed((widgetUrl) => ({ partner: { bodyEnd: widgetTag(widgetUrl) }, ailleurs: {} }));
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

/** Removals that stand for browsers before the modal dialog and before adopted stylesheets. */
const MISSING: Array<[string, () => void]> = [
  [
    'a modal <dialog> (HTMLDialogElement.showModal)',
    () => void delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal,
  ],
  [
    'adopted stylesheets (Document.adoptedStyleSheets, ShadowRoot.adoptedStyleSheets)',
    () => {
      // Both came in the same browser versions: a browser has them both or neither.
      delete (Document.prototype as Partial<Document>).adoptedStyleSheets;
      delete (ShadowRoot.prototype as Partial<ShadowRoot>).adoptedStyleSheets;
    },
  ],
];

describe.each(MISSING)('on a browser without %s', (_, remove) => {
  async function open() {
    const errors: string[] = [];
    const { page, context } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/partner`, {
      waitForWidget: false,
      prepare: (context: BrowserContext) => context.addInitScript(remove),
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // The deferred widget has run once the page has loaded.
    await page.waitForLoadState('load');
    return { page, context, errors };
  }

  it('defines no global and lets a trigger link navigate to its address', async () => {
    const { page, errors } = await open();
    await expect(page.evaluate(() => 'KbisWidget' in window)).resolves.toBe(false);
    const link = page.locator('#attribute-trigger');
    const href = await link.evaluate((element: HTMLAnchorElement) => element.href);
    await link.click();
    await page.waitForURL(href);
    expect(errors).toEqual([]);
  });

  it('leaves a trigger button doing nothing, without an error or an element added', async () => {
    const { page, errors } = await open();
    await page.locator('#label-trigger').click();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator(HOST_TAG).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});
