/**
 * The operator's session as the browser holds it: a random secret in an HttpOnly, SameSite=Strict
 * cookie (Secure and `__Host-` on https); the store keeps only its SHA-256, with the form token.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Store } from '../../db/connect';
import { deleteSession } from '../../db/sessions';
import type { SessionsTable } from '../../db/schema';
import { newSecret, SECRET_PATTERN, sha256 } from '../../domain/secrets';
import { SESSION_MAX_MS, sessionCookie } from '../../domain/session-rules';

export { newSecret, SECRET_PATTERN, sha256 };

/** The hash of the session the request's cookie names, if any. */
export function sessionHashOf(c: Context, serviceUrl: string): string | null {
  const secret = getCookie(c, sessionCookie(serviceUrl).name);
  return secret && SECRET_PATTERN.test(secret) ? sha256(secret) : null;
}

/** A new session for `email` (a new id at each sign-in): its row for the store, and the secret its cookie carries. */
export function newSession(email: string, now: Date): { row: SessionsTable; secret: string } {
  const secret = newSecret();
  const at = now.toISOString();
  return { row: { id_hash: sha256(secret), operator_email: email, csrf_token: newSecret(), created_at: at, last_seen_at: at }, secret };
}

/** Gives the browser the session's cookie, once its row is stored. */
export function setSessionCookie(c: Context, serviceUrl: string, secret: string) {
  const { name, secure } = sessionCookie(serviceUrl);
  setCookie(c, name, secret, { httpOnly: true, sameSite: 'Strict', path: '/', secure, maxAge: SESSION_MAX_MS / 1000 });
}

/** Ends the request's session, in the store and in the browser. */
export async function endSession(c: Context, db: Store, serviceUrl: string) {
  const hash = sessionHashOf(c, serviceUrl);
  if (hash) await deleteSession(db, hash);
  const { name, secure } = sessionCookie(serviceUrl);
  deleteCookie(c, name, { path: '/', secure });
}
