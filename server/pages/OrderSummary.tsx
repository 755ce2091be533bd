import { RECEIPT, SUMMARY_LABELS } from '../../widget/core/copy';
import { summaryRows } from '../../widget/core/summary';
import type { OrdersTable } from '../db/schema';
import { orderDraft } from '../domain/order-draft';

/** What was ordered, as the dialog's last step summarised it, under the order's reference. */
export function OrderSummary({ order, referenceLabel = 'Référence' }: { order: OrdersTable; referenceLabel?: string }) {
  return (
    <dl className="shop-summary">
      <div>
        <dt>{referenceLabel}</dt>
        <dd>
          <strong>{order.reference}</strong>
        </dd>
      </div>
      <div>
        <dt>Document</dt>
        <dd>{RECEIPT.item}</dd>
      </div>
      {/* The dialog shows its empty rows (the product's summary); a page never does. */}
      {summaryRows(orderDraft(order))
        .filter(([, value]) => value)
        .map(([key, value]) => (
          <div key={key}>
            <dt>{SUMMARY_LABELS[key]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
