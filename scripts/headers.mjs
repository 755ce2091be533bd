// HTTP headers by path: one list that `npm start` applies and that the build writes to
// dist/_headers, the file several static hosts and CDNs read (Netlify, Cloudflare Pages).

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The moving widget.js must reach partners within minutes of a release; revalidation by ETag
// keeps it cheap after that.
const SHORT = 'public, max-age=300';
// Partners load the widget from their own origin with `crossorigin` + `integrity`: the browser
// then fetches it in CORS mode and refuses it without this header.
const ANY_ORIGIN = { 'Access-Control-Allow-Origin': '*' };
// TypeScript's .ts is also MPEG-TS video to MIME tables (video/mp2t): the partners' declaration is text.
const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };

/**
 * Paths use the `_headers` syntax: exact, or ending in `*` for a prefix.
 * @type {ReadonlyArray<{ path: string, headers: Record<string, string> }>}
 */
export const HEADER_RULES = [
  { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
  { path: '/widget.js', headers: { ...ANY_ORIGIN, 'Cache-Control': SHORT } },
  { path: '/widget.json', headers: { ...ANY_ORIGIN, 'Cache-Control': SHORT } },
  { path: '/widget.d.ts', headers: { ...ANY_ORIGIN, ...TEXT, 'Cache-Control': SHORT } },
  { path: '/widget/*', headers: { ...ANY_ORIGIN, 'Cache-Control': IMMUTABLE } },
];

/**
 * The headers every matching rule sets for `pathname`.
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(pathname) {
  const matches = HEADER_RULES.filter(({ path }) => (path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path));
  return Object.assign({}, ...matches.map((rule) => rule.headers));
}

/** The rules in the `_headers` file format: a path, then its headers indented below it. */
export function headersFile() {
  const blocks = HEADER_RULES.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
