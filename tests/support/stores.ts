import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openStore, type Store } from '../../server/db/connect';
import { startPostgres, type ThrowawayPostgres } from '../../dev/postgres';

/** The two stores the service runs on; every store test runs on both. */
export const STORE_KINDS = ['SQLite', 'PostgreSQL'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/**
 * Fresh, migrated stores of `kind`, each in its own file or database; the PostgreSQL cluster starts
 * once for the file and stops after it.
 */
export function storesOf(kind: StoreKind) {
  let postgres: ThrowawayPostgres | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'kbis-store-'));
  const opened: Store[] = [];
  let count = 0;
  beforeAll(async () => {
    if (kind === 'PostgreSQL') postgres = await startPostgres();
  });
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.destroy()));
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  /** The location of a fresh store (a SQLite file or a postgres:// URL), not opened. */
  const freshLocation = async () =>
    kind === 'PostgreSQL' ? postgres!.createDatabase(`kbis_${++count}`) : join(dir, `store-${++count}.sqlite`);
  return {
    freshLocation,
    async fresh(): Promise<Store> {
      const db = await openStore(await freshLocation());
      opened.push(db);
      return db;
    },
  };
}
