/**
 * An order's payment status: stored awaiting its payment; paid once, by the payment provider's word (a
 * signed Stripe webhook, or the test page); or cancelled from the payment page. A payment that arrives
 * after a cancel (paid in another tab) is still honoured: the money was taken, so the order stands.
 * A paid order may then be refunded, in full or in parts whose sum never exceeds what was paid. Pure,
 * so that every handler and every replay asks the same question.
 */
import type { OrderStatus } from '../db/schema';

export type PaymentEvent = 'paid' | 'cancelled';

/** The status after `event`, or null when the event changes nothing (a replay, a late cancel). */
export function nextStatus(status: OrderStatus, event: PaymentEvent): OrderStatus | null {
  if (event === 'paid') return status === 'awaiting_payment' || status === 'cancelled' ? 'paid' : null;
  return status === 'awaiting_payment' ? 'cancelled' : null;
}

/** Whether the customer may still be sent to pay. */
export const awaitsPayment = (status: OrderStatus) => status === 'awaiting_payment';

/** Whether money was taken for the order (refunded in part or not at all). */
export const wasPaid = (status: OrderStatus) => status === 'paid' || status === 'partly_refunded' || status === 'refunded';

/**
 * The payment statuses of an order whose Kbis is still owed: paid, or refunded in part (a gesture for a
 * delay leaves the order to deliver). Refunded in full, there is nothing more to send.
 */
export const SENDABLE_STATUSES = ['paid', 'partly_refunded'] as const satisfies readonly OrderStatus[];

export const isSendable = (status: OrderStatus) => (SENDABLE_STATUSES as readonly OrderStatus[]).includes(status);

export type RefundRefusal = 'not-paid' | 'not-positive' | 'too-much';

/**
 * Whether `requestedCents` may be refunded on an order of `amountCents` of which `committedCents` are
 * already refunded or being refunded: only a paid order, only a positive amount, never above what is left.
 */
export function refundRefusal(
  status: OrderStatus,
  amountCents: number,
  committedCents: number,
  requestedCents: number,
): RefundRefusal | null {
  if (status !== 'paid' && status !== 'partly_refunded') return 'not-paid';
  if (!Number.isInteger(requestedCents) || requestedCents <= 0) return 'not-positive';
  if (committedCents + requestedCents > amountCents) return 'too-much';
  return null;
}

/** The status once `refundedCents` in all are refunded of an order of `amountCents`; null when the refund cannot apply. */
export function statusAfterRefund(status: OrderStatus, amountCents: number, refundedCents: number): OrderStatus | null {
  if (status !== 'paid' && status !== 'partly_refunded') return null;
  if (refundedCents <= 0 || refundedCents > amountCents) return null;
  return refundedCents === amountCents ? 'refunded' : 'partly_refunded';
}
