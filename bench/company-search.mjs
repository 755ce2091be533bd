// The company search's speed, in `npm run bench:service`: `GET /entreprises?q=` sent at a steady 50
// requests a second to the built service in a process of its own, its directory a local stand-in
// answering in 50 ms (the state's directory cannot be reached from here, and its own speed is not
// ours to measure). After a second that compiles the route's code (not counted): 10 s of queries
// never seen, each one asked to the directory (cold cache, bar p95 ≤ 120 ms), then 10 s of the same
// queries again, each answered from the cache (warm, bar p95 ≤ 15 ms). The directory's rate limit
// is lifted for the run (COMPANY_SEARCH_RATE), or the cold phase would be refused past 7 a second.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE_PER_S = 50;
const PHASE_S = 10;
export const DIRECTORY_DELAY_MS = 50;
const WARM_P95_BAR_MS = 15;
const COLD_P95_BAR_MS = 120;

/** One company in the shape of the directory's `/search` results. */
const company = (/** @type {number} */ index) => ({
  siren: String(100000000 + index),
  nom_complet: `SOCIETE DU BANC ${index}`,
  nature_juridique: '5710',
  etat_administratif: 'A',
  date_fermeture: null,
  siege: { siret: `${100000000 + index}00010`, adresse: '1 RUE DU BANC 75001 PARIS', code_postal: '75001', libelle_commune: 'PARIS' },
  complements: { est_entrepreneur_individuel: false },
});
const ANSWER = JSON.stringify({
  results: Array.from({ length: 8 }, (_, index) => company(index)),
  total_results: 8,
  page: 1,
  per_page: 8,
  total_pages: 1,
});

/**
 * The directory's stand-in: every search answered with eight companies after `delayMs`; counts them.
 * @param {number} delayMs
 */
export async function startBenchDirectory(delayMs) {
  let searches = 0;
  const server = createServer((_request, response) => {
    searches++;
    setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end(ANSWER), delayMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    searches: () => searches,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Sends `queries` to the search at RATE_PER_S, one after another, and waits for every answer.
 * @param {string} base the service's address
 * @param {string[]} queries
 */
async function steadySearches(base, queries) {
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  const loadBefore = loadavg()[0].toFixed(2);
  const begin = performance.now();
  const sent = [];
  for (const [index, query] of queries.entries()) {
    const wait = begin + (index * 1000) / RATE_PER_S - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(
      (async () => {
        const start = performance.now();
        const response = await fetch(`${base}/entreprises?q=${encodeURIComponent(query)}`);
        const body = await response.json();
        if (response.status === 200 && body.companies.length === 8) latencies.push(performance.now() - start);
        else failures++;
      })(),
    );
  }
  await Promise.all(sent);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    count: sorted.length,
    failures,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    load: `${loadBefore} → ${loadavg()[0].toFixed(2)}`,
  };
}

/** @param {Awaited<ReturnType<typeof steadySearches>>} phase */
const phaseLine = ({ count, failures, p50, p95, max, load }) =>
  `${count} recherches, ${failures} échec(s) ; p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms ; charge (1 min) ${load}`;

/** Distinct queries, as customers type them: `count` of them from `from`. */
const queriesFrom = (/** @type {number} */ from, /** @type {number} */ count) =>
  Array.from({ length: count }, (_, index) => `Boulangerie du banc ${from + index}`);

const SELF = fileURLToPath(import.meta.url);

/**
 * The stand-in in a process of its own, so that its 50 ms are not lengthened by the bench's own
 * client, which shares a process with nothing else; it counts the searches it received, told on stdout.
 */
async function directoryProcess() {
  const child = spawn(process.execPath, [SELF, 'directory'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  const lineAfter = async (/** @type {number} */ lines) => {
    while (output.split('\n').length <= lines) await new Promise((resolve) => setTimeout(resolve, 10));
    return output.split('\n')[lines - 1];
  };
  const url = await lineAfter(1);
  let asked = 1;
  return {
    url,
    /** @returns {Promise<number>} */
    async searches() {
      child.stdin?.write('\n');
      return Number(await lineAfter(++asked));
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}

if (process.argv[1] === SELF && process.argv[2] === 'directory') {
  const directory = await startBenchDirectory(DIRECTORY_DELAY_MS);
  process.stdout.write(`${directory.url}\n`);
  process.stdin.on('data', () => process.stdout.write(`${directory.searches()}\n`));
}

/** Measures the search cold, then warm; prints one line each and returns whether both bars hold. */
export async function benchCompanySearch() {
  const directory = await directoryProcess();
  const dir = mkdtempSync(join(tmpdir(), 'kbis-bench-search-'));
  const service = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      SQLITE_FILE: join(dir, 'bench.sqlite'),
      OUTBOX_DIR: join(dir, 'outbox'),
      COMPANY_SEARCH_URL: directory.url,
      COMPANY_SEARCH_RATE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const base = await new Promise((resolve, reject) => {
    service.stdout?.on('data', (chunk) => {
      output += chunk;
      const served = /servi sur (http:\/\/\S+)/.exec(output);
      if (served && output.includes('Emails :')) resolve(served[1]);
    });
    service.once('exit', (code) => reject(new Error(`le service s'est arrêté (code ${code})`)));
  });
  try {
    await steadySearches(base, queriesFrom(0, RATE_PER_S));
    const asked = await directory.searches();
    const fresh = queriesFrom(RATE_PER_S, RATE_PER_S * PHASE_S);
    const cold = await steadySearches(base, fresh);
    const coldAsked = (await directory.searches()) - asked;
    const warm = await steadySearches(base, fresh);
    const warmAsked = (await directory.searches()) - asked - coldAsked;
    console.log(
      `Recherche d'entreprise, cache vide (annuaire à ${DIRECTORY_DELAY_MS} ms, ${RATE_PER_S}/s, ${PHASE_S} s) : ${phaseLine(cold)} ; ${coldAsked} requêtes à l'annuaire`,
    );
    console.log(
      `Recherche d'entreprise, depuis le cache (${RATE_PER_S}/s, ${PHASE_S} s) : ${phaseLine(warm)} ; ${warmAsked} requête à l'annuaire`,
    );
    const ok = cold.failures === 0 && warm.failures === 0 && cold.p95 <= COLD_P95_BAR_MS && warm.p95 <= WARM_P95_BAR_MS && warmAsked === 0;
    console.log(
      ok
        ? `Barre tenue : p95 ≤ ${WARM_P95_BAR_MS} ms depuis le cache, ≤ ${COLD_P95_BAR_MS} ms avec l'annuaire, à ${RATE_PER_S} recherches/s.`
        : 'Barre de la recherche d’entreprise manquée.',
    );
    return ok;
  } finally {
    const exited = new Promise((resolve) => service.once('exit', resolve));
    service.kill('SIGTERM');
    await exited;
    await directory.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
