/**
 * An operator's session: alive while used at least every 30 minutes, and never beyond 8 hours
 * after sign-in, whatever the use. Its last use is written at most once a minute, so that reading
 * pages does not write to the store at every request.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 8 * 60 * 60_000;
export const SESSION_TOUCH_AFTER_MS = 60_000;

export interface SessionTimes {
  created_at: string;
  last_seen_at: string;
}

export function sessionIsAlive(session: SessionTimes, now: Date): boolean {
  const at = now.getTime();
  return at - Date.parse(session.last_seen_at) < SESSION_IDLE_MS && at - Date.parse(session.created_at) < SESSION_MAX_MS;
}

export const sessionNeedsTouch = (session: SessionTimes, now: Date) =>
  now.getTime() - Date.parse(session.last_seen_at) >= SESSION_TOUCH_AFTER_MS;

/** Where the session's cookie lives: on https, `__Host-` binds it to this host, path / and Secure. */
export function sessionCookie(serviceUrl: string): { name: string; secure: boolean } {
  const secure = new URL(serviceUrl).protocol === 'https:';
  return { name: secure ? '__Host-kf-exploitant' : 'kf-exploitant', secure };
}

/**
 * Whether a POST comes from the service's own pages: its `Origin` is the service's, or, from a
 * browser that sends no `Origin`, `Sec-Fetch-Site` says same-origin. Anything else is refused.
 */
export function isSameOrigin(headers: { origin?: string | undefined; secFetchSite?: string | undefined }, serviceOrigin: string): boolean {
  if (headers.origin) return headers.origin === serviceOrigin;
  return headers.secFetchSite === 'same-origin';
}
