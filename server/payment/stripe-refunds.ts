/**
 * A refund through Stripe's Refunds API, on the PaymentIntent of the order's Checkout Session. The key
 * `refund-<id>` makes a retried request (the SDK's own retries, a timeout) refund once. Stripe's refund
 * event on the webhook confirms it (http/stripe-webhook.ts).
 */
import Stripe from 'stripe';
import type { OrdersTable, RefundsTable } from '../db/schema';

export const refundIdempotencyKey = (refund: Pick<RefundsTable, 'id'>) => `refund-${refund.id}`;

/** The refund was never asked of Stripe: the payment could not be found first. */
export class RefundNotAskedError extends Error {}

/**
 * Whether no refund can have been made: Stripe refused the request (invalid), or it was never sent. Otherwise
 * (no answer, a server error) Stripe may have refunded, and only its event will tell.
 */
export const refundSurelyNotMade = (error: unknown) =>
  error instanceof RefundNotAskedError || error instanceof Stripe.errors.StripeInvalidRequestError;

/** The PaymentIntent of the order's Checkout Session, which Stripe refunds. */
async function paymentIntentOf(stripe: Stripe, order: OrdersTable): Promise<string> {
  if (!order.payment_id) throw new RefundNotAskedError(`commande ${order.reference} sans paiement Stripe`);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(order.payment_id);
  } catch (error) {
    throw new RefundNotAskedError(`session ${order.payment_id} illisible : ${error instanceof Error ? error.message : String(error)}`);
  }
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!paymentIntent) throw new RefundNotAskedError(`session ${order.payment_id} sans paiement`);
  return paymentIntent;
}

const createRefund = (stripe: Stripe, paymentIntent: string, order: OrdersTable, refund: RefundsTable) =>
  stripe.refunds.create(
    { payment_intent: paymentIntent, amount: refund.amount_cents, metadata: { reference: order.reference, refund_id: refund.id } },
    { idempotencyKey: refundIdempotencyKey(refund) },
  );

/** Asks Stripe to refund `refund` of `order`; returns Stripe's refund id. */
export async function createStripeRefund(stripe: Stripe, order: OrdersTable, refund: RefundsTable): Promise<string> {
  return (await createRefund(stripe, await paymentIntentOf(stripe, order), order, refund)).id;
}

/**
 * Asks Stripe again for a refund it never confirmed: the refund it already made for `refund` when there
 * is one (found by the id the service gave it), a new request otherwise. Looking first matters because
 * Stripe forgets an idempotency key after 24 hours: a request sent again later would refund twice.
 */
export async function askStripeAgain(
  stripe: Stripe,
  order: OrdersTable,
  refund: RefundsTable,
): Promise<{ providerId: string; status: string | null }> {
  const paymentIntent = await paymentIntentOf(stripe, order);
  for await (const made of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 }))
    if (made.metadata?.refund_id === refund.id) return { providerId: made.id, status: made.status };
  const created = await createRefund(stripe, paymentIntent, order, refund);
  return { providerId: created.id, status: created.status };
}

/**
 * Stripe's events about one refund, each carrying the Refund object itself (`id`, `amount`, `status`,
 * `metadata`, `payment_intent`, `charge`). `charge.refunded` is not among them: since API version
 * 2022-11-15 its charge no longer lists its refunds, and its total (`amount_refunded`) says nothing of
 * which refund the back office asked for; the refund's own events say it for each.
 */
export const REFUND_EVENT_TYPES = ['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated'] as const;

export type RefundEvent = Extract<Stripe.Event, { type: (typeof REFUND_EVENT_TYPES)[number] }>;

/** Whether `event` is about one refund: then it is handled by the refunds' part of the webhook and nowhere else. */
export const isRefundEvent = (event: Stripe.Event): event is RefundEvent => (REFUND_EVENT_TYPES as readonly string[]).includes(event.type);

/** The refund a refund event reports: the id the service gave it (absent for one made outside the back office), Stripe's, its status. */
export function refundOfEvent(event: RefundEvent): { refundId: string | undefined; providerId: string; status: string | null } {
  const refund = event.data.object;
  return { refundId: refund.metadata?.refund_id, providerId: refund.id, status: refund.status };
}
