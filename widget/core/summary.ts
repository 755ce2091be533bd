/**
 * What the last step's summary shows (the company and its SIRET if given, the person billed, their
 * company, email and phone, the address if given): built from the trimmed draft, rendered as is by the UI.
 */
import type { SUMMARY_LABELS } from './copy';
import { toOrder, type Draft, type OrderEntry } from './fields';

/** A summary row: its label key and its value, empty for an optional field left blank. */
export type SummaryRow = [key: keyof typeof SUMMARY_LABELS, value: string];

/** Rows left out, rather than shown empty, when their field is blank. */
const SHOWN_IF_GIVEN: readonly SummaryRow[0][] = ['siret', 'address'];

/** "address, postal code city", leaving out whatever is blank. */
export function addressLine({ address, postalCode, city }: OrderEntry['billing']): string {
  return [address, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The summary rows in display order: SIRET only if given, the address line only if an address is. */
export function summaryRows(draft: Draft): SummaryRow[] {
  const { company, billing } = toOrder(draft);
  const rows: SummaryRow[] = [
    ['companyName', company.companyName],
    ['siret', company.siret],
    // Stryker disable next-line MethodExpression: the last step is reached only with both names given, so there is no edge space to trim.
    ['fullName', `${billing.firstName} ${billing.lastName}`.trim()],
    ['company', billing.company],
    ['email', billing.email],
    ['phone', billing.phone],
    ['address', billing.address && addressLine(billing)],
  ];
  return rows.filter(([key, value]) => value || !SHOWN_IF_GIVEN.includes(key));
}
