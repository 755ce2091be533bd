import {
  COMPANY_SEARCH_DEBOUNCE_MS,
  COMPANY_SEARCH_PATH,
  COMPANY_SEARCH_QUERY,
  COMPANY_SEARCH_TIMEOUT_MS,
  type CompanySearchAnswer,
} from '../core/company';
import { companyQuery } from '../core/company-rules';
import type { SearchAction } from '../core/company-search';
import { askService } from './askService';

/**
 * The company search's requests to the order service on `origin` (the one that served widget.js),
 * in a build with one: each text typed asks once the customer pauses (COMPANY_SEARCH_DEBOUNCE_MS),
 * a new text cancels the request in flight, and only the answer to the latest text reaches the
 * dialog. No answer (askService) fails quietly into `searchFailed`: the customer goes on typing the
 * name. Called with too short a text (`''`), it cancels what was pending.
 */
export function companySearcher(origin: string, dispatch: (action: SearchAction) => void): (typed: string) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  return (typed) => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
    const query = companyQuery(typed);
    if (!query) {
      dispatch({ type: 'collapse' });
      return;
    }
    timer = setTimeout(async () => {
      const request = new AbortController();
      inFlight = request;
      const timeout = setTimeout(() => request.abort(), COMPANY_SEARCH_TIMEOUT_MS);
      const path = `${COMPANY_SEARCH_PATH}?${COMPANY_SEARCH_QUERY}=${encodeURIComponent(query)}`;
      const answer = await askService<CompanySearchAnswer>(origin, path, request.signal);
      clearTimeout(timeout);
      // Unless a newer text (or none, `''`, as the dialog closes) has taken this one's place.
      if (inFlight === request) dispatch(answer ? { type: 'suggest', companies: answer.companies } : { type: 'searchFailed' });
    }, COMPANY_SEARCH_DEBOUNCE_MS);
  };
}
