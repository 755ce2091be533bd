import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_BUTTON_LABEL } from '../../../widget/core/copy';

const FIXTURE = readFileSync(new URL('../../fixtures/partner.html', import.meta.url), 'utf8');
const STYLESHEET = readFileSync(new URL('../../fixtures/partner.css', import.meta.url), 'utf8');

/** Values the partner page's second trigger prefills step 1 with. */
export const PARTNER_PREFILL = { companyName: 'ACME SAS', siret: '12345678901234' } as const;

/** The order label as a careless partner might write it: other case, extra spaces. */
export const MESSY_ORDER_LABEL = `  ${ORDER_BUTTON_LABEL.toUpperCase().replace(/ /g, '   ')}  `;

export interface PartnerPage {
  /** Markup added at the end of `<head>` (styles, hostile globals, a script tag). */
  head?: string;
  /** Markup added at the end of `<body>`, typically the widget's script tag. */
  bodyEnd?: string;
  /** Response headers, e.g. a Content-Security-Policy. */
  headers?: Record<string, string>;
  /** Without a doctype: the browser renders the page in quirks mode. */
  quirks?: boolean;
  /**
   * The page's own stylesheet, served at `/<name>.css` and linked at the end of its head: a strict
   * CSP (`style-src 'self'`) lets it apply where an inline style would be blocked.
   */
  css?: string;
}

/**
 * Serves partner pages from another origin than the widget: every request to `/<name>` gets the
 * fixture completed by the page registered under that name.
 */
export async function startPartnerServer(pages: Record<string, PartnerPage>, host = 'localhost') {
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
    if (name === 'partner.css') {
      res.writeHead(200, { 'Content-Type': 'text/css' }).end(STYLESHEET);
      return;
    }
    const ownCss = name.endsWith('.css') ? pages[name.slice(0, -4)]?.css : undefined;
    if (ownCss !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/css' }).end(ownCss);
      return;
    }
    const page = pages[name];
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    const html = (page.quirks ? FIXTURE.replace(/^<!doctype html>\s*/i, '') : FIXTURE)
      .replace('%HEAD%', (page.head ?? '') + (page.css === undefined ? '' : `<link rel="stylesheet" href="/${name}.css">`))
      .replace('%BODY_END%', page.bodyEnd ?? '')
      .replace('%PREFILL_COMPANY%', PARTNER_PREFILL.companyName)
      .replace('%PREFILL_SIRET%', PARTNER_PREFILL.siret)
      .replace('%ORDER_LABEL_MESSY%', MESSY_ORDER_LABEL)
      .replaceAll('%ORDER_LABEL%', ORDER_BUTTON_LABEL);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
