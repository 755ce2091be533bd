/** Closing the dialog every way, and the triggers that open it (the order flow itself: widget-flow.test.ts). */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { EVENTS, TRIGGER_ATTRIBUTES } from '../../widget/core/contract';
import { button, field, fill, focused, painted, wheel, widgetEvents } from './support/partner-browser';
import { PARTNER_PREFILL } from './support/partner-server';
import { dialog, expectStep1Empty, isOpen, partnerPageForThisFile } from './support/partner-flow';

const openPartner = partnerPageForThisFile();

describe('closing', () => {
  const closers: Array<[string, (page: Page) => Promise<void>]> = [
    ['the close button', (page) => button(page, 'close').click()],
    ['Escape', (page) => page.keyboard.press('Escape')],
    ['a click on the backdrop', (page) => page.mouse.click(4, 4)],
  ];

  it.each(closers)('by %s: back to step 1, fields cleared, focus on the trigger, scroll restored', async (_, close) => {
    const { page } = await openPartner();
    await page.evaluate(() => (document.documentElement.style.overflow = 'scroll'));
    const trigger = page.locator('#bottom-trigger');
    await trigger.click();
    await dialog(page).waitFor();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(1000);
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden');
    await wheel(page, -900);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrollY);

    await fill(page, { companyName: 'ACME' });
    await button(page, 'next').click();
    await fill(page, { firstName: 'Camille' });
    await close(page);
    await dialog(page).waitFor({ state: 'hidden' });
    // Escape closes the native dialog at once; the widget hears of it with the dialog's close event.
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('scroll');
    await expect.poll(() => focused(page)).toMatchObject({ id: 'bottom-trigger' });
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrollY);
    expect((await widgetEvents(page)).at(-1)).toEqual({ type: EVENTS.close, detail: null });

    await page.keyboard.press('Enter');
    await expectStep1Empty(page);
  });

  it('leaves the page without any inline overflow if it had none', async () => {
    const { page } = await openPartner();
    await page.locator('#label-trigger').click();
    await button(page, 'close').click();
    await expect(page.evaluate(() => document.documentElement.style.cssText)).resolves.toBe('');
  });

  it('stays open when a text selection started in a field ends on the backdrop', async () => {
    const { page } = await openPartner();
    await page.locator('#label-trigger').click();
    await fill(page, { companyName: 'ACME SAS' });
    const box = (await field(page, 'companyName').boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(4, 4, { steps: 5 });
    await page.mouse.up();
    await expect(isOpen(page)).resolves.toBe(true);
  });

  it('closes from the API too, and opens from it with a prefill', async () => {
    const { page } = await openPartner();
    await page.evaluate(() => window.KbisWidget!.open({ companyName: 'API SAS' }));
    await expect(field(page, 'companyName').inputValue()).resolves.toBe('API SAS');
    await page.evaluate(() => window.KbisWidget!.close());
    await dialog(page).waitFor({ state: 'hidden' });
  });

  it('stays open when reopened right after a close, before the browser has reported that close', async () => {
    const { page } = await openPartner();
    await page.evaluate(() => window.KbisWidget!.open());
    await dialog(page).waitFor();
    // The dialog's close event is a task queued by dialog.close(): reopen from a timer that runs before it.
    // Resolves once that close event has been handled and two frames drawn since.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const native = document.querySelector('kbis-widget')!.shadowRoot!.querySelector('dialog')!;
          native.addEventListener('close', () => requestAnimationFrame(() => requestAnimationFrame(resolve)), { once: true });
          window.KbisWidget!.close();
          setTimeout(() => window.KbisWidget!.open({ companyName: 'API SAS' }));
        }),
    );
    await expect(isOpen(page)).resolves.toBe(true);
    await expect(field(page, 'companyName').inputValue()).resolves.toBe('API SAS');
  });
});

describe('triggers', () => {
  it('prefills step 1 from data-kbis-company and data-kbis-siret, and keeps the link from navigating', async () => {
    const { page } = await openPartner();
    const before = page.url();
    await page.locator('#attribute-trigger').click();
    await dialog(page).waitFor();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe(PARTNER_PREFILL.companyName);
    await expect(field(page, 'siret').inputValue()).resolves.toBe(PARTNER_PREFILL.siret);
    expect(page.url()).toBe(before);
  });

  it('opens from a link whose text differs in case and spacing, clicked on a child', async () => {
    const { page } = await openPartner();
    await page.locator('#messy-trigger span').click();
    await dialog(page).waitFor();
  });

  it('opens from triggers added after the script ran', async () => {
    const { page } = await openPartner();
    await page.evaluate(
      ({ label, attribute }) => {
        const late = document.createElement('button');
        late.id = 'late-label';
        late.textContent = label;
        const marked = document.createElement('span');
        marked.id = 'late-marked';
        marked.setAttribute(attribute, '');
        marked.textContent = '→';
        document.body.prepend(late, marked);
      },
      { label: ORDER_BUTTON_LABEL, attribute: TRIGGER_ATTRIBUTES.order },
    );
    for (const id of ['late-label', 'late-marked']) {
      await page.locator(`#${id}`).click();
      await dialog(page).waitFor();
      await button(page, 'close').click();
      await dialog(page).waitFor({ state: 'hidden' });
    }
  });

  it('ignores other buttons', async () => {
    const { page } = await openPartner();
    await page.locator('#other-button').click();
    await painted(page);
    await expect(isOpen(page)).resolves.toBe(false);
    await expect(page.locator('kbis-widget').count()).resolves.toBe(0);
  });
});
