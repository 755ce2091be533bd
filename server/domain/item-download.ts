/**
 * Whether the customer may download one document of their order now, from their order page: as the
 * Kbis always could (delivery-rules.ts), for RETENTION.documentDays after that document's sending,
 * never once the order is withdrawn or refunded in full, nor once that document is refunded; and the
 * address of each document's download.
 */
import { DOCUMENT_KINDS, type DocumentKind } from '../../widget/core/catalogue';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import type { OrderItemsTable, OrdersTable } from '../db/schema';
import { type DownloadRefusal, downloadEnds } from './delivery-rules';

type OrderFacts = Pick<OrdersTable, 'fulfilment_status' | 'status'>;
type LineFacts = Pick<OrderItemsTable, 'state' | 'sent_at'>;

/** Why the customer may not download the line's document now, or null when they may. */
export function lineDownloadRefusal(order: OrderFacts, line: LineFacts, now: Date): DownloadRefusal | null {
  if (order.fulfilment_status === 'withdrawn' || line.state === 'withdrawn') return 'withdrawn';
  if (order.status === 'refunded' || line.state === 'refunded') return 'refunded';
  if (line.state !== 'sent' || !line.sent_at) return 'not-sent';
  if (now >= downloadEnds(line.sent_at)) return 'expired';
  return null;
}

/** Until when the line's document may be downloaded, or null when it may not now. */
export const lineDownloadEnds = (order: OrderFacts, line: LineFacts, now: Date): Date | null =>
  lineDownloadRefusal(order, line, now) || !line.sent_at ? null : downloadEnds(line.sent_at);

/** Each document's file on the customer's order page; the Kbis keeps the address it always had. */
const DOWNLOAD_FILES: Record<DocumentKind, string> = {
  kbis: 'extrait.pdf',
  statuts: 'statuts.pdf',
  comptes: 'comptes-annuels.pdf',
  acte: 'acte.pdf',
};

/** The customer's download of the order's document of `kind`, from the order page whose token is `token`. */
export const downloadPath = (token: string, kind: DocumentKind = 'kbis') => `${HANDOFF_PATH}/${token}/${DOWNLOAD_FILES[kind]}`;

/** The document a download's file name asks for, or undefined when it names none. */
export const downloadKind = (file: string) => DOCUMENT_KINDS.find((kind) => DOWNLOAD_FILES[kind] === file);
