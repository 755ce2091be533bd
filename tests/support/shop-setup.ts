/**
 * A vitest global setup for the projects that walk the whole shop in real browsers: builds the site
 * and the widget with an order service (into .shop-build/<project>/, beside the static dist/ that
 * the other tests use), and runs that service on a free port with its embedded defaults: a SQLite
 * file and emails written as files, both in a temporary folder; its company search asks the
 * directory's stand-in.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../../server/config';
import { startShop } from '../../server/main';
import { startDirectoryStandIn } from './company-directory-stand-in';
import { freePort } from './free-port';

export interface ShopUnderTest {
  /** The shop's address: the site, its widget and the service. */
  url: string;
  /** Where the shop writes each email as an .eml file. */
  outboxDir: string;
  /** Its SQLite file. */
  database: string;
  /** The directory's stand-in the shop's company search asks (see its `/stand-in` control). */
  directoryUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    shop: ShopUnderTest;
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const outDir = join('.shop-build', project.name);
  const built = spawnSync(process.execPath, ['build/build.mjs'], {
    env: { ...process.env, OUT_DIR: outDir, ORDER_SERVICE_URL: url },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`La construction de la boutique a échoué :\n${built.stdout}\n${built.stderr}`);
  const data = mkdtempSync(join(tmpdir(), 'kbis-shop-'));
  const directory = await startDirectoryStandIn();
  const shop: ShopUnderTest = { url, outboxDir: join(data, 'outbox'), database: join(data, 'shop.sqlite'), directoryUrl: directory.url };
  const running = await startShop(
    readConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      ORDER_SERVICE_URL: url,
      SQLITE_FILE: shop.database,
      OUTBOX_DIR: shop.outboxDir,
      DIST_DIR: outDir,
      // Every browser of the project posts from 127.0.0.1: the per-address limit (tested on its own
      // in tests/server/http.test.ts) would refuse the journeys of the files that come last.
      POSTS_PER_MINUTE: '100000',
      COMPANY_SEARCH_URL: directory.url,
    }),
    () => {},
  );
  project.provide('shop', shop);
  return async () => {
    await running.close();
    await directory.close();
    rmSync(data, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  };
}
