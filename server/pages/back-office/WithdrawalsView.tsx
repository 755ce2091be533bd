/**
 * The « Rétractations » view: every declaration, its matched order (or « non rapprochée », with a field to
 * match it by reference), what is owed next (the refund by its last day, L221-24; or the answer promised;
 * or nothing after the exception), whether the Kbis was sent before it and with
 * the customer's request for immediate execution (L221-28), the rule, and an admin's decision.
 */
import { formatDate } from '../../../site/format';
import type { WithdrawalRow } from '../../db/withdrawal-decisions';
import { exceptionMayApply, refundDeadline } from '../../domain/delivery-rules';
import { parisDay } from '../../domain/paris-time';
import { type DeclarationDeadline, declarationDeadline } from '../../domain/withdrawal-deadline';
import { withdrawalStanding } from '../../domain/withdrawal-match';
import { can } from '../../domain/permissions';
import type { Operator } from '../../domain/permissions';
import { formatParisDateTime } from '../../domain/paris-time';
import { CsrfField } from './BackOfficeDocument';
import { WITHDRAWALS as W } from './delivery-copy';
import { decisionPath, matchPath, orderPagePath, WITHDRAWALS_PATH } from '../../domain/back-office-paths';
import { Pager } from './Pager';

export interface WithdrawalsViewProps {
  rows: WithdrawalRow[];
  /** The cursor of the next page, when there is one, and whether this page is not the first. */
  next?: string | null;
  paged?: boolean;
  operator: Operator;
  csrfToken: string;
  now: Date;
}

/** What is owed next on the declaration, and by when (domain/withdrawal-deadline.ts). */
const deadlineOf = (row: WithdrawalRow, matched: boolean) =>
  declarationDeadline(
    row.declared_at,
    row.decision,
    matched && row.paid_at
      ? withdrawalStanding(
          { immediate_execution: row.immediate_execution ?? 0, sent_at: row.sent_at, paid_at: row.paid_at },
          row.declared_at,
        )
      : null,
  );

/** Whether the refund's last day has passed with the money still kept, or the promised answer's with no decision. */
const overdue = (row: WithdrawalRow, deadline: DeclarationDeadline, today: string) =>
  deadline.kind !== 'none' && deadline.day < today && (deadline.kind === 'refund' ? row.order_status !== 'refunded' : !row.decision);

function Deadline({ deadline }: { deadline: DeclarationDeadline }) {
  if (deadline.kind === 'none') return <>{W.noRefund}</>;
  return <>{deadline.kind === 'refund' ? W.refundBy(deadline.day) : W.answerBy(deadline.day)}</>;
}

function SentState({ row }: { row: WithdrawalRow }) {
  if (!row.sent_at) return <>{W.notSent}</>;
  const when = formatParisDateTime(row.sent_at);
  return <>{row.immediate_execution === 1 ? W.sentWithConsent(when) : W.sentWithoutConsent(when)}</>;
}

function Declaration({ row, operator, csrfToken, today }: { row: WithdrawalRow; operator: Operator; csrfToken: string; today: string }) {
  const headingId = `retractation-${row.id}`;
  const matched = row.matched_reference !== null && row.order_status !== null;
  const exception =
    matched && exceptionMayApply({ immediate_execution: row.immediate_execution ?? 0, sent_at: row.sent_at }, row.declared_at);
  const admin = can(operator.role, 'decide-withdrawal');
  const deadline = deadlineOf(row, matched);
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>
        {row.name} — <Deadline deadline={deadline} />
        {overdue(row, deadline, today) && <strong> ({W.overdue})</strong>}
      </h2>
      <dl className="shop-summary">
        <div>
          <dt>{W.declaredAt}</dt>
          <dd>
            <time dateTime={row.declared_at}>{formatParisDateTime(row.declared_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{W.declarant}</dt>
          <dd>
            {row.name}, {row.email}
          </dd>
        </div>
        <div>
          <dt>{W.givenReference}</dt>
          <dd>{row.reference ?? W.none}</dd>
        </div>
        <div>
          <dt>{W.orderDate}</dt>
          <dd>{formatDate(row.order_date)}</dd>
        </div>
        <div>
          <dt>{W.order}</dt>
          <dd>
            {matched ? (
              <>
                <a href={orderPagePath(row.matched_reference!)}>{row.matched_reference}</a>
                {row.company_name ? `, ${row.company_name}` : ''} ({W.matchedBy[row.match_kind ?? 'reference']})
              </>
            ) : (
              W.unmatched
            )}
          </dd>
        </div>
        {deadline.kind === 'answer' && (
          <div>
            <dt>{W.refundIfDue}</dt>
            <dd>{formatDate(refundDeadline(row.declared_at))}</dd>
          </div>
        )}
        {matched && (
          <div>
            <dt>{W.sent}</dt>
            <dd>
              <SentState row={row} />
            </dd>
          </div>
        )}
        {row.decision && (
          <div>
            <dt>{W.decision}</dt>
            <dd>
              {W.decisions[row.decision]} {W.decidedBy(row.decided_by ?? '', row.decided_at ? formatParisDateTime(row.decided_at) : '')}
            </dd>
          </div>
        )}
      </dl>
      {matched && !row.decision && <p>{exception ? W.exceptionMayApply : W.exceptionCannotApply}</p>}
      {admin && !matched && (
        <form method="post" action={matchPath(row.id)} className="bo-form">
          <CsrfField token={csrfToken} />
          <div className="field">
            <label htmlFor={`${headingId}-reference`}>{W.matchLabel}</label>
            <input id={`${headingId}-reference`} name="reference" type="text" required maxLength={40} autoComplete="off" />
          </div>
          <button type="submit" className="btn btn-secondary" aria-describedby={headingId}>
            {W.match}
          </button>
        </form>
      )}
      {admin && matched && !row.decision && (
        <div className="shop-actions">
          <DecisionForm id={row.id} decision="refund" label={W.accept} primary csrfToken={csrfToken} describedBy={headingId} />
          {exception && <DecisionForm id={row.id} decision="exception" label={W.exception} csrfToken={csrfToken} describedBy={headingId} />}
        </div>
      )}
    </article>
  );
}

interface DecisionFormProps {
  id: string;
  decision: 'refund' | 'exception';
  label: string;
  primary?: boolean;
  csrfToken: string;
  describedBy: string;
}

/** One admin decision on a declaration: a button that posts it. */
const DecisionForm = ({ id, decision, label, primary = false, csrfToken, describedBy }: DecisionFormProps) => (
  <form method="post" action={decisionPath(id)}>
    <CsrfField token={csrfToken} />
    <input type="hidden" name="decision" value={decision} />
    <button type="submit" className={primary ? 'btn' : 'btn btn-secondary'} aria-describedby={describedBy}>
      {label}
    </button>
  </form>
);

export function WithdrawalsView({ rows, next = null, paged = false, operator, csrfToken, now }: WithdrawalsViewProps) {
  const today = parisDay(now.toISOString());
  return (
    <>
      <h1>{W.title}</h1>
      <p>{W.rule}</p>
      {rows.length === 0 ? (
        <p>{W.empty}</p>
      ) : (
        rows.map((row) => <Declaration key={row.id} row={row} operator={operator} csrfToken={csrfToken} today={today} />)
      )}
      <Pager path={WITHDRAWALS_PATH} next={next} paged={paged} nextLabel={W.older} />
    </>
  );
}
