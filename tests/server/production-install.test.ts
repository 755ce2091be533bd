/**
 * The production install of docs/commandes.md, for real: the build's files copied to a new folder,
 * `npm ci --omit=dev` there (so a runtime import of a devDependency fails here), the service started
 * with NODE_ENV=production, then the operator's commands run from that folder, which has neither Vite
 * nor the TypeScript sources, nor the Stripe secrets.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_PATH } from '../../site/data/withdrawal';
import { COMPLETE_ORDER } from '../../scripts/sample-order';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { freePort } from '../../dev/free-port';
import { handoffForm } from '../support/handoff-form';
import { startServiceProcess, type ServiceProcess } from '../support/service-process';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What docs/commandes.md says to copy from a built working copy. */
const INSTALL_FILES = ['dist', 'dist-server', 'scripts/orders.mjs', 'package.json', 'package-lock.json'];
const run = promisify(execFile);
/** An operator's shell: no variable of an npm or vitest run around this test. */
const shell = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|NODE_ENV$)/.test(name)));

describe('a production install in a new folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kbis-install-'));
  let stripe: StripeStandIn;
  let service: ServiceProcess | undefined;
  const npm = (args: string[], env: Record<string, string> = {}) =>
    run('npm', args, { cwd: dir, env: { ...shell, ...env }, encoding: 'utf8', maxBuffer: 1 << 24 });

  beforeAll(async () => {
    for (const file of INSTALL_FILES) {
      if (!existsSync(join(ROOT, file))) throw new Error(`${file} est absent : lancez « npm run build » avant ce test.`);
      cpSync(join(ROOT, file), join(dir, file), { recursive: true });
    }
    // better-sqlite3 is compiled here when no prebuilt binary can be fetched: two minutes on a quiet
    // machine, eight measured on a busy one.
    await npm(['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline']);
    stripe = await startStripeStandIn();
  }, 900_000);
  afterAll(async () => {
    await service?.stop();
    await stripe?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has neither Vite nor the sources', () => {
    expect(existsSync(join(dir, 'node_modules/vite'))).toBe(false);
    expect(existsSync(join(dir, 'node_modules/better-sqlite3'))).toBe(true);
    expect(existsSync(join(dir, 'server'))).toBe(false);
  });

  it('serves the site and takes an order with NODE_ENV=production, and refuses a Stripe stand-in there', async () => {
    const port = await freePort();
    const production = { NODE_ENV: 'production', ORDER_SERVICE_URL: `http://127.0.0.1:${port}` };
    const stripeSettings = {
      PAYMENT_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_installation',
      STRIPE_WEBHOOK_SECRET: 'whsec_installation',
    };
    await expect(startServiceProcess({ ...production, ...stripeSettings, STRIPE_API_URL: stripe.url }, port, dir)).rejects.toThrow(
      /STRIPE_API_URL est réservé aux tests/,
    );
    // Production talks to api.stripe.com, which these machines cannot reach: the order is taken with the test payment.
    service = await startServiceProcess({ ...production, PAYMENT_MODE: 'test' }, port, dir);
    for (const path of ['/', WITHDRAWAL_PATH]) {
      const page = await fetch(`${service.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('<html lang="fr"');
    }
    const ordered = await fetch(`${service.url}${HANDOFF_PATH}`, {
      method: 'POST',
      body: handoffForm(),
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(ordered.status).toBe(303);
    expect(ordered.headers.get('location')).toMatch(new RegExp(`^${service.url}${TEST_PAYMENT_PATH}/`));
  });

  it("runs the operator's commands there, without the payment's secrets", async () => {
    const operator = { NODE_ENV: 'production' };
    const listed = await npm(['run', '--silent', 'orders'], operator);
    expect(listed.stdout).toMatch(/Commandes \(1\) :\n {2}KF-\S+ .* Boulangerie Martin SARL/);
    const exported = await npm(['run', '--silent', 'orders', '--', '--csv', 'commandes.csv'], operator);
    expect(exported.stdout).toContain('1 commande(s) exportée(s) dans commandes.csv');
    expect((await npm(['run', '--silent', 'orders:purge'], operator)).stdout).toContain('Purge : 0 commande(s)');

    // Without the service's environment, refused before anything changes: no address of this machine
    // handed out as an enrolment address, no new empty base taken for the service's.
    const refusal = (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr });
    const withoutUrl = await npm(
      ['run', '--silent', 'operators', '--', 'add', 'exploitant@kbis.example', '--role', 'admin'],
      operator,
    ).then(() => null, refusal);
    expect(withoutUrl?.code).toBe(1);
    expect(withoutUrl?.stderr).toContain('ORDER_SERVICE_URL absent avec NODE_ENV=production');
    const elsewhere = join(dir, 'ailleurs', 'kbis-facile.sqlite');
    const noStore = await npm(['run', '--silent', 'orders'], { ...operator, SQLITE_FILE: elsewhere }).then(() => null, refusal);
    expect(noStore?.code).toBe(1);
    expect(noStore?.stderr).toContain(`le fichier SQLite de SQLITE_FILE, ${elsewhere}, qui n’existe pas`);
    expect(existsSync(join(dir, 'ailleurs'))).toBe(false);

    // The back office's operators, with the service's public address the enrolment address starts with.
    const enrolling = { ...operator, ORDER_SERVICE_URL: 'https://commande.kbis.example' };
    const added = await npm(['run', '--silent', 'operators', '--', 'add', 'exploitant@kbis.example', '--role', 'admin'], enrolling);
    expect(added.stdout).toMatch(/^https:\/\/commande\.kbis\.example\/exploitant\/inscription\/[A-Za-z0-9_-]{43}$/m);
    expect((await npm(['run', '--silent', 'operators', '--', 'list'], enrolling)).stdout).toContain('exploitant@kbis.example');

    // While the service runs and holds the base open.
    const backedUp = await npm(['run', '--silent', 'orders:backup', '--', 'sauvegarde.sqlite'], operator);
    expect(backedUp.stdout).toMatch(/Sauvegarde de .* écrite dans .*sauvegarde\.sqlite .*1 commande\(s\)\), vérifiée\./);
    const copy = new SQLite(join(dir, 'sauvegarde.sqlite'), { readonly: true });
    expect(copy.prepare('SELECT company_name, email FROM orders').all()).toEqual([
      { company_name: COMPLETE_ORDER.company.companyName, email: COMPLETE_ORDER.billing.email },
    ]);
    copy.close();
  });
});
