/**
 * A POST sent by a page of another site. Browsers name the page's origin (`Origin`) on every POST,
 * and say where the request comes from (`Sec-Fetch-Site`); a request without either (a script, an
 * older browser) cannot be told apart and passes. Own origins are the service's and the site's
 * public addresses, which may differ.
 */
export function isForeignPost(headers: { origin: string | undefined; fetchSite: string | undefined }, ownUrls: readonly string[]): boolean {
  if (headers.fetchSite === 'cross-site') return true;
  if (headers.origin === undefined) return false;
  return !ownUrls.some((url) => new URL(url).origin === headers.origin);
}
