// The nginx configuration for self-hosting dist/, generated from the header policy of
// site/headers.mjs: the same routes as `npm start` (clean URLs, 404.html with status 404), the
// precompressed .br and .gz files, and exactly the headers of dist/_headers; in a build with an
// order service, its paths (server/domain/service-paths.ts) sent to it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HEADERS_FILE, headerRules, headersFor } from '../site/headers.mjs';
import { ORDER_SERVICE_URL } from '../site/order-service.mjs';
import { importSource } from './import-source.mjs';

/** Where the build writes it, beside dist/ rather than in it, so that no host publishes it. */
export const NGINX_CONFIG = new URL('../nginx/kbis-facile.conf', import.meta.url);

// Text files get `charset=utf-8` in their Content-Type (text/html gets it without being listed):
// the widget's French strings must not be decoded in a partner page's legacy charset.
const CHARSET_TYPES = 'text/css text/plain text/xml application/javascript application/json image/svg+xml';

/**
 * One `add_header` line; `always` so that the 404 page gets it too.
 * @param {string} name
 * @param {string} value
 */
function addHeader(name, value) {
  if (/["$\\]/.test(value)) throw new Error(`En-tête ${name} : la valeur ne peut pas être recopiée dans nginx (${value}).`);
  return `add_header ${name} "${value}" always;`;
}

/**
 * A location's directives: nginx drops a server's add_header lines in a location that has its
 * own, so each location carries every header of its paths, from headersFor. A Content-Type
 * replaces the MIME table's type, even for the .gz and .br files.
 * @param {string} match
 * @param {string} samplePath a path this location serves, whose headers it sends
 * @param {string} tryFiles
 */
function location(match, samplePath, tryFiles) {
  const { 'Content-Type': type, ...headers } = headersFor(samplePath);
  const lines = [
    `try_files ${tryFiles};`,
    ...(type ? ['types { }', `default_type "${type}";`] : []),
    ...Object.entries(headers).map(([name, value]) => addHeader(name, value)),
  ];
  return [`location ${match} {`, ...lines.map((line) => `    ${line}`), '}'].join('\n');
}

/**
 * The rules of headers.mjs as nginx locations: `/*` is every other path, where a clean URL is the
 * page's .html file; a prefix (`/assets/*`) wins over `/` with `^~`; an exact path with `=`. Only
 * files are served, never a folder (no index listing, no redirect to a trailing slash).
 */
function locations() {
  return headerRules().map(({ path }) => {
    if (path === '/*') return location('/', '/', '$uri $uri.html =404');
    if (path.endsWith('*')) return location(`^~ ${path.slice(0, -1)}`, path.slice(0, -1), '$uri =404');
    return location(`= ${path}`, path, '$uri =404');
  });
}

/**
 * What nginx needs to send the order service its requests: the service's path prefixes, its address
 * (`host:port` or `unix:/path`), the largest body it accepts and how long it may take to answer.
 * @typedef {{ prefixes: readonly string[], upstream: string, bodyMaxBytes: number, timeoutSeconds: number }} ServiceProxy
 */

const MIB = 1024 * 1024;

/**
 * The service's settings from its sources; the address from ORDER_SERVICE_UPSTREAM, else the
 * service's default port on this machine, where it listens behind nginx (docs/commandes.md).
 * @param {string | undefined} upstream
 * @returns {Promise<ServiceProxy>}
 */
export async function serviceProxy(upstream = process.env.ORDER_SERVICE_UPSTREAM) {
  /** @type {typeof import('../server/domain/service-paths.ts')} */
  const paths = await importSource('server/domain/service-paths.ts');
  /** @type {typeof import('../server/config.ts')} */
  const { DEFAULT_PORT } = await importSource('server/config.ts');
  return {
    prefixes: paths.SERVICE_PATH_PREFIXES,
    upstream: upstream || `127.0.0.1:${DEFAULT_PORT}`,
    bodyMaxBytes: paths.UPLOAD_MAX_BYTES,
    timeoutSeconds: paths.PROXY_TIMEOUT_SECONDS,
  };
}

/**
 * One regular expression for every prefix, matched as the service matches them (server/domain/
 * service-paths.ts): the prefix itself or what is under it. A regex location is searched after the
 * plain `location /`, so it wins over the static site; no `^~` prefix of the site overlaps it.
 * @param {readonly string[]} prefixes
 */
function servicePattern(prefixes) {
  const escaped = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^(?:${prefixes.map((prefix) => (prefix.endsWith('/') ? escaped(prefix) : `${escaped(prefix)}(?:/|$)`)).join('|')})`;
}

/**
 * The location that sends the service's paths to it, with the client's address for its rate limits
 * (TRUST_PROXY=1), room above its own body limit so that the service, not nginx, refuses a file too
 * large with its French page, and a wait longer than its slowest answer.
 * @param {ServiceProxy} service
 */
function serviceLocation({ prefixes, upstream, bodyMaxBytes, timeoutSeconds }) {
  if (!/^(?:unix:\/[\w./-]+|[\w.-]+:\d+|\[[\da-f:]+\]:\d+)$/i.test(upstream))
    throw new Error(`ORDER_SERVICE_UPSTREAM : adresse hôte:port ou unix:/chemin attendue, reçu « ${upstream} ».`);
  const lines = [
    `proxy_pass http://${upstream};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    `client_max_body_size ${Math.ceil(bodyMaxBytes / MIB) + 1}m;`,
    `proxy_send_timeout ${timeoutSeconds}s;`,
    `proxy_read_timeout ${timeoutSeconds}s;`,
  ];
  return [
    "# The order service's paths, sent to it (its own headers and error pages pass through).",
    `location ~ ${servicePattern(prefixes)} {`,
    ...lines.map((line) => `    ${line}`),
    '}',
  ].join('\n');
}

/**
 * The configuration file: directives to include in an nginx `server` block whose `root` is dist/.
 * @param {ServiceProxy | null} service the order service to send its paths to; null for a static-only build
 */
export function nginxConfig(service = null) {
  return `${[
    '# Generated by `npm run build` (build/nginx.mjs, with the headers of site/headers.mjs): do not',
    '# edit. Include it in the server block whose root is the dist/ folder (docs/hebergement.md). Needs',
    '# ngx_http_brotli_static_module (Debian: libnginx-mod-http-brotli-static) for the .br files.',
    'server_tokens off;',
    'charset utf-8;',
    `charset_types ${CHARSET_TYPES};`,
    'gzip_static on;',
    'brotli_static on;',
    'gzip_vary on;',
    'error_page 404 /404.html;',
    // Hosts that read it, such as Cloudflare Pages, do not serve it.
    `location = /${HEADERS_FILE} {\n    return 404;\n}`,
    location('= /', '/', '/index.html =404'),
    ...locations(),
    ...(service ? [serviceLocation(service)] : []),
  ].join('\n')}\n`;
}

/** Writes the configuration to NGINX_CONFIG, with the order service's paths when the build has one, and returns its path. */
export async function writeNginxConfig() {
  mkdirSync(new URL('.', NGINX_CONFIG), { recursive: true });
  writeFileSync(NGINX_CONFIG, nginxConfig(ORDER_SERVICE_URL ? await serviceProxy() : null));
  return fileURLToPath(NGINX_CONFIG);
}
