/**
 * What a blind customer hears: Orca reading Firefox ESR, keyboard only, through a whole order on the
 * built home page, and a second order after it. Each moment asserts what Orca said because of one
 * key: the dialog, its step, each field, each refusal's message (once), each step change, the
 * confirmation; and that typed letters reach the fields (Orca in focus mode).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUTTONS,
  DIALOG_TITLE,
  FIELD_LABELS,
  MESSAGES,
  ORDER_BUTTON_LABEL,
  PAYMENT_NEXT,
  SIRET_HINT,
  STEP_ANNOUNCEMENTS,
  STEP_INTROS,
} from '../../widget/core/copy';
import { HOST_TAG } from '../../widget/core/contract';
import type { FieldName } from '../../widget/core/fields';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { serveDist } from '../browser/support/server';
import type { Said } from './support/said';
import { INVALID } from './support/roles';
import { tabToOrderButton } from './support/order-button';
import { ScreenReader } from './support/screen-reader';

let site: Awaited<ReturnType<typeof serveDist>>;
let reader: ScreenReader;

beforeAll(async () => {
  site = await serveDist();
  reader = await ScreenReader.start(`${site.url}/`);
});
afterAll(async () => {
  await reader?.stop();
  await site?.close();
});

/** Orca says a field's label and role, then its value if it has one, then « requis » for a required one. */
function expectField(said: Said, name: FieldName, required = true) {
  expect(said.includes(`${FIELD_LABELS[name]} zone de saisie`), String(said)).toBe(true);
  expect(said.includes('requis'), String(said)).toBe(required);
}
/** Every utterance of the journey, to check what must never be said. */
const heard: Said[] = [];

async function press(key: Parameters<ScreenReader['press']>[0]): Promise<Said> {
  const said = await reader.press(key);
  heard.push(said);
  return said;
}

async function type(text: string): Promise<Said> {
  const said = await reader.type(text);
  heard.push(said);
  return said;
}

const fieldValue = (name: FieldName) =>
  reader.page.evaluate(
    (tag, id) => document.querySelector(tag)?.shadowRoot?.querySelector<HTMLInputElement>(`#${id}`)?.value,
    HOST_TAG,
    name,
  );

const toOrderButton = () => tabToOrderButton(reader);

/** The opening, heard: the dialog's name, its step, then its first field, in focus mode. */
async function expectOpening() {
  const opened = await press('Return');
  expect(opened.includes(DIALOG_TITLE), String(opened)).toBe(true);
  expect(opened.includes(STEP_ANNOUNCEMENTS[0]!), String(opened)).toBe(true);
  expectField(opened, 'companyName');
  expect(opened.indexOf(DIALOG_TITLE)).toBeLessThan(opened.indexOf(`${FIELD_LABELS.companyName} zone de saisie`));
  expect(opened.includes(INVALID)).toBe(false);
  expect(reader.inFocusMode()).toBe(true);
  // Typed at once, the letters reach the field.
  await type('ACME');
  await expect(fieldValue('companyName')).resolves.toBe('ACME');
}

describe('an order heard with Orca', () => {
  it('says the dialog, its step and its first field as it opens, and types into that field', async () => {
    await toOrderButton();
    await expectOpening();
  });

  it('calls no field invalid before Suivant is refused, and reads the SIRET as a hint, not a value', async () => {
    const siret = await press('Tab');
    expectField(siret, 'siret', false);
    expect(siret.includes(SIRET_HINT), String(siret)).toBe(true);
    expect(siret.text).not.toMatch(/\d{5}/);
    const name = await press('shift+Tab');
    expectField(name, 'companyName');
    expect(name.includes(INVALID), String(name)).toBe(false);
  });

  it('speaks the refusal once, pressing Enter in the empty field', async () => {
    // Emptied, letter by letter.
    for (let letters = 0; letters < 'ACME'.length; letters++) await press('BackSpace');
    const refused = await press('Return');
    expect(refused.count(MESSAGES.companyNameMissing), String(refused)).toBe(1);
  });

  it('speaks the refusal once, pressing Suivant: on the field the focus returns to, invalid, and in « où suis-je »', async () => {
    await reader.pressUntil('Tab', async () => (await reader.focused()).text === BUTTONS.next);
    const refused = await press('Return');
    expect(refused.count(MESSAGES.companyNameMissing), String(refused)).toBe(1);
    expectField(refused, 'companyName');
    expect(refused.includes(`${INVALID}: ${MESSAGES.companyNameMissing}`)).toBe(true);
    const whereAmI = await press('KP_Enter');
    expect(whereAmI.includes(MESSAGES.companyNameMissing), String(whereAmI)).toBe(true);
  });

  it('announces step 2 with its first field, which takes the typing', async () => {
    await type(COMPLETE_ORDER.company.companyName);
    const step2 = await press('Return');
    expectField(step2, 'firstName');
    expect(step2.includes(STEP_ANNOUNCEMENTS[1]!), String(step2)).toBe(true);
    await type(COMPLETE_ORDER.billing.firstName);
    await expect(fieldValue('firstName')).resolves.toBe(COMPLETE_ORDER.billing.firstName);
  });

  it('speaks the billing refusal once', async () => {
    await press('Tab');
    const refused = await press('Return');
    expect(refused.count(MESSAGES.billingFieldsMissing), String(refused)).toBe(1);
    await type(COMPLETE_ORDER.billing.lastName);
    await press('Tab');
    await type(COMPLETE_ORDER.billing.email);
  });

  it('announces step 3 and that payment follows, on the payment page', async () => {
    const step3 = await press('Return');
    expect(step3.includes(STEP_INTROS[3]!), String(step3)).toBe(true);
    expect(step3.includes(`${STEP_ANNOUNCEMENTS[2]!.split('.')[0]}`)).toBe(true);
    expect(step3.count(PAYMENT_NEXT)).toBe(1);
  });

  it('speaks the confirmation once, and keeps it on the page to be read again', async () => {
    await reader.pressUntil('Tab', async () => (await reader.focused()).text === BUTTONS.confirm);
    const confirmed = await press('Return');
    expect(confirmed.count(MESSAGES.orderConfirmed), String(confirmed)).toBe(1);
    expect(confirmed.includes(`${ORDER_BUTTON_LABEL} bouton`)).toBe(true);
    const stillThere = await reader.page.evaluate(
      (tag) => document.querySelector(tag)?.shadowRoot?.querySelector('[role="status"]')?.textContent,
      HOST_TAG,
    );
    expect(stillThere).toBe(MESSAGES.orderConfirmed);
  });

  it('opens again for a second order as it did for the first, and Escape gives the button back', async () => {
    await expectOpening();
    const closed = await press('Escape');
    expect(closed.includes(`${ORDER_BUTTON_LABEL} bouton`)).toBe(true);
  });

  it('never calls a part of the dialog « cliquable », nor says anything in English', () => {
    const everything = heard.map((said) => said.text).join(' | ');
    expect(everything).not.toMatch(/cliquable/);
    expect(everything).not.toMatch(/\b(button|entry|dialog|required|invalid|clickable)\b/);
  });
});
