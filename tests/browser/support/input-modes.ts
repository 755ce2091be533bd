/**
 * A whole order from a page trigger, as a user of each input device makes it: the same steps,
 * activated by mouse clicks, by taps on a touch screen, or by the keyboard alone.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { BUTTONS, MESSAGES, STEP_INTROS } from '../../../widget/core/copy';
import { BILLING_FIELDS, COMPANY_FIELDS, type FieldName } from '../../../widget/core/fields';
import { COMPLETE_ORDER } from '../../fixtures/orders';
import { button, field, focused } from './partner-browser';

export type InputMode = 'mouse' | 'touch' | 'keyboard';

const VALUES: Record<FieldName, string> = { ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing };

async function byPointer(page: Page, trigger: string, tap: boolean) {
  const press = (locator: ReturnType<Page['locator']>) => (tap ? locator.tap() : locator.click());
  await press(page.locator(`#${trigger}`));
  for (const names of [COMPANY_FIELDS, BILLING_FIELDS]) {
    for (const name of names) {
      await press(field(page, name));
      await field(page, name).fill(VALUES[name]);
    }
    await press(button(page, 'next'));
  }
  await press(button(page, 'confirm'));
}

/** Tabs forward until `matches` holds for what has focus. */
async function tabTo(page: Page, matches: (focus: Awaited<ReturnType<typeof focused>>) => boolean, limit: number) {
  for (let presses = 0; !matches(await focused(page)); presses++) {
    expect(presses).toBeLessThan(limit);
    await page.keyboard.press('Tab');
  }
}

async function byKeyboard(page: Page, trigger: string) {
  await page.locator(`#${trigger}`).waitFor();
  await tabTo(page, (focus) => focus.id === trigger, 10);
  await page.keyboard.press('Enter');
  for (const names of [COMPANY_FIELDS, BILLING_FIELDS]) {
    for (const [index, name] of names.entries()) {
      if (index) await page.keyboard.press('Tab');
      await expect.poll(() => focused(page)).toMatchObject({ name, inDialog: true });
      await page.keyboard.type(VALUES[name]);
    }
    await page.keyboard.press('Enter');
  }
  await page.getByText(STEP_INTROS[3]!).waitFor();
  // Past the official link, the checkbox, the two terms links and Précédent.
  await tabTo(page, (focus) => focus.text === BUTTONS.confirm, 8);
  await page.keyboard.press('Space');
}

/** Activates `#trigger`, fills both steps with COMPLETE_ORDER, confirms and waits for the success notice. */
export async function orderBy(mode: InputMode, page: Page, trigger: string): Promise<void> {
  if (mode === 'keyboard') await byKeyboard(page, trigger);
  else await byPointer(page, trigger, mode === 'touch');
  await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}
