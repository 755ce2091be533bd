/**
 * Invoices and credit notes: numbered from one continuous sequence (the `invoice` counter), issued in
 * the transaction of what causes them (the payment, the refund), and kept as their PDF was issued:
 * never regenerated, never deleted before the accounting retention (db/purge.ts). A test order's take
 * their numbers from a sequence of their own (`test-invoice`, « TEST-… »): the legal one never
 * numbers a document of no value, and stays without gaps.
 */
import type { Transaction } from 'kysely';
import type { Store } from './connect';
import { TEST_PAYMENT_MODE } from '../domain/test-order';
import type { Database, InvoicesTable, OrdersTable } from './schema';

type Executor = Store | Transaction<Database>;

export const INVOICE_COUNTER = 'invoice';
export const TEST_INVOICE_COUNTER = 'test-invoice';

export type InvoiceSequence = typeof INVOICE_COUNTER | typeof TEST_INVOICE_COUNTER;

const PREFIXES: Record<InvoiceSequence, string> = { [INVOICE_COUNTER]: 'F', [TEST_INVOICE_COUNTER]: 'TEST' };

/** « F-000001 » (« TEST-000001 » in the test sequence): the sequence's value, invoices and credit notes alike. */
export const invoiceNumber = (value: number, sequence: InvoiceSequence = INVOICE_COUNTER) =>
  `${PREFIXES[sequence]}-${String(value).padStart(6, '0')}`;

/** An invoice or credit note's number, of either sequence, as a path or a command names it. */
export const INVOICE_NUMBER_SOURCE = '(?:F|TEST)-\\d{6,}';

/** The sequence of an order's documents: the test one for an order paid on the test page. */
export const sequenceOf = (order: Pick<OrdersTable, 'payment_mode'>): InvoiceSequence =>
  order.payment_mode === TEST_PAYMENT_MODE ? TEST_INVOICE_COUNTER : INVOICE_COUNTER;

/**
 * The sequence's next number, taken in the caller's transaction. The update locks the counter's row
 * until that transaction ends: a second instance on PostgreSQL waits, then reads the new value (no
 * duplicate); a transaction that rolls back takes its increment with it (no gap).
 */
export async function nextInvoiceNumber(trx: Transaction<Database>, sequence: InvoiceSequence = INVOICE_COUNTER): Promise<string> {
  const { value } = await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', sequence)
    .returning('value')
    .executeTakeFirstOrThrow(() => new Error(`Compteur « ${sequence} » absent : migrations non appliquées ?`));
  return invoiceNumber(Number(value), sequence);
}

export interface IssuedInvoice {
  number: string;
  issuedAt: string;
}

/** The invoice of `order`, just paid, in the payment's transaction. */
export async function issueInvoice(trx: Transaction<Database>, order: OrdersTable, now: Date): Promise<IssuedInvoice> {
  const invoice = { kind: 'invoice', reference: order.reference, refund_id: null, amount_cents: order.amount_cents } as const;
  return recordInvoice(trx, invoice, sequenceOf(order), now);
}

/**
 * Takes the sequence's next number and records the invoice or credit note under it. Its PDF comes
 * later, from what the row and its order keep (pdf/issued-invoice.ts).
 */
async function recordInvoice(
  trx: Transaction<Database>,
  invoice: Pick<InvoicesTable, 'kind' | 'reference' | 'refund_id' | 'amount_cents'>,
  sequence: InvoiceSequence,
  now: Date,
): Promise<IssuedInvoice> {
  const number = await nextInvoiceNumber(trx, sequence);
  const issuedAt = now.toISOString();
  await trx
    .insertInto('invoices')
    .values({ ...invoice, number, issued_at: issuedAt, pdf: null })
    .execute();
  return { number, issuedAt };
}

export interface CreditNoteRequest {
  reference: string;
  /** The refund it answers: one credit note per refund, whatever the calls. */
  refundId: string;
  /** Positive, in cents: what was refunded. */
  amountCents: number;
  now: Date;
}

/**
 * The credit note of a refund, in the refund's transaction and the invoices' sequence: the invoice
 * it corrects stays as issued. Issued once per refund: a second call returns the first.
 */
export async function issueCreditNote(
  trx: Transaction<Database>,
  { reference, refundId, amountCents, now }: CreditNoteRequest,
): Promise<IssuedInvoice> {
  const existing = await trx.selectFrom('invoices').select(['number', 'issued_at']).where('refund_id', '=', refundId).executeTakeFirst();
  if (existing) return { number: existing.number, issuedAt: existing.issued_at };
  const order = await trx.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
  const invoice = await trx
    .selectFrom('invoices')
    .select(['number', 'issued_at'])
    .where('reference', '=', reference)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  if (!order || !invoice) throw new Error(`Commande ${reference} sans facture : pas d’avoir possible`);
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > order.amount_cents)
    throw new RangeError(`Montant d’avoir invalide : ${amountCents}`);
  return recordInvoice(trx, { kind: 'credit_note', reference, refund_id: refundId, amount_cents: amountCents }, sequenceOf(order), now);
}

export const findInvoice = (db: Executor, number: string): Promise<InvoicesTable | undefined> =>
  db.selectFrom('invoices').selectAll().where('number', '=', number).executeTakeFirst();

/** An order's invoice and credit notes, in the sequence's order. */
export const invoicesOf = (db: Executor, reference: string) =>
  db
    .selectFrom('invoices')
    .select(['number', 'kind', 'issued_at', 'amount_cents', 'refund_id'])
    .where('reference', '=', reference)
    .orderBy('number')
    .execute();

/**
 * What an invoice's PDF is made of: its row, its order, its documents, and for a credit note the
 * invoice it corrects and what it records.
 */
export async function invoiceSources(db: Executor, number: string) {
  const invoice = await findInvoice(db, number);
  if (!invoice) return undefined;
  const order = await db.selectFrom('orders').selectAll().where('reference', '=', invoice.reference).executeTakeFirst();
  const corrected =
    invoice.kind === 'credit_note'
      ? await db
          .selectFrom('invoices')
          .select(['number', 'issued_at'])
          .where('reference', '=', invoice.reference)
          .where('kind', '=', 'invoice')
          .executeTakeFirst()
      : undefined;
  const refund = invoice.refund_id
    ? await db.selectFrom('refunds').select(['credit_kind', 'item_id']).where('id', '=', invoice.refund_id).executeTakeFirst()
    : undefined;
  return { invoice, order, corrected, creditKind: refund?.credit_kind, documents: await documentsOf(db, invoice, refund?.item_id ?? null) };
}

/** The documents an invoice bills (all the order's), or the one a credit note cancels (none for the order as a whole). */
function documentsOf(db: Executor, invoice: InvoicesTable, refundedItem: string | null) {
  const items = db.selectFrom('order_items').selectAll().where('reference', '=', invoice.reference).orderBy('position');
  if (invoice.kind === 'invoice') return items.execute();
  return refundedItem ? items.where('id', '=', refundedItem).execute() : Promise.resolve([]);
}

/** Keeps `pdf` as the invoice's PDF unless one is kept already: the first rendering is the one issued. */
export async function keepInvoicePdf(db: Executor, number: string, pdf: Uint8Array): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ pdf: Buffer.from(pdf) })
    .where('number', '=', number)
    .where('pdf', 'is', null)
    .execute();
}
