import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../widget/core/copy';
import { EVENTS, HOST_TAG } from '../../widget/core/contract';
import { COMPLETE_ORDER } from '../fixtures/orders';
import {
  LATE_TRIGGERS,
  dialogLook,
  shadowLayout,
  hostilePages,
  recordCspViolations,
} from './support/hostile-pages';
import { button, field, openPartnerPage, recordWidgetEvents, startEmbed, widgetTag } from './support/partner-browser';
import { topmostAtCentreOf } from './support/partner-cdp';
import { PARTNER_PREFILL } from './support/partner-server';

let embed: Awaited<ReturnType<typeof startEmbed>>;
let pages: ReturnType<typeof hostilePages>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => {
    pages = hostilePages(widgetUrl);
    return { ...pages, partner: { bodyEnd: widgetTag(widgetUrl) } };
  });
});
afterAll(() => embed?.close());

function open(name: string) {
  return openPartnerPage(embed.browser, `${embed.partnerUrl}/${name}`, {
    prepare: (context) => Promise.all([recordWidgetEvents(context, Object.values(EVENTS)), context.addInitScript(recordCspViolations)]),
  });
}

describe('the dialog on hostile pages', () => {
  it('looks the same under hostile CSS and in quirks mode as on a plain page, above a fixed header at the highest z-index', async () => {
    const looks: Record<string, unknown> = {};
    for (const name of ['partner', 'css', 'quirks']) {
      const { page, context } = await open(name);
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
    const { page, context } = await open('late');
    await page.locator(`#${LATE_TRIGGERS.label}`).click();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe('');
    await button(page, 'close').click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.locator(`#${LATE_TRIGGERS.link}`).click();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe(PARTNER_PREFILL.companyName);
    await expect(field(page, 'siret').inputValue()).resolves.toBe(PARTNER_PREFILL.siret);
    expect(new URL(page.url()).pathname).toBe('/late');
    await context.close();
  });
});
