import { describe, expect, it } from 'vitest';
import { ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { VIEWPORTS } from './support/chromium';
import { focused, openPartnerPage, orderFromStep1 } from './support/partner-browser';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();

describe('the widget on our home page', () => {
  it.each(Object.entries(VIEWPORTS))('takes a whole order from a page button at %s size, without a request', async (_, viewport) => {
    const { page, requests } = await openPartnerPage(site.browser, `${site.url}/`, { viewport });
    const loaded = requests.length;

    const trigger = page.locator('main').getByRole('button', { name: ORDER_BUTTON_LABEL }).first();
    await trigger.click();
    await page.getByRole('dialog').waitFor();
    await orderFromStep1(page);
    await expect(page.getByRole('dialog').isVisible()).resolves.toBe(false);
    await expect.poll(() => focused(page)).toMatchObject({ text: ORDER_BUTTON_LABEL });
    expect(requests.slice(loaded)).toEqual([]);
  });

  it('opens from the header button too', async () => {
    const { page } = await openPartnerPage(site.browser, `${site.url}/`);
    await page.locator('header').getByRole('button', { name: ORDER_BUTTON_LABEL }).first().click();
    await page.getByRole('dialog').waitFor();
  });

  it('opens from the side menu on a phone, which gives way to it and gets focus back on close', async () => {
    const { page } = await openPartnerPage(site.browser, `${site.url}/pages/demande-kbis`, { viewport: VIEWPORTS.phone });
    const problems: string[] = [];
    page.on('console', (message) => message.type() !== 'log' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu des guides' });
    await menu.waitFor();
    await page.locator('.side-menu').getByRole('button', { name: ORDER_BUTTON_LABEL }).click();
    await page.getByRole('dialog').waitFor();
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect.poll(() => focused(page)).toMatchObject({ name: 'companyName', inDialog: true });

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'BUTTON', label: 'Ouvrir le menu' });
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(problems).toEqual([]);
  });
});
