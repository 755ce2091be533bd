/**
 * A document of an order by its name, as the operator and the customer read it: the catalogue's label,
 * with the closing year asked for the accounts, or the customer's own description of the other deed.
 */
import { DOCUMENT_COPY, DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { NBSP } from '../../widget/core/format';
import type { OrderItemsTable } from '../db/schema';

export type NamedItem = Pick<OrderItemsTable, 'kind' | 'accounts_year' | 'description'>;

/** « Comptes annuels, exercice 2023 », « Autre acte déposé : PV de l’AG du 3 mars 2024 », « Statuts à jour ». */
export function itemName({ kind, accounts_year, description }: NamedItem): string {
  const label = DOCUMENT_LABELS[kind];
  if (kind === 'comptes')
    return `${label}, ${accounts_year ? `${DOCUMENT_COPY.accountsYear.toLowerCase()} ${accounts_year}` : DOCUMENT_COPY.latestAccounts.toLowerCase()}`;
  if (kind === 'acte' && description) return `${label}${NBSP}: ${description}`;
  return label;
}
