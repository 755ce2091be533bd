/**
 * What a company found in the directory means for an order of its Kbis, and how the dialog words it:
 * pure rules, shared by the dialog and the order service. Only a company registered at the RCS has a
 * Kbis (a sole trader's is an extrait K): INSEE's legal categories 9 (associations, foundations and
 * other private groupings) and 7 (public bodies under administrative law) never are.
 */
import { COMPANY_SEARCH_MIN_CHARS, type CompanySuggestion } from './company';
import { COMPANY_SEARCH } from './copy';
import { NBSP } from './format';

/** Why a company chosen has no Kbis to order, by the first digit of its legal category. */
export type NoKbis = 'association' | 'publicBody';

const NO_KBIS_CATEGORIES: Readonly<Record<string, NoKbis>> = { 9: 'association', 7: 'publicBody' };

/** Why `company` has no Kbis, or null when it may have one. */
export function noKbis(company: Pick<CompanySuggestion, 'legalForm'>): NoKbis | null {
  return NO_KBIS_CATEGORIES[company.legalForm[0]!] ?? null;
}

/**
 * The query for what the customer typed, or null when it is too short to search: trimmed, and a
 * number typed in groups (« 552 100 554 ») without its spaces, which the directory does not expect.
 */
export function companyQuery(typed: string): string | null {
  const trimmed = typed.trim();
  const query = /^[\d\s]+$/.test(trimmed) ? trimmed.replace(/\s/g, '') : trimmed;
  return query.replace(/\s/g, '').length >= COMPANY_SEARCH_MIN_CHARS ? query : null;
}

/** A SIREN as it is read aloud and printed, in three groups that never break apart: « 552 100 554 ». */
export function formatSiren(siren: string): string {
  return siren.replace(/(\d{3})(?=\d)/g, `$1${NBSP}`);
}

/** A day in French, as the site prints them: « 1er mars 2019 », « 31 mars 2019 ». */
export function formatFrenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
  return `${day === 1 ? '1er' : day}${NBSP}${monthName} ${year}`;
}

/** What the live region says of `count` suggestions: « Aucune entreprise trouvée », « 1 entreprise trouvée », « 3 entreprises trouvées ». */
export function companiesFound(count: number): string {
  return count === 0 ? COMPANY_SEARCH.none : count === 1 ? COMPANY_SEARCH.one : count + COMPANY_SEARCH.many;
}
