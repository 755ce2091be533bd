// The order service's speed (`npm run bench:service`, after `npm run build`): the hand-off a dialog
// makes, POST /commandes answered by a 303 to the payment page, sent at a steady 100 orders a second
// to the built service in a process of its own, on SQLite, then on PostgreSQL: BENCH_DATABASE_URL
// when it names an empty database, else a throwaway cluster (dev/postgres.ts). Each store
// is measured cold, the first second after the service is ready (its first requests compile the
// code they run), then warm, for 10 s; the bench's own client is warmed before, on a server of its
// own. The bar holds on the warm figures: 50 ms at the 99th percentile on SQLite, twice that on
// PostgreSQL. Beside each figure: the machine's load average and how late the service's event loop
// ran (service-probe.mjs), to tell the service's own stalls from the machine's. The per-address
// limit is lifted for the run. The hand-off looks its SIRET up in the company directory: a local
// stand-in here, answering at once (company-search.mjs, which then measures the search itself).
// Then the register's job's time per document, from payment to email (register-fetch.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from '../build/import-source.mjs';
import { benchCompanySearch, startBenchDirectory } from './company-search.mjs';
import { benchRegisterFetch } from './register-fetch.mjs';

const RATE_PER_S = 100;
const COLD_S = 1;
const WARM_S = 10;
const P99_BAR_MS = 50;
const PROBE = fileURLToPath(new URL('service-probe.mjs', import.meta.url));
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
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const load = () => loadavg()[0].toFixed(2);

/**
 * Sends orders to `url` at RATE_PER_S for `seconds` and waits for every answer.
 * @param {string} url
 * @param {number} seconds
 */
async function steadyLoad(url, seconds) {
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
  const loadBefore = load();
  const sent = [];
  const begin = performance.now();
  for (let index = 0; index < RATE_PER_S * seconds; index++) {
    const due = begin + (index * 1000) / RATE_PER_S;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(send());
  }
  await Promise.all(sent);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    orders: sorted.length,
    failures,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    load: `${loadBefore} → ${load()}`,
  };
}

/**
 * Warms the bench's own HTTP client (fetch loads and compiles undici on first use) on a server of
 * its own that answers like the service, so that the cold figures are the service's, not the bench's.
 */
async function warmClient() {
  const server = createHttpServer((_request, response) => {
    response.writeHead(303, { Location: '/paiement' }).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await steadyLoad(`http://127.0.0.1:${port}/commandes`, COLD_S);
  await new Promise((resolve) => server.close(resolve));
}

/** @param {Awaited<ReturnType<typeof steadyLoad>>} phase */
const phaseLine = ({ orders, failures, p50, p99, max, load }) =>
  `${orders} commandes, ${failures} échec(s) ; p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms ; charge (1 min) ${load}`;

/**
 * Runs the service on `store` and measures the hand-off cold, then warm.
 * @param {string} label
 * @param {Record<string, string>} store
 * @param {string} directoryUrl
 */
async function measure(label, store, directoryUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'kbis-bench-service-'));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    OUTBOX_DIR: join(dir, 'outbox'),
    POSTS_PER_MINUTE: '1000000',
    SQLITE_FILE: join(dir, 'bench.sqlite'),
    COMPANY_SEARCH_URL: directoryUrl,
    ...store,
  };
  const service = spawn(process.execPath, ['--import', PROBE, 'dist-server/main.mjs'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  service.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise((resolve, reject) => {
    service.stdout?.on('data', () => output.includes('Emails :') && resolve(undefined));
    service.once('exit', (code) => reject(new Error(`le service s'est arrêté (code ${code})`)));
  });
  const url = `http://127.0.0.1:${port}/commandes`;
  const cold = await steadyLoad(url, COLD_S);
  service.kill('SIGUSR2');
  const warm = await steadyLoad(url, WARM_S);
  const exited = new Promise((resolve) => service.once('exit', resolve));
  service.kill('SIGTERM');
  await exited;
  rmSync(dir, { recursive: true, force: true });
  const probe = JSON.parse(/bench-probe (.*)/.exec(output)?.[1] ?? '{"p99":null,"max":null}');
  console.log(`${label}, à froid (${COLD_S} s) : ${phaseLine(cold)}`);
  console.log(
    `${label}, à chaud (${WARM_S} s) : ${phaseLine(warm)} ; retard de la boucle du service : p99 ${probe.p99} ms, max ${probe.max} ms`,
  );
  return warm;
}

/** PostgreSQL: BENCH_DATABASE_URL, or a throwaway cluster stopped after the run. */
async function postgres() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  /** @type {typeof import('../dev/postgres.ts')} */
  const { startPostgres } = await importSource('dev/postgres.ts');
  return startPostgres();
}

await warmClient();
const directory = await startBenchDirectory(0);
const sqlite = await measure('SQLite', {}, directory.url);
let ok = sqlite.failures === 0 && sqlite.p99 <= P99_BAR_MS;
const cluster = await postgres();
try {
  const warm = await measure('PostgreSQL', { DATABASE_URL: cluster.url }, directory.url);
  ok &&= warm.failures === 0 && warm.p99 <= 2 * P99_BAR_MS;
} finally {
  await cluster.stop();
  await directory.close();
}
console.log(
  ok
    ? `Barre tenue : à chaud, p99 ≤ ${P99_BAR_MS} ms sur SQLite et ≤ ${2 * P99_BAR_MS} ms sur PostgreSQL à ${RATE_PER_S} commandes/s.`
    : 'Barre manquée.',
);
ok = (await benchCompanySearch()) && ok;
ok = (await benchRegisterFetch()) && ok;
// The back office's list and search at 100,000 orders: the service's other bar, in the same report.
const backOffice = spawnSync(process.execPath, ['bench/back-office.mjs'], { stdio: 'inherit' });
process.exitCode = ok && backOffice.status === 0 ? 0 : 1;
