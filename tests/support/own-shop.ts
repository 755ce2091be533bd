/**
 * The shop's build of a vitest project (.shop-build/<project>, made by tests/support/shop-setup.ts)
 * served by a service of one test file's own, whose company search asks a directory stand-in of its
 * own: a file that makes the directory slow or failing, or points the service at another register,
 * does so without touching the shop the files running beside it share. The widget asks the service
 * that served widget.js, so the same build works against either.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DirectoryStandIn, startDirectoryStandIn } from '../../dev/company-directory-stand-in';
import { freePort } from '../../dev/free-port';
import { readConfig } from '../../server/config';
import { startShop } from '../../server/main';

export interface OwnShop {
  url: string;
  directory: DirectoryStandIn;
  close(): Promise<void>;
}

/** Starts the shop; `settings` are added to the service's environment (a register's address, say). */
export async function startOwnShop(settings: Record<string, string> = {}, project = 'browser'): Promise<OwnShop> {
  const data = mkdtempSync(join(tmpdir(), 'kbis-own-shop-'));
  const directory = await startDirectoryStandIn();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const running = await startShop(
    readConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      ORDER_SERVICE_URL: url,
      SQLITE_FILE: join(data, 'shop.sqlite'),
      OUTBOX_DIR: join(data, 'outbox'),
      DIST_DIR: join('.shop-build', project),
      COMPANY_SEARCH_URL: directory.url,
      ...settings,
    }),
    () => {},
  );
  return {
    url,
    directory,
    async close() {
      await running.close();
      await directory.close();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
