import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS, runCommand } from '../../server/cli/main';
import { openStore } from '../../server/db/connect';
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
});
