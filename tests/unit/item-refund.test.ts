import { describe, expect, it } from 'vitest';
import type { ItemState } from '../../server/db/schema';
import { itemRefundRefusal, parseRefundItem } from '../../server/domain/item-refund';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';

const line = (state: ItemState) => ({ state, amount_cents: ITEM_AMOUNT_CENTS });

describe('the refund of one document', () => {
  it.each<ItemState>(['to_fetch', 'to_send', 'failed', 'sent'])('is allowed for a line %s, for its price, as a cancellation', (state) => {
    expect(itemRefundRefusal(line(state), false, ITEM_AMOUNT_CENTS, 'cancellation')).toBeNull();
    expect(itemRefundRefusal(line(state), false, ITEM_AMOUNT_CENTS, 'unchosen')).toBeNull();
  });

  it('is refused for a line of no such order', () => {
    expect(itemRefundRefusal(undefined, false, ITEM_AMOUNT_CENTS, 'unchosen')).toBe('unknown-item');
  });

  it.each<ItemState>(['refunded', 'withdrawn'])('is refused for a line already %s', (state) => {
    expect(itemRefundRefusal(line(state), false, ITEM_AMOUNT_CENTS, 'unchosen')).toBe('item-settled');
  });

  it('is refused while a refund of the same line waits for its confirmation', () => {
    expect(itemRefundRefusal(line('to_send'), true, ITEM_AMOUNT_CENTS, 'unchosen')).toBe('item-pending');
  });

  it('is refused for any other amount than the line’s, less or more', () => {
    expect(itemRefundRefusal(line('to_send'), false, ITEM_AMOUNT_CENTS - 1, 'unchosen')).toBe('item-amount');
    expect(itemRefundRefusal(line('to_send'), false, ITEM_AMOUNT_CENTS + 1, 'unchosen')).toBe('item-amount');
  });

  it('is refused as a price reduction: it cancels the document', () => {
    expect(itemRefundRefusal(line('sent'), false, ITEM_AMOUNT_CENTS, 'price_reduction')).toBe('item-credit-kind');
  });
});

describe('the document a refund form names', () => {
  it('is none when the field is absent or empty', () => {
    expect(parseRefundItem(null)).toBe('');
    expect(parseRefundItem('  ')).toBe('');
  });

  it('is a line’s id, new (a UUID) or carried over from a Kbis-only order', () => {
    expect(parseRefundItem(' 0b6f3d8e-2f4c-4a51-9a7e-3c1d2e4f5a6b ')).toBe('0b6f3d8e-2f4c-4a51-9a7e-3c1d2e4f5a6b');
    expect(parseRefundItem('KF-0000000000AB:kbis')).toBe('KF-0000000000AB:kbis');
  });

  it('is refused when it cannot be an id: other characters, or longer than the column', () => {
    expect(parseRefundItem("x' OR 1=1")).toBeNull();
    expect(parseRefundItem('<b>')).toBeNull();
    expect(parseRefundItem('a'.repeat(65))).toBeNull();
    expect(parseRefundItem('a'.repeat(64))).toBe('a'.repeat(64));
  });
});
