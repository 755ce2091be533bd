/**
 * The order page's refund panel, for admins only: « Rembourser », all that is left by default or a partial
 * amount, with a reason for the history. A fulfiller sees nothing of it (and the service refuses it anyway).
 */
import { formatEuro } from '../../../widget/core/format';
import type { OrdersTable } from '../../db/schema';
import { can } from '../../domain/permissions';
import type { Operator } from '../../domain/permissions';
import { CsrfField } from './BackOfficeDocument';
import { REFUND_PANEL } from './delivery-copy';
import { refundPath } from '../../domain/back-office-paths';

export interface RefundPanelProps {
  order: OrdersTable;
  /** Amounts asked of Stripe and not confirmed yet. */
  pendingCents: number;
  operator: Operator;
  csrfToken: string;
}

const euros = (cents: number) => formatEuro(cents / 100);
/** The amount as the field shows it, with a decimal comma: « 35,00 ». */
const fieldAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export function RefundPanel({ order, pendingCents, operator, csrfToken }: RefundPanelProps) {
  if (!can(operator.role, 'refund')) return null;
  const left = order.amount_cents - order.refunded_cents - pendingCents;
  const refundable = (order.status === 'paid' || order.status === 'partly_refunded') && left > 0;
  return (
    <section aria-labelledby="remboursement">
      <h3 id="remboursement">{REFUND_PANEL.heading}</h3>
      {order.status === 'refunded' && <p>{REFUND_PANEL.refundedAll}</p>}
      {order.status === 'partly_refunded' && <p>{REFUND_PANEL.refundedPart(euros(order.refunded_cents), euros(order.amount_cents))}</p>}
      {pendingCents > 0 && <p role="status">{REFUND_PANEL.pending(euros(pendingCents))}</p>}
      {refundable && (
        <form method="post" action={refundPath(order.reference)} className="bo-form">
          <CsrfField token={csrfToken} />
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
