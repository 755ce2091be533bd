/**
 * The service's HTTP application: its routes, each POST bounded in size and in rate per address,
 * the site's headers on every answer, a French page for every error. Web-standard handlers (Hono):
 * node-server runs them here; the same app runs on other runtimes.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isSendPath } from '../domain/back-office-paths';
import { UPLOAD_MAX_BYTES } from '../domain/service-paths';
import { ERRORS } from '../pages/copy';
import { errorPage } from '../pages/pages';
import { type ServiceContext, shopFrame } from './context';
import { healthRoutes } from './health-routes';
import { serviceHeaders } from './headers';
import { companySearchRoutes } from './company-search-routes';
import { registerHoldingsRoutes } from './register-holdings-routes';
import { documentRoutes } from './document-routes';
import { orderRoutes } from './order-routes';
import { paymentTestRoutes } from './payment-test-routes';
import { BACK_OFFICE_PATH } from './back-office/env';
import { deliveryExtensions } from './back-office/delivery-extensions';
import { backOfficeRoutes } from './back-office/routes';
import { createRateLimiter } from './rate-limit';
import { html } from './responses';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe-webhook';
import { withdrawalRoutes } from './withdrawal-routes';

/** A form of the dialog or of the withdrawal page is a few kilobytes at most. */
export const FORM_MAX_BYTES = 16 * 1024;
/** Stripe's events are larger than a form; still bounded. */
export const WEBHOOK_MAX_BYTES = 512 * 1024;

const maxBodyBytes = (pathname: string) =>
  pathname === STRIPE_WEBHOOK_PATH ? WEBHOOK_MAX_BYTES : isSendPath(pathname) ? UPLOAD_MAX_BYTES : FORM_MAX_BYTES;

export function createApp(context: ServiceContext) {
  const { config } = context;
  const frame = shopFrame(context);
  const app = new Hono();
  const limiter = createRateLimiter(config.postsPerMinute);

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(serviceHeaders(new URL(c.req.url).pathname, config.serviceUrl)))
      c.res.headers.set(name, value);
  });

  app.use(async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const pathname = new URL(c.req.url).pathname;
    const isWebhook = pathname === STRIPE_WEBHOOK_PATH;
    // Stripe's deliveries come from Stripe's addresses, many at a time: only customers' POSTs are
    // counted. The back office's need a session, and its sign-in attempts have a limit of their own.
    const isBackOffice = pathname.startsWith(`${BACK_OFFICE_PATH}/`);
    if (!isWebhook && !isBackOffice) {
      const address = clientAddress(c);
      if (!limiter.take(address)) {
        c.header('Retry-After', String(limiter.retryAfterSeconds(address)));
        return html(c, errorPage(ERRORS.tooManyTitle, ERRORS.tooMany, frame), 429);
      }
    }
    return bodyLimit({
      maxSize: maxBodyBytes(pathname),
      onError: (c) => {
        // The refused body is left partly unread: on a connection kept alive, the client then sees
        // it cut under its request (« other side closed »). Closed after the answer, it ends cleanly.
        c.header('Connection', 'close');
        return html(c, errorPage(ERRORS.tooLargeTitle, ERRORS.tooLarge, frame), 413);
      },
    })(c, next);
  });

  app.route('/', documentRoutes(context));
  app.route('/', healthRoutes(context));
  app.route('/', companySearchRoutes(context));
  app.route('/', registerHoldingsRoutes(context));
  app.route('/', orderRoutes(context));
  app.route('/', withdrawalRoutes(context));
  app.route(BACK_OFFICE_PATH, backOfficeRoutes(context, clientAddress, deliveryExtensions(context)));
  if (config.payment.mode === 'test') app.route('/', paymentTestRoutes(context));
  if (config.payment.mode === 'stripe' && context.stripe)
    app.route('/', stripeWebhookRoutes(context, context.stripe, config.payment.webhookSecret));

  app.notFound((c) => html(c, errorPage(ERRORS.notFoundTitle, ERRORS.notFound, frame), 404));
  app.onError((error, c) => {
    context.log(`erreur sur ${c.req.method} ${new URL(c.req.url).pathname} : ${error.stack ?? error.message}`);
    return html(c, errorPage(ERRORS.serverTitle, ERRORS.server, frame), 500);
  });

  function clientAddress(c: Context): string {
    if (config.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'inconnue';
    } catch {
      return 'inconnue';
    }
  }

  return app;
}
