/**
 * One document of the order on the order page: its name, price, state in words, source and own history,
 * and what may be done to it now: send its PDF (with, for the Kbis, the company's official pages at
 * hand), send its email again, ask the register for it again, refund it alone.
 */
import { formatEuro } from '../../../widget/core/format';
import type { OrderItemsTable, OrdersTable } from '../../db/schema';
import { ITEM_FIELD, refundPath, registerFetchPath, resendPath, sendPath } from '../../domain/back-office-paths';
import type { HistoryEntry } from '../../domain/history';
import { itemName } from '../../domain/item-name';
import { failureReason, type ItemStatus, itemStatus } from '../../domain/item-status';
import { directoryPageUrl, registerPageUrl } from '../../domain/official-pages';
import { isOpenItem, REGISTER_KINDS } from '../../domain/order-items';
import { formatParisDateTime } from '../../domain/paris-time';
import { can, type Operator } from '../../domain/permissions';
import { REFUND_KEY_FIELD } from '../../domain/refund-key';
import { CsrfField } from './BackOfficeDocument';
import { EVENT_LABELS } from './copy';
import { SEND } from './delivery-copy';
import { ITEM } from './item-copy';
import type { SentDocument } from './sent-document';

export interface OrderItemLineProps {
  order: OrdersTable;
  item: OrderItemsTable;
  /** The line's last document sent, if any. */
  document: SentDocument | undefined;
  /** The order's history entries naming this line, their detail less its name. */
  history: HistoryEntry[];
  /** Whether the order may be sent anything now (paid, not withdrawn). */
  sendable: boolean;
  /** Whether a register account is configured: the register's documents may then be asked of it. */
  registerConfigured: boolean;
  /** The line's refund form's one-time key, when the order has its amount left to refund. */
  refundKey: string | null;
  operator: Operator;
  csrfToken: string;
  now: Date;
}

/** The Kbis's file field keeps its address, so that a Kbis-only order's page reads as it always did. */
const fileId = (item: OrderItemsTable) => (item.kind === 'kbis' ? 'extrait-kbis' : `document-${item.kind}`);

function StateWords({ status }: { status: ItemStatus }) {
  switch (status.state) {
    case 'to_fetch':
    case 'failed':
      return (
        <>
          {status.state === 'failed' ? (
            <span className="bo-item-failed">{ITEM.states.failed(failureReason(status.failure) || '—')}</span>
          ) : (
            ITEM.states.to_fetch
          )}
          {status.state === 'to_fetch' && status.failure && (
            <span className="bo-item-more">{ITEM.lastFailure(failureReason(status.failure))}</span>
          )}
          {status.retryAt ? (
            <span className="bo-item-more">{ITEM.retryAt(formatParisDateTime(status.retryAt))}</span>
          ) : (
            status.state === 'failed' && <span className="bo-item-more">{ITEM.noRetry}</span>
          )}
        </>
      );
    case 'sent':
      return <>{status.at ? ITEM.states.sent(formatParisDateTime(status.at)) : ITEM.states.sent('—')}</>;
    case 'to_send':
    case 'refunded':
    case 'withdrawn':
      return <>{ITEM.states[status.state]}</>;
  }
}

/** The company's official pages, by the SIREN the directory confirmed: the Kbis's line shows both. */
function OfficialPages({ order, kbis }: { order: OrdersTable; kbis: boolean }) {
  const siren = order.company_checked_at ? order.company_siren : null;
  if (!siren) return kbis ? <p className="bo-item-more">{ITEM.unverified}</p> : null;
  return (
    <p className="bo-item-links">
      {ITEM.officialPages}{' '}
      {kbis && (
        <>
          <a href={directoryPageUrl(siren)}>{ITEM.directoryPage}</a>
          {' · '}
        </>
      )}
      <a href={registerPageUrl(siren)}>{ITEM.registerPage}</a>
    </p>
  );
}

function LineHistory({ id, history }: { id: string; history: HistoryEntry[] }) {
  return (
    <>
      <h5 id={id} className="bo-item-history-heading">
        {ITEM.historyHeading}
      </h5>
      {history.length ? (
        <ol className="bo-item-history" aria-labelledby={id}>
          {history.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to HTML, never reordered: the position is the entry's identity.
            <li key={index}>
              <span className="bo-item-when">{formatParisDateTime(entry.at)}</span>{' '}
              {ITEM.historyEntry(EVENT_LABELS[entry.kind] ?? entry.kind, entry.actor)}
              {entry.detail && ` — ${entry.detail}`}
            </li>
          ))}
        </ol>
      ) : (
        <p className="bo-item-more">{ITEM.noHistory}</p>
      )}
    </>
  );
}

interface LineButtonProps {
  action: string;
  item: OrderItemsTable;
  hintId: string;
  hint: string;
  label: string;
  csrfToken: string;
}

/** A line's action that takes nothing but a click: its form names the line, its hint says what the click does. */
function LineButton({ action, item, hintId, hint, label, csrfToken }: LineButtonProps) {
  return (
    <form method="post" action={action} className="bo-form">
      <CsrfField token={csrfToken} />
      <input type="hidden" name={ITEM_FIELD} value={item.id} />
      <p className="field-hint" id={hintId}>
        {hint}
      </p>
      <button type="submit" className="btn btn-secondary" aria-describedby={hintId}>
        {label}
      </button>
    </form>
  );
}

export function OrderItemLine(props: OrderItemLineProps) {
  const { order, item, document, history, sendable, registerConfigured, refundKey, operator, csrfToken, now } = props;
  const name = itemName(item);
  const status = itemStatus(item, now);
  const headingId = `ligne-${item.kind}`;
  const kbis = item.kind === 'kbis';
  const id = fileId(item);
  const mayUpload = sendable && can(operator.role, 'send') && (isOpenItem(item.state) || item.state === 'sent');
  // A fetch already due is the job's now: asking again would change nothing.
  const fetchDue = status.state === 'to_fetch' && status.retryAt === null;
  const mayFetch =
    sendable &&
    registerConfigured &&
    can(operator.role, 'send') &&
    REGISTER_KINDS.includes(item.kind) &&
    isOpenItem(item.state) &&
    !fetchDue;
  const mayResend = sendable && document !== undefined && item.state === 'sent' && can(operator.role, 'resend');
  const mayRefund = refundKey !== null && can(operator.role, 'refund') && item.state !== 'refunded' && item.state !== 'withdrawn';
  return (
    <section className="bo-item" aria-labelledby={headingId}>
      <h4 id={headingId}>{name}</h4>
      <dl className="bo-item-facts">
        <div>
          <dt>{ITEM.price}</dt>
          <dd>{formatEuro(item.amount_cents / 100)}</dd>
        </div>
        <div>
          <dt>{ITEM.state}</dt>
          <dd>
            <StateWords status={status} />
          </dd>
        </div>
        <div>
          <dt>{ITEM.source}</dt>
          <dd>{ITEM.sources[item.source]}</dd>
        </div>
      </dl>
      {document && item.state === 'sent' && <p className="bo-item-more">{ITEM.file(document.file_name)}</p>}
      {mayResend && (
        <LineButton
          action={resendPath(order.reference)}
          item={item}
          hintId={`${headingId}-renvoi`}
          hint={SEND.resendHint}
          label={SEND.resend}
          csrfToken={csrfToken}
        />
      )}
      {mayUpload && <OfficialPages order={order} kbis={kbis} />}
      {mayUpload && (
        <form method="post" action={sendPath(order.reference)} encType="multipart/form-data" className="bo-form">
          <CsrfField token={csrfToken} />
          <input type="hidden" name={ITEM_FIELD} value={item.id} />
          <div className="field">
            <label htmlFor={id}>{kbis ? SEND.fileLabel : ITEM.fileLabel(name)}</label>
            <p className="field-hint" id={`${id}-aide`}>
              {kbis ? SEND.fileHint : ITEM.fileHint}
              {item.state === 'sent' ? ` ${SEND.sendAgainHint}` : ''}
            </p>
            <input id={id} name="extrait" type="file" accept="application/pdf,.pdf" required aria-describedby={`${id}-aide`} />
          </div>
          <button type="submit" className="btn">
            {ITEM.submit[item.kind]}
          </button>
        </form>
      )}
      {mayFetch && (
        <LineButton
          action={registerFetchPath(order.reference)}
          item={item}
          hintId={`${headingId}-registre`}
          hint={ITEM.fetchHint}
          label={ITEM.fetch}
          csrfToken={csrfToken}
        />
      )}
      {mayRefund && (
        <form method="post" action={refundPath(order.reference)} className="bo-form bo-item-refund" data-prevent-double-click="">
          <CsrfField token={csrfToken} />
          <input type="hidden" name={REFUND_KEY_FIELD} value={refundKey} />
          {/* The line's price, as the cancellation of that document: the refund route knows both from the line. */}
          <input type="hidden" name={ITEM_FIELD} value={item.id} />
          <div className="field">
            <label htmlFor={`${headingId}-motif`}>{ITEM.refundReasonLabel(name)}</label>
            <input id={`${headingId}-motif`} name="motif" type="text" required maxLength={500} />
          </div>
          <button type="submit" className="btn btn-secondary">
            {ITEM.refund(formatEuro(item.amount_cents / 100))}
          </button>
        </form>
      )}
      <LineHistory id={`${headingId}-historique`} history={history} />
    </section>
  );
}
