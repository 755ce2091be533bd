/** The orders' queries. A state change and the emails it causes are written in one transaction. */
import type { EmailMessage } from '../domain/email-message';
import { nextStatus, type PaymentEvent } from '../domain/order-state';
import { deliverySchedule } from '../domain/delivery-deadline';
import { EVENT } from '../domain/history';
import { parisDay } from '../domain/paris-time';
import { CUSTOMER_ACTOR, recordEvent, SYSTEM_ACTOR } from './events';
import { type IssuedInvoice, issueInvoice } from './invoices';
import { DEFAULT_CHOICES, newOrderItems, type OrderItemDraft } from '../domain/order-items';
import { insertOrderItems, orderItems } from './order-items';
import { queueEmails } from './outbox';
import type { Store } from './connect';
import type { OrderItemsTable, OrdersTable } from './schema';

/**
 * Stores a new order, its documents and its first event; false when its reference is already taken
 * (the caller makes another).
 */
export async function insertOrder(
  db: Store,
  order: OrdersTable,
  items: readonly OrderItemDraft[] = newOrderItems(DEFAULT_CHOICES, false),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('orders')
      .values(order)
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .executeTakeFirst();
    const inserted = Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    if (!inserted) return false;
    await insertOrderItems(trx, order.reference, items);
    await recordEvent(trx, { reference: order.reference, at: order.created_at, actor: CUSTOMER_ACTOR, kind: EVENT.created });
    return true;
  });
}

export const findOrderByToken = (db: Store, token: string) =>
  db.selectFrom('orders').selectAll().where('token', '=', token).executeTakeFirst();

export const findOrderByReference = (db: Store, reference: string) =>
  db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();

/** Records the payment provider's id for the order's payment attempt. */
export async function setPaymentId(db: Store, reference: string, paymentId: string): Promise<void> {
  await db.updateTable('orders').set({ payment_id: paymentId }).where('reference', '=', reference).execute();
}

/**
 * Applies `event` to the order if its status allows it (order-state.ts), and in the same transaction
 * issues a payment's invoice and queues the emails `emailsFor` decides from the updated order and its documents. Returns the updated order, or null
 * when nothing changed: a replayed webhook, a second click, a cancel after payment.
 */
export async function applyPaymentEvent(
  db: Store,
  reference: string,
  event: PaymentEvent,
  now: Date,
  emailsFor: (order: OrdersTable, invoice: IssuedInvoice | undefined, items: readonly OrderItemsTable[]) => EmailMessage[],
  paymentId?: string,
): Promise<OrdersTable | null> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
    if (!order) return null;
    const status = nextStatus(order.status, event);
    if (!status) return null;
    const at = now.toISOString();
    const changes =
      event === 'paid'
        ? { status, paid_at: at, ...schedule(order, at), ...(paymentId ? { payment_id: paymentId } : {}) }
        : { status, cancelled_at: at };
    // The status in the WHERE clause makes the change happen once, even when two instances race on
    // PostgreSQL (the second update finds nothing to change).
    const result = await trx
      .updateTable('orders')
      .set(changes)
      .where('reference', '=', reference)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    const updated = { ...order, ...changes };
    if (event === 'paid') await recordEvent(trx, { reference, at, actor: SYSTEM_ACTOR, kind: EVENT.paid, detail: order.payment_mode });
    const invoice = event === 'paid' ? await issueInvoice(trx, updated, now) : undefined;
    await queueEmails(trx, emailsFor(updated, invoice, await orderItems(trx, reference)), now);
    return updated;
  });
}

/** The paid order's start and delivery deadline, fixed at payment. */
function schedule(order: OrdersTable, paidAt: string) {
  const { workStartsOn, deliverBy } = deliverySchedule(parisDay(paidAt), order.immediate_execution === 1);
  return { work_starts_on: workStartsOn, deliver_by: deliverBy };
}

/** Orders created in [from, to), newest first, for the operator's tools. */
export const listOrders = (db: Store) => db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').execute();
