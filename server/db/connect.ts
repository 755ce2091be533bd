/**
 * Opens the store: a SQLite file (better-sqlite3) by default, PostgreSQL (pg) when the address is
 * postgres://…, behind the same Kysely queries: the service's migrated before use, the operator's
 * commands' only as it is (openExistingStore).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrate, migrateTo, pendingMigrations } from './migrations';
import { checkpointInBackground } from './sqlite-checkpoints';
import type { Database } from './schema';

export type Store = Kysely<Database>;

/**
 * SQLite's transactions begin IMMEDIATE: each takes the write lock before its first read, so that one
 * that reads then writes (a refund checked against what is left) never works from a state another
 * process's transaction changed meanwhile; it waits for that one (busy_timeout) instead. In this
 * process, Kysely's one connection already runs them one at a time.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver() {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Opens and migrates the store at `location`: a postgres:// URL, or a SQLite file path (its folder
 * is made). SQLite runs in WAL mode with `synchronous = NORMAL` and its checkpoints in the
 * background (sqlite-checkpoints.ts): a commit writes the log without waiting for the disk, so a
 * committed order survives a crash of the process at once, and a power loss or a crash of the
 * machine after the next checkpoint, at most CHECKPOINT_MS later. `FULL` waited for the disk
 * (fsync) inside each commit, on the event loop, where every other request waited too: 7 to 44 ms
 * each on this project's shared machine, more than the 10 ms between two orders at 100 a second.
 * A store that must not lose that second runs on PostgreSQL, which waits for the disk in its own
 * process.
 */
export async function openStore(location: string, { lastMigration }: { lastMigration?: string } = {}): Promise<Store> {
  const db = connect(location, { create: true });
  // Up to an earlier migration: the store an earlier version left, which the migrations' tests then migrate.
  await (lastMigration ? migrateTo(db as Kysely<unknown>, lastMigration) : migrate(db as Kysely<unknown>));
  return db;
}

/** Why openExistingStore refuses a store: no SQLite file there, or a schema behind this version's. */
export class StoreNotReady extends Error {
  override name = 'StoreNotReady';
  constructor(
    readonly reason: 'missing' | 'behind',
    readonly pending: readonly string[] = [],
  ) {
    super(reason === 'missing' ? 'no store' : `${pending.length} migration(s) pending`);
  }
}

/**
 * Opens the store the service made, for a command that must not make another: a SQLite file that
 * exists, a schema at this version's last migration. Never creates a file, never migrates; throws
 * StoreNotReady otherwise.
 */
export async function openExistingStore(location: string): Promise<Store> {
  if (!isPostgresUrl(location) && !existsSync(location)) throw new StoreNotReady('missing');
  const db = connect(location, { create: false });
  try {
    const pending = await pendingMigrations(db as Kysely<unknown>);
    if (pending.length) throw new StoreNotReady('behind', pending);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function connect(location: string, { create }: { create: boolean }): Store {
  let db: Store;
  if (isPostgresUrl(location)) {
    const pool = new pg.Pool({ connectionString: location, max: 10 });
    // An idle connection the server closes (a restart, a failover) is an event of the pool, not a
    // crash of the service: the pool opens another for the next query.
    pool.on('error', (error) => console.error(`PostgreSQL : connexion inactive fermée (${error.message})`));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    if (create) mkdirSync(dirname(location), { recursive: true });
    const sqlite = new SQLite(location, { fileMustExist: !create });
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('wal_autocheckpoint = 0');
    sqlite.pragma('busy_timeout = 5000');
    const checkpoints = checkpointInBackground(location);
    const close = sqlite.close.bind(sqlite);
    // Closing is the one checkpoint on this connection: a stopped service leaves everything on disk.
    sqlite.close = () => {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      return close();
    };
    const sqliteStore = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
    const destroy = sqliteStore.destroy.bind(sqliteStore);
    // The checkpoints' connection closes first, so that this one is the last and leaves no log
    // behind it: when destroy resolves, the database is one file, which may be copied or removed.
    sqliteStore.destroy = async () => {
      await checkpoints.stop();
      await destroy();
    };
    db = sqliteStore;
  }
  return db;
}
