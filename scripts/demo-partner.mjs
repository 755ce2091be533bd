// `npm run demo:partner`: the site (with the widget) on one origin, and a partner's page on
// another that embeds the pinned widget with SRI under a strict Content-Security-Policy.
// The demo lives in demo/, outside dist/, so it never ships with the public site.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './serve.mjs';

const DEMO = new URL('../demo/', import.meta.url);
const DIST = new URL('../dist/', import.meta.url);
/** @type {Record<string, string>} */
const FILES = {
  '/partner.css': 'text/css; charset=utf-8',
  '/partner.js': 'text/javascript; charset=utf-8',
};

/** The demo partner's id, on its script tag: every order of the page is attributed to it. */
export const DEMO_PARTNER = 'cabinet-exemple';

/**
 * The script tag a partner pastes to pin the current widget, as docs/partenaires.md documents it, naming
 * the partner the page's orders come from.
 * @param {string} siteUrl
 * @param {string} partner
 */
export function pinnedWidgetTag(siteUrl, partner) {
  const { file, integrity } = JSON.parse(readFileSync(new URL('widget.json', DIST), 'utf8'));
  return `<script src="${siteUrl}${file}" integrity="${integrity}" crossorigin="anonymous" data-kbis-partner="${partner}" defer></script>`;
}

/**
 * Starts both servers; port 0 picks free ones.
 * @param {{ sitePort?: number, demoPort?: number, host?: string }} [options]
 */
export async function startPartnerDemo({ sitePort = 4173, demoPort = 4174, host = 'localhost' } = {}) {
  const site = await startStaticServer({ port: sitePort, host });
  const csp = `default-src 'none'; script-src 'self' ${new URL(site.url).origin}; style-src 'self'; base-uri 'none'; form-action 'none'`;
  const page = readFileSync(new URL('partner.html', DEMO), 'utf8')
    .replace('%WIDGET_SCRIPT%', pinnedWidgetTag(site.url, DEMO_PARTNER))
    .replace('%CSP%', csp);
  const demo = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://demo');
    if (pathname === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp }).end(page);
    } else if (pathname in FILES) {
      res.writeHead(200, { 'Content-Type': FILES[pathname] }).end(readFileSync(new URL(`.${pathname}`, DEMO)));
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Introuvable');
    }
  });
  try {
    await new Promise((resolve, reject) => demo.once('error', reject).listen(demoPort, host, () => resolve(undefined)));
  } catch (error) {
    await site.close();
    throw error;
  }
  const address = demo.address();
  const port = typeof address === 'object' && address ? address.port : demoPort;
  return {
    siteUrl: site.url,
    demoUrl: `http://${host}:${port}`,
    close: async () => {
      demo.closeAllConnections();
      await Promise.all([site.close(), new Promise((done) => demo.close(() => done(undefined)))]);
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sitePort = Number(process.env.PORT) || 4173;
  const demoPort = Number(process.env.DEMO_PORT) || 4174;
  try {
    const { siteUrl, demoUrl } = await startPartnerDemo({ sitePort, demoPort });
    console.log(`Site et widget : ${siteUrl}\nPage partenaire de démonstration : ${demoUrl}`);
  } catch (error) {
    const { code, port } = /** @type {NodeJS.ErrnoException & { port?: number }} */ (error);
    if (code !== 'EADDRINUSE') throw error;
    console.error(
      `Le port ${port} est déjà pris (npm start tourne-t-il ?) : arrêtez-le ou choisissez d'autres ports, par exemple PORT=5173 DEMO_PORT=5174 npm run demo:partner.`,
    );
    process.exitCode = 1;
  }
}
