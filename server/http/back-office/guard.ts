/**
 * What stands before the back office's handlers: POSTs from the service's own pages only, a live
 * session (else the sign-in page), its token on every POST, and the role's permission per action.
 * Each refusal is a French page, changes nothing and is written to the security log.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteSession, findSession, touchSession } from '../../db/sessions';
import { type BackOfficeAction, can } from '../../domain/permissions';
import { REFUSAL_REASONS, SECURITY_LOG } from '../../domain/security-log';
import { isSameOrigin, sessionIsAlive, sessionNeedsTouch } from '../../domain/session-rules';
import { REFUSED } from '../../pages/back-office/copy';
import { messagePage } from '../../pages/back-office/access-pages';
import type { ServiceContext } from '../context';
import { readForm } from '../form';
import { type BackOfficeEnv, CSRF_FIELD } from './env';
import { BO } from '../../domain/back-office-paths';
import { sessionHashOf } from './session';

/** A back-office page: never cached, whatever its status. */
export function page(c: Context, body: string, status: 200 | 400 | 403 | 404 | 429 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}

const sessionOf = (c: Context<BackOfficeEnv>) => {
  const operator = c.get('operator');
  return operator ? { operator, csrfToken: c.get('csrfToken') } : undefined;
};

/** Refuses a POST that does not come from the service's own origin. */
export function sameOriginPosts(context: ServiceContext): MiddlewareHandler<BackOfficeEnv> {
  const origin = new URL(context.config.serviceUrl).origin;
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    if (isSameOrigin({ origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') }, origin)) return next();
    context.securityLog(SECURITY_LOG.refused(null, c.req.method, c.req.path, REFUSAL_REASONS.origin));
    return page(c, messagePage(context.stylesheet, REFUSED.title, REFUSED.crossOrigin), 403);
  };
}

/** Lets through a signed-in operator, with `c.var.operator` and `c.var.csrfToken`; others go to sign in. */
export function requireOperator(context: ServiceContext): MiddlewareHandler<BackOfficeEnv> {
  const { db, config } = context;
  return async (c, next) => {
    const hash = sessionHashOf(c, config.serviceUrl);
    const session = hash ? await findSession(db, hash) : undefined;
    const now = context.now();
    if (!hash || !session || !sessionIsAlive(session, now)) {
      if (hash && session) await deleteSession(db, hash);
      c.header('Cache-Control', 'no-store');
      return c.redirect(BO.signIn, 303);
    }
    if (sessionNeedsTouch(session, now)) await touchSession(db, hash, now.toISOString());
    c.set('operator', { email: session.email, role: session.role });
    c.set('csrfToken', session.csrf_token);
    return next();
  };
}

const sameToken = (given: string | null, expected: string) =>
  given !== null && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Refuses a POST without the session's token (behind requireOperator). */
export function requireToken(context: ServiceContext): MiddlewareHandler<BackOfficeEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const form = await readForm(c);
    if (sameToken(form.get(CSRF_FIELD), c.get('csrfToken'))) return next();
    context.securityLog(SECURITY_LOG.refused(c.get('operator'), c.req.method, c.req.path, REFUSAL_REASONS.token));
    return page(c, messagePage(context.stylesheet, REFUSED.title, REFUSED.crossOrigin, sessionOf(c)), 403);
  };
}

/** What a route declares it needs: an action of the role table, or nothing (sign-in, enrolment, assets). */
export type RouteAccess = BackOfficeAction | 'open';

/** A route's first handler, which states its access where the route is declared; the route walk of the tests reads it. */
export type AccessGuard = MiddlewareHandler<BackOfficeEnv> & { readonly access: RouteAccess };

const declaring = (access: RouteAccess, handler: MiddlewareHandler<BackOfficeEnv>): AccessGuard => Object.assign(handler, { access });

/**
 * Lets the request through if the operator's role may do `action` (behind requireOperator); else logs
 * the refusal and answers 403 with `refusal`'s page, the back office's own by default.
 */
export function requireAction(
  context: ServiceContext,
  action: BackOfficeAction,
  refusal: (c: Context<BackOfficeEnv>) => Response | Promise<Response> = (c) =>
    page(c, messagePage(context.stylesheet, REFUSED.title, REFUSED.forbidden, sessionOf(c)), 403),
): AccessGuard {
  return declaring(action, async (c, next) => {
    const operator = c.get('operator');
    if (can(operator.role, action)) return next();
    context.securityLog(SECURITY_LOG.refused(operator, c.req.method, c.req.path, REFUSAL_REASONS.role));
    return refusal(c);
  });
}

/** A route open to all, before the session's guard. */
export const openToAll = () => declaring('open', (_c, next) => next());

export { sessionOf };
