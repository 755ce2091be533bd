/**
 * The Kbis PDFs the operator sends, kept in the database so that every instance serves the same bytes,
 * and the sending itself: the document stored, the event recorded, the order marked sent and the email
 * queued, all in one transaction, so that none happens without the others.
 */
import { randomUUID } from 'node:crypto';
import type { EmailMessage } from '../domain/email-message';
import { downloadEnds, downloadRefusal } from '../domain/delivery-rules';
import { nextFulfilment } from '../domain/fulfilment-state';
import { uploadedName } from '../domain/pdf-file';
import { sha256 } from '../domain/secrets';
import type { Store } from './connect';
import { recordEvent } from './events';
import { queueEmails } from './outbox';
import type { DocumentsTable, OrdersTable } from './schema';

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
 * Stores `upload` for the order and sends it: null when the order is unknown or its fulfilment refuses a
 * sending (withdrawn, not paid), in which case nothing is written.
 */
export async function sendDocument(
  db: Store,
  reference: string,
  upload: Upload,
  operatorEmail: string,
  now: Date,
  emailFor: (order: OrdersTable, documentId: string) => EmailMessage,
): Promise<DocumentsTable | null> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
    if (!order) return null;
    const fulfilment = nextFulfilment(order.fulfilment_status, 'sent', order.status);
    if (!fulfilment) return null;
    const at = now.toISOString();
    // The statuses in the WHERE clause: a refund or a withdrawal decided meanwhile wins, and nothing is sent.
    const updated = await trx
      .updateTable('orders')
      .set({ fulfilment_status: fulfilment, sent_at: at })
      .where('reference', '=', reference)
      .where('fulfilment_status', '=', order.fulfilment_status)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    const document: DocumentsTable = {
      id: randomUUID(),
      reference,
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
      detail: `${uploadedName(upload.originalName)} (${upload.bytes.length} octets, SHA-256 ${document.sha256})`,
    });
    await queueEmails(trx, [emailFor({ ...order, fulfilment_status: fulfilment, sent_at: at }, document.id)], now);
    return document;
  });
}

/** The order's last document still holding its bytes, without them. */
export const latestDocument = (db: Store, reference: string) =>
  db
    .selectFrom('documents')
    .select(['id', 'reference', 'file_name', 'size', 'sha256', 'uploaded_by', 'uploaded_at', 'purged_at'])
    .where('reference', '=', reference)
    .where('purged_at', 'is', null)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

export const documentContent = async (db: Store, id: string) =>
  (await db.selectFrom('documents').select('content').where('id', '=', id).executeTakeFirst())?.content ?? null;

/** Queues the email of the order's last document again, and records it; false when there is nothing to resend. */
export async function resendDocument(
  db: Store,
  reference: string,
  operatorEmail: string,
  now: Date,
  emailFor: (order: OrdersTable, documentId: string) => EmailMessage,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
    if (order?.fulfilment_status !== 'sent' || order.status === 'refunded') return false;
    const document = await trx
      .selectFrom('documents')
      .select(['id', 'file_name'])
      .where('reference', '=', reference)
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
      detail: document.file_name,
    });
    await queueEmails(trx, [emailFor(order, document.id)], now);
    return true;
  });
}

/** Until when the customer may download the order's Kbis, or null when they may not (now, or any more). */
export async function downloadUntil(db: Store, order: OrdersTable, now: Date): Promise<Date | null> {
  if (downloadRefusal(order, now) || !order.sent_at) return null;
  return (await latestDocument(db, order.reference)) ? downloadEnds(order.sent_at) : null;
}
