/**
 * The order page's sending panel: the PDF's field and « Envoyer l'extrait au client », the warning while a
 * declared withdrawal awaits its decision (with what the customer awaits by when), the warning when the
 * withdrawal period still runs without the customer's request, what was sent, and « Renvoyer l'email ».
 */
import type { OrdersTable } from '../../db/schema';
import { withdrawalRunsWithoutRequest } from '../../domain/delivery-rules';
import { isSendable } from '../../domain/order-state';
import { can } from '../../domain/permissions';
import type { Operator } from '../../domain/permissions';
import { formatParisDateTime } from '../../domain/paris-time';
import { CsrfField } from './BackOfficeDocument';
import { SEND } from './delivery-copy';
import { resendPath, sendPath, WITHDRAWALS_PATH } from '../../domain/back-office-paths';
import { declarationDeadline } from '../../domain/withdrawal-deadline';
import { withdrawalStanding } from '../../domain/withdrawal-match';
import type { Declaration } from '../../db/order-follow-up';

export interface SentDocument {
  file_name: string;
  size: number;
  uploaded_at: string;
}

export interface SendDocumentPanelProps {
  order: OrdersTable;
  /** The last document sent, if any. */
  document: SentDocument | undefined;
  /** The latest withdrawal declared and matched to the order, if any: undecided, it is to be decided first. */
  declaration?: Declaration | undefined;
  operator: Operator;
  csrfToken: string;
  now: Date;
}

const FILE_ID = 'extrait-kbis';

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

export function SendDocumentPanel({ order, document, declaration, operator, csrfToken, now }: SendDocumentPanelProps) {
  const canSend = isSendable(order.status);
  const lastDay = withdrawalRunsWithoutRequest(order, now);
  const undecided = declaration && !declaration.decision ? declaration : undefined;
  return (
    <section aria-labelledby="envoi-extrait">
      <h3 id="envoi-extrait">{SEND.heading}</h3>
      {order.fulfilment_status === 'withdrawn' ? (
        <p>{SEND.withdrawn}</p>
      ) : order.status === 'refunded' ? (
        <p>{SEND.refunded}</p>
      ) : !canSend ? (
        <p>{SEND.notPaid}</p>
      ) : (
        <>
          {order.sent_at && document && (
            <>
              <p>
                <strong>{SEND.sentOn(formatParisDateTime(order.sent_at))}</strong> — {SEND.file} : {document.file_name}
              </p>
              {can(operator.role, 'resend') && (
                <form method="post" action={resendPath(order.reference)} className="bo-form">
                  <CsrfField token={csrfToken} />
                  <p className="field-hint">{SEND.resendHint}</p>
                  <button type="submit" className="btn btn-secondary">
                    {SEND.resend}
                  </button>
                </form>
              )}
            </>
          )}
          {undecided && <DeclaredWarning order={order} declaration={undecided} />}
          {lastDay && (
            <div className="note" role="note" aria-labelledby="delai-retractation">
              <h4 id="delai-retractation">{SEND.warningTitle}</h4>
              <p>{SEND.warning(lastDay)}</p>
            </div>
          )}
          {can(operator.role, 'send') && (
            <form method="post" action={sendPath(order.reference)} encType="multipart/form-data" className="bo-form">
              <CsrfField token={csrfToken} />
              <div className="field">
                <label htmlFor={FILE_ID}>{SEND.fileLabel}</label>
                <p className="field-hint" id={`${FILE_ID}-aide`}>
                  {SEND.fileHint}
                  {order.sent_at ? ` ${SEND.sendAgainHint}` : ''}
                </p>
                <input
                  id={FILE_ID}
                  name="extrait"
                  type="file"
                  accept="application/pdf,.pdf"
                  required
                  aria-describedby={`${FILE_ID}-aide`}
                />
              </div>
              <button type="submit" className="btn">
                {SEND.submit}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
