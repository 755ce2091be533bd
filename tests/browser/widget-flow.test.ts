import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUTTONS, MESSAGES, ORDER_BUTTON_LABEL, STEP_INTROS } from '../../widget/core/copy';
import { EVENTS, TRIGGER_ATTRIBUTES } from '../../widget/core/contract';
import { COMPLETE_ORDER, COMPLETE_ORDER_EVENTS } from '../fixtures/orders';
import { closeContextsAfterEach, VIEWPORTS } from './support/chromium';
import {
  button,
  field,
  fill,
  focused,
  openPartnerPage,
  painted,
  recordWidgetEvents,
  startEmbed,
  wheel,
  widgetEvents,
  widgetTag,
} from './support/partner-browser';
import { PARTNER_PREFILL } from './support/partner-server';

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => ({ partner: { bodyEnd: widgetTag(widgetUrl) } }));
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

async function openPartner(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  return openPartnerPage(embed.browser, `${embed.partnerUrl}/partner`, {
    viewport,
    prepare: (context) => recordWidgetEvents(context, Object.values(EVENTS)),
  });
}

const dialog = (page: Page) => page.getByRole('dialog');
const isOpen = (page: Page) => dialog(page).isVisible();

async function expectStep1Empty(page: Page) {
  await dialog(page).waitFor();
  await expect(field(page, 'companyName').inputValue()).resolves.toBe('');
  await expect(page.getByText(STEP_INTROS[1]!).isVisible()).resolves.toBe(true);
}

describe.each(Object.entries(VIEWPORTS))('the order flow at %s size', (_, viewport) => {
  it('takes a whole order by mouse, telling the page at every step', async () => {
    const { page } = await openPartner(viewport);
    await page.locator('#label-trigger').click();
    await dialog(page).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'companyName', inDialog: true });

    await fill(page, { ...COMPLETE_ORDER.company, companyName: `  ${COMPLETE_ORDER.company.companyName} ` });
    await button(page, 'next').click();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'firstName' });
    await fill(page, COMPLETE_ORDER.billing);
    await button(page, 'next').click();
    await button(page, 'confirm').click();

    await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
    await expect(isOpen(page)).resolves.toBe(false);
    await expect.poll(() => focused(page)).toMatchObject({ id: 'label-trigger' });
    await expect(widgetEvents(page)).resolves.toEqual(COMPLETE_ORDER_EVENTS);

    await page.locator('#label-trigger').click();
    await expectStep1Empty(page);
  });
});

describe('the order flow by keyboard only', () => {
  it('reaches the trigger, fills every step, submits with Enter and confirms', async () => {
    const { page } = await openPartner();
    for (let presses = 0; (await focused(page)).id !== 'label-trigger'; presses++) {
      expect(presses).toBeLessThan(10);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'companyName' });

    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText(MESSAGES.companyNameMissing).waitFor();
    await page.keyboard.type(COMPLETE_ORDER.company.companyName);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'firstName' });

    await page.keyboard.type(COMPLETE_ORDER.billing.firstName);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText(MESSAGES.billingFieldsMissing).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'lastName' });
    await page.keyboard.type(COMPLETE_ORDER.billing.lastName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(COMPLETE_ORDER.billing.email);
    await page.keyboard.press('Enter');
    await page.getByText(STEP_INTROS[3]!).waitFor();

    // Past the official link, the checkbox, the two terms links and Précédent.
    for (let presses = 0; (await focused(page)).text !== BUTTONS.confirm; presses++) {
      expect(presses).toBeLessThan(8);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ id: 'label-trigger' });
    const confirmed = (await widgetEvents(page)).find((event) => event.type === EVENTS.confirm);
    expect(confirmed?.detail).toMatchObject({
      order: { company: { companyName: COMPLETE_ORDER.company.companyName }, billing: { email: COMPLETE_ORDER.billing.email } },
    });
  });

  it('never lets focus reach the page behind, however far one tabs', async () => {
    const { page } = await openPartner();
    await page.locator('#label-trigger').click();
    const stops: string[] = [];
    for (const key of [...Array(12).fill('Tab'), ...Array(6).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const { inDialog, tag, name, text } = await focused(page);
      // Past the last control, the browser's own toolbar takes focus (BODY here), then the dialog again.
      expect(inDialog || tag === 'BODY').toBe(true);
      stops.push(name || text);
    }
    expect(stops).toContain('companyName');
  });
});

describe('validation in the browser', () => {
  it('checks no format: any SIRET, email and phone go through, the browser never steps in', async () => {
    const { page } = await openPartner();
    await page.locator('#label-trigger').click();
    await fill(page, { companyName: 'ACME', siret: 'abc' });
    await page.keyboard.press('Enter');
    await fill(page, { firstName: 'Camille', lastName: 'Martin', email: 'pas-un-email', phone: 'xyz', postalCode: '?' });
    await page.keyboard.press('Enter');
    await page.getByText(STEP_INTROS[3]!).waitFor();
  });

  it.each(Object.entries(VIEWPORTS))(
    'at %s size, a double click on Suivant neither confirms nor closes (its second click lands on Confirmer or the backdrop)',
    async (_, viewport) => {
      const { page } = await openPartner(viewport);
      await page.evaluate((order) => window.KbisWidget!.open({ ...order.company, ...order.billing }), COMPLETE_ORDER);
      await button(page, 'next').click();
      await button(page, 'next').dblclick();
      // Both clicks have been dispatched; whatever the second one did is on screen two frames later.
      await painted(page);
      await expect(page.getByText(STEP_INTROS[3]!).isVisible()).resolves.toBe(true);
      expect((await widgetEvents(page)).map((event) => event.type)).not.toContain(EVENTS.confirm);
    },
  );
});

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
