/**
 * Versioned migrations, applied in name order at start (Kysely's Migrator keeps the list of those
 * applied in its own table). A published migration never changes: add the next one.
 */
import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely';
import { deliverySchedule } from '../domain/delivery-deadline';
import { parisDay } from '../domain/paris-time';
import type { Database } from './schema';

type DataTypeExpression = Parameters<CreateTableBuilder<string>['addColumn']>[1];

/** Bytes (a PDF) in a column: `bytea` on PostgreSQL, `blob` on SQLite. */
const binaryType = (db: Kysely<unknown>): DataTypeExpression => (db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : 'blob');

type NewColumn = [name: string, type: DataTypeExpression, build?: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

/** SQLite adds one column per ALTER TABLE. */
async function addColumns(db: Kysely<unknown>, table: string, columns: NewColumn[]) {
  for (const [name, type, build] of columns) await db.schema.alterTable(table).addColumn(name, type, build).execute();
}

const migrations: Record<string, Migration> = {
  '2026-11-27-001-orders-withdrawals-outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('orders')
        .addColumn('reference', 'varchar(20)', (column) => column.primaryKey())
        .addColumn('token', 'varchar(64)', (column) => column.notNull().unique())
        .addColumn('status', 'varchar(20)', (column) => column.notNull())
        .addColumn('company_name', 'varchar(200)', (column) => column.notNull())
        .addColumn('siret', 'varchar(32)', (column) => column.notNull())
        .addColumn('first_name', 'varchar(100)', (column) => column.notNull())
        .addColumn('last_name', 'varchar(100)', (column) => column.notNull())
        .addColumn('email', 'varchar(254)', (column) => column.notNull())
        .addColumn('phone', 'varchar(40)', (column) => column.notNull())
        .addColumn('billing_company', 'varchar(200)', (column) => column.notNull())
        .addColumn('address', 'varchar(300)', (column) => column.notNull())
        .addColumn('postal_code', 'varchar(20)', (column) => column.notNull())
        .addColumn('city', 'varchar(100)', (column) => column.notNull())
        .addColumn('immediate_execution', 'integer', (column) => column.notNull())
        .addColumn('partner', 'varchar(200)')
        .addColumn('source_page', 'varchar(200)', (column) => column.notNull())
        .addColumn('utm', 'text', (column) => column.notNull())
        .addColumn('amount_cents', 'integer', (column) => column.notNull())
        .addColumn('currency', 'varchar(3)', (column) => column.notNull())
        .addColumn('payment_mode', 'varchar(10)', (column) => column.notNull())
        .addColumn('payment_id', 'varchar(255)')
        .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
        .addColumn('paid_at', 'varchar(30)')
        .addColumn('cancelled_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();
      await db.schema
        .createTable('withdrawals')
        .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
        .addColumn('name', 'varchar(200)', (column) => column.notNull())
        .addColumn('email', 'varchar(254)', (column) => column.notNull())
        .addColumn('reference', 'varchar(40)')
        .addColumn('order_date', 'varchar(10)', (column) => column.notNull())
        .addColumn('declared_at', 'varchar(30)', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
        .addColumn('kind', 'varchar(40)', (column) => column.notNull())
        .addColumn('recipient', 'varchar(254)', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('html', 'text', (column) => column.notNull())
        .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(30)', (column) => column.notNull())
        .addColumn('lease_until', 'varchar(30)')
        .addColumn('sent_at', 'varchar(30)')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
    },
  },
  /**
   * The back office, the delivered documents, refunds and invoices: every table the life of an
   * order after its payment needs, in one migration so that each part builds on the same shapes.
   */
  '2026-11-28-002-back-office-documents-invoices': {
    async up(db: Kysely<unknown>) {
      const bytes = binaryType(db);
      await addColumns(db, 'orders', [
        ['fulfilment_status', 'varchar(20)', (column) => column.notNull().defaultTo('to_send')],
        ['work_starts_on', 'varchar(10)'],
        ['deliver_by', 'varchar(10)'],
        ['sent_at', 'varchar(30)'],
        ['late_notified_at', 'varchar(30)'],
        ['refunded_cents', 'integer', (column) => column.notNull().defaultTo(0)],
        ['refunded_at', 'varchar(30)'],
        ['cgv_version', 'varchar(10)'],
      ]);
      await db.schema.createIndex('orders_email').on('orders').column('email').execute();
      await db.schema.createIndex('orders_fulfilment').on('orders').columns(['status', 'fulfilment_status', 'deliver_by']).execute();
      await addColumns(db, 'outbox', [
        ['reference', 'varchar(20)'],
        ['attachments', 'text', (column) => column.notNull().defaultTo('[]')],
        ['given_up_at', 'varchar(30)'],
        ['lease_owner', 'varchar(64)'],
      ]);
      await db.schema.createIndex('outbox_reference').on('outbox').column('reference').execute();
      await addColumns(db, 'withdrawals', [
        ['matched_reference', 'varchar(20)'],
        ['match_kind', 'varchar(20)'],
        ['decision', 'varchar(20)'],
        ['decided_by', 'varchar(254)'],
        ['decided_at', 'varchar(30)'],
      ]);
      await db.schema.createIndex('withdrawals_email').on('withdrawals').columns(['email', 'declared_at']).execute();
      await db.schema
        .createTable('operators')
        .addColumn('email', 'varchar(254)', (column) => column.primaryKey())
        .addColumn('role', 'varchar(20)', (column) => column.notNull())
        .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
        .addColumn('enrolment_hash', 'varchar(64)')
        .addColumn('enrolment_expires_at', 'varchar(30)')
        .execute();
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'varchar(512)', (column) => column.primaryKey())
        .addColumn('operator_email', 'varchar(254)', (column) => column.notNull())
        .addColumn('public_key', 'text', (column) => column.notNull())
        .addColumn('counter', 'bigint', (column) => column.notNull())
        .addColumn('transports', 'text', (column) => column.notNull())
        .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
        .addColumn('last_used_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('passkeys_operator').on('passkeys').column('operator_email').execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'varchar(64)', (column) => column.primaryKey())
        .addColumn('operator_email', 'varchar(254)', (column) => column.notNull())
        .addColumn('csrf_token', 'varchar(64)', (column) => column.notNull())
        .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
        .addColumn('last_seen_at', 'varchar(30)', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
        .addColumn('challenge', 'varchar(255)', (column) => column.notNull())
        .addColumn('purpose', 'varchar(20)', (column) => column.notNull())
        .addColumn('operator_email', 'varchar(254)')
        .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('order_events')
        .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
        .addColumn('reference', 'varchar(20)', (column) => column.notNull())
        .addColumn('at', 'varchar(30)', (column) => column.notNull())
        .addColumn('actor', 'varchar(254)', (column) => column.notNull())
        .addColumn('kind', 'varchar(40)', (column) => column.notNull())
        .addColumn('detail', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('order_events_reference').on('order_events').columns(['reference', 'at']).execute();
      await db.schema
        .createTable('documents')
        .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
        .addColumn('reference', 'varchar(20)', (column) => column.notNull())
        .addColumn('file_name', 'varchar(200)', (column) => column.notNull())
        .addColumn('content', bytes)
        .addColumn('size', 'integer', (column) => column.notNull())
        .addColumn('sha256', 'varchar(64)', (column) => column.notNull())
        .addColumn('uploaded_by', 'varchar(254)', (column) => column.notNull())
        .addColumn('uploaded_at', 'varchar(30)', (column) => column.notNull())
        .addColumn('purged_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('documents_reference').on('documents').column('reference').execute();
      await db.schema
        .createTable('refunds')
        .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
        .addColumn('reference', 'varchar(20)', (column) => column.notNull())
        .addColumn('amount_cents', 'integer', (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('status', 'varchar(20)', (column) => column.notNull())
        .addColumn('provider_id', 'varchar(255)')
        .addColumn('requested_by', 'varchar(254)', (column) => column.notNull())
        .addColumn('requested_at', 'varchar(30)', (column) => column.notNull())
        .addColumn('confirmed_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('refunds_reference').on('refunds').column('reference').execute();
      await db.schema
        .createTable('counters')
        .addColumn('name', 'varchar(40)', (column) => column.primaryKey())
        .addColumn('value', 'integer', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('invoices')
        .addColumn('number', 'varchar(20)', (column) => column.primaryKey())
        .addColumn('kind', 'varchar(12)', (column) => column.notNull())
        .addColumn('reference', 'varchar(20)', (column) => column.notNull())
        .addColumn('refund_id', 'varchar(64)')
        .addColumn('issued_at', 'varchar(30)', (column) => column.notNull())
        .addColumn('amount_cents', 'integer', (column) => column.notNull())
        .addColumn('pdf', bytes)
        .execute();
      await db.schema.createIndex('invoices_reference').on('invoices').column('reference').execute();
    },
  },
  /**
   * The back office's lists and search: each view read in its own order from an index, an email
   * found whatever its case, a SIRET found at once. Orders paid before deadlines existed get theirs
   * by the rule of this day (domain/delivery-deadline.ts), so that every paid order is in the lists.
   */
  '2026-11-28-004-bo-core-lists-search': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('orders_to_send')
        .on('orders')
        .columns(['status', 'fulfilment_status', 'deliver_by', 'reference'])
        .execute();
      await db.schema.createIndex('orders_sent').on('orders').columns(['fulfilment_status', 'sent_at', 'reference']).execute();
      await db.schema.createIndex('orders_email_lower').on('orders').expression(sql`lower(email)`).execute();
      await db.schema.createIndex('orders_siret').on('orders').column('siret').execute();
      await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'reference']).execute();
      await db.schema.createIndex('sessions_operator').on('sessions').column('operator_email').execute();
      const orders = db as Kysely<Database>;
      const unscheduled = await orders
        .selectFrom('orders')
        .select(['reference', 'paid_at', 'immediate_execution'])
        .where('paid_at', 'is not', null)
        .where('deliver_by', 'is', null)
        .execute();
      for (const order of unscheduled) {
        const { workStartsOn, deliverBy } = deliverySchedule(parisDay(order.paid_at as string), order.immediate_execution === 1);
        await orders
          .updateTable('orders')
          .set({ work_starts_on: workStartsOn, deliver_by: deliverBy })
          .where('reference', '=', order.reference)
          .execute();
      }
    },
  },
  /**
   * The withdrawals of one address in the last day, whatever the case it was typed in
   * (« Victime@Example.org » reaches the same mailbox): the acknowledgements' daily limit counts them.
   */
  '2026-11-28-006-forms-withdrawals-email-lower': {
    async up(db: Kysely<unknown>) {
      await sql`create index withdrawals_email_lower on withdrawals (lower(email), declared_at)`.execute(db);
    },
  },
  // The invoices' sequence starts at 0, so that the first number issued is 1: its row exists before
  // any payment, which then only ever updates it under its lock (db/invoices.ts).
  '2026-11-28-009-words-invoice-counter': {
    async up(db: Kysely<unknown>) {
      await sql`INSERT INTO counters (name, value) VALUES ('invoice', 0)`.execute(db);
    },
  },
  /**
   * Invoices to a business (the buyer's SIREN or VAT number, asked at the payment step), the credit
   * note's designation chosen with its refund, and the test payments' own sequence: a test order never
   * takes a number of the legal one, which stays gapless.
   */
  '2026-12-07-030-invoice-buyer-credit-kind-test-sequence': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('billing_identifier', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('refunds')
        .addColumn('credit_kind', 'text', (column) => column.notNull().defaultTo('cancellation'))
        .execute();
      await sql`INSERT INTO counters (name, value) VALUES ('test-invoice', 0)`.execute(db);
    },
  },
  /**
   * The company's identity: the SIREN the dialog handed over, and the company as the directory gave
   * it (null while unverified). The back office finds an order by either SIREN, or by the head
   * office's SIRET as well as the one typed.
   */
  '2026-12-07-050-company-identity': {
    async up(db: Kysely<unknown>) {
      await addColumns(db, 'orders', [
        ['siren', 'varchar(9)', (column) => column.notNull().defaultTo('')],
        ['company_siren', 'varchar(9)'],
        ['company_legal_name', 'text'],
        ['company_head_office_siret', 'varchar(14)'],
        ['company_head_office_address', 'text'],
        ['company_legal_form', 'varchar(4)'],
        ['company_status', 'varchar(10)'],
        ['company_closed_on', 'varchar(10)'],
        ['company_checked_at', 'varchar(30)'],
      ]);
      await db.schema.createIndex('orders_siren').on('orders').column('siren').execute();
      await db.schema.createIndex('orders_company_siren').on('orders').column('company_siren').execute();
      await db.schema.createIndex('orders_company_head_office').on('orders').column('company_head_office_siret').execute();
    },
  },
  /**
   * An order holds one or more documents, each with its price and its own fulfilment. Every order
   * before this one held the Kbis alone: it becomes that order's one document, in the state its
   * order was in, and the files already sent are that document's.
   */
  '2026-12-07-060-order-items': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('order_items')
        .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
        .addColumn('reference', 'varchar(20)', (column) => column.notNull())
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('kind', 'varchar(10)', (column) => column.notNull())
        .addColumn('accounts_year', 'varchar(4)', (column) => column.notNull().defaultTo(''))
        .addColumn('description', 'varchar(200)', (column) => column.notNull().defaultTo(''))
        .addColumn('amount_cents', 'integer', (column) => column.notNull())
        .addColumn('source', 'varchar(10)', (column) => column.notNull())
        .addColumn('state', 'varchar(10)', (column) => column.notNull())
        .addColumn('failure', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(30)')
        .addColumn('lease_until', 'varchar(30)')
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('sent_at', 'varchar(30)')
        .addColumn('refunded_at', 'varchar(30)')
        .addUniqueConstraint('order_items_position', ['reference', 'position'])
        .execute();
      await db.schema.createIndex('order_items_due').on('order_items').columns(['state', 'next_attempt_at']).execute();
      await sql`
        INSERT INTO order_items (id, reference, position, kind, amount_cents, source, state, sent_at, refunded_at)
        SELECT reference || ':kbis', reference, 0, 'kbis', amount_cents, 'operator',
          CASE
            WHEN fulfilment_status = 'withdrawn' THEN 'withdrawn'
            WHEN fulfilment_status = 'sent' THEN 'sent'
            WHEN status = 'refunded' THEN 'refunded'
            ELSE 'to_send'
          END,
          sent_at,
          CASE WHEN status = 'refunded' THEN refunded_at END
        FROM orders`.execute(db);
      await addColumns(db, 'documents', [['item_id', 'varchar(64)']]);
      await sql`UPDATE documents SET item_id = reference || ':kbis'`.execute(db);
      await db.schema.createIndex('documents_item').on('documents').column('item_id').execute();
      await addColumns(db, 'refunds', [['item_id', 'varchar(64)']]);
    },
  },
  /**
   * A CGV version may carry its number that day after its date (« 2026-12-07.2 », site/data/cgv-version.ts),
   * longer than the date the column was sized for. SQLite does not enforce a varchar's length.
   */
  '2026-12-07-090-cgv-version-width': {
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof PostgresAdapter)
        await sql`ALTER TABLE orders ALTER COLUMN cgv_version TYPE varchar(16)`.execute(db);
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every migration not yet applied; throws on the first failure, leaving the rest unapplied. */
export async function migrate(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} en échec : ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Applies the migrations up to `name` included: the store an earlier version left (the migrations' own tests). */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}

/** The migrations this version has that the store has not applied, in order; reads only, creates nothing. */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const migrations = await new Migrator({ db, provider }).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
