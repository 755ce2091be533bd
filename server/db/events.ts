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

/** Events of one instance, counted: two recorded in the same millisecond keep their order. */
let recorded = 0;

/**
 * An id that sorts as the events were recorded: their time, then this instance's count, then a
 * random part that keeps ids of several instances apart.
 */
const eventId = (at: string) => `${at}.${String(++recorded % 1e9).padStart(9, '0')}.${randomUUID().slice(0, 8)}`;

export async function recordEvent(db: Executor, event: NewOrderEvent): Promise<void> {
  await db
    .insertInto('order_events')
    .values({ id: eventId(event.at), detail: '', ...event })
    .execute();
}

/** The order's events, oldest first. */
export const listEvents = (db: Executor, reference: string) =>
  db.selectFrom('order_events').selectAll().where('reference', '=', reference).orderBy('at').orderBy('id').execute();
