/** The dialog on hostile pages besides whole orders (widget-hostile-orders-*.test.ts): its look, late triggers, a single-page app. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../widget/core/copy';
import { HOST_TAG } from '../../widget/core/contract';
import { COMPLETE_ORDER, COMPLETE_ORDER_EVENTS } from '../fixtures/orders';
import { LATE_TRIGGERS, SPA_LINKS, dialogLook, shadowLayout } from './support/hostile-pages';
import { hostilePagesForThisFile } from './support/hostile-orders';
import { button, field, fill, focused, orderFromStep1, widgetEvents } from './support/partner-browser';
import { topmostAtCentreOf } from './support/partner-cdp';
import { PARTNER_PREFILL } from './support/partner-server';

const hostile = hostilePagesForThisFile();

describe('the dialog on hostile pages', () => {
  it('looks the same under hostile CSS and in quirks mode as on a plain page, above a fixed header at the highest z-index', async () => {
    const looks: Record<string, unknown> = {};
    for (const name of ['partner', 'css', 'quirks']) {
      const { page, context } = await hostile.open(name);
      const onTop = (selector: string) => expect(topmostAtCentreOf(page, HOST_TAG, selector)).resolves.toBe(`widget:${selector}`);
      await page.locator('#label-trigger').click();
      await button(page, 'next').click();
      await page.getByRole('alert').getByText(MESSAGES.companyNameMissing).waitFor();
      const step1 = await dialogLook(page);
      if (name === 'css') {
        await expect(page.evaluate(() => getComputedStyle(document.querySelector('header')!).zIndex)).resolves.toBe('2147483647');
        await onTop('dialog');
        await onTop('[role="alert"] p');
      }
      await button(page, 'close').click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.evaluate((order) => window.KbisWidget!.open({ ...order.company, ...order.billing }), COMPLETE_ORDER);
      await button(page, 'next').click();
      await button(page, 'next').click();
      await button(page, 'confirm').waitFor();
      looks[name] = { step1, summary: await shadowLayout(page) };
      await button(page, 'confirm').click();
      await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
      if (name === 'css') await onTop('[role="status"] p');
      await context.close();
    }
    expect(looks.css).toEqual(looks.partner);
    expect(looks.quirks).toEqual(looks.partner);
  });

  it('opens from triggers the page adds after loading, the link prefilling step 1', async () => {
    const { page } = await hostile.open('late');
    await page.locator(`#${LATE_TRIGGERS.label}`).click();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe('');
    await button(page, 'close').click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.locator(`#${LATE_TRIGGERS.link}`).click();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe(PARTNER_PREFILL.companyName);
    await expect(field(page, 'siret').inputValue()).resolves.toBe(PARTNER_PREFILL.siret);
    expect(new URL(page.url()).pathname).toBe('/late');
  });

  it('gives an order in progress back when a single-page app renders a view over the open dialog (Back button)', async () => {
    const { page } = await hostile.open('spa');
    await page.locator(`#${SPA_LINKS.rewrite}`).click();
    await page.locator('#label-trigger').click();
    await fill(page, { companyName: COMPLETE_ORDER.company.companyName });
    await page.goBack();
    await expect.poll(() => page.evaluate((tag) => document.querySelector(tag), HOST_TAG)).toBeNull();

    await page.locator('#label-trigger').click();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe(COMPLETE_ORDER.company.companyName);
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: true });
    await orderFromStep1(page);
    expect(await widgetEvents(page)).toEqual(COMPLETE_ORDER_EVENTS);
    await expect(page.evaluate(() => document.documentElement.style.cssText)).resolves.toBe('');
    await expect.poll(() => focused(page)).toMatchObject({ id: 'label-trigger' });
  });
});
