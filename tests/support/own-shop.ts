/**
 * The shop's build of a vitest project (.shop-build/<project>, made by tests/support/shop-setup.ts)
 * served by the order service with its embedded defaults (a SQLite file and emails written as files,
 * in a temporary folder), whose company search asks a directory stand-in of its own. The project's
 * shared shop is one (shop-setup.ts); a test file may start another of its own, so that making the
 * directory slow or failing, or pointing the service at a register, does not touch the shop the files
 * running beside it share. The widget asks the service that served widget.js, so one build works
 * against either.
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
  /** Where the shop writes each email as an .eml file. */
  outboxDir: string;
  /** Its SQLite file. */
  database: string;
  directory: DirectoryStandIn;
  close(): Promise<void>;
}

/**
 * Starts the shop; `settings` are added to the service's environment (a register's address, say).
 * `port`: the one the build was made for, when it names its service's address (shop-setup.ts).
 */
export async function startOwnShop(settings: Record<string, string> = {}, project = 'browser', port?: number): Promise<OwnShop> {
  const data = mkdtempSync(join(tmpdir(), 'kbis-own-shop-'));
  const directory = await startDirectoryStandIn();
  const url = `http://127.0.0.1:${port ?? (await freePort())}`;
  const outboxDir = join(data, 'outbox');
  const database = join(data, 'shop.sqlite');
  const running = await startShop(
    readConfig({
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      ORDER_SERVICE_URL: url,
      SQLITE_FILE: database,
      OUTBOX_DIR: outboxDir,
      DIST_DIR: join('.shop-build', project),
      COMPANY_SEARCH_URL: directory.url,
      ...settings,
    }),
    () => {},
  );
  return {
    url,
    outboxDir,
    database,
    directory,
    async close() {
      await running.close();
      await directory.close();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
