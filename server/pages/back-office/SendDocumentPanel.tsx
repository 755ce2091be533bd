/**
 * The order page's documents panel: where sending stands for the whole order (withdrawn, refunded, not
 * paid; the warning while a declared withdrawal awaits its decision, with what the customer awaits by
 * when; the warning while the withdrawal period runs without the customer's request), then each document
 * on its own line (OrderItemLine), with what was sent for it and its own « Renvoyer l'email ».
 */
import type { OrderItemsTable, OrdersTable } from '../../db/schema';
import { withdrawalRunsWithoutRequest } from '../../domain/delivery-rules';
import type { HistoryEntry } from '../../domain/history';
import { lineHistory } from '../../domain/item-history';
import { isSendable } from '../../domain/order-state';
import type { Operator } from '../../domain/permissions';
import { formatParisDateTime } from '../../domain/paris-time';
import { SEND } from './delivery-copy';
import { ITEM } from './item-copy';
import { OrderItemLine } from './OrderItemLine';
import { WITHDRAWALS_PATH } from '../../domain/back-office-paths';
import { declarationDeadline } from '../../domain/withdrawal-deadline';
import { withdrawalStanding } from '../../domain/withdrawal-match';
import type { Declaration } from '../../db/order-follow-up';
import type { SentDocument } from './sent-document';

/** One document of the order, with the last file sent for it and its refund form's one-time key, if it may be refunded. */
export interface OrderLine {
  item: OrderItemsTable;
  document: SentDocument | undefined;
  refundKey: string | null;
}

export interface SendDocumentPanelProps {
  order: OrdersTable;
  /** The order's documents, in its order. */
  lines: OrderLine[];
  /** The order's history, whose entries naming a document show under it. */
  history?: HistoryEntry[];
  /** Whether a register account is configured (« Récupérer au registre »). */
  registerConfigured?: boolean;
  /** The latest withdrawal declared and matched to the order, if any: undecided, it is to be decided first. */
  declaration?: Declaration | undefined;
  operator: Operator;
  csrfToken: string;
  now: Date;
}

/** A declaration awaiting its decision: when it came, and what the customer awaits by when. */
function DeclaredWarning({ order, declaration }: { order: OrdersTable; declaration: Declaration }) {
  const standing = order.paid_at ? withdrawalStanding({ ...order, paid_at: order.paid_at }, declaration.declared_at) : null;
  const deadline = declarationDeadline(declaration.declared_at, declaration.decision, standing);
  return (
    <div className="note" role="note" aria-labelledby="retractation-a-decider">
      <h4 id="retractation-a-decider">{SEND.declaredTitle}</h4>
      <p>{SEND.declared(formatParisDateTime(declaration.declared_at))}</p>
      {deadline.kind !== 'none' && (
        <p>{deadline.kind === 'answer' ? SEND.declaredAnswer(deadline.day) : SEND.declaredRefund(deadline.day)}</p>
      )}
      <p>
        <a href={WITHDRAWALS_PATH}>{SEND.declaredLink}</a>
      </p>
    </div>
  );
}

export function SendDocumentPanel(props: SendDocumentPanelProps) {
  const { order, lines, history = [], registerConfigured = false, declaration, operator, csrfToken, now } = props;
  const sendable = isSendable(order.status) && order.fulfilment_status !== 'withdrawn';
  const lastDay = withdrawalRunsWithoutRequest(order, now);
  const undecided = declaration && !declaration.decision ? declaration : undefined;
  return (
    <section aria-labelledby="documents-commande">
      <h3 id="documents-commande">{ITEM.heading}</h3>
      {order.fulfilment_status === 'withdrawn' ? (
        <p>{SEND.withdrawn}</p>
      ) : order.status === 'refunded' ? (
        <p>{SEND.refunded}</p>
      ) : !sendable ? (
        <p>{SEND.notPaid}</p>
      ) : (
        <>
          {undecided && <DeclaredWarning order={order} declaration={undecided} />}
          {lastDay && (
            <div className="note" role="note" aria-labelledby="delai-retractation">
              <h4 id="delai-retractation">{SEND.warningTitle}</h4>
              <p>{SEND.warning(lastDay)}</p>
            </div>
          )}
        </>
      )}
      {lines.map(({ item, document: sent, refundKey }) => (
        <OrderItemLine
          key={item.id}
          order={order}
          item={item}
          document={sent}
          history={lineHistory(history, item.kind)}
          sendable={sendable}
          registerConfigured={registerConfigured}
          refundKey={refundKey}
          operator={operator}
          csrfToken={csrfToken}
          now={now}
        />
      ))}
    </section>
  );
}
