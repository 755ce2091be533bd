import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticServer } from '../../scripts/serve.mjs';
import { headersFor } from '../../site/headers.mjs';
import {
  WITHDRAWAL_CONFIRM_LABEL,
  WITHDRAWAL_FIELDS,
  WITHDRAWAL_PATH,
  WITHDRAWAL_POST_PATH,
  withdrawalRecorded,
} from '../../site/data/withdrawal';
import { builtPage } from '../support/built-pages';
import { freshImport } from '../support/fresh-import';
import { axeViolations } from './support/axe';
import { closeContextsAfterEach, launchChromium, VIEWPORTS } from './support/chromium';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

const DECLARATION = { name: 'Camille Martin', email: 'camille.martin@exemple.fr', reference: 'KF-7K3QV9MB2E0T', orderDate: '2026-11-20' };

/** Listens on a free port of 127.0.0.1: each server is an origin of its own. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stands for the order service: records each declaration posted to it and answers as the service does. */
function fakeService(received: URLSearchParams[]) {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== WITHDRAWAL_POST_PATH) return res.writeHead(404).end();
      received.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(`<!DOCTYPE html><html lang="fr"><p>${withdrawalRecorded(DECLARATION.email)}</p>`);
    });
  });
}

let browser: Browser;
let site: Server;
let service: Server;
let siteUrl: string;
const received: URLSearchParams[] = [];

beforeAll(async () => {
  service = fakeService(received);
  const serviceUrl = await listen(service);
  // The withdrawal page as a build with this service renders it, with the stylesheet of dist/; the
  // rest of the site from dist/, every response with the headers the service gives its pages.
  vi.stubEnv('ORDER_SERVICE_URL', serviceUrl);
  const { renderRoute } = await freshImport(() => import('../../site/prerender'));
  const { routes } = await import('../../site/routes');
  const stylesheet = builtPage(WITHDRAWAL_PATH).querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
  const html = renderRoute(routes.find((route) => route.path === WITHDRAWAL_PATH)!, { stylesheet });
  const options = { orderServiceUrl: serviceUrl };
  const dist = createStaticServer(DIST, options);
  site = createServer((req, res) => {
    if (req.url !== WITHDRAWAL_PATH) return dist.emit('request', req, res);
    res.writeHead(200, { ...headersFor(WITHDRAWAL_PATH, options), 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  [siteUrl, browser] = await Promise.all([listen(site), launchChromium()]);
});

closeContextsAfterEach(() => browser);

afterAll(async () => {
  vi.unstubAllEnvs();
  // The next test files of this worker import the pages as the real build does.
  vi.resetModules();
  await browser?.close();
  for (const server of [site, service]) {
    server?.closeAllConnections();
    await new Promise((done) => server?.close(done));
  }
});

describe('the withdrawal page of a build with an order service', () => {
  it('sends the declaration to the service without JavaScript, from the fields named by their labels to « Confirmer la rétractation »', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(siteUrl + WITHDRAWAL_PATH);
    for (const [name, value] of Object.entries(DECLARATION))
      await page.getByLabel(WITHDRAWAL_FIELDS[name as keyof typeof DECLARATION].label, { exact: true }).fill(value);
    await page.getByRole('button', { name: WITHDRAWAL_CONFIRM_LABEL, exact: true }).click();
    await page.getByText(withdrawalRecorded(DECLARATION.email)).waitFor();
    expect(received.map((body) => Object.fromEntries(body))).toEqual([DECLARATION]);
  });

  it.each(Object.entries(VIEWPORTS))('has no WCAG 2.2 A/AA violation at %s width', async (_name, viewport) => {
    const page = await browser.newPage({ viewport });
    await page.goto(siteUrl + WITHDRAWAL_PATH);
    await page.getByRole('form').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
