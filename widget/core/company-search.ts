/**
 * The company search of step 1 as pure state, in a build with an order service: the suggestions of
 * the last answer, whether the list is shown and which option is active, what the live region says,
 * the company chosen. The dialog's reducer (serviceOrderReducer) holds it; the fetch is the UI's.
 */
import type { RegisterHoldings } from './catalogue';
import { COMPANY_SUGGESTIONS_MAX, type CompanySuggestion } from './company';
import { COMPANY_SEARCH } from './copy';
import { companiesFound, formatSiren, noKbis } from './company-rules';

export interface CompanySearch {
  companies: readonly CompanySuggestion[];
  /** The list is shown (`aria-expanded`). */
  expanded: boolean;
  /** The option the arrows reached (`aria-activedescendant`), -1 for none. */
  active: number;
  /** What the polite live region says: the count, then the company chosen. */
  said: string;
  /** The search failed once in this opening: its notice stays, and is never said again. */
  failed: boolean;
  /** The suggestion chosen, until the name or the SIRET is edited. */
  chosen: CompanySuggestion | null;
  /** Suivant was refused: the company chosen has no Kbis (noKbis). */
  refused: boolean;
  /** What the national register holds for the company chosen, once the service said; null until then, or when it cannot say. */
  holdings: RegisterHoldings | null;
}

export type SearchAction =
  /** The service's answer to the latest query. */
  | { type: 'suggest'; companies: readonly CompanySuggestion[] }
  /** The latest query got no answer: the service's 204, a network error, a timeout, the page's CSP. */
  | { type: 'searchFailed' }
  /** An arrow key: the next (1) or previous (-1) option, the list shown if it was not. */
  | { type: 'move'; by: 1 | -1 }
  /** Escape, the field left, or too little typed to search. */
  | { type: 'collapse' }
  /** An option chosen by Enter, a click or a tap. */
  | { type: 'choose'; index: number };

export const NO_SEARCH: CompanySearch = {
  companies: [],
  expanded: false,
  active: -1,
  said: '',
  failed: false,
  chosen: null,
  refused: false,
  holdings: null,
};

/** Applies a search action; `search` is absent before the opening's first one. */
export function searchReducer(search: CompanySearch = NO_SEARCH, action: SearchAction): CompanySearch {
  const { companies, active } = search;
  switch (action.type) {
    case 'suggest': {
      const shown = action.companies.slice(0, COMPANY_SUGGESTIONS_MAX);
      return { ...search, companies: shown, expanded: shown.length > 0, active: -1, said: companiesFound(shown.length) };
    }
    case 'searchFailed':
      return { ...search, companies: [], expanded: false, active: -1, failed: true };
    case 'move':
      if (!companies.length) return search;
      // From no option, down goes to the first and up to the last; past either end, round again.
      return {
        ...search,
        expanded: true,
        active: (Math.max(active, action.by > 0 ? -1 : 0) + action.by + companies.length) % companies.length,
      };
    case 'collapse':
      return search.expanded ? { ...search, expanded: false, active: -1 } : search;
    case 'choose': {
      const chosen = companies[action.index];
      if (!chosen) return search;
      return {
        ...search,
        expanded: false,
        active: -1,
        chosen,
        refused: false,
        holdings: null,
        said: `${COMPANY_SEARCH.chosen}${chosen.name}, ${COMPANY_SEARCH.siren}${formatSiren(chosen.siren)}`,
      };
    }
  }
}

/** The search once the name or the SIRET is edited: the company chosen, and what the register holds of it, no longer stand. */
export function edited(search: CompanySearch | undefined): CompanySearch | undefined {
  return search?.chosen ? { ...search, chosen: null, refused: false, holdings: null } : search;
}

/** The search once Suivant is pressed on step 1: refused if the company chosen has no Kbis. */
export function refusesNext(search: CompanySearch | undefined): boolean {
  return Boolean(search?.chosen && noKbis(search.chosen));
}
