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
import { PUBLIC_DIRECTORY_URL } from './registry/company-directory';

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
  /** The state's company directory the search asks, and how many requests a second it may be sent, per instance. */
  companySearch: { url: string; rate: number };
  /** The INPI's national register, where the service fetches the statuts and the accounts: null without an account. */
  register: { url: string; username: string; password: string } | null;
}

export const DEFAULT_PORT = 4173;
export const DEFAULT_SQLITE_FILE = 'var/kbis-facile.sqlite';
export const DEFAULT_OUTBOX_DIR = 'var/outbox';
export const DEFAULT_POSTS_PER_MINUTE = 20;
/** The directory's own limit per address (API Recherche d'entreprises: 7 requests a second). */
export const DEFAULT_COMPANY_SEARCH_RATE = 7;

type Env = Readonly<Record<string, string | undefined>>;

/** The settings of `env`; throws a French message naming the setting at fault. */
export function readConfig(env: Env): Config {
  const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT : numéro de port attendu, reçu « ${env.PORT} ».`);
  const serviceUrl = orderServiceUrl(env.ORDER_SERVICE_URL) || `http://localhost:${port}`;
  const siteUrl = orderServiceUrl(env.SITE_URL) || serviceUrl;
  const production = env.NODE_ENV === 'production';
  const mode = env.PAYMENT_MODE || defaultPaymentMode(serviceUrl, siteUrl, production);
  let payment: Config['payment'];
  if (mode === 'test') {
    payment = { mode: 'test' };
  } else if (mode === 'stripe') {
    const secretKey = env.STRIPE_SECRET_KEY;
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
    if (!secretKey || !webhookSecret) throw new Error('PAYMENT_MODE=stripe demande STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET.');
    payment = {
      mode: 'stripe',
      secretKey,
      webhookSecret,
      ...(env.STRIPE_API_URL ? { endpoint: stripeEndpoint(env.STRIPE_API_URL, production) } : {}),
    };
  } else {
    throw new Error(`PAYMENT_MODE : « test » ou « stripe » attendu, reçu « ${mode} ».`);
  }
  const postsPerMinute = env.POSTS_PER_MINUTE ? Number(env.POSTS_PER_MINUTE) : DEFAULT_POSTS_PER_MINUTE;
  if (!Number.isInteger(postsPerMinute) || postsPerMinute < 1)
    throw new Error(`POSTS_PER_MINUTE : entier positif attendu, reçu « ${env.POSTS_PER_MINUTE} ».`);
  const companySearchRate = env.COMPANY_SEARCH_RATE ? Number(env.COMPANY_SEARCH_RATE) : DEFAULT_COMPANY_SEARCH_RATE;
  if (!Number.isInteger(companySearchRate) || companySearchRate < 1)
    throw new Error(`COMPANY_SEARCH_RATE : entier positif attendu, reçu « ${env.COMPANY_SEARCH_RATE} ».`);
  return {
    port,
    host: env.HOST || 'localhost',
    serviceUrl,
    siteUrl,
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
    companySearch: { url: companySearchUrl(env.COMPANY_SEARCH_URL), rate: companySearchRate },
    register:
      env.INPI_USERNAME && env.INPI_PASSWORD
        ? { url: httpUrl('INPI_API_URL', env.INPI_API_URL, PUBLIC_REGISTER_URL), username: env.INPI_USERNAME, password: env.INPI_PASSWORD }
        : null,
  };
}

/** The INPI's national register, as it serves its API. */
export const PUBLIC_REGISTER_URL = 'https://registre-national-entreprises.inpi.fr';

/** An http(s) address from `name`, else `fallback`. */
function httpUrl(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`${name} : adresse http(s) attendue, reçu « ${value} ».`);
  return value.replace(/\/+$/, '');
}

/** The directory's address: COMPANY_SEARCH_URL (a stand-in, in the tests), else the public one. */
const companySearchUrl = (value: string | undefined) => new URL(httpUrl('COMPANY_SEARCH_URL', value, PUBLIC_DIRECTORY_URL)).origin;

/** The host names that only this machine reaches. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isLoopbackUrl = (url: string) => LOOPBACK_HOSTS.has(new URL(url).hostname);

/**
 * The test payment only when it is asked for, or when no one else can reach the shop: both public
 * addresses on this machine, outside production. Anywhere else a forgotten setting stops the start,
 * rather than letting anyone « pay » with the test button and receive real confirmation emails.
 */
function defaultPaymentMode(serviceUrl: string, siteUrl: string, production: boolean): 'test' {
  if (production)
    throw new Error(
      'PAYMENT_MODE absent avec NODE_ENV=production : réglez PAYMENT_MODE=stripe (ou PAYMENT_MODE=test pour une démonstration publique, sans paiement réel).',
    );
  const publicUrl = [serviceUrl, siteUrl].find((url) => !isLoopbackUrl(url));
  if (publicUrl)
    throw new Error(
      `PAYMENT_MODE absent pour une adresse publique (${publicUrl}) : réglez PAYMENT_MODE=stripe (ou PAYMENT_MODE=test pour une démonstration publique, sans paiement réel).`,
    );
  return 'test';
}

/**
 * A shop others can reach that takes no payment: every page of the service says so (a banner), so
 * that no visitor believes a card was debited or an order placed.
 */
export const isPublicDemo = (config: Pick<Config, 'payment' | 'serviceUrl' | 'siteUrl'>) =>
  config.payment.mode === 'test' && !(isLoopbackUrl(config.serviceUrl) && isLoopbackUrl(config.siteUrl));

/**
 * Where the Stripe SDK sends its requests instead of api.stripe.com: a stand-in, in the tests. Never in
 * production, where it would hand the secret key to another server and take its word for payments.
 */
function stripeEndpoint(value: string, production: boolean): StripeEndpoint {
  if (production)
    throw new Error(
      'STRIPE_API_URL est réservé aux tests (un faux Stripe) : retirez-le avec NODE_ENV=production, le service parle alors à api.stripe.com.',
    );
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Where the orders are stored, and nothing else: the operator's commands read only the store, so they
 * run without the payment's secrets that `readConfig` demands.
 */
export function readStoreLocation(env: Env): string {
  return env.DATABASE_URL || env.SQLITE_FILE || DEFAULT_SQLITE_FILE;
}

/**
 * The service's public address alone (ORDER_SERVICE_URL, else this machine's PORT), for the
 * operator's commands that print addresses of it (an enrolment address): never the payment's settings.
 * In production there is no default: an address of this machine would reach no operator.
 */
export function readServiceUrl(env: Env): string {
  const url = orderServiceUrl(env.ORDER_SERVICE_URL);
  if (url) return url;
  if (env.NODE_ENV === 'production')
    throw new Error(
      'ORDER_SERVICE_URL absent avec NODE_ENV=production : l’adresse donnée serait celle de cette machine (http://localhost…), qu’aucun opérateur n’ouvre. Lancez la commande avec l’environnement du service (--env-file /etc/kbis-facile/env) ou réglez ORDER_SERVICE_URL. Rien n’a été modifié.',
    );
  return `http://localhost:${env.PORT ? Number(env.PORT) : DEFAULT_PORT}`;
}
