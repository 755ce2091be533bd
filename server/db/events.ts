/**
 * The order's history (« Historique »): one row per event, with its time and actor, only ever
 * appended. Written in the transaction of what it records, so that the history and the order agree.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { CUSTOMER_ACTOR, SYSTEM_ACTOR } from '../domain/history';
import type { Database, OrderEventsTable } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

export { CUSTOMER_ACTOR, SYSTEM_ACTOR };

export type NewOrderEvent = Omit<OrderEventsTable, 'id' | 'detail'> & { detail?: string };

export async function recordEvent(db: Executor, event: NewOrderEvent): Promise<void> {
  await db
    .insertInto('order_events')
    .values({ id: randomUUID(), detail: '', ...event })
    .execute();
}

/** The order's events, oldest first. */
export const listEvents = (db: Executor, reference: string) =>
  db.selectFrom('order_events').selectAll().where('reference', '=', reference).orderBy('at').orderBy('id').execute();
