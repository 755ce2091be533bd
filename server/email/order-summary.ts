/**
 * An order's rows as the widget's last step showed them to the customer, labels included: the
 * company whose extract is ordered, then the person billed.
 */
import { SUMMARY_LABELS } from '../../widget/core/copy';
import { type SummaryRow, summaryRows } from '../../widget/core/summary';
import type { OrdersTable } from '../db/schema';

export type Row = readonly [label: string, value: string];

const COMPANY_ROWS: readonly SummaryRow[0][] = ['companyName', 'siret'];

function rowsOf(order: OrdersTable, company: boolean): Row[] {
  const draft = {
    companyName: order.company_name,
    siret: order.siret,
    firstName: order.first_name,
    lastName: order.last_name,
    email: order.email,
    phone: order.phone,
    company: order.billing_company,
    address: order.address,
    postalCode: order.postal_code,
    city: order.city,
    immediateExecution: order.immediate_execution === 1,
  };
  return summaryRows(draft)
    .filter(([key]) => COMPANY_ROWS.includes(key) === company)
    .map(([key, value]) => [SUMMARY_LABELS[key], value] as const);
}

/** The company and its SIRET if given. */
export const companyRows = (order: OrdersTable) => rowsOf(order, true);

/** The person billed, their company, email, phone and address line if given. */
export const billingRows = (order: OrdersTable) => rowsOf(order, false);
