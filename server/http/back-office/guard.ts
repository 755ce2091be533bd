/**
 * What stands before the back office's handlers: POSTs from the service's own pages only, a live
 * session (else the sign-in page), its token on every POST, and the role's permission per action.
 * Each refusal is a French page and changes nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteSession, findSession, touchSession } from '../../db/sessions';
import { type BackOfficeAction, can } from '../../domain/permissions';
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
    return page(c, messagePage(context.stylesheet, REFUSED.title, REFUSED.crossOrigin, sessionOf(c)), 403);
  };
}

/** Refuses the request (403) unless the operator's role may do `action` (behind requireOperator). */
export function requireAction(context: ServiceContext, action: BackOfficeAction): MiddlewareHandler<BackOfficeEnv> {
  return async (c, next) => {
    if (can(c.get('operator').role, action)) return next();
    return page(c, messagePage(context.stylesheet, REFUSED.title, REFUSED.forbidden, sessionOf(c)), 403);
  };
}

export { sessionOf };
