import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALOG_TITLE, IMMEDIATE_EXECUTION, MESSAGES } from '../../widget/core/copy';
import { HOST_TAG } from '../../widget/core/contract';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { axeViolations } from './support/axe';
import { closeContextsAfterEach, VIEWPORTS } from './support/chromium';
import { button, fill, openPartnerPage, startEmbed, widgetTag } from './support/partner-browser';
import { exposedRegions, topmostAtCentreOf } from './support/partner-cdp';

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => ({ partner: { bodyEnd: widgetTag(widgetUrl) } }));
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

async function expectNoViolations(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

async function expectError(page: Page, message: string) {
  await page.getByRole('alert').getByText(message).waitFor();
  // Exposed to assistive technology while the modal dialog hides the rest of the page...
  await expect(exposedRegions(page)).resolves.toContainEqual({ role: 'alert', text: message });
  // ...and painted above the dialog and its backdrop.
  await expect(topmostAtCentreOf(page, HOST_TAG, '[role="alert"] p')).resolves.toBe('widget:[role="alert"] p');
}

describe.each(Object.entries(VIEWPORTS))('accessibility at %s size', (_, viewport) => {
  it('has no axe violation on any step, with or without a notice, and exposes every notice', async () => {
    const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/partner`, { viewport });
    await expectNoViolations(page, 'page before opening');
    await page.locator('#label-trigger').click();
    await page.getByRole('dialog', { name: DIALOG_TITLE }).waitFor();
    await expectNoViolations(page, 'step 1');

    await button(page, 'next').click();
    await expectError(page, MESSAGES.companyNameMissing);
    await expectNoViolations(page, 'step 1 with its error');

    await fill(page, COMPLETE_ORDER.company);
    await button(page, 'next').click();
    await expectNoViolations(page, 'step 2');
    await button(page, 'next').click();
    await expectError(page, MESSAGES.billingFieldsMissing);
    await expectNoViolations(page, 'step 2 with its error');

    await fill(page, COMPLETE_ORDER.billing);
    await button(page, 'next').click();
    await expectNoViolations(page, 'step 3');
    await page.getByRole('checkbox', { name: IMMEDIATE_EXECUTION.label }).check();
    await expectNoViolations(page, 'step 3 with the box ticked');

    await button(page, 'confirm').click();
    await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
    await expect(exposedRegions(page)).resolves.toContainEqual({ role: 'status', text: MESSAGES.orderConfirmed });
    await expect(topmostAtCentreOf(page, HOST_TAG, '[role="status"] p')).resolves.toBe('widget:[role="status"] p');
    await expectNoViolations(page, 'page with the success notice');
  });
});
