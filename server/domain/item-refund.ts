/**
 * Whether one document of an order may be refunded on its own: a line of that order, neither refunded
 * nor withdrawn, with no refund of it already on its way, for exactly its price, as the cancellation of
 * that document (its credit note names it). The order's own rule (order-state.ts, refundRefusal) still
 * applies on top: the refunds of an order never exceed what was paid. Pure, asked under the order's lock.
 */
import type { CreditKind, OrderItemsTable } from '../db/schema';
import { nextItemState } from './order-items';

/** The longest line id (order_items.id). */
const ITEM_ID_MAX_LENGTH = 64;

/**
 * The line a refund form names (ITEM_FIELD, back-office-paths.ts), as posted: '' when none is named (a
 * refund of the order as a whole), null when what was posted cannot be a line's id.
 */
export function parseRefundItem(posted: string | null): string | null {
  const value = (posted ?? '').trim();
  return value.length <= ITEM_ID_MAX_LENGTH && /^[\w:-]*$/.test(value) ? value : null;
}

export type ItemRefundRefusal = 'unknown-item' | 'item-settled' | 'item-pending' | 'item-amount' | 'item-credit-kind';

/**
 * Why the line `item` (undefined: none of this order has that id) may not be refunded for
 * `requestedCents`; `pending` says a refund of it is already asked and not settled. Null when it may.
 */
export function itemRefundRefusal(
  item: Pick<OrderItemsTable, 'state' | 'amount_cents'> | undefined,
  pending: boolean,
  requestedCents: number,
  creditKind: CreditKind | 'unchosen',
): ItemRefundRefusal | null {
  if (!item) return 'unknown-item';
  if (nextItemState(item.state, 'refunded') === null) return 'item-settled';
  if (pending) return 'item-pending';
  if (requestedCents !== item.amount_cents) return 'item-amount';
  if (creditKind === 'price_reduction') return 'item-credit-kind';
  return null;
}
