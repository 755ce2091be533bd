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

/** The refunds a webhook event reports, with what the service does with each. */
export function refundsOfEvent(event: Stripe.Event): { refundId: string | undefined; providerId: string; status: string | null }[] {
  const fromRefund = (refund: Stripe.Refund) => ({ refundId: refund.metadata?.refund_id, providerId: refund.id, status: refund.status });
  if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed')
    return [fromRefund(event.data.object)];
  if (event.type === 'charge.refunded') return (event.data.object.refunds?.data ?? []).map(fromRefund);
  return [];
}
