/**
 * An order's life: stored awaiting its payment; paid once, by the payment provider's word (a signed
 * Stripe webhook, or the test page); or cancelled from the payment page. Paid is final. A payment
 * that arrives after a cancel (paid in another tab) is still honoured: the money was taken, so the
 * order stands. Pure, so that every handler and every replay asks the same question.
 */
import type { OrderStatus } from '../db/schema';

export type PaymentEvent = 'paid' | 'cancelled';

/** The status after `event`, or null when the event changes nothing (a replay, a late cancel). */
export function nextStatus(status: OrderStatus, event: PaymentEvent): OrderStatus | null {
  if (event === 'paid') return status === 'paid' ? null : 'paid';
  return status === 'awaiting_payment' ? 'cancelled' : null;
}

/** Whether the customer may still be sent to pay. */
export const awaitsPayment = (status: OrderStatus) => status === 'awaiting_payment';
