/**
 * Where a paid order stands, in words, on the customer's page: to be sent by its deadline, sent,
 * refunded, or withdrawn; and, once the customer declared a withdrawal that was matched to it, that
 * declaration and then the decision on it, so that the page stops promising the documents. Then each
 * document with its own state, and its download once sent, while it lasts.
 */
import { formatDate } from '../../site/format';
import { formatEuro } from '../../widget/core/format';
import type { CustomerDocument } from '../db/line-documents';
import type { Declaration } from '../db/order-follow-up';
import type { OrdersTable } from '../db/schema';
import { refundDeadline } from '../domain/delivery-rules';
import { downloadPath } from '../domain/item-download';
import { itemName } from '../domain/item-name';
import { formatParisDateTime, parisDay } from '../domain/paris-time';
import { TEST_PAYMENT_MODE } from '../payment/test-provider';
import { ORDER_STATUS as S } from './copy';

const euros = (cents: number) => formatEuro(cents / 100);

/** The order's state; `kbisOnly` keeps the words of an order of the Kbis alone (« votre extrait »). */
function statusText(order: OrdersTable, declaration: Declaration | undefined, kbisOnly: boolean): string {
  const refundedOn = order.refunded_at ? formatParisDateTime(order.refunded_at) : '';
  if (order.fulfilment_status === 'withdrawn') {
    if (order.status === 'refunded' && order.refunded_at) return S.withdrawnRefunded(refundedOn);
    if (order.status === 'partly_refunded' && order.refunded_at)
      return S.withdrawnPartlyRefunded(refundedOn, euros(order.refunded_cents), euros(order.amount_cents));
    return kbisOnly ? S.withdrawn : S.withdrawnDocuments;
  }
  if (order.status === 'refunded' && order.refunded_at) return S.refunded(refundedOn);
  const refundedPart =
    order.status === 'partly_refunded' && order.refunded_at
      ? ` ${S.partlyRefunded(refundedOn, euros(order.refunded_cents), euros(order.amount_cents))}`
      : '';
  if (order.fulfilment_status === 'sent' && order.sent_at) return S.sent(formatParisDateTime(order.sent_at)) + refundedPart;
  if (declaration && !declaration.decision) return (kbisOnly ? S.awaitingDecision : S.awaitingDecisionDocuments) + refundedPart;
  const deliverBy = order.deliver_by ? formatDate(order.deliver_by) : null;
  if (kbisOnly) return (deliverBy ? S.paidBy(deliverBy) : S.paid) + refundedPart;
  return (deliverBy ? S.paidByDocuments(deliverBy) : S.paidDocuments) + refundedPart;
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

function documentState({ item }: CustomerDocument): string {
  if (item.state === 'sent') return S.documentStates.sent(item.sent_at ? formatParisDateTime(item.sent_at) : '');
  return S.documentStates[item.state];
}

/** Each document, its state, and its download while it lasts. */
function Documents({ order, documents }: { order: OrdersTable; documents: CustomerDocument[] }) {
  return (
    <>
      <p id="vos-documents">
        <strong>{S.documentsLabel}</strong>
      </p>
      <ul aria-labelledby="vos-documents">
        {documents.map((document) => (
          <li key={document.item.id}>
            <strong>{itemName(document.item)}</strong> : {documentState(document)}.
            {document.downloadUntil && (
              <>
                <br />
                <a href={downloadPath(order.token, document.item.kind)} download>
                  {S.downloads[document.item.kind]}
                </a>
                . {S.downloadUntil(formatParisDateTime(document.downloadUntil.toISOString()))}
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** `documents`: the order's, each with until when it may be downloaded; `declaration`: the latest withdrawal declared and matched to the order, if any. */
export function CustomerOrderStatus({
  order,
  documents,
  declaration,
}: {
  order: OrdersTable;
  documents: CustomerDocument[];
  declaration?: Declaration | undefined;
}) {
  const kbisOnly = documents.every(({ item }) => item.kind === 'kbis');
  return (
    <>
      <p>
        <strong>{S.statusLabel} :</strong> {statusText(order, declaration, kbisOnly)}
      </p>
      {declaration && (
        <p>
          <strong>{S.withdrawalLabel} :</strong> {withdrawalText(order, declaration)}
        </p>
      )}
      {documents.length > 0 && <Documents order={order} documents={documents} />}
    </>
  );
}
