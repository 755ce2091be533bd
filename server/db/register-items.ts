/**
 * The order lines the register's job fetches, claimed one at a time with a lease on the line, as the
 * outbox leases its emails (db/outbox.ts): the lease's times are the database's, so that several
 * instances sharing one PostgreSQL fetch a line once, and a crashed instance's claim frees itself when
 * its lease runs out; its owner token is checked when the line is marked.
 *
 * A line is due when it is to fetch (or failed with a retry planned) and its time has come, and its
 * order may be executed: paid, and its work started, that is, on or after `work_starts_on`, the day
 * fixed at payment by the rule of the Kbis (domain/delivery-deadline.ts: the payment's day when the
 * customer asked for immediate execution, else the day after the withdrawal period).
 */
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import { SENDABLE_STATUSES } from '../domain/order-state';
import { REGISTER_KINDS } from '../domain/order-items';
import { parisDay } from '../domain/paris-time';
import { REGISTER_EVENT } from '../domain/register-events';
import { databaseNow } from './clock';
import type { Store } from './connect';
import { recordEvent, SYSTEM_ACTOR } from './events';
import type { Database, OrderItemsTable } from './schema';

/** A line due, with what its order says of the company to ask about. */
export interface DueRegisterLine {
  item: OrderItemsTable;
  /** The company as the directory verified it, else as chosen among the suggestions ('' when neither). */
  siren: string;
}

/** Due by its state and time (`now`, the retry schedule's clock) and not held (by the database's clock). */
const isDue = (eb: ExpressionBuilder<Database, 'order_items'>, db: Store, now: Date) =>
  eb.and([
    eb.or([
      eb.and([
        eb('order_items.state', '=', 'to_fetch'),
        eb.or([eb('order_items.next_attempt_at', 'is', null), eb('order_items.next_attempt_at', '<=', now.toISOString())]),
      ]),
      eb.and([eb('order_items.state', '=', 'failed'), eb('order_items.next_attempt_at', '<=', now.toISOString())]),
    ]),
    eb.or([eb('order_items.lease_until', 'is', null), eb('order_items.lease_until', '<', databaseNow(db))]),
  ]);

/** The lines the job may fetch now, oldest payment first. */
export async function dueRegisterLines(db: Store, now: Date, limit: number): Promise<DueRegisterLine[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.reference', 'order_items.reference')
    .selectAll('order_items')
    .select(['orders.siren as order_siren', 'orders.company_siren'])
    .where('order_items.kind', 'in', REGISTER_KINDS)
    .where((eb) => isDue(eb, db, now))
    .where('orders.status', 'in', SENDABLE_STATUSES)
    .where('orders.fulfilment_status', '=', 'to_send')
    .where('orders.work_starts_on', '<=', parisDay(now.toISOString()))
    .orderBy('orders.paid_at')
    .orderBy('order_items.reference')
    .orderBy('order_items.position')
    .limit(limit)
    .execute();
  return rows.map(({ order_siren, company_siren, ...item }) => ({ item, siren: company_siren ?? order_siren }));
}

/**
 * Takes `item` for `leaseMs` of the database's clock, back to « to fetch » and counted as one more
 * try; its owner token, or null when another instance took it or it is no longer due.
 */
export async function claimRegisterLine(db: Store, item: OrderItemsTable, now: Date, leaseMs: number): Promise<string | null> {
  const owner = randomUUID();
  const result = await db
    .updateTable('order_items')
    .set((eb) => ({
      state: 'to_fetch',
      attempts: eb('attempts', '+', 1),
      lease_until: databaseNow(db, leaseMs),
      lease_owner: owner,
    }))
    .where('id', '=', item.id)
    .where((eb) => isDue(eb, db, now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? owner : null;
}

export interface RegisterFailureMark {
  /** In words, for the operator (domain/register-reasons.ts). */
  reason: string;
  /** For the history: the document and the reason. */
  detail: string;
  /** The next automatic try, or null for none. */
  retryAt: Date | null;
  at: Date;
}

/**
 * Marks the line failed with its reason and next try, and records it in the order's history; false
 * when the lease `owner` was lost or the line left « to fetch » meanwhile (withdrawn, refunded, sent).
 */
export async function markRegisterFailure(db: Store, item: OrderItemsTable, owner: string, mark: RegisterFailureMark): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('order_items')
      .set({
        state: 'failed',
        failure: mark.reason,
        next_attempt_at: mark.retryAt?.toISOString() ?? null,
        lease_until: null,
        lease_owner: null,
      })
      .where('id', '=', item.id)
      .where('lease_owner', '=', owner)
      .where('state', '=', 'to_fetch')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordEvent(trx, {
      reference: item.reference,
      at: mark.at.toISOString(),
      actor: SYSTEM_ACTOR,
      kind: REGISTER_EVENT.failed,
      detail: mark.detail,
    });
    return true;
  });
}

/** Lets go of a line the job will not send after all (its order withdrawn or refunded meanwhile). */
export async function releaseRegisterLine(db: Store, id: string, owner: string): Promise<void> {
  await db
    .updateTable('order_items')
    .set({ lease_until: null, lease_owner: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}
