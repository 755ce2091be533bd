/**
 * Where a paid order stands, in words, on the customer's page: to be sent by its deadline, sent (with the
 * download while it lasts), refunded, or withdrawn.
 */
import { formatDate } from '../../site/format';
import { formatEuro } from '../../widget/core/format';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import type { OrdersTable } from '../db/schema';
import { ORDER_STATUS as S } from './copy';
import { formatParisDateTime } from '../domain/paris-time';

/** The customer's download of the Kbis sent for the order whose page token is `token`. */
export const downloadPath = (token: string) => `${HANDOFF_PATH}/${token}/extrait.pdf`;

const euros = (cents: number) => formatEuro(cents / 100);

function statusText(order: OrdersTable): string {
  if (order.status === 'refunded' && order.refunded_at) return S.refunded(formatParisDateTime(order.refunded_at));
  if (order.fulfilment_status === 'withdrawn') return S.withdrawn;
  const refundedPart =
    order.status === 'partly_refunded' && order.refunded_at
      ? ` ${S.partlyRefunded(formatParisDateTime(order.refunded_at), euros(order.refunded_cents), euros(order.amount_cents))}`
      : '';
  if (order.fulfilment_status === 'sent' && order.sent_at) return S.sent(formatParisDateTime(order.sent_at)) + refundedPart;
  return (order.deliver_by ? S.paidBy(formatDate(order.deliver_by)) : S.paid) + refundedPart;
}

/** `downloadUntil`: when the customer may download the Kbis until, or null when they may not. */
export function CustomerOrderStatus({ order, downloadUntil }: { order: OrdersTable; downloadUntil: Date | null }) {
  return (
    <>
      <p>
        <strong>{S.statusLabel} :</strong> {statusText(order)}
      </p>
      {downloadUntil && (
        <p className="shop-actions">
          <a className="btn" href={downloadPath(order.token)} download>
            {S.download}
          </a>
          <span>{S.downloadUntil(formatParisDateTime(downloadUntil.toISOString()))}</span>
        </p>
      )}
    </>
  );
}
