/**
 * The bench's floor (bench/floor.mjs) is what the widget's openings are judged against: it
 * must do at the click and at the close what the dialog must do, seen as a user sees it. Each check
 * runs on the widget too, driven the way the bench drives both.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { benchLabels, captureRenderedDialog } from './capture.mjs';
import { contextServing } from './chromium.mjs';
import { floorScript } from './floor.mjs';
import { HOST_TAG } from '../widget/core/contract';
import * as copy from '../widget/core/copy';
import { COMPLETE_ORDER } from '../tests/fixtures/orders';
import { field, focused } from '../tests/browser/support/partner-browser';
import { siteForThisFile } from '../tests/browser/support/site';

const site = siteForThisFile();
const { DIALOG_TITLE, ORDER_BUTTON_LABEL } = copy;
const labels = benchLabels(copy);

/** The home page in the context the bench times every build in, with /widget.js the floor or the widget. */
async function homeWith(build: 'floor' | 'widget'): Promise<Page> {
  const url = `${site.url}/`;
  const script =
    build === 'floor'
      ? floorScript({
          ...(await captureRenderedDialog(site.browser, { url, hostTag: HOST_TAG, labels, company: COMPLETE_ORDER.company })),
          hostTag: HOST_TAG,
          trigger: labels.trigger,
        })
      : readFileSync(new URL('../dist/widget.js', import.meta.url));
  const page = await (await contextServing(site.browser, script)).newPage();
  await page.goto(url, { waitUntil: 'load' });
  return page;
}

/** A click from script, as the bench's, which unlike a mouse click does not focus the button. */
const clickOrderButton = (page: Page) =>
  page.evaluate((name) => {
    const button = [...document.querySelectorAll('main button')].find((element) => element.textContent?.trim() === name);
    (button as HTMLElement).click();
  }, ORDER_BUTTON_LABEL);

describe.each(['floor', 'widget'] as const)('the %s, driven as the bench drives it', (build) => {
  it('opens on the first field and gives focus back to the order button when closed, at each reopening', async () => {
    const page = await homeWith(build);
    const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
    for (let opening = 0; opening < 2; opening += 1) {
      await clickOrderButton(page);
      await dialog.waitFor();
      await expect(field(page, 'companyName').isVisible()).resolves.toBe(true);
      await expect.poll(() => focused(page)).toMatchObject({ name: 'companyName', inDialog: true });
      await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden');
      await page.evaluate(() => window.KbisWidget?.close());
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'BUTTON', text: ORDER_BUTTON_LABEL, inDialog: false });
    }
  });
});
