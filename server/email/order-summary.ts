/**
 * An order's rows as the widget's last step showed them to the customer, labels included: the
 * company whose extract is ordered, then the person billed.
 */
import { SUMMARY_LABELS } from '../../widget/core/copy';
import { type SummaryRow, summaryRows } from '../../widget/core/summary';
import type { OrdersTable } from '../db/schema';
import { orderSiren, SIREN_LABEL } from '../domain/company-identity';
import { orderDraft } from '../domain/order-draft';

export type Row = readonly [label: string, value: string];

const COMPANY_ROWS: readonly SummaryRow[0][] = ['companyName', 'siret'];

function rowsOf(order: OrdersTable, company: boolean): Row[] {
  // The dialog shows its empty rows (the product's summary); an email never does.
  return summaryRows(orderDraft(order))
    .filter(([key, value]) => value && COMPANY_ROWS.includes(key) === company)
    .map(([key, value]) => [SUMMARY_LABELS[key], value] as const);
}

/** The company, its SIRET if given, and its SIREN if known (confirmed by the directory, else the one chosen). */
export function companyRows(order: OrdersTable): Row[] {
  const siren = orderSiren(order);
  return siren ? [...rowsOf(order, true), [SIREN_LABEL, siren]] : rowsOf(order, true);
}

/** The person billed, their company, email, phone and address line if given. */
export const billingRows = (order: OrdersTable) => rowsOf(order, false);
