/**
 * `GET /entreprises?q=`: the dialog's company search, on our pages and on partners' (any origin,
 * without credentials). The text typed is checked (domain/company-query.ts), then the directory is
 * asked through the cache and the rate limit; when it cannot answer, 204 at once, nothing to say:
 * the dialog says the search is unavailable and goes on with the name typed, and the browser logs no
 * failed request (which a 503 would make it do, on our pages and on partners'). Nothing of the query
 * is logged: it may name a person.
 */
import { Hono } from 'hono';
import { COMPANY_SEARCH_PATH, COMPANY_SEARCH_QUERY, COMPANY_SUGGESTIONS_MAX, type CompanySearchAnswer } from '../../widget/core/company';
import { companyQuery } from '../domain/company-query';
import { DirectoryUnavailable } from '../registry/company-directory';
import { suggestion } from '../domain/directory-answer';
import type { ServiceContext } from './context';

/**
 * The browser may reuse an answer as long as the service's cache would; shared caches keep none,
 * since the query is in the address and may be a person's name.
 */
export const COMPANY_SEARCH_CACHE_CONTROL = 'private, max-age=600';

export function companySearchRoutes(context: ServiceContext) {
  const app = new Hono();
  app.get(COMPANY_SEARCH_PATH, async (c) => {
    const query = companyQuery(c.req.query(COMPANY_SEARCH_QUERY));
    if (!query) {
      c.header('Cache-Control', 'no-store');
      return c.json({ companies: [] } satisfies CompanySearchAnswer, 400);
    }
    try {
      const companies = await context.companySearch.search(query);
      c.header('Cache-Control', COMPANY_SEARCH_CACHE_CONTROL);
      return c.json({ companies: companies.slice(0, COMPANY_SUGGESTIONS_MAX).map(suggestion) } satisfies CompanySearchAnswer);
    } catch (error) {
      if (!(error instanceof DirectoryUnavailable)) throw error;
      context.log(`recherche d’entreprises sans réponse : ${error.message}`);
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    }
  });
  return app;
}
