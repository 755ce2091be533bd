import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HANDOFF_PATH } from '../../../widget/core/handoff';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the stand-in service sends the browser after an order: its payment page. */
export const PAYMENT_PATH = '/paiement';
export const PAYMENT_TITLE = 'Paiement';

/** A form POST the service received. */
export interface ReceivedOrder {
  contentType: string | undefined;
  /** The form's fields, in order, decoded. */
  fields: Array<[string, string]>;
}

/**
 * A stand-in for the order service on 127.0.0.1, and the widget built for it as
 * `ORDER_SERVICE_URL=<its address> npm run build` builds it, which it serves at /widget.js: it
 * records each order posted to HANDOFF_PATH and answers 303 to its payment page, as the service does.
 */
export async function startOrderService() {
  const orders: ReceivedOrder[] = [];
  const outDir = mkdtempSync(join(tmpdir(), 'kbis-widget-service-'));
  let widget = '';
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'POST' && path === HANDOFF_PATH) {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        orders.push({ contentType: req.headers['content-type'], fields: [...new URLSearchParams(body)] });
        res.writeHead(303, { Location: PAYMENT_PATH }).end();
      });
      return;
    }
    if (path === '/widget.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(widget);
    else if (path === PAYMENT_PATH)
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>${PAYMENT_TITLE}</title><h1>${PAYMENT_TITLE}</h1>`);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The widget's own build, in a child process: NODE_ENV and ORDER_SERVICE_URL as `npm run build` has them.
  await promisify(execFile)(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '-c', 'vite.widget.config.ts', '--outDir', outDir, '--logLevel', 'error'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', ORDER_SERVICE_URL: url, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  widget = readFileSync(join(outDir, 'widget.js'), 'utf8');
  return {
    url,
    widgetUrl: `${url}/widget.js`,
    /** The widget built for this service. */
    widget,
    orders,
    close() {
      rmSync(outDir, { recursive: true, force: true });
      return new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
    },
  };
}
