import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICIAL_LINKS } from '../../site/data/sources';
import { LEGAL_PATHS } from '../../widget/core/offer';
import { IMMEDIATE_EXECUTION, MESSAGES, OFFICIAL_ROUTE, RECEIPT, STEP_INTROS, TERMS } from '../../widget/core/copy';
import { EVENTS, HOST_TAG } from '../../widget/core/contract';
import { COMPLETE_ORDER, confirmedOrder } from '../fixtures/orders';
import { axeViolations } from './support/axe';
import { VIEWPORTS } from './support/chromium';
import { button, fill, openPartnerPage, recordWidgetEvents, startEmbed, widgetEvents, widgetTag } from './support/partner-browser';

/** The small phone of the issue: an iPhone SE's 375×667. */
const SMALL_PHONE = { width: 375, height: 667 };

let embed: Awaited<ReturnType<typeof startEmbed>>;
let widgetOrigin: string;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => ({ partner: { bodyEnd: widgetTag(widgetUrl) } }));
  widgetOrigin = new URL(embed.widgetUrl).origin;
});
afterAll(() => embed?.close());

async function openPartner(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  return openPartnerPage(embed.browser, `${embed.partnerUrl}/partner`, {
    viewport,
    prepare: (context) => recordWidgetEvents(context, [EVENTS.confirm]),
  });
}

/** From the partner page: both form steps filled in by mouse, up to the summary. */
async function toStep3(page: Page) {
  await page.locator('#label-trigger').click();
  await fill(page, COMPLETE_ORDER.company);
  await button(page, 'next').click();
  await fill(page, COMPLETE_ORDER.billing);
  await button(page, 'next').click();
  await page.getByText(STEP_INTROS[3]!).waitFor();
  // The step's intro takes the focus a moment after it is painted (SCREEN_READER_MS), which scrolls
  // the step back to its top: a scroll made before that, on a loaded machine, would be undone.
  await page.waitForFunction((intro) => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element?.textContent?.trim() === intro;
  }, STEP_INTROS[3]!);
}

const checkbox = (page: Page) => page.getByRole('checkbox', { name: IMMEDIATE_EXECUTION.label });

async function confirm(page: Page) {
  await button(page, 'confirm').click();
  await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
}

describe('the checkout step on a partner page of another origin', () => {
  it('takes an order without the box, then one with it ticked, each with its whole order and its own reference', async () => {
    const { page, context } = await openPartner();
    expect(new URL(embed.partnerUrl).origin).not.toBe(widgetOrigin);
    await toStep3(page);
    await expect(checkbox(page).isChecked()).resolves.toBe(false);
    await confirm(page);

    await toStep3(page);
    await expect(checkbox(page).isChecked()).resolves.toBe(false);
    await checkbox(page).check();
    await button(page, 'previous').click();
    await button(page, 'next').click();
    await expect(checkbox(page).isChecked()).resolves.toBe(true);
    await confirm(page);

    const orders = (await widgetEvents(page)).map((event) => event.detail);
    expect(orders).toEqual([{ order: confirmedOrder(COMPLETE_ORDER, false) }, { order: confirmedOrder(COMPLETE_ORDER, true) }]);
    const [first, second] = orders.map((detail) => (detail as { order: { reference: string } }).order.reference);
    expect(first).not.toBe(second);
    await context.close();
  });

  it("links the terms on the widget's origin, in a new tab that opens the site's CGV and its data-protection article", async () => {
    const { page, context } = await openPartner();
    await toStep3(page);
    const terms = page.getByRole('link', { name: TERMS.terms });
    const privacy = page.getByRole('link', { name: TERMS.privacy });
    await expect(terms.getAttribute('href')).resolves.toBe(`${widgetOrigin}${LEGAL_PATHS.terms}`);
    await expect(privacy.getAttribute('href')).resolves.toBe(`${widgetOrigin}${LEGAL_PATHS.privacy}`);
    const official = page.getByRole('link', { name: OFFICIAL_ROUTE.link });
    await expect(official.getAttribute('href')).resolves.toBe(OFFICIAL_LINKS.infogreffe);
    for (const link of [terms, privacy, official]) {
      await expect(link.evaluate((anchor: HTMLAnchorElement) => [anchor.target, anchor.rel])).resolves.toEqual(['_blank', 'noopener']);
    }

    for (const [link, path] of [
      [terms, LEGAL_PATHS.terms],
      [privacy, LEGAL_PATHS.privacy],
    ] as const) {
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(`${widgetOrigin}${path}`);
      // rel="noopener": the CGV cannot reach back to the partner's page.
      await expect(tab.evaluate(() => window.opener)).resolves.toBeNull();
      const fragment = new URL(path, widgetOrigin).hash;
      if (fragment) await expect(tab.locator(fragment).isVisible()).resolves.toBe(true);
      await tab.close();
    }
    // The order in progress is still there, on the partner's page.
    await expect(checkbox(page).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe.each([
  ['small phone', SMALL_PHONE],
  ['desktop', VIEWPORTS.desktop],
])('step 3 on a %s', (_, viewport) => {
  it('scrolls its content inside the dialog while Précédent and Confirmer stay in view, without sideways overflow or axe violation', async () => {
    const { page, context } = await openPartner(viewport);
    await toStep3(page);
    const dialog = page.getByRole('dialog');
    const layout = () =>
      page.locator(HOST_TAG).evaluate((host) => {
        const root = host.shadowRoot!;
        const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
        const body = root.querySelector('p[tabindex]')!.parentElement!;
        return {
          dialog: box(root.querySelector('dialog')!),
          body: { scrollHeight: body.scrollHeight, clientHeight: body.clientHeight, scrollTop: body.scrollTop },
          buttons: [...root.querySelectorAll('form > div:last-child button')].map(box),
          sideways: [...root.querySelectorAll('*')].filter(
            // A 1 px box is text for screen readers only, clipped on purpose.
            (element) =>
              element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible',
          ).length,
        };
      });
    const inView = (rect: DOMRect) =>
      rect.top >= 0 && rect.bottom <= viewport.height + 0.5 && rect.left >= 0 && rect.right <= viewport.width + 0.5;

    const top = await layout();
    expect(top.dialog.height).toBeLessThanOrEqual(viewport.height * 0.9 + 0.5);
    expect(top.sideways).toBe(0);
    expect(top.buttons).toHaveLength(2);
    expect(top.buttons.every(inView)).toBe(true);
    if (viewport === SMALL_PHONE) expect(top.body.scrollHeight).toBeGreaterThan(top.body.clientHeight);
    await expect(page.getByText(RECEIPT.item, { exact: true }).isVisible()).resolves.toBe(true);

    // The last part of the step comes into view by scrolling the dialog, the footer staying put.
    await checkbox(page).scrollIntoViewIfNeeded();
    const bottom = await layout();
    if (viewport === SMALL_PHONE) expect(bottom.body.scrollTop).toBeGreaterThan(0);
    expect(bottom.buttons).toEqual(top.buttons);
    expect(bottom.dialog).toEqual(top.dialog);
    const box = (await checkbox(page).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);

    expect(await axeViolations(page), 'unticked').toEqual([]);
    await checkbox(page).check();
    expect(await axeViolations(page), 'ticked').toEqual([]);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await context.close();
  });
});
