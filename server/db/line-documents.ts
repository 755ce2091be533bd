/**
 * The documents sent for each line of an order: the last one still holding its bytes (a corrected file
 * replaces the one before), for the order pages, and its bytes for the customer's download of that line.
 */
import type { OrdersTable } from './schema';
import type { Store } from './connect';
import { orderItems } from './order-items';
import { lineDownloadEnds } from '../domain/item-download';
import type { OrderItemsTable } from './schema';

/** The last document still holding its bytes of each of the order's lines, without them, by line id. */
export async function lineDocuments(db: Store, reference: string) {
  const rows = await db
    .selectFrom('documents')
    .select(['item_id', 'file_name', 'size', 'uploaded_at'])
    .where('reference', '=', reference)
    .where('purged_at', 'is', null)
    .orderBy('uploaded_at')
    .orderBy('id')
    .execute();
  return new Map(rows.map(({ item_id, ...document }) => [item_id, document]));
}

/** The bytes of the last document sent for the line `itemId`, or null when none holds them any more. */
export async function lineDocumentContent(db: Store, itemId: string): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('documents')
    .select('content')
    .where('item_id', '=', itemId)
    .where('purged_at', 'is', null)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.content ?? null;
}

/** One document of the order as its customer's page shows it: the line, and until when it may be downloaded. */
export interface CustomerDocument {
  item: OrderItemsTable;
  downloadUntil: Date | null;
}

/** The order's documents at `now`, each downloadable while its rule allows and its file is kept. */
export async function customerDocuments(db: Store, order: OrdersTable, now: Date): Promise<CustomerDocument[]> {
  const [items, documents] = await Promise.all([orderItems(db, order.reference), lineDocuments(db, order.reference)]);
  return items.map((item) => ({ item, downloadUntil: documents.has(item.id) ? lineDownloadEnds(order, item, now) : null }));
}
