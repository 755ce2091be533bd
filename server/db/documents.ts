/**
 * The Kbis PDFs the operator sends, kept in the database so that every instance serves the same bytes,
 * and the sending itself: the document stored, the event recorded, the order marked sent and the email
 * queued, all in one transaction, so that none happens without the others.
 */
import { randomUUID } from 'node:crypto';
import type { EmailMessage } from '../domain/email-message';
import { DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { nextFulfilment } from '../domain/fulfilment-state';
import { isOpenItem, nextItemState } from '../domain/order-items';
import { lineDetail } from '../domain/item-history';
import { uploadedName } from '../domain/pdf-file';
import { sha256 } from '../domain/secrets';
import type { Store } from './connect';
import { recordEvent } from './events';
import { expectOneRow, lockOrder } from './order-lock';
import { orderItems, syncOrderFulfilment } from './order-items';
import { queueEmails } from './outbox';
import type { DocumentsTable, OrderItemsTable, OrdersTable } from './schema';

/** The event kinds this module records in the order's history. */
export const DOCUMENT_EVENTS = { sent: 'document_sent', resent: 'email_resent' } as const;

export interface Upload {
  /** The name the customer sees. */
  fileName: string;
  /** The operator's file's name, for the history. */
  originalName: string;
  bytes: Uint8Array;
}

/**
 * Stores `upload` as the order's document `itemId` (by default, its first line still owed, else its
 * first line sent, for a corrected file) and sends it: null when the order or the line is unknown, or
 * when a sending is refused (the order withdrawn or not paid, the line refunded, or the line no longer
 * held under `leaseOwner`, the register's job's lease), in which case nothing is written.
 */
export async function sendDocument(
  db: Store,
  reference: string,
  upload: Upload,
  operatorEmail: string,
  now: Date,
  emailFor: (order: OrdersTable, documentId: string, item: OrderItemsTable) => EmailMessage,
  itemId?: string,
  leaseOwner?: string,
): Promise<DocumentsTable | null> {
  return db.transaction().execute(async (trx) => {
    // Under the order's lock: a refund or a withdrawal decided meanwhile wins, and nothing is sent.
    const order = await lockOrder(trx, reference);
    if (!order || !nextFulfilment(order.fulfilment_status, 'sent', order.status)) return null;
    const items = await orderItems(trx, reference);
    const item = itemId
      ? items.find((line) => line.id === itemId)
      : (items.find((line) => isOpenItem(line.state)) ?? items.find((line) => line.state === 'sent'));
    const state = item && nextItemState(item.state, 'sent');
    if (!item || !state || (leaseOwner !== undefined && item.lease_owner !== leaseOwner)) return null;
    const at = now.toISOString();
    expectOneRow(
      await trx
        .updateTable('order_items')
        .set({ state, sent_at: at, failure: '', next_attempt_at: null, lease_until: null, lease_owner: null })
        .where('id', '=', item.id)
        .executeTakeFirst(),
      'Envoi du document',
    );
    await syncOrderFulfilment(trx, reference, at);
    const document: DocumentsTable = {
      id: randomUUID(),
      reference,
      item_id: item.id,
      file_name: upload.fileName,
      content: upload.bytes,
      size: upload.bytes.length,
      sha256: sha256(upload.bytes),
      uploaded_by: operatorEmail,
      uploaded_at: at,
      purged_at: null,
    };
    await trx.insertInto('documents').values(document).execute();
    await recordEvent(trx, {
      reference,
      at,
      actor: operatorEmail,
      kind: DOCUMENT_EVENTS.sent,
      detail: `${DOCUMENT_LABELS[item.kind]} : ${uploadedName(upload.originalName)} (${upload.bytes.length} octets, SHA-256 ${document.sha256})`,
    });
    const updated = (await lockOrder(trx, reference)) ?? order;
    await queueEmails(trx, [emailFor(updated, document.id, { ...item, state, sent_at: at })], now);
    return document;
  });
}

/**
 * Queues again the email of the last file sent for the order's document `itemId` (`emailFor` is given
 * its line and its size), and records it under that line; false when there is nothing to resend: the
 * line unknown or not sent, the order refunded, or its file purged.
 */
export async function resendDocument(
  db: Store,
  reference: string,
  itemId: string,
  operatorEmail: string,
  now: Date,
  emailFor: (order: OrdersTable, documentId: string, item: OrderItemsTable, sizeBytes: number) => EmailMessage,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Under the order's lock, as a refund is: a document refunded meanwhile is not sent again.
    const order = await lockOrder(trx, reference);
    if (!order || order.status === 'refunded') return false;
    const item = (await orderItems(trx, reference)).find((line) => line.id === itemId);
    if (item?.state !== 'sent') return false;
    const document = await trx
      .selectFrom('documents')
      .select(['id', 'file_name', 'size'])
      .where('item_id', '=', item.id)
      .where('purged_at', 'is', null)
      .orderBy('uploaded_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!document) return false;
    await recordEvent(trx, {
      reference,
      at: now.toISOString(),
      actor: operatorEmail,
      kind: DOCUMENT_EVENTS.resent,
      detail: lineDetail(item.kind, document.file_name),
    });
    await queueEmails(trx, [emailFor(order, document.id, item, document.size)], now);
    return true;
  });
}
