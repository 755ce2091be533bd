/**
 * The order row is the one lock of every transaction that moves money or decides a withdrawal: taken
 * first, before anything is read to decide, so that two operators (or Stripe's event and « Redemander à
 * Stripe ») acting on one order at once act one after the other, each on what the other wrote. PostgreSQL
 * locks the row (`SELECT … FOR UPDATE`); SQLite has one writer, and its transactions begin IMMEDIATE
 * (connect.ts), which already orders them.
 */
import { PostgresAdapter, type Transaction, type UpdateResult } from 'kysely';
import type { Database, OrdersTable } from './schema';

/** The order `reference`, locked until the transaction ends; undefined when there is none. */
export function lockOrder(trx: Transaction<Database>, reference: string): Promise<OrdersTable | undefined> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('reference', '=', reference)
    .$if(postgres, (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * Throws, rolling the transaction back, unless the update changed exactly one row: under the lock it
 * always does, and a write that found nothing must not let the rest of the transaction commit.
 */
export function expectOneRow(result: UpdateResult, what: string): void {
  if (Number(result.numUpdatedRows) !== 1)
    throw new Error(`${what} : ${result.numUpdatedRows} ligne(s) modifiée(s) au lieu d'une, rien n'est enregistré`);
}
