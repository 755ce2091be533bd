/**
 * Versioned migrations, applied in name order at start (Kysely's Migrator keeps the list of those
 * applied in its own table). A published migration never changes: add the next one.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

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
