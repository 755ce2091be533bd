/** What the handlers need, built once at start (main.ts) or by a test. */
import type Stripe from 'stripe';
import { type Config, isPublicDemo } from '../config';
import type { Store } from '../db/connect';
import type { IssuedInvoice } from '../db/invoices';
import type { OrderItemsTable, OrdersTable, WithdrawalsTable } from '../db/schema';
import type { WithdrawalMatch } from '../domain/withdrawal-match';
import type { EmailMessage } from '../domain/email-message';
import type { PaymentAnomaly } from '../email/operator-alerts';
import type { ShopFrame } from '../pages/ShopDocument';
import type { PaymentProvider } from '../payment/provider';
import type { CompanySearch } from '../registry/company-search';

export interface ServiceContext {
  config: Config;
  db: Store;
  payment: PaymentProvider;
  /** The Stripe client, in Stripe mode: the webhook's signature check and the sessions' expiry. */
  stripe: Stripe | null;
  /** The emails each event causes, queued in its transaction. */
  emails: {
    paidOrder(order: OrdersTable, invoice: IssuedInvoice | undefined, items: readonly OrderItemsTable[]): EmailMessage[];
    withdrawal(withdrawal: WithdrawalsTable, match: WithdrawalMatch | null): EmailMessage[];
    /** The operator's notice of a payment taken for no confirmed order. */
    paymentAnomaly(anomaly: PaymentAnomaly): EmailMessage;
  };
  /** Wakes the outbox's sender after a transaction queued emails. */
  kickOutbox(): void;
  /** The state's company directory, through this instance's cache and rate limit. */
  companySearch: CompanySearch;
  /** The site's stylesheet, which the service's pages link. */
  stylesheet: string;
  now(): Date;
  log(line: string): void;
  /** The back office's security log (domain/security-log.ts): on the service's standard output, with the operator's email. */
  securityLog(line: string): void;
}

/** What every page of the service shares, from its context. */
export const shopFrame = (context: Pick<ServiceContext, 'config' | 'stylesheet'>): ShopFrame => ({
  stylesheet: context.stylesheet,
  publicDemo: isPublicDemo(context.config),
});
