/**
 * The service's company search: the directory asked through a cache and a rate limit, in this
 * instance's memory. The same query (companyQuery's form) within COMPANY_CACHE_TTL_MS is answered
 * from the cache, and queries in flight are shared; the directory is asked at most `rate` times a
 * second, and over that the search fails at once rather than queue (the customer types the name).
 * A SIREN or a SIRET is verified from the companies already seen, else by asking the directory for it.
 */
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { COMPANY_SUGGESTIONS_MAX } from '../../widget/core/company';
import { searchDirectory, DirectoryUnavailable } from './company-directory';
import type { DirectoryCompany } from '../domain/directory-answer';

/** How long an answer of the directory is reused: a company's record changes seldom within minutes. */
export const COMPANY_CACHE_TTL_MS = 10 * 60 * 1000;
/** Queries kept at most, each a few kilobytes. */
export const COMPANY_CACHE_MAX_QUERIES = 5_000;
/** Companies kept by SIREN, from every answer, for the hand-off's check. */
const COMPANY_CACHE_MAX_COMPANIES = 20_000;

export interface CompanySearch {
  /** The companies matching `query` (companyQuery's form); throws DirectoryUnavailable. */
  search(query: string): Promise<DirectoryCompany[]>;
  /** The company whose SIREN, or an establishment's SIRET, is `number`; null when the directory knows none; throws DirectoryUnavailable. */
  lookup(number: string): Promise<DirectoryCompany | null>;
}

export function createCompanySearch({ url, rate }: { url: string; rate: number }): CompanySearch {
  const limiter = new RateLimiterMemory({ points: rate, duration: 1 });
  const bySiren = new LRUCache<string, DirectoryCompany>({ max: COMPANY_CACHE_MAX_COMPANIES, ttl: COMPANY_CACHE_TTL_MS });
  const byQuery = new LRUCache<string, DirectoryCompany[]>({
    max: COMPANY_CACHE_MAX_QUERIES,
    ttl: COMPANY_CACHE_TTL_MS,
    fetchMethod: async (query) => {
      try {
        await limiter.consume('directory');
      } catch {
        throw new DirectoryUnavailable(`plus de ${rate} requêtes par seconde à l’annuaire`);
      }
      const companies = await searchDirectory(url, query, COMPANY_SUGGESTIONS_MAX);
      for (const company of companies) bySiren.set(company.siren, company);
      return companies;
    },
  });

  const search = async (query: string) => (await byQuery.fetch(query)) ?? [];
  return {
    search,
    async lookup(number) {
      const siren = number.slice(0, 9);
      const known = bySiren.get(siren);
      if (known && (number === siren || number === known.siret)) return known;
      return (await search(number)).find((company) => company.siren === siren) ?? null;
    },
  };
}
