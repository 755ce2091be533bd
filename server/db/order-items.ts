/** An order's documents (order_items): stored with the order, read in its order, and the order's fulfilment kept in step. */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { type OrderItemDraft, orderFulfilment } from '../domain/order-items';
import type { Store } from './connect';
import type { Database, OrderItemsTable } from './schema';

type Queries = Store | Transaction<Database>;

/** The lines of a new order, with their ids, under the order's reference. */
export async function insertOrderItems(trx: Queries, reference: string, drafts: readonly OrderItemDraft[]): Promise<OrderItemsTable[]> {
  const items = drafts.map((draft) => ({ ...draft, id: randomUUID(), reference }));
  if (items.length) await trx.insertInto('order_items').values(items).execute();
  return items;
}

/** The order's lines, in the order the customer chose them. */
export const orderItems = (db: Queries, reference: string) =>
  db.selectFrom('order_items').selectAll().where('reference', '=', reference).orderBy('position').execute();

/** The lines of several orders at once (a list's page), by reference. */
export async function itemsByOrder(db: Queries, references: readonly string[]): Promise<Map<string, OrderItemsTable[]>> {
  const byOrder = new Map<string, OrderItemsTable[]>(references.map((reference) => [reference, []]));
  if (!references.length) return byOrder;
  const rows = await db.selectFrom('order_items').selectAll().where('reference', 'in', references).orderBy('position').execute();
  for (const row of rows) byOrder.get(row.reference)?.push(row);
  return byOrder;
}

export const findOrderItem = (db: Queries, id: string) => db.selectFrom('order_items').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Sets the order's fulfilment from its lines, in the transaction that changed one of them; `sentAt`
 * is recorded when the order becomes sent.
 */
export async function syncOrderFulfilment(trx: Queries, reference: string, sentAt?: string): Promise<void> {
  const order = await trx.selectFrom('orders').select(['fulfilment_status']).where('reference', '=', reference).executeTakeFirst();
  if (!order) return;
  const states = (await trx.selectFrom('order_items').select('state').where('reference', '=', reference).execute()).map((row) => row.state);
  const fulfilment = orderFulfilment(order.fulfilment_status, states);
  if (fulfilment === order.fulfilment_status) return;
  await trx
    .updateTable('orders')
    .set({ fulfilment_status: fulfilment, ...(fulfilment === 'sent' && sentAt ? { sent_at: sentAt } : {}) })
    .where('reference', '=', reference)
    .execute();
}
