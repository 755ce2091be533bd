/**
 * Where a paid order stands, in words, on the customer's page: to be sent by its deadline, sent (with the
 * download while it lasts), refunded, or withdrawn; and, once the customer declared a withdrawal that was
 * matched to it, that declaration and then the decision on it, so that the page stops promising the Kbis.
 */
import { formatDate } from '../../site/format';
import { formatEuro } from '../../widget/core/format';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import type { Declaration } from '../db/order-follow-up';
import type { OrdersTable } from '../db/schema';
import { refundDeadline } from '../domain/delivery-rules';
import { formatParisDateTime, parisDay } from '../domain/paris-time';
import { TEST_PAYMENT_MODE } from '../payment/test-provider';
import { ORDER_STATUS as S } from './copy';

/** The customer's download of the Kbis sent for the order whose page token is `token`. */
export const downloadPath = (token: string) => `${HANDOFF_PATH}/${token}/extrait.pdf`;

const euros = (cents: number) => formatEuro(cents / 100);

function statusText(order: OrdersTable, declaration: Declaration | undefined): string {
  const refundedOn = order.refunded_at ? formatParisDateTime(order.refunded_at) : '';
  if (order.fulfilment_status === 'withdrawn') {
    if (order.status === 'refunded' && order.refunded_at) return S.withdrawnRefunded(refundedOn);
    if (order.status === 'partly_refunded' && order.refunded_at)
      return S.withdrawnPartlyRefunded(refundedOn, euros(order.refunded_cents), euros(order.amount_cents));
    return S.withdrawn;
  }
  if (order.status === 'refunded' && order.refunded_at) return S.refunded(refundedOn);
  const refundedPart =
    order.status === 'partly_refunded' && order.refunded_at
      ? ` ${S.partlyRefunded(refundedOn, euros(order.refunded_cents), euros(order.amount_cents))}`
      : '';
  if (order.fulfilment_status === 'sent' && order.sent_at) return S.sent(formatParisDateTime(order.sent_at)) + refundedPart;
  if (declaration && !declaration.decision) return S.awaitingDecision + refundedPart;
  return (order.deliver_by ? S.paidBy(formatDate(order.deliver_by)) : S.paid) + refundedPart;
}

function withdrawalText(order: OrdersTable, declaration: Declaration): string {
  const declared = formatParisDateTime(declaration.declared_at);
  const decidedOn = declaration.decided_at ? formatDate(parisDay(declaration.decided_at)) : '';
  if (declaration.decision === 'exception') return S.refused(declared, decidedOn);
  if (declaration.decision !== 'refund') return S.declared(declared);
  const accepted = S.accepted(declared, decidedOn);
  if (order.payment_mode === TEST_PAYMENT_MODE) return accepted + S.testNoRefund;
  return order.refunded_at ? accepted : accepted + S.refundBy(formatDate(refundDeadline(declaration.declared_at)));
}

/**
 * `downloadUntil`: when the customer may download the Kbis until, or null when they may not;
 * `declaration`: the latest withdrawal declared and matched to the order, if any.
 */
export function CustomerOrderStatus({
  order,
  downloadUntil,
  declaration,
}: {
  order: OrdersTable;
  downloadUntil: Date | null;
  declaration?: Declaration | undefined;
}) {
  return (
    <>
      <p>
        <strong>{S.statusLabel} :</strong> {statusText(order, declaration)}
      </p>
      {declaration && (
        <p>
          <strong>{S.withdrawalLabel} :</strong> {withdrawalText(order, declaration)}
        </p>
      )}
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
