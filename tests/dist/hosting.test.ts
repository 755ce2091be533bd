import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_CONFIG } from '../../build/nginx.mjs';
import { startStaticServer } from '../../scripts/serve.mjs';
import { outputFile } from '../../site/prerender';
import { routes } from '../../site/routes';
import { headersFromFile, parseHeadersFile } from '../support/headers-file';
import { startNginx } from '../support/nginx';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const read = (file: string) => readFileSync(`${DIST}${file}`);
const manifest = JSON.parse(read('widget.json').toString('utf8'));
const rules = parseHeadersFile(read('_headers').toString('utf8'));
/** Every header name dist/_headers sets for some path. */
const NAMES = [...new Set(rules.flatMap(({ headers }) => headers.map(([name]) => name)))];

/** One request of each kind a host answers, with the file of dist/ it must answer with. */
const PATHS: Array<{ path: string; file: string; status?: number }> = [
  ...routes.map((route) => ({ path: route.path, file: outputFile(route) })),
  { path: '/404.js', file: '404.js' },
  { path: '/favicon.svg', file: 'favicon.svg' },
  { path: '/og-image.png', file: 'og-image.png' },
  { path: '/sitemap.xml', file: 'sitemap.xml' },
  { path: '/robots.txt', file: 'robots.txt' },
  ...readdirSync(`${DIST}assets`)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ path: `/assets/${file}`, file: `assets/${file}` })),
  { path: '/widget.js', file: 'widget.js' },
  { path: manifest.file, file: manifest.file.slice(1) },
  { path: manifest.licenses, file: manifest.licenses.slice(1) },
  { path: '/widget.json', file: 'widget.json' },
  { path: manifest.types, file: manifest.types.slice(1) },
  { path: '/pages/introuvable', file: '404.html', status: 404 },
  { path: '/introuvable/plus/loin', file: '404.html', status: 404 },
  { path: '/widget/9.9.9.js', file: '404.html', status: 404 },
  { path: '/widget/', file: '404.html', status: 404 },
  // A page's address has no trailing slash: npm start answers as nginx does, so a link written with one fails locally too.
  ...routes.filter((route) => route.path !== '/').map((route) => ({ path: `${route.path}/`, file: '404.html', status: 404 })),
  // Read by hosts such as Cloudflare Pages, which do not serve it.
  { path: '/_headers', file: '404.html', status: 404 },
];

/** The files of PATHS that the build precompressed. */
const COMPRESSED = PATHS.filter(({ file, status }) => !status && existsSync(`${DIST}${file}.br`));

const SERVERS = {
  'npm start (scripts/serve.mjs)': () => startStaticServer({ dir: DIST }),
  'nginx with the generated configuration': () => startNginx(DIST, fileURLToPath(NGINX_CONFIG)),
};

describe.each(Object.entries(SERVERS))('dist/ served by %s', (_, start) => {
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it.each(PATHS)('answers $path with $file and the headers dist/_headers gives it', async ({ path, file, status = 200 }) => {
    const response = await fetch(server.url + path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status).toBe(status);
    expect(Buffer.from(await response.arrayBuffer()).equals(read(file))).toBe(true);
    // A 404 is the 404 page, with its headers: a widget version not yet published must not be
    // cached for a year as immutable, nor offered to other origins.
    const given = headersFromFile(rules, status === 404 ? '/404.html' : path);
    const expected = Object.fromEntries(given);
    expect(given.length, 'a header named twice for one path').toBe(Object.keys(expected).length);
    // Every header of the file, present with its value where a rule gives it and absent elsewhere;
    // the type, which every response has, only where a rule gives it.
    const compared = NAMES.filter((name) => name !== 'content-type' || name in expected);
    expect(Object.fromEntries(compared.map((name) => [name, response.headers.get(name)]))).toEqual(
      Object.fromEntries(compared.map((name) => [name, expected[name] ?? null])),
    );
  });

  it.each(COMPRESSED)('sends $path precompressed, brotli or gzip as the client accepts, with the same headers', async ({ path, file }) => {
    const plain = await fetch(server.url + path, { headers: { 'Accept-Encoding': 'identity' } });
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(server.url + path, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(response.headers.get('vary'), encoding).toMatch(/accept-encoding/i);
      expect(Buffer.from(await response.arrayBuffer()).equals(read(file)), encoding).toBe(true);
      for (const name of [...NAMES, 'content-type'])
        expect(response.headers.get(name), `${encoding} ${name}`).toBe(plain.headers.get(name));
    }
  });
});
