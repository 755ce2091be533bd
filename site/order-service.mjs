// Whether this build has an order service, and where: ORDER_SERVICE_URL at build time (`npm start`
// sets it to the service it runs). Unset, the build is static only: the widget keeps the product's
// in-browser confirmation and sends nothing, the withdrawal page gives the email and postal routes.

/** Stripe Checkout's origin: the payment page a form POST to the service is redirected to in production. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/**
 * The service's public URL without a trailing slash, or '' when unset.
 * @param {string | undefined} value
 */
export function orderServiceUrl(value) {
  if (!value) return '';
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`ORDER_SERVICE_URL : adresse http(s) attendue, reçu « ${value} ».`);
  return url.href.replace(/\/+$/, '');
}

/** The order service of this build ('' for a static-only build). */
export const ORDER_SERVICE_URL = orderServiceUrl(process.env.ORDER_SERVICE_URL);
