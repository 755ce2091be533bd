import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SUMMARY_LABELS } from '../../widget/core/copy';
import { EVENTS, HOST_TAG, TRIGGER_ATTRIBUTES } from '../../widget/core/contract';
import { FIELD_NAMES, createDraft } from '../../widget/core/fields';
import { summaryRows } from '../../widget/core/summary';
import { MARKUP_ORDER, confirmedOrder } from '../fixtures/orders';
import { closeContextsAfterEach } from './support/chromium';
import { button, field, fill, openPartnerPage, recordWidgetEvents, startEmbed, widgetEvents, widgetTag } from './support/partner-browser';

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => ({ partner: { bodyEnd: widgetTag(widgetUrl) } }));
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

const VALUES = { ...MARKUP_ORDER.company, ...MARKUP_ORDER.billing };

/** Elements the markup would create if the widget or the page ever parsed it. */
const INJECTED = 'img, script, svg[onload], a[href^="javascript"], b';

describe('markup typed or prefilled into the widget', () => {
  it('is shown as text everywhere, creates no element, runs nothing and requests nothing', async () => {
    const { page, requests } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/partner`, {
      prepare: (c) => recordWidgetEvents(c, [EVENTS.confirm]),
    });
    await page.waitForLoadState('load');
    const loaded = requests.length;
    const injected = () =>
      page.evaluate(
        ({ tag, selector }) =>
          document.querySelectorAll(selector).length + (document.querySelector(tag)?.shadowRoot?.querySelectorAll(selector).length ?? 0),
        { tag: HOST_TAG, selector: INJECTED },
      );
    // The page's own script tag (the widget's) is there from the start.
    const present = await injected();
    await page.evaluate(
      ({ attributes, values }) => {
        const link = document.createElement('a');
        link.id = 'markup-trigger';
        link.href = '#';
        link.textContent = '→';
        link.setAttribute(attributes.order, '');
        link.setAttribute(attributes.company, values.companyName);
        link.setAttribute(attributes.siret, values.siret);
        document.body.prepend(link);
      },
      { attributes: TRIGGER_ATTRIBUTES, values: VALUES },
    );

    await page.locator('#markup-trigger').click();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe(VALUES.companyName);
    await expect(field(page, 'siret').inputValue()).resolves.toBe(VALUES.siret);
    await fill(page, MARKUP_ORDER.company);
    await button(page, 'next').click();
    await fill(page, MARKUP_ORDER.billing);
    for (const name of FIELD_NAMES.filter((name) => name in MARKUP_ORDER.billing))
      await expect(field(page, name).inputValue()).resolves.toBe(VALUES[name]);
    await button(page, 'next').click();

    const shown = await page
      .locator(HOST_TAG)
      .evaluate((host) =>
        [...host.shadowRoot!.querySelectorAll('dl > div')].map((row) => [
          row.querySelector('dt')!.textContent,
          row.querySelector('dd')!.textContent,
        ]),
      );
    expect(shown).toEqual(summaryRows(createDraft(VALUES)).map(([key, value]) => [SUMMARY_LABELS[key], value]));
    await expect(injected()).resolves.toBe(present);

    await button(page, 'confirm').click();
    await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
    expect((await widgetEvents(page)).map((event) => event.detail)).toEqual([{ order: confirmedOrder(MARKUP_ORDER) }]);
    await expect(injected()).resolves.toBe(present);
    await expect(page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).resolves.toBeUndefined();
    // The favicon may be asked for late; nothing else may be.
    expect(requests.slice(loaded).filter((url) => new URL(url).pathname !== '/favicon.ico')).toEqual([]);
  });
});
