/**
 * Card payment with Stripe Checkout: a Checkout Session in euros with one line per document at the
 * offer's price, the order's reference as client_reference_id, the customer's email prefilled, in
 * French. Stripe draws the final button; the first line's description recalls what is bought
 * (domain/order-recap.ts), and the text beside the
 * button says that clicking it orders with an obligation to pay (L221-14). The order is paid when
 * the signed `checkout.session.completed` webhook says so (http/stripe-webhook.ts), never because a
 * browser came back to the success URL.
 */
import Stripe from 'stripe';
import { paymentCommitment } from '../../site/data/payment';
import { BRAND_NAME } from '../../widget/core/offer';
import type { OrdersTable } from '../db/schema';
import { billsCompany } from '../domain/billing-details';
import type { DocumentLine } from '../domain/document-line';
import { itemName } from '../domain/item-name';
import { itemsAmountCents } from '../domain/order-items';
import { orderRecap } from '../domain/order-recap';
import type { PaymentProvider } from './provider';

/** Where the SDK sends its requests: Stripe's API, or a stand-in with its shapes in the tests. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Each request to Stripe is cut after this long, then tried again up to STRIPE_NETWORK_RETRIES times. */
export const STRIPE_TIMEOUT_MS = 20_000;
export const STRIPE_NETWORK_RETRIES = 2;

export function stripeClient(secretKey: string, endpoint?: StripeEndpoint): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: STRIPE_NETWORK_RETRIES, timeout: STRIPE_TIMEOUT_MS, ...endpoint });
}

/** Stripe's longest product name. */
const PRODUCT_NAME_MAX_LENGTH = 250;

/**
 * The session's parameters for `order` and its documents: pure, so the tests compare them with
 * Stripe's documented ones. Lines that do not add up to the order's amount open no session: the
 * webhook would refuse the payment, after the customer paid it.
 */
export function checkoutSessionParams(
  order: OrdersTable,
  lines: readonly DocumentLine[],
  urls: { success: string; cancel: string },
): Stripe.Checkout.SessionCreateParams {
  if (!lines.length || itemsAmountCents(lines) !== order.amount_cents)
    throw new Error(`Commande ${order.reference} : ses documents ne font pas son montant, aucun paiement n’est ouvert.`);
  const recap = orderRecap(order, lines);
  return {
    mode: 'payment',
    line_items: lines.map((line, index) => ({
      quantity: 1,
      price_data: {
        currency: order.currency,
        unit_amount: line.amount_cents,
        product_data: {
          name: `${itemName(line)} – ${order.company_name}`.slice(0, PRODUCT_NAME_MAX_LENGTH),
          ...(index === 0 ? { description: recap } : {}),
        },
      },
    })),
    client_reference_id: order.reference,
    customer_email: order.email,
    locale: 'fr',
    submit_type: 'pay',
    custom_text: { submit: { message: paymentCommitment(lines.length, order.amount_cents) } },
    metadata: { reference: order.reference },
    payment_intent_data: { description: `${BRAND_NAME} ${order.reference}`, metadata: { reference: order.reference } },
    success_url: urls.success,
    cancel_url: urls.cancel,
    // An invoice to a company carries its address and, when given, its VAT number (Code de commerce
    // L441-9): Checkout asks for both; the completed session's customer_details bring them back.
    ...(billsCompany(order) ? { billing_address_collection: 'required' as const, tax_id_collection: { enabled: true } } : {}),
  };
}

export function stripePaymentProvider(stripe: Stripe): PaymentProvider {
  return {
    mode: 'stripe',
    describe: 'paiement par carte avec Stripe Checkout',
    async checkout(order, lines, urls) {
      // The same key for the same order: a retried request after a timeout opens no second session.
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(order, lines, urls), {
        idempotencyKey: `checkout-${order.reference}`,
      });
      if (!session.url) throw new Error('Stripe n’a pas renvoyé d’adresse de paiement.');
      return { url: session.url, paymentId: session.id };
    },
  };
}
