import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENTS } from '../../widget/core/contract';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { cleanupDialog, recordEvents, renderDialog } from './support/dialog';

afterEach(cleanupDialog);

/** The dialog on the summary step with a complete order typed in. */
async function onSummary() {
  const ui = renderDialog();
  await ui.open();
  ui.type(COMPLETE_ORDER.company);
  fireEvent.click(ui.button('next'));
  ui.type(COMPLETE_ORDER.billing);
  fireEvent.click(ui.button('next'));
  return ui;
}

describe('clicks on the dialog', () => {
  it('never confirms on the second click of a double click on Suivant, which lands on Confirmer', async () => {
    const events = recordEvents([EVENTS.confirm, EVENTS.close]);
    const ui = await onSummary();
    fireEvent.click(ui.button('confirm'), { detail: 2 });
    expect(events.seen).toEqual([]);
    expect(ui.dialog.open).toBe(true);
    fireEvent.click(ui.button('confirm'), { detail: 1 });
    events.stop();
    expect(events.seen.map(({ type }) => type)).toEqual([EVENTS.confirm, EVENTS.close]);
  });

  it('closes on a click on the backdrop, pressed and released there', async () => {
    const events = recordEvents([EVENTS.close]);
    const ui = renderDialog();
    await ui.open();
    fireEvent.pointerDown(ui.dialog);
    fireEvent.click(ui.dialog, { detail: 1 });
    events.stop();
    expect(ui.dialog.open).toBe(false);
    expect(events.seen).toHaveLength(1);
  });

  it.each([
    [
      'pressed inside the dialog and released on the backdrop',
      (ui: ReturnType<typeof renderDialog>) => {
        fireEvent.pointerDown(ui.field('companyName'));
        fireEvent.click(ui.dialog, { detail: 1 });
      },
    ],
    [
      'clicked inside the dialog',
      (ui: ReturnType<typeof renderDialog>) => {
        fireEvent.pointerDown(ui.field('companyName'));
        fireEvent.click(ui.field('companyName'), { detail: 1 });
      },
    ],
    [
      'pressed on the backdrop, released inside',
      (ui: ReturnType<typeof renderDialog>) => {
        fireEvent.pointerDown(ui.dialog);
        fireEvent.click(ui.field('companyName'), { detail: 1 });
      },
    ],
    [
      'the second click of a double click on Suivant, after the shorter summary step shrank the dialog',
      (ui: ReturnType<typeof renderDialog>) => {
        fireEvent.pointerDown(ui.dialog);
        fireEvent.click(ui.dialog, { detail: 2 });
      },
    ],
  ])('stays open when %s', async (_, click) => {
    const ui = renderDialog();
    await ui.open({ companyName: 'ACME' });
    click(ui);
    expect(ui.dialog.open).toBe(true);
    expect(ui.field('companyName').value).toBe('ACME');
  });
});
