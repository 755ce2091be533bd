import { fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENTS } from '../../widget/core/contract';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { recordEvents } from './support/dialog';
import { closeWidget, freshWidget, openWidget, typeIntoWidget, widgetButton, widgetDialog, widgetField } from './support/loaded-widget';

beforeEach(() => freshWidget());
afterEach(closeWidget);

/** The dialog on the summary step with a complete order typed in. */
async function onSummary() {
  await openWidget();
  typeIntoWidget(COMPLETE_ORDER.company);
  fireEvent.click(widgetButton('next'));
  typeIntoWidget(COMPLETE_ORDER.billing);
  fireEvent.click(widgetButton('next'));
}

describe('clicks on the dialog', () => {
  it('never confirms on the second click of a double click on Suivant, which lands on Confirmer', async () => {
    const events = recordEvents([EVENTS.confirm, EVENTS.close]);
    await onSummary();
    fireEvent.click(widgetButton('confirm'), { detail: 2 });
    expect(events.seen).toEqual([]);
    expect(widgetDialog().open).toBe(true);
    fireEvent.click(widgetButton('confirm'), { detail: 1 });
    events.stop();
    expect(events.seen.map(({ type }) => type)).toEqual([EVENTS.confirm, EVENTS.close]);
  });

  it('closes on a click on the backdrop, pressed and released there', async () => {
    const events = recordEvents([EVENTS.close]);
    await openWidget();
    fireEvent.pointerDown(widgetDialog());
    fireEvent.click(widgetDialog(), { detail: 1 });
    events.stop();
    expect(widgetDialog().open).toBe(false);
    expect(events.seen).toHaveLength(1);
  });

  it.each([
    [
      'pressed inside the dialog and released on the backdrop',
      () => {
        fireEvent.pointerDown(widgetField('companyName'));
        fireEvent.click(widgetDialog(), { detail: 1 });
      },
    ],
    [
      'clicked inside the dialog',
      () => {
        fireEvent.pointerDown(widgetField('companyName'));
        fireEvent.click(widgetField('companyName'), { detail: 1 });
      },
    ],
    [
      'pressed on the backdrop, released inside',
      () => {
        fireEvent.pointerDown(widgetDialog());
        fireEvent.click(widgetField('companyName'), { detail: 1 });
      },
    ],
    [
      'the second click of a double click on Suivant, after the shorter summary step shrank the dialog',
      () => {
        fireEvent.pointerDown(widgetDialog());
        fireEvent.click(widgetDialog(), { detail: 2 });
      },
    ],
  ])('stays open when %s', async (_, click) => {
    await openWidget({ companyName: 'ACME' });
    click();
    expect(widgetDialog().open).toBe(true);
    expect(widgetField('companyName').value).toBe('ACME');
  });
});
