/**
 * A vitest global setup for the projects that walk the whole shop in real browsers: builds the site
 * and the widget with an order service (into .shop-build/<project>/, beside the static dist/ that
 * the other tests use), and runs that service on a free port (tests/support/own-shop.ts).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../dev/free-port';
import { startOwnShop } from './own-shop';

export interface ShopUnderTest {
  /** The shop's address: the site, its widget and the service. */
  url: string;
  /** Where the shop writes each email as an .eml file. */
  outboxDir: string;
  /** Its SQLite file. */
  database: string;
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
  // Every browser of the project posts from 127.0.0.1: the per-address limit (tested on its own
  // in tests/server/http.test.ts) would refuse the journeys of the files that come last.
  const running = await startOwnShop({ POSTS_PER_MINUTE: '100000' }, project.name, port);
  project.provide('shop', { url: running.url, outboxDir: running.outboxDir, database: running.database });
  return async () => {
    await running.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
