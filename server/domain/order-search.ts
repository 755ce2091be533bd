/**
 * What the operator typed in « Rechercher », read as the one thing it can be: a reference, an
 * email address, a SIRET or a SIREN (spaces ignored), or else part of a company's name.
 */
import { REFERENCE_PATTERN } from '../../widget/core/checkout';

export const SEARCH_MAX_LENGTH = 100;

export type OrderSearch =
  | { kind: 'reference'; value: string }
  | { kind: 'email'; value: string }
  /** The SIRET as typed and without its spaces: the dialog stores what the customer typed. */
  | { kind: 'siret'; value: string; typed: string }
  /** Nine digits: the SIREN the directory confirmed or the dialog handed over, or the start of a SIRET typed. */
  | { kind: 'siren'; value: string }
  | { kind: 'company'; value: string };

export function parseSearch(text: string | undefined): OrderSearch | null {
  const query = (text ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  if (!query) return null;
  if (REFERENCE_PATTERN.test(query.toUpperCase())) return { kind: 'reference', value: query.toUpperCase() };
  if (query.includes('@')) return { kind: 'email', value: query.toLowerCase() };
  const digits = query.replace(/\s/g, '');
  if (/^\d{14}$/.test(digits)) return { kind: 'siret', value: digits, typed: query };
  if (/^\d{9}$/.test(digits)) return { kind: 'siren', value: digits };
  return { kind: 'company', value: query };
}
