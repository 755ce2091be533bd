import type { DocumentKind } from '../../widget/core/catalogue';

/**
 * The service's tables as Kysely sees them. Times are ISO 8601 strings in UTC and booleans are 0/1,
 * the same in SQLite and PostgreSQL, so that one set of queries serves both.
 */
/**
 * The payment's status: an order waits for its payment, then is paid once, or cancelled from the
 * payment page; a paid order may then be refunded, in full or in part.
 */
export type OrderStatus = 'awaiting_payment' | 'paid' | 'cancelled' | 'refunded' | 'partly_refunded';

/** The fulfilment's status, apart from the payment's: the Kbis still to send, sent, or not to send (withdrawn). */
export type FulfilmentStatus = 'to_send' | 'sent' | 'withdrawn';

interface OrderColumns {
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
  /** The billed company's SIREN or intra-EU VAT number, normalized (domain/billing-identifier.ts); '' when none given. */
  billing_identifier: string;
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
  fulfilment_status: FulfilmentStatus;
  /** Paris calendar days (YYYY-MM-DD), set at payment: when the work may start, and the delivery deadline. */
  work_starts_on: string | null;
  deliver_by: string | null;
  /** When the Kbis was last sent to the customer. */
  sent_at: string | null;
  /** When the operator was told the order is late: once. */
  late_notified_at: string | null;
  refunded_cents: number;
  refunded_at: string | null;
  /** The version (date, YYYY-MM-DD) of the CGV the customer accepted. */
  cgv_version: string | null;
  /** The SIREN the dialog handed over (a company chosen among the suggestions), key checked, else ''. */
  siren: string;
}

/**
 * The company as the state's directory gave it when the service looked the order's SIREN or SIRET
 * up: all null while none was found (« à vérifier »: typed by hand, unknown, or the directory down).
 */
export interface CompanyIdentityColumns {
  company_siren: string | null;
  company_legal_name: string | null;
  company_head_office_siret: string | null;
  company_head_office_address: string | null;
  /** INSEE's legal category (`nature_juridique`), four digits, '' when the directory gives none. */
  company_legal_form: string | null;
  company_status: 'active' | 'ceased' | null;
  /** YYYY-MM-DD, when the directory gives the day a ceased company closed. */
  company_closed_on: string | null;
  /** When the directory was asked. */
  company_checked_at: string | null;
}

export interface OrdersTable extends OrderColumns, CompanyIdentityColumns {}

export interface WithdrawalsTable {
  id: string;
  name: string;
  email: string;
  reference: string | null;
  order_date: string;
  declared_at: string;
  /** The order the declaration was matched to, and how: by its reference, or by email and order date. */
  matched_reference: string | null;
  match_kind: 'reference' | 'email_date' | null;
  /** An admin's decision on the declaration (refund, or the L221-28 exception), and who made it when. */
  decision: string | null;
  decided_by: string | null;
  decided_at: string | null;
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
  /** The order it is about, for the order's history; null for an email about no one order. */
  reference: string | null;
  /** JSON array of OutboxAttachment: the bytes are read when the email is sent, so a retry sends the same. */
  attachments: string;
  /** When no retry could deliver it. */
  given_up_at: string | null;
  /** Who holds the lease: a mark of sent or failed counts only with the lease it was taken with. */
  lease_owner: string | null;
}

/** What an outbox email attaches, by reference to what the database keeps. */
export type OutboxAttachment = { kind: 'document'; id: string } | { kind: 'invoice'; number: string } | { kind: 'cgv'; version: string };

export type OperatorRole = 'admin' | 'fulfiller';

export interface OperatorsTable {
  email: string;
  role: OperatorRole;
  created_at: string;
  /** SHA-256 of the one-time enrolment secret, and until when it is valid. */
  enrolment_hash: string | null;
  enrolment_expires_at: string | null;
}

export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  operator_email: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's secret: the database never holds a usable session id. */
  id_hash: string;
  operator_email: string;
  /** The token every POST of the session carries. */
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: 'enrolment' | 'sign-in';
  operator_email: string | null;
  expires_at: string;
}

/** The order's history, append-only: nothing in it is edited, nor deleted before the retention purge. */
export interface OrderEventsTable {
  id: string;
  reference: string;
  at: string;
  /** An operator's email, « client » or « système ». */
  actor: string;
  kind: string;
  /** What the event adds, in French, for the history (a note's text, an amount, a file's name). */
  detail: string;
}

export interface DocumentsTable {
  id: string;
  reference: string;
  /** The order's document (order_items) this file delivers; null for a file sent before orders held several. */
  item_id: string | null;
  file_name: string;
  /** The PDF's bytes; null once purged. */
  content: Uint8Array | null;
  size: number;
  sha256: string;
  uploaded_by: string;
  uploaded_at: string;
  purged_at: string | null;
}

/**
 * Where an order's document comes from: the operator (the Kbis, a deed described by the customer, or
 * any document while no register account is configured), or the INPI's register, fetched by the service.
 */
export type ItemSource = 'operator' | 'register';

/**
 * A document's own fulfilment: to fetch from the register, to send by the operator, sent, failed (the
 * register could not give it: the operator uploads it or refunds it), refunded, or withdrawn with its order.
 */
export type ItemState = 'to_fetch' | 'to_send' | 'sent' | 'failed' | 'refunded' | 'withdrawn';

/** One document of an order (« Extrait Kbis », « Statuts à jour » …), at its own price, with its own fulfilment. */
export interface OrderItemsTable {
  id: string;
  reference: string;
  /** Its place in the order, from 0, in the catalogue's order. */
  position: number;
  kind: DocumentKind;
  /** For the annual accounts: the closing year asked for (`YYYY`), '' for the latest filed. */
  accounts_year: string;
  /** For another deed: the customer's description of it; '' otherwise. */
  description: string;
  amount_cents: number;
  source: ItemSource;
  state: ItemState;
  /** Why the register did not give it, in French, for the operator; '' when nothing failed. */
  failure: string;
  /** Fetches tried, and when the next may be. */
  attempts: number;
  next_attempt_at: string | null;
  /** While one instance fetches it: the others leave it alone until then. */
  lease_until: string | null;
  lease_owner: string | null;
  sent_at: string | null;
  refunded_at: string | null;
}

export type CreditKind = 'cancellation' | 'price_reduction';

export type RefundStatus = 'requested' | 'succeeded' | 'failed';

export interface RefundsTable {
  id: string;
  reference: string;
  amount_cents: number;
  reason: string;
  /** What its credit note records: the order cancelled, or its price reduced. */
  credit_kind: CreditKind;
  /** The order's document it refunds, named on its credit note; null for a refund of the order as a whole. */
  item_id: string | null;
  status: RefundStatus;
  /** Stripe's refund id. */
  provider_id: string | null;
  requested_by: string;
  requested_at: string;
  confirmed_at: string | null;
}

/** Named counters, each moved in the transaction that uses its value: the invoices' legal sequence, and the test one. */
export interface CountersTable {
  name: string;
  value: number;
}

export interface InvoicesTable {
  /** From one continuous sequence, invoices and credit notes alike (« F-… »); test orders' from their own (« TEST-… »). */
  number: string;
  kind: 'invoice' | 'credit_note';
  reference: string;
  /** The refund a credit note answers. */
  refund_id: string | null;
  issued_at: string;
  amount_cents: number;
  /** The PDF as issued, never regenerated. */
  pdf: Uint8Array | null;
}

export interface Database {
  orders: OrdersTable;
  withdrawals: WithdrawalsTable;
  outbox: OutboxTable;
  operators: OperatorsTable;
  passkeys: PasskeysTable;
  sessions: SessionsTable;
  webauthn_challenges: WebauthnChallengesTable;
  order_events: OrderEventsTable;
  documents: DocumentsTable;
  order_items: OrderItemsTable;
  refunds: RefundsTable;
  counters: CountersTable;
  invoices: InvoicesTable;
}
