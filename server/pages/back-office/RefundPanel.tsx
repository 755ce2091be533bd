/**
 * The order page's refund panel, for admins only: « Rembourser », all that is left by default or a partial
 * amount, with a reason for the history; and each refund Stripe has not confirmed, with « Redemander à
 * Stripe ». A fulfiller sees nothing of it (and the service refuses it anyway).
 */
import { formatEuro } from '../../../widget/core/format';
import type { CreditKind, OrdersTable, RefundsTable } from '../../db/schema';
import { CREDIT_KIND_FIELD, CREDIT_KIND_VALUES } from '../../domain/credit-kind';
import { formatParisDateTime } from '../../domain/paris-time';
import { can } from '../../domain/permissions';
import type { Operator } from '../../domain/permissions';
import { CsrfField } from './BackOfficeDocument';
import { REFUND_PANEL } from './delivery-copy';
import { refundAgainPath, refundPath } from '../../domain/back-office-paths';
import { REFUND_KEY_FIELD } from '../../domain/refund-key';

export type PendingRefund = Pick<RefundsTable, 'id' | 'amount_cents' | 'requested_at'>;

export interface RefundPanelProps {
  order: OrdersTable;
  /** The refunds asked of Stripe and not confirmed yet. */
  pending: PendingRefund[];
  /** The form's one-time key: the refund's id, whatever the number of times the form is posted. */
  refundKey: string;
  operator: Operator;
  csrfToken: string;
}

const euros = (cents: number) => formatEuro(cents / 100);
/** The amount as the field shows it, with a decimal comma: « 35,00 ». */
const fieldAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export function RefundPanel({ order, pending, refundKey, operator, csrfToken }: RefundPanelProps) {
  if (!can(operator.role, 'refund')) return null;
  const pendingCents = pending.reduce((sum, refund) => sum + refund.amount_cents, 0);
  const left = order.amount_cents - order.refunded_cents - pendingCents;
  const refundable = (order.status === 'paid' || order.status === 'partly_refunded') && left > 0;
  return (
    <section aria-labelledby="remboursement">
      <h3 id="remboursement">{REFUND_PANEL.heading}</h3>
      {order.status === 'refunded' && <p>{REFUND_PANEL.refundedAll}</p>}
      {order.status === 'partly_refunded' && <p>{REFUND_PANEL.refundedPart(euros(order.refunded_cents), euros(order.amount_cents))}</p>}
      {pendingCents > 0 && (
        <>
          <p role="status">{REFUND_PANEL.pending(euros(pendingCents))}</p>
          <p className="bo-pending-hint">{REFUND_PANEL.askAgainHint}</p>
          <ul className="bo-pending-refunds">
            {pending.map((refund) => (
              <li key={refund.id}>
                <form method="post" action={refundAgainPath(order.reference, refund.id)} className="bo-inline-form">
                  <CsrfField token={csrfToken} />
                  <span id={`relance-${refund.id}`}>
                    {REFUND_PANEL.pendingOne(euros(refund.amount_cents), formatParisDateTime(refund.requested_at))}
                  </span>{' '}
                  <button type="submit" className="btn btn-secondary" aria-describedby={`relance-${refund.id}`}>
                    {REFUND_PANEL.askAgain}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}
      {refundable && (
        <form method="post" action={refundPath(order.reference)} className="bo-form" data-prevent-double-click="">
          <CsrfField token={csrfToken} />
          <input type="hidden" name={REFUND_KEY_FIELD} value={refundKey} />
          <div className="field">
            <label htmlFor="remboursement-montant">{REFUND_PANEL.amountLabel}</label>
            <p className="field-hint" id="remboursement-montant-aide">
              {REFUND_PANEL.amountHint(euros(left))}
            </p>
            <input
              id="remboursement-montant"
              name="montant"
              type="text"
              inputMode="decimal"
              required
              maxLength={12}
              defaultValue={fieldAmount(left)}
              aria-describedby="remboursement-montant-aide"
            />
          </div>
          <fieldset className="field">
            <legend>{REFUND_PANEL.creditKindLegend}</legend>
            {(Object.keys(CREDIT_KIND_VALUES) as CreditKind[]).map((kind) => (
              <label key={kind} className="bo-choice">
                <input type="radio" name={CREDIT_KIND_FIELD} value={CREDIT_KIND_VALUES[kind]} defaultChecked={kind === 'cancellation'} />{' '}
                {REFUND_PANEL.creditKinds[kind]}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="remboursement-motif">{REFUND_PANEL.reasonLabel}</label>
            <p className="field-hint" id="remboursement-motif-aide">
              {REFUND_PANEL.reasonHint}
            </p>
            <textarea id="remboursement-motif" name="motif" required maxLength={500} rows={3} aria-describedby="remboursement-motif-aide" />
          </div>
          <button type="submit" className="btn">
            {REFUND_PANEL.submit}
          </button>
        </form>
      )}
    </section>
  );
}
