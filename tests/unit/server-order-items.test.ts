import { describe, expect, it } from 'vitest';
import type { ItemState } from '../../server/db/schema';
import {
  ITEM_AMOUNT_CENTS,
  itemsAmountCents,
  newOrderItems,
  nextItemState,
  orderFulfilment,
  type ItemEvent,
} from '../../server/domain/order-items';
import { PRICE_HT_EUR } from '../../widget/core/offer';

const choice = (kind: 'kbis' | 'statuts' | 'comptes' | 'acte', accountsYear = '', description = '') => ({
  kind,
  accountsYear,
  description,
});

describe('the lines of a new order', () => {
  it('gives each document its line at the offer’s price, in the catalogue’s order', () => {
    const items = newOrderItems([choice('comptes', '2022'), choice('kbis'), choice('acte', '', 'PV')], true);
    expect(items.map((item) => [item.position, item.kind, item.accounts_year, item.description, item.amount_cents])).toEqual([
      [0, 'kbis', '', '', 3500],
      [1, 'comptes', '2022', '', 3500],
      [2, 'acte', '', 'PV', 3500],
    ]);
    expect(ITEM_AMOUNT_CENTS).toBe(PRICE_HT_EUR * 100);
    expect(itemsAmountCents(items)).toBe(10500);
  });

  it('leaves the statuts and the accounts to the register when an account is configured, to the operator otherwise', () => {
    const kinds = [choice('kbis'), choice('statuts'), choice('comptes'), choice('acte', '', 'PV')];
    expect(newOrderItems(kinds, true).map((item) => [item.source, item.state])).toEqual([
      ['operator', 'to_send'],
      ['register', 'to_fetch'],
      ['register', 'to_fetch'],
      ['operator', 'to_send'],
    ]);
    expect(newOrderItems(kinds, false).every((item) => item.source === 'operator' && item.state === 'to_send')).toBe(true);
  });

  it('keeps a year only on the accounts and a description only on the other deed', () => {
    const [kbis] = newOrderItems([{ kind: 'kbis', accountsYear: '2022', description: 'PV' }], false);
    expect([kbis.accounts_year, kbis.description]).toEqual(['', '']);
  });
});

describe('a line’s fulfilment', () => {
  const states: ItemState[] = ['to_fetch', 'to_send', 'sent', 'failed', 'refunded', 'withdrawn'];
  const events: ItemEvent[] = ['sent', 'failed', 'fetch', 'refunded', 'withdrawn'];
  const table = Object.fromEntries(states.map((state) => [state, events.map((event) => nextItemState(state, event))]));

  it('moves as the operator, the register and the money decide, and never out of refunded or withdrawn', () => {
    expect(table).toEqual({
      to_fetch: ['sent', 'failed', 'to_fetch', 'refunded', 'withdrawn'],
      to_send: ['sent', null, 'to_fetch', 'refunded', 'withdrawn'],
      sent: ['sent', null, null, 'refunded', null],
      failed: ['sent', null, 'to_fetch', 'refunded', 'withdrawn'],
      refunded: [null, null, null, null, null],
      withdrawn: [null, null, null, null, null],
    });
  });

  it('makes the order to send while any line is owed, sent once all are sent or refunded, withdrawn with them', () => {
    expect(orderFulfilment('to_send', ['sent', 'to_fetch'])).toBe('to_send');
    expect(orderFulfilment('to_send', ['sent', 'failed'])).toBe('to_send');
    expect(orderFulfilment('sent', ['sent', 'to_send'])).toBe('to_send');
    expect(orderFulfilment('to_send', ['sent', 'refunded'])).toBe('sent');
    expect(orderFulfilment('to_send', ['withdrawn', 'sent'])).toBe('withdrawn');
    expect(orderFulfilment('to_send', ['refunded', 'refunded'])).toBe('to_send');
    expect(orderFulfilment('sent', ['refunded'])).toBe('sent');
  });
});
