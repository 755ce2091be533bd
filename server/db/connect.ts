/**
 * Opens the store: a SQLite file (better-sqlite3) by default, PostgreSQL (pg) when the address is
 * postgres://…, behind the same Kysely queries, migrated before use.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations';
import type { Database } from './schema';

export type Store = Kysely<Database>;

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Opens and migrates the store at `location`: a postgres:// URL, or a SQLite file path (its folder
 * is made). SQLite runs in WAL mode with full synchronous writes: a committed order survives a crash
 * of the process or of the machine.
 */
export async function openStore(location: string): Promise<Store> {
  let db: Store;
  if (isPostgresUrl(location)) {
    const pool = new pg.Pool({ connectionString: location, max: 10 });
    // An idle connection the server closes (a restart, a failover) is an event of the pool, not a
    // crash of the service: the pool opens another for the next query.
    pool.on('error', (error) => console.error(`PostgreSQL : connexion inactive fermée (${error.message})`));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    mkdirSync(dirname(location), { recursive: true });
    const sqlite = new SQLite(location);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  await migrate(db as Kysely<unknown>);
  return db;
}
