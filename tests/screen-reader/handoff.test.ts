/**
 * The hand-off, heard: Orca reading Firefox ESR, keyboard only, on the shop's home page in a build
 * with the order service (tests/support/shop-setup.ts). « Confirmer la commande » posts the order to
 * the service; a blind customer must hear that the payment page is opening, then that they are on
 * it, then, once paid, that the order is confirmed. The static build's success message stays proven
 * by order-dialog.test.ts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PAYMENT } from '../../server/pages/copy';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { typeset } from '../../site/typography';
import { BUTTONS, DIALOG_TITLE, FIELD_LABELS, HANDOFF, MESSAGES, STEP_ANNOUNCEMENTS, STEP_INTROS } from '../../widget/core/copy';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { COMBOBOX_ROLE } from './support/roles';
import { type Said, spaced } from './support/said';
import { tabToOrderButton } from './support/order-button';
import { ScreenReader } from './support/screen-reader';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';

const shop = inject('shop');
let reader: ScreenReader;

beforeAll(async () => {
  reader = await ScreenReader.start(`${shop.url}/`);
});
afterAll(async () => {
  await reader?.stop();
});

const path = () => new URL(reader.page.url()).pathname;

/** True when Orca cut nothing off after the line holding `fragment`: with a real voice, all of it is heard. */
const heardToTheEnd = (said: Said, fragment: string) => {
  const spoken = said.utterances.filter((utterance) => !utterance.echo);
  const at = spoken.findIndex((utterance) => utterance.text.includes(spaced(fragment)));
  return at >= 0 && spoken.slice(at + 1).every((utterance) => !utterance.interrupts);
};

/** Each moment needs the one before: without it, its test fails at once rather than after 30 Tabs. */
let onSummary = false;
let onPaymentPage = false;

describe('the hand-off to the order service, heard with Orca', () => {
  it('reaches the summary by keyboard: the dialog, step 2, step 3', async () => {
    await tabToOrderButton(reader);
    const opened = await reader.press('Return');
    expect(opened.includes(DIALOG_TITLE), String(opened)).toBe(true);
    // The company search's combobox (a build with an order service: tests/screen-reader/company-search.test.ts).
    expect(opened.includes(`${FIELD_LABELS.companyName} ${COMBOBOX_ROLE}`), String(opened)).toBe(true);
    // Letters typed in browse mode would be Orca's commands, not the field's text.
    expect(reader.inFocusMode(), String(opened)).toBe(true);
    await reader.type(COMPLETE_ORDER.company.companyName);
    const step2 = await reader.press('Return');
    expect(step2.includes(STEP_ANNOUNCEMENTS[1]!), String(step2)).toBe(true);
    await reader.type(COMPLETE_ORDER.billing.firstName);
    await reader.press('Tab');
    await reader.type(COMPLETE_ORDER.billing.lastName);
    await reader.press('Tab');
    await reader.type(COMPLETE_ORDER.billing.email);
    const step3 = await reader.press('Return');
    expect(step3.includes(STEP_INTROS[3]!), String(step3)).toBe(true);
    onSummary = true;
  });

  it('says once that the payment page is opening, then presents the payment page by its title', async () => {
    expect(onSummary, 'the order never reached its summary').toBe(true);
    await reader.pressUntil('Tab', async () => (await reader.focused()).text === BUTTONS.confirm);
    const title = typeset(TEST_PAYMENT.title);
    const handedOff = await reader.press('Return', { until: (said) => said.includes(title) });
    expect(path()).toMatch(new RegExp(`^${TEST_PAYMENT_PATH}/`));
    expect(handedOff.count(HANDOFF.opening), String(handedOff)).toBe(1);
    expect(heardToTheEnd(handedOff, HANDOFF.opening), String(handedOff)).toBe(true);
    expect(handedOff.includes(HANDOFF.blocked), String(handedOff)).toBe(false);
    // The page's own title, the one the tab shows, after the sentence: the customer knows where they are.
    expect(handedOff.includes(await reader.page.title()), String(handedOff)).toBe(true);
    expect(handedOff.indexOf(HANDOFF.opening)).toBeLessThan(handedOff.indexOf(title));
    onPaymentPage = true;
  });

  it('reaches the pay button by Tab, and once paid presents the confirmation page', async () => {
    expect(onPaymentPage, 'the payment page was never presented').toBe(true);
    const pay = spaced(typeset(TEST_PAYMENT.pay(ITEM_AMOUNT_CENTS)));
    const onPay = await reader.pressUntil('Tab', async () => {
      const focused = await reader.focused();
      return focused.tag === 'button' && focused.text === pay;
    });
    expect(onPay.includes(`${pay} bouton`), String(onPay)).toBe(true);
    const paid = await reader.press('Return', { until: (said) => said.includes(MESSAGES.orderConfirmed) });
    expect(path()).toMatch(new RegExp(`^${HANDOFF_PATH}/`));
    expect(paid.includes(await reader.page.title()), String(paid)).toBe(true);
    await expect(reader.page.$eval('h1', (heading) => heading.textContent)).resolves.toBe(MESSAGES.orderConfirmed);
  });
});
