/**
 * The test payment page of an order billed to a company, in Chromium: the company's address and
 * identifier asked above the final button, at a phone's width and a desktop's, without an axe
 * violation, filled and corrected by keyboard alone.
 */
import { describe, expect, inject, it } from 'vitest';
import { BILLING_DETAILS, TEST_PAYMENT } from '../../server/pages/copy';
import { typeset } from '../../site/typography';
import { MESSAGES } from '../../widget/core/copy';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { COMPLETE_ORDER } from '../../scripts/sample-order';
import { handoffForm } from '../support/handoff-form';
import { axeViolations } from './support/axe';
import { chromiumForThisFile, VIEWPORTS } from './support/chromium';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';

const shop = inject('shop');
const chromium = chromiumForThisFile();

/** An order billed to a company whose dialog gave no street nor city: its payment page's address. */
async function businessOrder(): Promise<string> {
  const form = handoffForm({ ...COMPLETE_ORDER, billing: { ...COMPLETE_ORDER.billing, address: '', city: '' } });
  const response = await fetch(`${shop.url}${HANDOFF_PATH}`, {
    method: 'POST',
    body: form.toString(),
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return response.headers.get('location')!;
}

describe('the payment step of an order billed to a company, in Chromium', () => {
  it.each(Object.entries(VIEWPORTS))('asks for its address and identifier without an axe violation (%s)', async (_name, viewport) => {
    const page = await chromium.browser.newPage({ viewport });
    await page.goto(await businessOrder());
    const group = page.getByRole('group', { name: BILLING_DETAILS.heading(COMPLETE_ORDER.billing.company) });
    await expect.poll(() => group.isVisible()).toBe(true);
    expect(await page.getByLabel(BILLING_DETAILS.labels.postalCode).inputValue()).toBe(COMPLETE_ORDER.billing.postalCode);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('is filled, corrected and paid by keyboard alone', async () => {
    const page = await chromium.browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(await businessOrder());
    await page.getByLabel(BILLING_DETAILS.labels.address).focus();
    await page.keyboard.type('3 rue des Tilleuls');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Paris');
    await page.keyboard.press('Tab');
    await page.keyboard.type('FR00 404 833 048');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(typeset(TEST_PAYMENT.pay(ITEM_AMOUNT_CENTS)));
    await page.keyboard.press('Enter');

    const summary = page.getByRole('alert');
    await expect.poll(() => summary.textContent()).toContain(typeset(BILLING_DETAILS.problems.vatKey));
    expect(await axeViolations(page)).toEqual([]);
    await summary.getByRole('link').focus();
    await page.keyboard.press('Enter');
    const identifier = page.getByLabel(BILLING_DETAILS.labels.identifier);
    await expect.poll(() => identifier.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await identifier.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel(BILLING_DETAILS.labels.city).inputValue()).toBe('Paris');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('FR83404833048');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(MESSAGES.orderConfirmed);
    await page.close();
  });
});
