import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { VIEWPORTS, launchChromium } from './support/chromium';
import { button, fill, focused } from './support/partner-browser';
import { serveDist } from './support/server';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveDist>>;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), serveDist()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the widget on our home page', () => {
  it.each(Object.entries(VIEWPORTS))('takes a whole order from a page button at %s size, without a request', async (_, viewport) => {
    const context = await browser.newContext({ viewport });
    const requests: string[] = [];
    await context.route('**/*', (route) => {
      requests.push(route.request().url());
      return route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'KbisWidget' in window);
    const loaded = requests.length;

    const trigger = page.locator('main').getByRole('button', { name: ORDER_BUTTON_LABEL }).first();
    await trigger.click();
    await page.getByRole('dialog').waitFor();
    await fill(page, COMPLETE_ORDER.company);
    await button(page, 'next').click();
    await fill(page, COMPLETE_ORDER.billing);
    await button(page, 'next').click();
    await button(page, 'confirm').click();
    await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
    await expect(page.getByRole('dialog').isVisible()).resolves.toBe(false);
    await expect(focused(page)).resolves.toMatchObject({ text: ORDER_BUTTON_LABEL });
    expect(requests.slice(loaded)).toEqual([]);
    await context.close();
  });

  it('opens from the header button too', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${server.url}/`);
    await page.locator('header').getByRole('button', { name: ORDER_BUTTON_LABEL }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.close();
  });
});
