/**
 * The service's settings, from the environment only (secrets included): embedded defaults for one
 * machine (SQLite under var/, the test payment, emails as files in var/outbox/), Stripe, SMTP and
 * PostgreSQL in production. Pure: `readConfig(process.env)` at start, any object in the tests.
 */
import { BRAND_NAME } from '../widget/core/offer';
import { CONTACT } from '../site/data/operator';
import { orderServiceUrl } from '../site/order-service.mjs';
import { type OutboxTiming, outboxTiming } from './email/outbox-timing';
import type { StripeEndpoint } from './payment/stripe-provider';

export interface Config {
  port: number;
  host: string;
  /** The service's public URL: the hand-off's target, the payment and confirmation pages. */
  serviceUrl: string;
  /** The site's public URL, which the emails link to (the same server under npm start). */
  siteUrl: string;
  /** A postgres:// URL, or a SQLite file. */
  database: string;
  payment: { mode: 'test' } | { mode: 'stripe'; secretKey: string; webhookSecret: string; endpoint?: StripeEndpoint };
  smtpUrl: string | undefined;
  outboxDir: string;
  mailFrom: string;
  operatorEmail: string;
  /** POSTs one address may make in a minute (orders, payments, withdrawals), per instance. */
  postsPerMinute: number;
  /** Behind a reverse proxy: the client's address is the last one it adds to X-Forwarded-For. */
  trustProxy: boolean;
  distDir: string;
  /** The outbox's lease and the deadline of one send. */
  outbox: OutboxTiming;
}

export const DEFAULT_PORT = 4173;
export const DEFAULT_SQLITE_FILE = 'var/kbis-facile.sqlite';
export const DEFAULT_OUTBOX_DIR = 'var/outbox';
export const DEFAULT_POSTS_PER_MINUTE = 20;

type Env = Readonly<Record<string, string | undefined>>;

/** The settings of `env`; throws a French message naming the setting at fault. */
export function readConfig(env: Env): Config {
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT : numéro de port attendu, reçu « ${env.PORT} ».`);
  const serviceUrl = orderServiceUrl(env.ORDER_SERVICE_URL) || `http://localhost:${port}`;
  const production = env.NODE_ENV === 'production';
  const mode = env.PAYMENT_MODE || 'test';
  let payment: Config['payment'];
  if (mode === 'test') {
    if (production) throw new Error('PAYMENT_MODE=test est refusé en production (NODE_ENV=production) : réglez PAYMENT_MODE=stripe.');
    payment = { mode: 'test' };
  } else if (mode === 'stripe') {
    const secretKey = env.STRIPE_SECRET_KEY;
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
    if (!secretKey || !webhookSecret) throw new Error('PAYMENT_MODE=stripe demande STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET.');
    payment = { mode: 'stripe', secretKey, webhookSecret, ...(env.STRIPE_API_URL ? { endpoint: stripeEndpoint(env.STRIPE_API_URL) } : {}) };
  } else {
    throw new Error(`PAYMENT_MODE : « test » ou « stripe » attendu, reçu « ${mode} ».`);
  }
  const postsPerMinute = env.POSTS_PER_MINUTE ? Number(env.POSTS_PER_MINUTE) : DEFAULT_POSTS_PER_MINUTE;
  if (!Number.isInteger(postsPerMinute) || postsPerMinute < 1)
    throw new Error(`POSTS_PER_MINUTE : entier positif attendu, reçu « ${env.POSTS_PER_MINUTE} ».`);
  return {
    port,
    host: env.HOST || 'localhost',
    serviceUrl,
    siteUrl: orderServiceUrl(env.SITE_URL) || serviceUrl,
    database: env.DATABASE_URL || env.SQLITE_FILE || DEFAULT_SQLITE_FILE,
    payment,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: env.OUTBOX_DIR || DEFAULT_OUTBOX_DIR,
    mailFrom: env.MAIL_FROM || `${BRAND_NAME} <${CONTACT.email}>`,
    operatorEmail: env.OPERATOR_EMAIL || CONTACT.email,
    postsPerMinute,
    trustProxy: env.TRUST_PROXY === '1',
    distDir: env.DIST_DIR || 'dist',
    outbox: outboxTiming(env),
  };
}

/** Where the Stripe SDK sends its requests instead of api.stripe.com: a stand-in, in the tests. */
function stripeEndpoint(value: string): StripeEndpoint {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}
