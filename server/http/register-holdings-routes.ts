/**
 * `GET /entreprises/{siren}/documents`: what the national register holds for the company chosen in
 * the dialog (its statuts' filing day, its public accounts), before the customer orders them; on our
 * pages and on partners' (any origin, without credentials). The SIREN's key is checked first; the
 * register is asked through the cache (register/holdings.ts). 204, nothing to say, when no register is
 * configured or it cannot answer: the dialog then offers every document without saying, and the
 * browser logs no failed request on every company chosen (which a 503 would make it do). The SIREN is never logged: a
 * sole trader's is a person's.
 */
import { Hono } from 'hono';
import { registerHoldingsPath } from '../../widget/core/catalogue';
import { isSirenKeyValid } from '../../widget/core/company';
import { createHoldingsLookup } from '../register/holdings';
import { RegisterError } from '../register/inpi-client';
import type { ServiceContext } from './context';

/** The path's form, for the headers that open it to any origin. */
export const REGISTER_HOLDINGS_PATTERN = new RegExp(`^${registerHoldingsPath('\\d{9}')}$`);

/** As the company search's: the browser keeps an answer as long as the service would, shared caches none. */
export const REGISTER_HOLDINGS_CACHE_CONTROL = 'private, max-age=600';

export function registerHoldingsRoutes(context: ServiceContext) {
  const app = new Hono();
  const lookup = context.config.register ? createHoldingsLookup(context.config.register) : null;
  app.get(registerHoldingsPath(':siren'), async (c) => {
    const siren = c.req.param('siren') ?? '';
    c.header('Cache-Control', 'no-store');
    if (!isSirenKeyValid(siren)) return c.body(null, 400);
    if (!lookup) return c.body(null, 204);
    try {
      const holdings = await lookup.holdings(siren);
      c.header('Cache-Control', REGISTER_HOLDINGS_CACHE_CONTROL);
      return c.json(holdings);
    } catch (error) {
      if (!(error instanceof RegisterError)) throw error;
      context.log(`registre sans réponse sur les documents d’une société : ${error.message}`);
      return c.body(null, 204);
    }
  });
  return app;
}
