/**
 * The service's tables as Kysely sees them. Times are ISO 8601 strings in UTC and booleans are 0/1,
 * the same in SQLite and PostgreSQL, so that one set of queries serves both.
 */
/** An order waits for its payment, then is paid once, or cancelled from the payment page. */
export type OrderStatus = 'awaiting_payment' | 'paid' | 'cancelled';

export interface OrdersTable {
  reference: string;
  /** Secret part of the payment and confirmation pages' addresses: 32 random bytes, base64url. */
  token: string;
  status: OrderStatus;
  company_name: string;
  siret: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  billing_company: string;
  address: string;
  postal_code: string;
  city: string;
  immediate_execution: number;
  partner: string | null;
  source_page: string;
  /** JSON object of the page's utm_* parameters. */
  utm: string;
  amount_cents: number;
  currency: string;
  payment_mode: string;
  /** The payment provider's id for the attempt (a Stripe Checkout Session), once created. */
  payment_id: string | null;
  created_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
}

export interface WithdrawalsTable {
  id: string;
  name: string;
  email: string;
  reference: string | null;
  order_date: string;
  declared_at: string;
}

/** An email decided in the same transaction as what causes it, then sent (or written) and marked. */
export interface OutboxTable {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  /** While a sender holds it: another instance leaves it alone until then. */
  lease_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}

export interface Database {
  orders: OrdersTable;
  withdrawals: WithdrawalsTable;
  outbox: OutboxTable;
}
