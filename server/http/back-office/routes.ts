/**
 * The back office at BACK_OFFICE_PATH: its two assets and the passkey pages open to all, everything
 * else behind a live session; every POST from the service's origin, and with the session's token
 * once signed in. Other parts add their routes behind the same guard through `extensions`. Each route
 * declares, as its first handler, the action of the role table (domain/permissions.ts) it needs.
 */
import { type Context, Hono } from 'hono';
import type { ServiceContext } from '../context';
import { backOfficeAssets } from './assets';
import type { BackOfficeEnv } from './env';
import { requireAction, requireOperator, requireToken, sameOriginPosts } from './guard';
import { backOfficeOrderRoutes, type OrderActions } from './order-routes';
import { passkeyRoutes } from './passkey-routes';
import { BO } from '../../domain/back-office-paths';
import { SECURITY_LOG } from '../../domain/security-log';
import { endSession } from './session';

export interface BackOfficeExtensions {
  /** Sub-apps mounted behind the guard, relative to BACK_OFFICE_PATH: `c.var.operator` is set. */
  routes?: Hono<BackOfficeEnv>[];
  /** The order page's actions panel (send the Kbis, refund). */
  orderActions?: OrderActions;
}

export function backOfficeRoutes(context: ServiceContext, clientAddress: (c: Context) => string, extensions: BackOfficeExtensions = {}) {
  const app = new Hono<BackOfficeEnv>();
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use(sameOriginPosts(context));
  app.route('/', backOfficeAssets());
  app.route('/', passkeyRoutes(context, clientAddress));

  app.use(requireOperator(context));
  app.use(requireToken(context));
  app.post('/deconnexion', requireAction(context, 'see-orders'), async (c) => {
    await endSession(c, context.db, context.config.serviceUrl);
    context.securityLog(SECURITY_LOG.signedOut(c.get('operator').email));
    return c.redirect(BO.signIn, 303);
  });
  app.route('/', backOfficeOrderRoutes(context, extensions.orderActions));
  for (const routes of extensions.routes ?? []) app.route('/', routes);
  return app;
}
