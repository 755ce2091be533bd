/**
 * An order's fulfilment, apart from its payment: the Kbis is to send, then sent (and may be sent again:
 * a corrected file, a newer extract), or withdrawn when an admin accepts the customer's withdrawal, after
 * which nothing is sent any more. Only a paid order is sent. Pure, like order-state.ts.
 */
import type { FulfilmentStatus, OrderStatus } from '../db/schema';
import { isSendable } from './order-state';

export type FulfilmentEvent = 'sent' | 'withdrawn';

/** The fulfilment after `event`, or null when the event is refused. */
export function nextFulfilment(fulfilment: FulfilmentStatus, event: FulfilmentEvent, payment: OrderStatus): FulfilmentStatus | null {
  if (fulfilment === 'withdrawn') return null;
  if (event === 'sent') return isSendable(payment) ? 'sent' : null;
  return 'withdrawn';
}
