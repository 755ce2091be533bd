import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS, runCommand, withEnvFile } from '../../server/cli/main';
import { openStore } from '../../server/db/connect';
import { storesOf } from '../support/stores';
import { insertOrder } from '../../server/db/orders';
import { newOrder } from '../../server/domain/new-order';
import { parseOrderInput } from '../../server/domain/order-input';
import { fieldsOf, handoffForm } from '../support/handoff-form';

const dir = mkdtempSync(join(tmpdir(), 'kbis-commands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A SQLite store holding one order, `KF-000000000001`, and the environment that names it. */
async function storeWithAnOrder(name: string) {
  const file = join(dir, `${name}.sqlite`);
  const db = await openStore(file);
  const { get, names } = fieldsOf(handoffForm());
  const parsed = parseOrderInput(get, names);
  if (!parsed.ok) throw new Error('sample order refused');
  await insertOrder(
    db,
    newOrder(parsed.value, { reference: 'KF-000000000001', token: 't'.repeat(43), now: new Date(), paymentMode: 'test' }),
  );
  // The service keeps its connection open while an operator backs up: the copy must not need it closed.
  return { file, db, env: { NODE_ENV: 'production', SQLITE_FILE: file } };
}

const SCRIPT = fileURLToPath(new URL('../../scripts/orders.mjs', import.meta.url));
/** An operator's shell without the service's environment: no store setting, no npm or vitest variable. */
const bareShell = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|NODE_ENV$|DATABASE_URL$|SQLITE_FILE$|ORDER_SERVICE_URL$)/.test(name)),
);

/** `node [nodeArgs] scripts/orders.mjs argv` in `cwd`: its exit code and what it printed. */
async function shell(argv: string[], { env = {}, cwd = dir, nodeArgs = [] as string[] } = {}) {
  return promisify(execFile)(process.execPath, [...nodeArgs, SCRIPT, ...argv], { cwd, env: { ...bareShell, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

async function run(argv: string[], env: Record<string, string>) {
  const lines: string[] = [];
  await runCommand(argv, { env, out: (line) => lines.push(line) });
  return lines.join('\n');
}

describe("the operator's commands", () => {
  it('list the orders in production without the payment settings', async () => {
    const { env, db } = await storeWithAnOrder('list');
    expect(await run(['orders'], env)).toMatch(/Commandes \(1\) :\n {2}KF-000000000001/);
    await db.destroy();
  });

  it('end with exit code 0 when run from a shell, as `npm run orders` runs them', async () => {
    const { env, db } = await storeWithAnOrder('shell');
    await db.destroy();
    const script = fileURLToPath(new URL('../../scripts/orders.mjs', import.meta.url));
    // The store's last work is to stop its checkpoints: a process left with nothing else to wait for
    // must still wait for that, rather than exit with code 13 in the middle of it.
    for (let run = 0; run < 3; run++) {
      const listed = await promisify(execFile)(process.execPath, [script, 'orders'], { env: { ...process.env, ...env } });
      expect(listed.stdout).toMatch(/Commandes \(1\) :\n {2}KF-000000000001/);
    }
  });

  it('back up a SQLite store that the service holds open into a readable copy with its orders', async () => {
    const { env, db } = await storeWithAnOrder('live');
    const target = join(dir, 'copy.sqlite');
    expect(await run(['backup', target], env)).toMatch(/Sauvegarde de .* écrite dans .*copy\.sqlite .*1 commande\(s\)\), vérifiée\./);
    await db.destroy();
    const copy = new SQLite(target, { readonly: true });
    expect(copy.prepare('SELECT reference FROM orders').all()).toEqual([{ reference: 'KF-000000000001' }]);
    copy.close();
    // A lone file: the copy carries no journal that would have to travel with it.
    expect(existsSync(`${target}-wal`)).toBe(false);
  });

  it('never overwrite a file, and send PostgreSQL to pg_dump', async () => {
    const { env, db } = await storeWithAnOrder('refusals');
    const existing = join(dir, 'existing.sqlite');
    writeFileSync(existing, 'keep me');
    await expect(run(['backup', existing], env)).rejects.toThrow(/existe déjà/);
    await expect(run(['backup'], env)).rejects.toThrow(/Indiquez le fichier/);
    await expect(run(['backup', join(dir, 'pg.sqlite')], { DATABASE_URL: 'postgres://localhost/kbis' })).rejects.toThrow(/pg_dump/);
    await db.destroy();
  });

  it('name every command when the one asked for does not exist', async () => {
    const refused = run(['inconnue'], {});
    await expect(refused).rejects.toThrow(/Commande inconnue : « inconnue »/);
    for (const name of Object.keys(COMMANDS)) await expect(run(['inconnue'], {})).rejects.toThrow(new RegExp(`\\n {2}${name}`));
    await expect(run([], {})).rejects.toThrow(/^Indiquez une commande :\n {2}orders/);
  });

  it('stop, creating nothing, when the SQLite file the service would use does not exist', async () => {
    const missing = join(dir, 'absent', 'kbis-facile.sqlite');
    await expect(run(['orders'], { SQLITE_FILE: missing })).rejects.toThrow(
      `Avec cet environnement, le service utiliserait le fichier SQLite de SQLITE_FILE, ${missing}, qui n’existe pas. Rien n’a été créé.`,
    );
    expect(existsSync(join(dir, 'absent'))).toBe(false);
    // From a folder without the service's environment, as the issue found them run: exit code 1, no new base.
    const bare = mkdtempSync(join(dir, 'bare-'));
    const refused = await shell(['orders'], { cwd: bare });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      'le service utiliserait le fichier SQLite par défaut (ni DATABASE_URL ni SQLITE_FILE n’est réglé), var/kbis-facile.sqlite dans le dossier courant',
    );
    expect(refused.stderr).toContain(
      `dans le dossier courant : ${join(bare, 'var/kbis-facile.sqlite')}, qui n’existe pas. Rien n’a été créé.`,
    );
    expect(refused.stderr).toContain('--env-file /etc/kbis-facile/env');
    expect(existsSync(join(bare, 'var'))).toBe(false);
    for (const command of [['purge'], ['operators', 'list']])
      await expect(run(command, { SQLITE_FILE: missing }), command.join(' ')).rejects.toThrow(/qui n’existe pas/);
  });

  it('read the service’s environment file, with --env-file or node --env-file', async () => {
    const { file, db } = await storeWithAnOrder('env-file');
    await db.destroy();
    const envFile = join(dir, 'env');
    writeFileSync(envFile, `# comme /etc/kbis-facile/env\nSQLITE_FILE=${file}\nSTRIPE_SECRET_KEY=sk_live_jamais_lu\n`);
    const bare = mkdtempSync(join(dir, 'bare-'));
    for (const given of [{ argv: ['orders', '--env-file', envFile] }, { argv: ['orders'], nodeArgs: [`--env-file=${envFile}`] }]) {
      const listed = await shell(given.argv, { cwd: bare, nodeArgs: given.nodeArgs });
      expect([listed.code, listed.stderr]).toEqual([0, '']);
      expect(listed.stdout).toMatch(/Commandes \(1\) :\n {2}KF-000000000001/);
    }
    // Node 20 itself reads an --env-file even after the script's name, and stops on a missing one first.
    const unreadable = await shell(['orders', '--env-file', join(dir, 'nulle-part')], { cwd: bare });
    expect(unreadable.code).not.toBe(0);
    expect(unreadable.stderr).toContain('nulle-part');
    expect(() => withEnvFile(['orders', '--env-file', join(dir, 'nulle-part')], {})).toThrow(/^--env-file : .*nulle-part ne se lit pas/);
    expect(withEnvFile(['orders', `--env-file=${envFile}`, '--csv', 'x.csv'], { SQLITE_FILE: 'garde.sqlite' })).toEqual({
      argv: ['orders', '--csv', 'x.csv'],
      env: { SQLITE_FILE: 'garde.sqlite', STRIPE_SECRET_KEY: 'sk_live_jamais_lu' },
    });
  });

  it('refuse `operators add` in production without ORDER_SERVICE_URL, before changing anything', async () => {
    const { env, db } = await storeWithAnOrder('production-add');
    await expect(run(['operators', 'add', 'alice@kbis.example', '--role', 'admin'], env)).rejects.toThrow(
      /^ORDER_SERVICE_URL absent avec NODE_ENV=production/,
    );
    expect(await db.selectFrom('operators').selectAll().execute()).toEqual([]);
    // The other subcommands need no address: a revocation never waits for one.
    expect(await run(['operators', 'list'], env)).toBe('Opérateurs (0) :');
    expect(
      await run(['operators', 'add', 'alice@kbis.example', '--role', 'admin'], {
        ...env,
        ORDER_SERVICE_URL: 'https://commande.kbis.example',
      }),
    ).toMatch(/^https:\/\/commande\.kbis\.example\/exploitant\/inscription\//m);
    await db.destroy();
  });

  it('stop on a SQLite file the service has not migrated, and never migrate it', async () => {
    const empty = join(dir, 'empty.sqlite');
    new SQLite(empty).close();
    await expect(run(['orders'], { SQLITE_FILE: empty })).rejects.toThrow(
      /dont le schéma n’est pas celui de cette version \(\d+ migration\(s\) à appliquer, dont 2026-11-27-001-orders-withdrawals-outbox\)\. Démarrez d’abord le service/,
    );
    const after = new SQLite(empty, { readonly: true });
    expect(after.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).toEqual([]);
    after.close();
  });
});

describe("the operator's commands on PostgreSQL", () => {
  const stores = storesOf('PostgreSQL');

  it('work on the service’s migrated base, and stop on one it has not migrated, leaving it untouched', async () => {
    const migrated = await stores.freshLocation();
    await (await openStore(migrated)).destroy();
    expect(await run(['orders'], { DATABASE_URL: migrated })).toBe('Commandes (0) :\nRétractations (0) :');
    const blank = await stores.freshLocation();
    await expect(run(['orders'], { DATABASE_URL: blank })).rejects.toThrow(
      /^Avec cet environnement, le service utiliserait la base PostgreSQL de DATABASE_URL, dont le schéma n’est pas celui de cette version/,
    );
    const client = new pg.Client({ connectionString: blank });
    await client.connect();
    const { rows } = await client.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    await client.end();
    expect(rows).toEqual([]);
  });
});
