import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUTTONS, DIALOG_TITLE, MESSAGES, ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { VIEWPORTS } from './support/chromium';
import { siteForThisFile } from './support/site';

/**
 * Windows high contrast (forced colours): the system's colours replace the page's and box shadows
 * are dropped. Every edge, state and focus ring must still be drawn, in a colour that stands out
 * from the system background.
 */

const site = siteForThisFile();

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  return (await site.open(path, { viewport, forcedColors: true })).page;
}

/** A system colour as the browser resolves it, e.g. `Canvas`. */
function systemColour(page: Page, name: string): Promise<string> {
  return page.evaluate((colour) => {
    const probe = document.createElement('i');
    probe.style.color = colour;
    document.body.append(probe);
    const resolved = getComputedStyle(probe).color;
    probe.remove();
    return resolved;
  }, name);
}

/** The top edge of `element`: its style, width in px and colour. */
function edge(element: Locator) {
  return element.evaluate((target) => {
    const style = getComputedStyle(target);
    return { style: style.borderTopStyle, width: Number.parseFloat(style.borderTopWidth), colour: style.borderTopColor };
  });
}

async function expectVisibleEdge(page: Page, element: Locator) {
  const { style, width, colour } = await edge(element);
  expect(style).toBe('solid');
  expect(width).toBeGreaterThanOrEqual(1);
  expect(colour).not.toBe(await systemColour(page, 'Canvas'));
}

describe('the order dialog in forced colours', () => {
  it('keeps its edge, the current step, the focus ring and the notices visible', async () => {
    const page = await open('/', VIEWPORTS.desktop);
    await page.locator('header').getByRole('button', { name: ORDER_BUTTON_LABEL }).click();
    const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
    await dialog.waitFor();
    await expectVisibleEdge(page, dialog);

    const circles = dialog.getByRole('listitem').locator('> span:first-child');
    const backgrounds = await circles.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
    expect(backgrounds[0]).toBe(await systemColour(page, 'Highlight'));
    expect(backgrounds.slice(1)).not.toContain(backgrounds[0]);

    const field = dialog.getByRole('textbox').first();
    await expect.poll(() => field.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    const ring = await field.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), colour: style.outlineColor };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.colour).not.toBe(await systemColour(page, 'Canvas'));

    await dialog.getByRole('button', { name: BUTTONS.next, exact: true }).click();
    await expectVisibleEdge(page, page.getByRole('alert').getByText(MESSAGES.companyNameMissing));
  });
});

describe('the site in forced colours', () => {
  it('draws the edge of a secondary button', async () => {
    const page = await open('/page-inexistante', VIEWPORTS.desktop);
    await expectVisibleEdge(page, page.locator('main .btn-secondary'));
  });

  it('marks the current page in the header navigation and in the phone menu', async () => {
    const underline = (link: Locator) => link.evaluate((element) => getComputedStyle(element).textDecorationLine);
    const desktop = await open('/pages/kbis-definition', VIEWPORTS.desktop);
    const nav = desktop.getByRole('navigation', { name: 'Navigation principale' });
    await expect(underline(nav.locator('[aria-current="page"]'))).resolves.toBe('underline');
    await expect(underline(nav.locator('a:not([aria-current])').first())).resolves.not.toBe('underline');

    const phone = await open('/pages/kbis-definition', VIEWPORTS.phone);
    await phone.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = phone.locator('.side-menu');
    await expect(underline(menu.locator('[aria-current="page"]'))).resolves.toBe('underline');
    // The menu slides over the page: its shadow is gone, its left edge stays.
    const left = await menu.evaluate((element) => [getComputedStyle(element).borderLeftStyle, getComputedStyle(element).borderLeftColor]);
    expect(left).toEqual(['solid', await systemColour(phone, 'CanvasText')]);
  });
});
