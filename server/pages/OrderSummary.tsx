import { SUMMARY_LABELS } from '../../widget/core/copy';
import { summaryRows } from '../../widget/core/summary';
import type { OrdersTable } from '../db/schema';
import { orderSiren, SIREN_LABEL } from '../domain/company-identity';
import { orderDraft } from '../domain/order-draft';

/** The summary's rows, labelled, the SIREN if known after the company's own. */
function labelledRows(order: OrdersTable): [label: string, value: string][] {
  const rows = summaryRows(orderDraft(order))
    .filter(([, value]) => value)
    .map(([key, value]): [string, string] => [SUMMARY_LABELS[key], value]);
  const siren = orderSiren(order);
  if (!siren) return rows;
  const afterCompany = rows.findIndex(([label]) => label === SUMMARY_LABELS.fullName);
  return rows.toSpliced(afterCompany, 0, [SIREN_LABEL, siren]);
}

/** Who ordered for which company, as the dialog's last step summarised it, under the order's reference; the documents are OrderLines. */
export function OrderSummary({ order, referenceLabel = 'Référence' }: { order: OrdersTable; referenceLabel?: string }) {
  return (
    <dl className="shop-summary">
      <div>
        <dt>{referenceLabel}</dt>
        <dd>
          <strong>{order.reference}</strong>
        </dd>
      </div>
      {/* The dialog shows its empty rows (the product's summary); a page never does. */}
      {labelledRows(order).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
