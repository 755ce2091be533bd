import { describe, expect, it } from 'vitest';
import { BUTTONS, MESSAGES, STEP_INTROS } from '../../widget/core/copy';
import { EVENTS } from '../../widget/core/contract';
import { COMPLETE_ORDER, COMPLETE_ORDER_EVENTS } from '../fixtures/orders';
import { VIEWPORTS } from './support/chromium';
import { button, fill, focused, painted, widgetEvents } from './support/partner-browser';
import { dialog, expectStep1Empty, isOpen, partnerPageForThisFile } from './support/partner-flow';

const openPartner = partnerPageForThisFile();

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

    // Refused with the focus in the empty field: the assertive alert says it.
    await page.keyboard.press('Enter');
    await page.locator('[role="alert"][aria-live="assertive"]').getByText(MESSAGES.companyNameMissing).waitFor();
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
