import { act, fireEvent, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../widget/core/checkout';
import { BUTTONS, FIELD_LABELS } from '../../widget/core/copy';
import { EVENTS, HOST_TAG, PARTNER_ATTRIBUTE, TRIGGER_ATTRIBUTES } from '../../widget/core/contract';
import type { FieldName } from '../../widget/core/fields';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { recordEvents } from './support/dialog';
import { loadWidget } from './support/load-widget';

const START = `${location.pathname}${location.search}`;

/** A `data-kbis-order` trigger in the page, with its own `data-kbis-partner` when given one. */
function trigger(partner?: string) {
  const element = document.createElement('button');
  element.setAttribute(TRIGGER_ATTRIBUTES.order, '');
  if (partner !== undefined) element.setAttribute(PARTNER_ATTRIBUTE, partner);
  document.body.append(element);
  return element;
}

/** Opens the dialog with `open`, types a whole order, confirms it and returns what kbis:confirm handed over. */
async function confirmedFrom(open: () => void, between: () => void = () => {}): Promise<Order> {
  const events = recordEvents([EVENTS.confirm]);
  await act(open);
  const view = within(document.querySelector(HOST_TAG)!.shadowRoot! as unknown as HTMLElement);
  const button = (name: keyof typeof BUTTONS) => view.getByRole('button', { name: BUTTONS[name] });
  const type = (values: Partial<Record<FieldName, string>>) => {
    for (const [name, value] of Object.entries(values))
      fireEvent.input(view.getByRole('textbox', { name: FIELD_LABELS[name as FieldName] }), { target: { value } });
  };
  type(COMPLETE_ORDER.company);
  fireEvent.click(button('next'));
  type(COMPLETE_ORDER.billing);
  fireEvent.click(button('next'));
  between();
  fireEvent.click(button('confirm'));
  events.stop();
  expect(events.seen).toHaveLength(1);
  return (events.seen[0]!.detail as { order: Order }).order;
}

afterEach(() => {
  window.KbisWidget?.close();
  delete window.KbisWidget;
  document.body.replaceChildren();
  history.replaceState(null, '', START);
});

describe('the partner of an order', () => {
  it("is the script tag's, read while the script first runs; a trigger's own wins, a blank one does not", async () => {
    await loadWidget({ src: 'https://kbis-facile.example/widget.js', [PARTNER_ATTRIBUTE]: ' cabinet-partenaire ' });
    expect(document.currentScript).toBeNull();
    const partners = [
      await confirmedFrom(() => window.KbisWidget!.open()),
      await confirmedFrom(() => trigger().click()),
      await confirmedFrom(() => trigger('  ').click()),
      await confirmedFrom(() => trigger('salon-2026').click()),
      await confirmedFrom(() => window.KbisWidget!.open()),
    ].map((order) => order.partner);
    expect(partners).toEqual(['cabinet-partenaire', 'cabinet-partenaire', 'cabinet-partenaire', 'salon-2026', 'cabinet-partenaire']);
  });

  // Triggers here would reach the listeners of the widget loaded above too: document keeps them.
  it('is null when the script tag names none, and when the widget has no script tag', async () => {
    await loadWidget({ src: 'https://kbis-facile.example/widget.js' });
    expect((await confirmedFrom(() => window.KbisWidget!.open())).partner).toBeNull();
    delete window.KbisWidget;
    document.body.replaceChildren();
    await loadWidget();
    expect((await confirmedFrom(() => window.KbisWidget!.open())).partner).toBeNull();
  });
});

describe('the source of an order', () => {
  it('is the address the dialog was opened on, even when a single-page app changes it before the confirmation', async () => {
    await loadWidget({ src: 'https://kbis-facile.example/widget.js' });
    history.replaceState(null, '', '/outils/kbis?page=2&utm_medium=email&utm_source=lettre#tarifs');
    const order = await confirmedFrom(
      () => window.KbisWidget!.open(),
      () => history.pushState(null, '', '/merci?utm_source=autre'),
    );
    expect(order.source).toEqual({ page: `${location.origin}/outils/kbis`, utm: { utm_medium: 'email', utm_source: 'lettre' } });
  });
});
