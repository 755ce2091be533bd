// The register's job's speed, in `npm run bench:service`: orders for the statuts and the accounts,
// immediate execution asked, handed off and paid on the built service in a process of its own, its
// register the local stand-in (dev/register-stand-in.ts) answering at once. For each document, from
// the payment to its email queued in the outbox (the job's time: the list, the pick, the download,
// the storing), then to that email sent (written to the outbox folder). The bar: 60 s from the
// payment to the customer's mailbox (DESIGN.md, « registries »).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSource } from '../build/import-source.mjs';

const ORDERS = 20;
const DOCUMENTS_PER_ORDER = 2;
const BAR_S = 60;

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** @param {number[]} values */
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${(quantile(sorted, 0.5) / 1000).toFixed(2)} s, p95 ${(quantile(sorted, 0.95) / 1000).toFixed(2)} s, max ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s`;
};

export async function benchRegisterFetch() {
  /** @type {typeof import('../dev/register-stand-in.ts')} */
  const { startRegisterStandIn, REGISTER_STAND_IN_ACCOUNT, REGISTER_STAND_IN_SIRENS } = await importSource('dev/register-stand-in.ts');
  /** @type {typeof import('../server/db/connect.ts')} */
  const { openStore } = await importSource('server/db/connect.ts');
  /** @type {typeof import('../widget/core/handoff.ts')} */
  const { HANDOFF_FIELDS, HANDOFF_PATH, IMMEDIATE_EXECUTION_VALUE } = await importSource('widget/core/handoff.ts');
  /** @type {typeof import('../widget/core/catalogue.ts')} */
  const { DOCUMENT_FIELDS } = await importSource('widget/core/catalogue.ts');
  /** @type {typeof import('../widget/core/company.ts')} */
  const { SIREN_HANDOFF_FIELD } = await importSource('widget/core/company.ts');

  const register = await startRegisterStandIn();
  const dir = mkdtempSync(join(tmpdir(), 'kbis-bench-register-'));
  const database = join(dir, 'bench.sqlite');
  const service = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      SQLITE_FILE: database,
      OUTBOX_DIR: join(dir, 'outbox'),
      POSTS_PER_MINUTE: '1000000',
      COMPANY_SEARCH_URL: 'http://127.0.0.1:9',
      INPI_API_URL: register.url,
      INPI_USERNAME: REGISTER_STAND_IN_ACCOUNT.username,
      INPI_PASSWORD: REGISTER_STAND_IN_ACCOUNT.password,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  /** @type {string} */
  const base = await new Promise((resolve, reject) => {
    service.stdout?.on('data', (chunk) => {
      output += chunk;
      const served = /servi sur (http:\/\/\S+)/.exec(output);
      if (served && output.includes('Emails :')) resolve(served[1] ?? '');
    });
    service.once('exit', (code) => reject(new Error(`le service s'est arrêté (code ${code})`)));
  });
  const db = await openStore(database);
  try {
    const form = new URLSearchParams({
      companyName: 'Boulangerie Martin',
      siret: '81234567600017',
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille.martin@example.fr',
      [HANDOFF_FIELDS.page]: 'https://partenaire.example/fiche',
      [HANDOFF_FIELDS.immediateExecution]: IMMEDIATE_EXECUTION_VALUE,
      [SIREN_HANDOFF_FIELD]: REGISTER_STAND_IN_SIRENS.full,
    });
    form.append(DOCUMENT_FIELDS.documents, 'statuts');
    form.append(DOCUMENT_FIELDS.documents, 'comptes');
    const post = (/** @type {string} */ path, /** @type {string} */ body) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    for (let index = 0; index < ORDERS; index++) {
      const ordered = await post(HANDOFF_PATH, form.toString());
      const payment = new URL(ordered.headers.get('location') ?? '', base).pathname;
      const paid = await post(`${payment}/payer`, '');
      if (paid.status !== 303) throw new Error(`paiement refusé (HTTP ${paid.status})`);
    }
    const expected = ORDERS * DOCUMENTS_PER_ORDER;
    const deadline = Date.now() + 2 * BAR_S * 1000;
    const delivered = () =>
      db
        .selectFrom('outbox')
        .innerJoin('orders', 'orders.reference', 'outbox.reference')
        .select(['orders.paid_at', 'outbox.created_at', 'outbox.sent_at'])
        .where('outbox.kind', '=', 'document-delivery')
        .where('outbox.sent_at', 'is not', null)
        .execute();
    let rows = await delivered();
    while (rows.length < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await delivered();
    }
    const since = (/** @type {string | null} */ paidAt, /** @type {string | null} */ at) =>
      new Date(at ?? 0).getTime() - new Date(paidAt ?? 0).getTime();
    const queued = rows.map((row) => since(row.paid_at, row.created_at));
    const sent = rows.map((row) => since(row.paid_at, row.sent_at));
    console.log(
      `Registre (bouchon répondant aussitôt), ${rows.length}/${expected} documents : du paiement à l’email en file ${summary(queued)} ; à l’email envoyé ${summary(sent)}`,
    );
    const ok = rows.length === expected && Math.max(...sent) <= BAR_S * 1000;
    console.log(
      ok ? `Barre tenue : chaque document dans la boîte du client ≤ ${BAR_S} s après le paiement.` : 'Barre du registre manquée.',
    );
    return ok;
  } finally {
    await db.destroy();
    const exited = new Promise((resolve) => service.once('exit', resolve));
    service.kill('SIGTERM');
    await exited;
    await register.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
