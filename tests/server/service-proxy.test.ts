/**
 * The nginx configuration the build writes for a build with an order service, run by the real nginx
 * in front of the real shop: every path the service's routes answer reaches the service through it,
 * the static site's paths do not, and a file above the service's upload limit is refused by the
 * service itself, not by nginx.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig, serviceProxy } from '../../build/nginx.mjs';
import { readConfig } from '../../server/config';
import { BO } from '../../server/domain/back-office-paths';
import { isServicePath, SERVICE_PATH_PREFIXES, UPLOAD_MAX_BYTES } from '../../server/domain/service-paths';
import { createApp } from '../../server/http/app';
import { type RunningShop, startShop } from '../../server/main';
import { ERRORS } from '../../server/pages/copy';
import { startNginx } from '../support/nginx';
import { serviceApp } from '../../dev/service';
import { storesOf } from '../support/stores';

type Nginx = Awaited<ReturnType<typeof startNginx>>;

/** Every path a route of the service answers, in the test payment's mode and in Stripe's, its parameters filled in. */
function routePaths(apps: { routes: { path: string }[] }[]): string[] {
  const paths = apps.flatMap((app) => app.routes.map(({ path }) => path)).filter((path) => path !== '/*');
  return [...new Set(paths.map((path) => path.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x')))];
}

describe('nginx in front of the order service, with the configuration the build writes', () => {
  const stores = storesOf('SQLite');
  const dir = mkdtempSync(join(tmpdir(), 'kbis-proxy-'));
  let shop: RunningShop;
  let nginx: Nginx;
  let paths: string[];

  beforeAll(async () => {
    shop = await startShop(
      readConfig({ PORT: '0', HOST: '127.0.0.1', SQLITE_FILE: join(dir, 'shop.sqlite'), OUTBOX_DIR: join(dir, 'outbox') }),
      () => {},
    );
    const stripe = serviceApp(await stores.fresh(), {
      PAYMENT_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    paths = routePaths([createApp(shop.context), stripe.app]);
    const include = join(dir, 'kbis-facile.conf');
    writeFileSync(include, nginxConfig(await serviceProxy(new URL(shop.url).host)));
    // An empty root: whatever nginx serves itself is its own 404, never an answer of the service.
    const root = join(dir, 'root');
    mkdirSync(root);
    nginx = await startNginx(root, include);
  });
  afterAll(async () => {
    await nginx?.close();
    await shop?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the service every path its routes answer, and each prefix it owns', async () => {
    expect(paths).toContain(BO.signIn);
    expect(paths.length).toBeGreaterThan(20);
    const underPrefixes = SERVICE_PATH_PREFIXES.flatMap((prefix) => (prefix.endsWith('/') ? [`${prefix}x`] : [prefix, `${prefix}/x`]));
    for (const path of [...paths, ...underPrefixes]) {
      expect(isServicePath(path), path).toBe(true);
      const direct = await fetch(`${shop.url}${path}`, { redirect: 'manual' });
      const proxied = await fetch(`${nginx.url}${path}`, { redirect: 'manual' });
      expect([path, proxied.status, await proxied.text()]).toEqual([path, direct.status, await direct.text()]);
    }
  });

  it('keeps the static site’s paths, and a path that only begins like the service’s', async () => {
    for (const path of ['/', '/pages/retractation', '/commandesx', '/exploitants', '/stripe']) {
      expect(isServicePath(path), path).toBe(false);
      const proxied = await fetch(`${nginx.url}${path}`);
      expect(proxied.status, path).toBe(404);
      expect(await proxied.text(), path).toContain('<center>nginx</center>');
    }
  });

  it('lets the service refuse a file above its upload limit with its own page', async () => {
    const response = await fetch(`${nginx.url}${BO.order('KF-X')}/extrait`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(UPLOAD_MAX_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(ERRORS.tooLargeTitle);
  });
});
