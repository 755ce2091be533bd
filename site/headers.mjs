// HTTP headers by path: one policy that `npm start` applies, that the build writes to dist/_headers
// (the file Netlify and Cloudflare Pages read) and to the nginx configuration (build/nginx.mjs),
// and whose Content-Security-Policy every page also carries in a <meta> for hosts without headers.
import { ORDER_SERVICE_URL, STRIPE_CHECKOUT_ORIGIN } from './order-service.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The moving widget.js must reach partners within minutes of a release; revalidation by ETag
// keeps it cheap after that.
const SHORT = 'public, max-age=300';
// TypeScript's .ts is also MPEG-TS video to MIME tables (video/mp2t): the partners' declaration is text.
const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };

/**
 * The pages need nothing but their own files: one stylesheet, widget.js (and 404.js), the favicon.
 * Their JSON-LD `<script type="application/ld+json">` is data, which `script-src` does not govern.
 * No code of ours writes HTML or script from strings, so Trusted Types allow no policy at all.
 * @type {ReadonlyArray<readonly [string, string]>}
 */
const CSP_DIRECTIVES = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self'"],
  // With an order service, the dialog's company search connects to it (connectSources); and
  // Lighthouse reads robots.txt from the page's context: under `default-src 'none'` alone its SEO
  // audit fails (GoogleChrome/lighthouse#4386), SEO 92 instead of 100.
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
  ['require-trusted-types-for', "'script'"],
  ['trusted-types', "'none'"],
];

/**
 * @typedef {object} HeaderOptions
 * @property {string} [reportUri] where browsers send a report of each CSP violation (`report-uri`)
 * @property {boolean} [hstsPreload] adds `preload` to HSTS; HSTS_PRELOAD=1 at build time by default
 * @property {string} [orderServiceUrl] the order service the pages post forms to, '' for none; the
 *   build's ORDER_SERVICE_URL by default
 */

/**
 * Where the pages may send a form: nowhere in a static-only build. With an order service, the
 * dialog's order and the withdrawal declaration are posted to it (it may share the site's origin
 * under `npm start`), and it answers an order with a 303 to Stripe Checkout: Chromium applies
 * form-action to every redirect of a form's navigation, so the payment page's origin is allowed too.
 * @param {string} orderServiceUrl
 * @returns {string}
 */
function formActionSources(orderServiceUrl) {
  if (!orderServiceUrl) return "'none'";
  return ["'self'", new URL(orderServiceUrl).origin, STRIPE_CHECKOUT_ORIGIN].join(' ');
}

/**
 * Where the pages may connect: themselves only in a static-only build; with an order service, the
 * dialog also asks it for the company suggestions (`GET /entreprises`), from another origin in production.
 * @param {string} orderServiceUrl
 * @returns {string}
 */
function connectSources(orderServiceUrl) {
  if (!orderServiceUrl) return "'self'";
  const origin = new URL(orderServiceUrl).origin;
  return ["'self'", origin].join(' ');
}

/**
 * The policy's directives for a build with or without an order service.
 * @param {string} orderServiceUrl
 * @returns {ReadonlyArray<readonly [string, string]>}
 */
function cspDirectives(orderServiceUrl) {
  return CSP_DIRECTIVES.map(([name, sources]) => [
    name,
    name === 'form-action' ? formActionSources(orderServiceUrl) : name === 'connect-src' ? connectSources(orderServiceUrl) : sources,
  ]);
}

/**
 * The pages' Content-Security-Policy.
 * @param {HeaderOptions} [options]
 */
export function contentSecurityPolicy({ reportUri, orderServiceUrl = ORDER_SERVICE_URL } = {}) {
  const directives = cspDirectives(orderServiceUrl);
  const all = reportUri ? [...directives, /** @type {const} */ (['report-uri', reportUri])] : directives;
  return all.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The same policy for a page's `<meta http-equiv="Content-Security-Policy">`, without
 * `frame-ancestors`, which browsers ignore in a `<meta>` (with a console error).
 * @param {Pick<HeaderOptions, 'orderServiceUrl'>} [options]
 */
export function metaContentSecurityPolicy({ orderServiceUrl = ORDER_SERVICE_URL } = {}) {
  return cspDirectives(orderServiceUrl)
    .filter(([name]) => name !== 'frame-ancestors')
    .map((directive) => directive.join(' '))
    .join('; ');
}

/** The `<meta>` policy of this build's pages. */
export const META_CONTENT_SECURITY_POLICY = metaContentSecurityPolicy();

/** Powerful features no page or widget of ours uses, turned off for the pages and anything they embed. */
export const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Two years, the HSTS preload list's own recommendation; every subdomain must serve HTTPS too. */
const HSTS_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;

/**
 * `preload` asks browsers to ship the domain in their built-in HTTPS-only list, which is hard to
 * leave: it stays the operator's choice (HSTS_PRELOAD=1 at build time), listed by check:launch.
 */
export const HSTS_PRELOAD = process.env.HSTS_PRELOAD === '1';

/**
 * The HSTS preload choice as `npm run check:launch` lists it, in French like the README. Either
 * answer can go live: the line informs, it never fails the check.
 * @param {boolean} [preload]
 */
export function hstsPreloadChoice(preload = HSTS_PRELOAD) {
  return preload
    ? 'HSTS preload : demandé (HSTS_PRELOAD=1). Inscrivez ensuite le domaine sur https://hstspreload.org ; en sortir prend des mois.\n'
    : 'HSTS preload : non demandé. HSTS_PRELOAD=1 à la construction l’ajoute, si chaque sous-domaine sert HTTPS (voir docs/hebergement.md).\n';
}

/**
 * Security headers of every response: for pages (the 404 included, whatever its path) and for any
 * file opened on its own, such as the SVG favicon, which is a document that could run script.
 * @param {HeaderOptions} options
 */
function securityHeaders({ reportUri, hstsPreload = HSTS_PRELOAD, orderServiceUrl }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ reportUri, orderServiceUrl }),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_S}; includeSubDomains${hstsPreload ? '; preload' : ''}`,
    'X-Content-Type-Options': 'nosniff',
  };
}

// Partners load the widget from their own origin: with `crossorigin` + `integrity` the browser
// fetches it in CORS mode and refuses it without Access-Control-Allow-Origin; from the plain
// snippet on a page with `Cross-Origin-Embedder-Policy: require-corp`, it refuses it without
// Cross-Origin-Resource-Policy.
const FOR_PARTNERS = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

/**
 * Paths use the `_headers` syntax: exact, or ending in `*` for a prefix. A path gets the headers of
 * every rule it matches; no two rules that can match one path name the same header, so hosts that
 * join repeated headers and hosts that keep the last one send the same thing.
 * @param {HeaderOptions} [options]
 * @returns {Array<{ path: string, headers: Record<string, string> }>}
 */
export function headerRules(options = {}) {
  return [
    { path: '/*', headers: securityHeaders(options) },
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/widget.js', headers: { ...FOR_PARTNERS, 'Cache-Control': SHORT } },
    { path: '/widget.json', headers: { ...FOR_PARTNERS, 'Cache-Control': SHORT } },
    { path: '/widget.d.ts', headers: { ...FOR_PARTNERS, ...TEXT, 'Cache-Control': SHORT } },
    { path: '/widget/*', headers: { ...FOR_PARTNERS, 'Cache-Control': IMMUTABLE } },
  ];
}

/**
 * Whether a `_headers` path matches `pathname`.
 * @param {string} path
 * @param {string} pathname
 */
export const pathMatches = (path, pathname) => (path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path);

/**
 * The headers every matching rule sets for `pathname`.
 * @param {string} pathname
 * @param {HeaderOptions} [options]
 * @returns {Record<string, string>}
 */
export function headersFor(pathname, options) {
  const matches = headerRules(options).filter(({ path }) => pathMatches(path, pathname));
  return Object.assign({}, ...matches.map((rule) => rule.headers));
}

/** The file of dist/ that hosts such as Cloudflare Pages read the headers from and do not serve; nor do npm start and nginx. */
export const HEADERS_FILE = '_headers';

/** The rules in the `_headers` file format: a path, then its headers indented below it. */
export function headersFile() {
  const blocks = headerRules().map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
