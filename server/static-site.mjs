// The static site as a static host would serve dist/: clean URLs (/pages/<slug> → pages/<slug>.html),
// precompressed files when the client accepts them, and 404.html with status 404 for the rest,
// each response with the headers of site/headers.mjs. Each file is looked up when it is asked for,
// not listed once at start: a dist/ rebuilt under a running server is served as it now is, each body
// as long as its Content-Length says, where sizes listed at start made a browser wait for bytes
// that never came.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { HEADERS_FILE, headersFor } from '../site/headers.mjs';

const DEFAULT_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * The request handler of the static site for a built dist/ folder.
 * @param {string} [dir]
 * @param {import('../site/headers.mjs').HeaderOptions} [headerOptions]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function staticSite(dir = DEFAULT_DIST, headerOptions = {}) {
  const notFoundFile = join(dir, '404.html');
  // The page is read once here so that a dist/ without it fails at start, not at the first 404.
  readFileSync(notFoundFile);
  const assets = sirv(dir, {
    extensions: ['html'],
    gzip: true,
    brotli: true,
    etag: true,
    // sirv's `dev` looks a file up at each request; it is otherwise the same server.
    dev: true,
    setHeaders(res, pathname) {
      const headers = headersFor(pathname, headerOptions);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      // `dev` also marks every file no-cache: only the header rules decide caching, as on every host.
      if (!('Cache-Control' in headers)) withoutSirvCacheControl(res);
    },
  });
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const notFound = (req, res) => {
    res.writeHead(404, { ...headersFor('/404.html', headerOptions), 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : readFileSync(notFoundFile));
  };
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    // As nginx answers: a page's address has no trailing slash (sirv would drop it). The headers file
    // is read by hosts such as Cloudflare Pages, which do not serve it. A hidden file (a dot name) is
    // never served.
    if ((pathname !== '/' && pathname.endsWith('/')) || pathname === `/${HEADERS_FILE}` || pathname.includes('/.'))
      return notFound(req, res);
    assets(req, res, () => notFound(req, res));
  };
}

/**
 * Drops the Cache-Control that sirv's `dev` writes with the status line.
 * @param {import('node:http').ServerResponse} res
 */
function withoutSirvCacheControl(res) {
  const writeHead = res.writeHead.bind(res);
  /** @type {(status: number, headers: Record<string, unknown>) => import('node:http').ServerResponse} */
  const patched = (status, headers) => {
    delete headers['Cache-Control'];
    return writeHead(status, /** @type {import('node:http').OutgoingHttpHeaders} */ (headers));
  };
  res.writeHead = /** @type {typeof res.writeHead} */ (/** @type {unknown} */ (patched));
}

/**
 * Creates (but does not start) the static server for a built dist/ folder.
 * @param {string} [dir]
 * @param {import('../site/headers.mjs').HeaderOptions} [headerOptions]
 */
export function createStaticServer(dir = DEFAULT_DIST, headerOptions = {}) {
  return createServer(staticSite(dir, headerOptions));
}

/**
 * Starts the server; port 0 picks a free one.
 * @param {{ port?: number, host?: string, dir?: string, headerOptions?: import('../site/headers.mjs').HeaderOptions }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer({ port = 0, host = '127.0.0.1', dir, headerOptions } = {}) {
  const server = createStaticServer(dir, headerOptions);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
