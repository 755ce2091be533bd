/**
 * What the national register holds for a company, asked before the customer pays for its documents:
 * through a cache and a rate limit, in this instance's memory, as the company search asks the
 * directory (registry/company-search.ts). One SIREN within HOLDINGS_CACHE_TTL_MS is answered from the
 * cache and lookups in flight are shared; the register is asked at most `rate` times a second, and
 * over that the lookup fails at once (the dialog then offers the documents without saying).
 */
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RegisterHoldings } from '../../widget/core/catalogue';
import { registerHoldings } from '../domain/register-pick';
import { createRegisterClient, type RegisterAccount, RegisterError } from './inpi-client';

/** A company's filings change seldom within minutes. */
export const HOLDINGS_CACHE_TTL_MS = 10 * 60 * 1000;
/** Companies kept at most, each a few hundred bytes. */
export const HOLDINGS_CACHE_MAX = 5_000;
/** Past this the dialog has moved on: the lookup gives up long before the job's 30 s. */
export const HOLDINGS_TIMEOUT_MS = 5_000;
/** Requests a second to the register for lookups, per instance: the register's quota serves the job first. */
export const HOLDINGS_RATE = 5;

/** The register has nothing published for a company it does not know. */
const NOTHING: RegisterHoldings = { statutsFiledOn: null, accounts: [] };

export interface HoldingsLookup {
  /** What the register holds for `siren` (nine digits, key checked); throws a RegisterError when it cannot say. */
  holdings(siren: string): Promise<RegisterHoldings>;
}

export function createHoldingsLookup(
  account: RegisterAccount,
  { rate = HOLDINGS_RATE, timeoutMs = HOLDINGS_TIMEOUT_MS } = {},
): HoldingsLookup {
  const client = createRegisterClient(account, { timeoutMs });
  const limiter = new RateLimiterMemory({ points: rate, duration: 1 });
  const cache = new LRUCache<string, RegisterHoldings>({
    max: HOLDINGS_CACHE_MAX,
    ttl: HOLDINGS_CACHE_TTL_MS,
    fetchMethod: async (siren) => {
      try {
        await limiter.consume('register');
      } catch {
        throw new RegisterError({ kind: 'http', status: 429 });
      }
      try {
        return registerHoldings(await client.attachments(siren));
      } catch (error) {
        if (error instanceof RegisterError && error.failure.kind === 'unknown-company') return NOTHING;
        throw error;
      }
    },
  });
  return { holdings: async (siren) => (await cache.fetch(siren)) ?? NOTHING };
}
