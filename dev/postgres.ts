import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/** Debian's PostgreSQL server binaries (package postgresql): the newest installed major version. */
function postgresBin(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin)
    throw new Error(
      'PostgreSQL introuvable dans /usr/lib/postgresql : installez le paquet Debian « postgresql » ou définissez POSTGRES_BIN.',
    );
  return bin;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's « postgres » user. */
const asRoot = process.getuid?.() === 0;
const POSTGRES_UID = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString()) : undefined;
const POSTGRES_GID = asRoot ? Number(execFileSync('id', ['-g', 'postgres']).toString()) : undefined;

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: 'pipe', uid: POSTGRES_UID, gid: POSTGRES_GID });
}

export interface ThrowawayPostgres {
  /** A postgres:// URL of a fresh, empty database. */
  url: string;
  /** A further fresh database in the same cluster. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1, its files and socket in a temporary folder,
 * and creates one database. A missing PostgreSQL fails: it is never skipped.
 */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'kbis-postgres-'));
  chmodSync(dir, 0o700);
  if (asRoot) chownSync(dir, POSTGRES_UID!, POSTGRES_GID!);
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-U', 'kbis', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const server = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', '-c', 'max_connections=100'],
    { stdio: ['ignore', 'ignore', 'pipe'], uid: POSTGRES_UID, gid: POSTGRES_GID },
  );
  let log = '';
  server.stderr!.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`PostgreSQL s'est arrêté (code ${code}) :\n${log}`))),
  );
  const base = `postgres://kbis@127.0.0.1:${port}`;
  await Promise.race([exited, waitUntilReady(`${base}/postgres`)]);
  const createDatabase = async (name: string) => {
    const client = new pg.Client({ connectionString: `${base}/postgres` });
    await client.connect();
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    await client.end();
    return `${base}/${name}`;
  };
  const url = await createDatabase('kbis_test');
  exited.catch(() => {});
  return {
    url,
    createDatabase,
    async stop() {
      if (server.exitCode === null) {
        const gone = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGINT');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Tries to connect until the server accepts, for at most 20 s. */
async function waitUntilReady(url: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
