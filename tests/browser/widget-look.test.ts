import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContextsAfterEach, VIEWPORTS } from './support/chromium';
import { button, fill, openPartnerPage, startEmbed, widgetTag } from './support/partner-browser';
import { BUTTONS } from '../../widget/core/copy';
import { COMPLETE_ORDER } from '../fixtures/orders';

/** Set WIDGET_SCREENSHOTS=/some/dir to keep a PNG of every state checked here. */
const SHOTS = process.env.WIDGET_SCREENSHOTS;

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => ({ partner: { bodyEnd: widgetTag(widgetUrl) } }));
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/**
 * Layout bars every state must meet: inside the viewport, no sideways scroll, big enough targets
 * (44 px for buttons and text fields; the checkbox, whose label is a target too, at least WCAG
 * 2.2's 24 px).
 */
async function expectTidy(dialog: Locator, viewport: { width: number; height: number }) {
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(600);
  expect(box.height).toBeLessThanOrEqual(viewport.height * 0.9 + 0.5);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  if (viewport.width < 600) expect(box.width).toBe(viewport.width);
  const overflow = await dialog.evaluate(
    (element) =>
      [...element.querySelectorAll('*')].filter(
        // A 1 px box is text for screen readers only, clipped on purpose.
        (child) => child.clientWidth > 1 && child.scrollWidth > child.clientWidth + 1 && getComputedStyle(child).overflowX !== 'visible',
      ).length,
  );
  expect(overflow).toBe(0);
  for (const control of await dialog.locator('button, input').all()) {
    if (!(await control.isVisible())) continue;
    const { width, height } = (await control.boundingBox())!;
    if ((await control.getAttribute('type')) === 'checkbox') expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    else expect(height).toBeGreaterThanOrEqual(44);
  }
}

/**
 * The words of the given elements that a line break cuts in two, as "before|after". A break is
 * fine after a space or a hyphen, and before "@" or "." (where an email may wrap).
 */
function wordsCutAtLineEnds(values: Locator): Promise<string[]> {
  return values.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.textContent ?? '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let offset = 0; offset < node.textContent!.length; offset++) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          tops.push(Math.round(range.getClientRects()[0]?.top ?? -1));
        }
      }
      return tops.flatMap((top, index) => {
        const [before, after] = [text[index - 1] ?? ' ', text[index]!];
        const cut = index > 0 && top > tops[index - 1]! && !/[\s-]/.test(before) && !/[\s@.]/.test(after);
        return cut ? [`${text.slice(0, index)}|${text.slice(index)}`] : [];
      });
    }),
  );
}

describe.each(Object.entries(VIEWPORTS))('the dialog at %s size', (label, viewport) => {
  it('fits the viewport, stays tidy and looks as designed on every step and notice', async () => {
    const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/partner`, { viewport });
    await page.locator('#label-trigger').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectTidy(dialog, viewport);
    const styles = await dialog.evaluate((element) => {
      const input = element.querySelector('input')!;
      const next = element.querySelector('button[type="submit"]')!;
      return {
        font: getComputedStyle(element).fontFamily,
        radius: getComputedStyle(element).borderTopLeftRadius,
        inputFont: getComputedStyle(input).fontSize,
        next: getComputedStyle(next).backgroundColor,
      };
    });
    expect(styles).toEqual({ font: 'system-ui, sans-serif', radius: '12px', inputFont: '16px', next: 'rgb(29, 78, 216)' });
    await shoot(page, `${label}-1-entreprise`);

    await button(page, 'next').click();
    await page.getByRole('alert').getByText(/./).waitFor();
    await shoot(page, `${label}-1-error`);

    await fill(page, COMPLETE_ORDER.company);
    await button(page, 'next').click();
    await expectTidy(dialog, viewport);
    await shoot(page, `${label}-2-facturation`);
    await button(page, 'next').click();
    await page.getByRole('alert').getByText(/./).waitFor();
    await shoot(page, `${label}-2-error`);

    await fill(page, COMPLETE_ORDER.billing);
    await button(page, 'next').click();
    await expectTidy(dialog, viewport);
    const confirm = button(page, 'confirm');
    await expect(confirm.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe('rgb(21, 128, 61)');
    await expect(wordsCutAtLineEnds(dialog.getByRole('definition'))).resolves.toEqual([]);
    await shoot(page, `${label}-3-recapitulatif`);
    // Keyboard focus shows a solid ring: focus starts on the summary's sentence, then goes through the
    // official link, the checkbox, the two terms links, Précédent, then Confirmer.
    await expect.poll(() => dialog.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement?.tagName)).toBe('P');
    for (let presses = 0; presses < 6; presses++) await page.keyboard.press('Tab');
    await expect(
      confirm.evaluate((element) => [
        element.matches(':focus-visible'),
        getComputedStyle(element).outlineStyle,
        getComputedStyle(element).outlineWidth,
      ]),
    ).resolves.toEqual([true, 'solid', '3px']);
    await shoot(page, `${label}-3-focus`);

    await confirm.click();
    const notice = page.getByRole('status').getByText(/./);
    await notice.waitFor();
    // Green, with its close button in its top right corner: the success notice's own rules.
    await expect(notice.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe('rgb(21, 128, 61)');
    const [text, close] = [(await notice.boundingBox())!, (await page.getByRole('button', { name: BUTTONS.close }).boundingBox())!];
    expect(Math.abs(close.x + close.width - (text.x + text.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(close.y - text.y)).toBeLessThanOrEqual(1);
    await shoot(page, `${label}-4-success`);
  });
});
