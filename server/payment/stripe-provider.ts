/**
 * Card payment with Stripe Checkout: a Checkout Session in euros for the offer's amount, the order's
 * reference as client_reference_id, the customer's email prefilled, in French. Stripe draws the final
 * button; the product's description recalls what is bought (domain/order-recap.ts), and the text beside the
 * button says that clicking it orders with an obligation to pay (L221-14). The order is paid when
 * the signed `checkout.session.completed` webhook says so (http/stripe-webhook.ts), never because a
 * browser came back to the success URL.
 */
import Stripe from 'stripe';
import { PAYMENT_COMMITMENT } from '../../site/data/payment';
import { RECEIPT } from '../../widget/core/copy';
import { BRAND_NAME } from '../../widget/core/offer';
import type { OrdersTable } from '../db/schema';
import { billsCompany } from '../domain/billing-details';
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

/** The session's parameters for `order`: pure, so the tests compare them with Stripe's documented ones. */
export function checkoutSessionParams(order: OrdersTable, urls: { success: string; cancel: string }): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: order.currency,
          unit_amount: order.amount_cents,
          product_data: { name: `${RECEIPT.item} – ${order.company_name}`.slice(0, 250), description: orderRecap(order) },
        },
      },
    ],
    client_reference_id: order.reference,
    customer_email: order.email,
    locale: 'fr',
    submit_type: 'pay',
    custom_text: { submit: { message: PAYMENT_COMMITMENT } },
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
    async checkout(order, urls) {
      // The same key for the same order: a retried request after a timeout opens no second session.
      const session = await stripe.checkout.sessions.create(checkoutSessionParams(order, urls), {
        idempotencyKey: `checkout-${order.reference}`,
      });
      if (!session.url) throw new Error('Stripe n’a pas renvoyé d’adresse de paiement.');
      return { url: session.url, paymentId: session.id };
    },
  };
}
