// The order service's speed (`npm run bench:service`, after `npm run build`): the hand-off a dialog
// makes, POST /commandes answered by a 303 to the payment page, sent at a steady 100 orders a second
// for 10 s to the built service in a process of its own, on SQLite, and on PostgreSQL when
// BENCH_DATABASE_URL names an empty database. Prints the latencies; the bar is 50 ms at the 99th
// percentile on SQLite, 100 ms on PostgreSQL (within twice the bar). The per-address limit is lifted for the run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RATE_PER_S = 100;
const DURATION_S = 10;
const P99_BAR_MS = 50;
const ORDER = new URLSearchParams({
  companyName: 'Boulangerie Martin SARL',
  siret: '73282932000074',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@example.fr',
  page: 'https://partenaire.example/fiche',
}).toString();

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * Runs the service on `store` and measures the hand-off at a steady rate.
 * @param {string} label
 * @param {Record<string, string>} store
 */
async function measure(label, store) {
  const dir = mkdtempSync(join(tmpdir(), 'kbis-bench-service-'));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    OUTBOX_DIR: join(dir, 'outbox'),
    POSTS_PER_MINUTE: '1000000',
    SQLITE_FILE: join(dir, 'bench.sqlite'),
    ...store,
  };
  const service = spawn(process.execPath, ['dist-server/main.mjs'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    service.stdout?.on('data', (chunk) => String(chunk).includes('Emails :') && resolve(undefined));
    service.once('exit', (code) => reject(new Error(`le service s'est arrêté (code ${code})`)));
  });
  const url = `http://127.0.0.1:${port}/commandes`;
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  const send = async () => {
    const start = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      body: ORDER,
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    await response.arrayBuffer();
    if (response.status === 303) latencies.push(performance.now() - start);
    else failures++;
  };
  const sent = [];
  const begin = performance.now();
  for (let index = 0; index < RATE_PER_S * DURATION_S; index++) {
    const due = begin + (index * 1000) / RATE_PER_S;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(send());
  }
  await Promise.all(sent);
  service.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
  const sorted = latencies.sort((a, b) => a - b);
  const result = {
    label,
    orders: sorted.length,
    failures,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
  console.log(
    `${label} : ${result.orders} commandes, ${failures} échec(s) ; p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
  );
  return result;
}

const sqlite = await measure('SQLite', {});
let ok = sqlite.failures === 0 && sqlite.p99 <= P99_BAR_MS;
if (process.env.BENCH_DATABASE_URL) {
  const postgres = await measure('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
  ok &&= postgres.failures === 0 && postgres.p99 <= 2 * P99_BAR_MS;
}
console.log(ok ? `Barre tenue : p99 ≤ ${P99_BAR_MS} ms sur SQLite à ${RATE_PER_S} commandes/s.` : 'Barre manquée.');
process.exitCode = ok ? 0 : 1;
