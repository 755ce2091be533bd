/**
 * What a host in front of the order service must send to it: the paths the service answers (every
 * other path is the static site), the largest body it accepts and how long it may take to answer.
 * One list for the service's own router (main.ts) and for the nginx configuration the build writes
 * (build/nginx.mjs), so that neither can forget a path the other knows.
 */
import { WITHDRAWAL_POST_PATH } from '../../site/data/withdrawal';
import { COMPANY_SEARCH_PATH } from '../../widget/core/company';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { BACK_OFFICE_PATH } from './back-office-paths';
import { DOCUMENT_MAX_BYTES } from './pdf-file';

export const HEALTH_PATH = '/sante';
export const TEST_PAYMENT_PATH = '/paiement-test';
export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

/**
 * Each prefix is the service's with everything under it (`/commandes` and `/commandes/…`); one that
 * ends with `/` owns only what is under it.
 */
export const SERVICE_PATH_PREFIXES: readonly string[] = [
  HANDOFF_PATH,
  TEST_PAYMENT_PATH,
  WITHDRAWAL_POST_PATH,
  '/stripe/',
  HEALTH_PATH,
  BACK_OFFICE_PATH,
  COMPANY_SEARCH_PATH,
];

export const isServicePath = (pathname: string) =>
  SERVICE_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));

/** The Kbis's upload, the one POST that carries a file: the largest PDF accepted, and room for the form's other fields and the multipart framing. */
export const UPLOAD_MAX_BYTES = DOCUMENT_MAX_BYTES + 64 * 1024;

/**
 * How long a proxy waits for the service's answer. The slowest request is a refund: it asks Stripe
 * twice (the payment, then the refund), each request cut at 20 s and tried three times
 * (payment/stripe-provider.ts); tests/server/service-deadlines.test.ts keeps this above that sum.
 */
export const PROXY_TIMEOUT_SECONDS = 180;
