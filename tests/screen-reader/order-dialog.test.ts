/**
 * What a blind customer hears: Orca reading Firefox ESR, keyboard only, on the built site. This
 * smoke test holds with widget 1.4.9 and proves the harness: the keys go through the desktop (Orca
 * echoes them and moves with them), each key's speech is complete when the call returns, and
 * focus mode lets typed letters reach the field.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIELD_LABELS, ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { HOST_TAG } from '../../widget/core/contract';
import { serveDist } from '../browser/support/server';
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

const fieldValue = (id: string) =>
  reader.page.evaluate(
    (tag, field) => document.querySelector(tag)?.shadowRoot?.querySelector<HTMLInputElement>(`#${field}`)?.value,
    HOST_TAG,
    id,
  );

it("speaks the header's order button, the dialog's fields as the customer tabs through them, and types into them in focus mode", async () => {
  const onTrigger = await reader.pressUntil('Tab', async () => {
    const focused = await reader.focused();
    return focused.tag === 'button' && focused.text === ORDER_BUTTON_LABEL && !focused.inShadow;
  });
  expect(onTrigger.utterances[0]).toMatchObject({ text: 'tabulation', echo: true });
  expect(onTrigger.text).toContain(`${ORDER_BUTTON_LABEL} bouton`);

  await reader.press('Return');
  await expect(reader.focused()).resolves.toMatchObject({ id: 'companyName', inShadow: true });

  const siret = await reader.press('Tab');
  expect(siret.text).toContain(`${FIELD_LABELS.siret} zone de saisie`);
  const companyName = await reader.press('shift+Tab');
  expect(companyName.text).toContain(`${FIELD_LABELS.companyName} zone de saisie requis`);
  expect(reader.inFocusMode()).toBe(true);

  // In focus mode Orca lets the letters through to the field, and echoes each.
  const typed = await reader.type('ACME');
  expect(typed.utterances.filter((utterance) => utterance.echo).map((utterance) => utterance.text)).toEqual(
    expect.arrayContaining(['A', 'C', 'M', 'E']),
  );
  await expect(fieldValue('companyName')).resolves.toBe('ACME');

  // Escape closes the dialog; the focus, back on the trigger, is spoken.
  const closed = await reader.press('Escape');
  expect(closed.text).toContain(`${ORDER_BUTTON_LABEL} bouton`);
  await expect(reader.focused()).resolves.toMatchObject({ tag: 'button', text: ORDER_BUTTON_LABEL, inShadow: false });
});
