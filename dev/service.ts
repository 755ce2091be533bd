import type { WithdrawalMatch } from '../server/domain/withdrawal-match';
import { readConfig, type Config } from '../server/config';
import type { Store } from '../server/db/connect';
import type { OrderItemsTable, OrdersTable, WithdrawalsTable } from '../server/db/schema';
import type { IssuedInvoice } from '../server/db/invoices';
import { paidOrderEmails, withdrawalEmails } from '../server/email/emails';
import { paymentAnomalyNoticeEmail } from '../server/email/operator-alerts';
import { createApp } from '../server/http/app';
import type { ServiceContext } from '../server/http/context';
import { stripeClient, stripePaymentProvider } from '../server/payment/stripe-provider';
import { testPaymentProvider } from '../server/payment/test-provider';
import { createCompanySearch } from '../server/registry/company-search';

/** The service's public URL where the tests and the bench call the app directly. */
export const SERVICE_URL = 'http://127.0.0.1:4999';
export const STYLESHEET = '/assets/site-test.css';
/**
 * Where no directory answers (the discard port, refused at once): a test that does not start the
 * directory's stand-in never asks the public one, and its orders are stored « à vérifier ».
 */
export const NO_DIRECTORY_URL = 'http://127.0.0.1:9';

/**
 * The service's app on `db` with `env`'s settings and its real emails; `kicks` counts the outbox's
 * wake-ups, `logs` what it logged, `securityLogs` the back office's security log.
 */
export function serviceApp(db: Store, env: Record<string, string> = {}) {
  const config: Config = readConfig({ ORDER_SERVICE_URL: SERVICE_URL, COMPANY_SEARCH_URL: NO_DIRECTORY_URL, ...env });
  const stripe = config.payment.mode === 'stripe' ? stripeClient(config.payment.secretKey, config.payment.endpoint) : null;
  const emailContext = { siteUrl: config.siteUrl, serviceUrl: config.serviceUrl, operatorEmail: config.operatorEmail };
  const logs: string[] = [];
  const securityLogs: string[] = [];
  let kicks = 0;
  const context: ServiceContext = {
    config,
    db,
    payment: stripe ? stripePaymentProvider(stripe) : testPaymentProvider(config.serviceUrl),
    stripe,
    emails: {
      paidOrder: (order: OrdersTable, invoice: IssuedInvoice | undefined, items: readonly OrderItemsTable[]) =>
        paidOrderEmails(order, items, emailContext, invoice),
      withdrawal: (withdrawal: WithdrawalsTable, match: WithdrawalMatch | null) => withdrawalEmails(withdrawal, match, emailContext),
      paymentAnomaly: (anomaly) => paymentAnomalyNoticeEmail(anomaly, emailContext),
    },
    kickOutbox: () => {
      kicks++;
    },
    companySearch: createCompanySearch(config.companySearch),
    stylesheet: STYLESHEET,
    now: () => new Date(),
    log: (line) => logs.push(line),
    securityLog: (line) => securityLogs.push(line),
  };
  const app = createApp(context);
  const post = (path: string, form: URLSearchParams | string, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    });
  return { app, context, config, logs, securityLogs, post, kicks: () => kicks };
}

/** The path of a service answer's Location header, without its origin. */
export const locationPath = (response: Response) => new URL(response.headers.get('location')!, SERVICE_URL).pathname;
