/**
 * Asks the order service on `origin` (the one that served widget.js) for `path`, in a build with
 * one: no credentials, no cookies, the service answers any page (CORS). Gives the JSON of a 200, and
 * undefined for anything else: another status, a network error, an answer that is not JSON, `signal`
 * aborted, or a page whose CSP forbids the connection (a rejected fetch, which the browser reports
 * itself). The dialog goes on without it.
 */
export async function askService<Answer>(origin: string, path: string, signal?: AbortSignal): Promise<Answer | undefined> {
  try {
    const response = await fetch(origin + path, { credentials: 'omit', mode: 'cors', signal });
    if (response.ok) return (await response.json()) as Answer;
  } catch {
    // Undefined, as for any answer but a 200.
  }
}
