/**
 * The company search's query, checked and reduced to one form: the dialog's text typed (a name, a
 * SIREN or a SIRET), bounded, and the key under which the same search is answered from the cache
 * whatever its case, accents and spaces. Pure.
 */
import { companyQuery as dialogQuery } from '../../widget/core/company-rules';

/** The longest query accepted: longer than any company's name worth searching, short enough to bound the work. */
export const COMPANY_QUERY_MAX_CHARS = 100;

/**
 * The query the directory is asked, or null when the text is out of bounds: too short for the dialog
 * to search (widget/core/company-rules.ts), more than COMPANY_QUERY_MAX_CHARS once trimmed,
 * or a control character. Lower case, without accents, one space between words; a number typed in
 * groups (« 552 100 554 ») becomes its digits, which is how the directory finds a SIREN or a SIRET.
 */
export function companyQuery(typed: string | null | undefined): string | null {
  const trimmed = (typed ?? '').trim();
  if (trimmed.length > COMPANY_QUERY_MAX_CHARS || /\p{Cc}/u.test(trimmed.replace(/[\t\n\r]/g, ' '))) return null;
  // The dialog's own rule (its minimum, a number typed in groups), then one form for the cache.
  const query = dialogQuery(trimmed);
  return query === null ? null : query.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}
