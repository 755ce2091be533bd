/**
 * Finds the orders still to send (paid, or refunded in part) whose delivery deadline has passed unsent and tells the operator once
 * about each: the mark and the email in one transaction, the mark guarded by its own absence, so
 * that several instances checking at the same time send one email per order.
 */
import type { EmailMessage } from '../domain/email-message';
import { EVENT } from '../domain/history';
import { SENDABLE_STATUSES } from '../domain/order-state';
import type { Store } from './connect';
import { recordEvent, SYSTEM_ACTOR } from './events';
import { queueEmails } from './outbox';
import type { OrdersTable } from './schema';

/** Orders handled per check: a backlog is worked through over the next checks. */
const BATCH = 100;

/** Marks the late orders of `today` (Paris day) and queues their emails; returns how many. */
export async function notifyLateOrders(
  db: Store,
  today: string,
  now: Date,
  emailFor: (order: OrdersTable) => EmailMessage,
): Promise<number> {
  const late = await db
    .selectFrom('orders')
    .selectAll()
    .where('status', 'in', SENDABLE_STATUSES)
    .where('fulfilment_status', '=', 'to_send')
    .where('deliver_by', '<', today)
    .where('late_notified_at', 'is', null)
    .orderBy('deliver_by')
    .limit(BATCH)
    .execute();
  let notified = 0;
  for (const order of late) {
    const at = now.toISOString();
    const marked = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('orders')
        .set({ late_notified_at: at })
        .where('reference', '=', order.reference)
        .where('late_notified_at', 'is', null)
        .where('fulfilment_status', '=', 'to_send')
        .where('status', 'in', SENDABLE_STATUSES)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await recordEvent(trx, { reference: order.reference, at, actor: SYSTEM_ACTOR, kind: EVENT.late });
      await queueEmails(trx, [emailFor({ ...order, late_notified_at: at })], now);
      return true;
    });
    if (marked) notified++;
  }
  return notified;
}
