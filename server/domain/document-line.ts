/**
 * One document of an order as every place that bills or recalls it names it: the payment page,
 * Stripe Checkout, the emails, the invoice and the credit note. The catalogue's label, made precise
 * by what the customer asked for (the accounts' closing year, the deed's description), so that the
 * customer pays for, and the operator sends, the same document. Pure.
 */
import { DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { NBSP } from '../../widget/core/format';
import type { OrderItemsTable } from '../db/schema';

/** What naming and pricing a line needs: a stored line, or one not stored yet (a draft). */
export type DocumentLine = Pick<OrderItemsTable, 'kind' | 'accounts_year' | 'description' | 'amount_cents' | 'source'>;

/** « Comptes annuels de l’exercice clos en 2023 », « Autre acte déposé : PV d’AGE du 3 mars 2024 », « Extrait Kbis ». */
export function documentLabel(line: Pick<DocumentLine, 'kind' | 'accounts_year' | 'description'>): string {
  const label = DOCUMENT_LABELS[line.kind];
  if (line.kind === 'comptes')
    return line.accounts_year ? `${label} de l’exercice clos en${NBSP}${line.accounts_year}` : `${label} (derniers déposés)`;
  if (line.kind === 'acte' && line.description) return `${label}${NBSP}: ${line.description}`;
  return label;
}
