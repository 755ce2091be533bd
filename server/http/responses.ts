/** The service's HTML answers: the site's security headers, never cached (each page is one customer's). */
import type { Context } from 'hono';

export function html(c: Context, body: string, status: 200 | 400 | 403 | 404 | 413 | 429 | 500 | 502 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}

/** After a POST, the next page by GET (Post/Redirect/Get): a reload never posts twice. */
export function seeOther(c: Context, location: string) {
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 303);
}
