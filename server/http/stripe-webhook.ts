/**
 * Stripe's word that an order is paid: `checkout.session.completed` with `payment_status: paid`,
 * accepted only with a valid signature (400 otherwise), for the order's exact amount and currency.
 * A replayed or duplicated event changes nothing (applyPaymentEvent), and is still answered 200 so
 * that Stripe stops resending it. A payment taken for no order, or for the wrong amount, is logged
 * and told to the operator once per Stripe event (queued in the outbox). Refund events confirm the
 * refunds the back office asked for.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { recordBillingDetails } from '../db/billing-details';
import { applyPaymentEvent, findOrderByReference } from '../db/orders';
import { billsCompany } from '../domain/billing-details';
import { billingFromCheckout } from '../payment/stripe-billing';
import { queueEmailOnce } from '../db/outbox';
import { STRIPE_WEBHOOK_PATH } from '../domain/service-paths';
import type { PaymentAnomaly } from '../email/operator-alerts';
import type { ServiceContext } from './context';
import { isRefundEvent } from '../payment/stripe-refunds';
import { settleStripeRefund } from './stripe-refund-events';

export { STRIPE_WEBHOOK_PATH };

export function stripeWebhookRoutes(context: ServiceContext, stripe: Stripe, webhookSecret: string) {
  const app = new Hono();
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const signature = c.req.header('stripe-signature');
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('signature absente');
      event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
    } catch {
      return c.json({ error: 'signature invalide' }, 400);
    }
    if (isRefundEvent(event)) {
      await settleStripeRefund(context, event);
      return c.json({ received: true });
    }
    if (event.type !== 'checkout.session.completed') return c.json({ received: true });
    const session = event.data.object;
    const reference = session.client_reference_id;
    if (!reference || session.payment_status !== 'paid') return c.json({ received: true });
    const order = await findOrderByReference(context.db, reference);
    const anomaly = (problem: PaymentAnomaly['problem']): PaymentAnomaly => ({
      problem,
      reference: reference.slice(0, 64),
      sessionId: session.id,
      eventId: event.id,
      paid: { cents: session.amount_total, currency: session.currency },
      expected: order ? { cents: order.amount_cents, currency: order.currency } : null,
    });
    if (!order) {
      context.log(`webhook Stripe : commande ${reference.slice(0, 64)} inconnue, ignorée ; l'exploitant est prévenu`);
      await tellOperator(anomaly('unknown-order'));
      return c.json({ received: true });
    }
    if (session.amount_total !== order.amount_cents || session.currency !== order.currency) {
      context.log(`webhook Stripe : montant inattendu pour ${reference}, commande laissée en attente ; l'exploitant est prévenu`);
      await tellOperator(anomaly('wrong-amount'));
      return c.json({ received: true });
    }
    // Before the payment issues the invoice, which is rendered from the order: the company's address as Checkout collected it.
    const billing = billsCompany(order) ? billingFromCheckout(session.customer_details) : null;
    if (billing) await recordBillingDetails(context.db, reference, billing);
    const changed = await applyPaymentEvent(context.db, reference, 'paid', context.now(), context.emails.paidOrder, session.id);
    if (changed) context.kickOutbox();
    return c.json({ received: true });
  });

  /** One notice per Stripe event, whichever instance receives it, however often Stripe resends it. */
  async function tellOperator(anomaly: PaymentAnomaly) {
    // The event's id, hashed: a bounded id of safe characters whatever Stripe's ids become.
    const id = `payment-anomaly-${createHash('sha256').update(anomaly.eventId).digest('hex').slice(0, 40)}`;
    if (await queueEmailOnce(context.db, id, context.emails.paymentAnomaly(anomaly), context.now())) context.kickOutbox();
  }
  return app;
}
