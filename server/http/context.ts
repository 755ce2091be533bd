/** What the handlers need, built once at start (main.ts) or by a test. */
import type Stripe from 'stripe';
import type { Config } from '../config';
import type { Store } from '../db/connect';
import type { OrdersTable, WithdrawalsTable } from '../db/schema';
import type { EmailMessage } from '../email/message';
import type { PaymentAnomaly } from '../email/operator-alerts';
import type { PaymentProvider } from '../payment/provider';

export interface ServiceContext {
  config: Config;
  db: Store;
  payment: PaymentProvider;
  /** The Stripe client, in Stripe mode: the webhook's signature check and the sessions' expiry. */
  stripe: Stripe | null;
  /** The emails each event causes, queued in its transaction. */
  emails: {
    paidOrder(order: OrdersTable): EmailMessage[];
    withdrawal(withdrawal: WithdrawalsTable): EmailMessage[];
    /** The operator's notice of a payment taken for no confirmed order. */
    paymentAnomaly(anomaly: PaymentAnomaly): EmailMessage;
  };
  /** Wakes the outbox's sender after a transaction queued emails. */
  kickOutbox(): void;
  /** The site's stylesheet, which the service's pages link. */
  stylesheet: string;
  now(): Date;
  log(line: string): void;
}
