/**
 * The back office at scale (`npm run bench:back-office`): 100,000 orders seeded in a fresh store, with
 * their documents (the Kbis, a third the statuts, a fifth the accounts: owed, fetched or failed while
 * the order is to send), then the list « À envoyer » and a search by email, each asked 200 times of the service's own
 * handler (createApp), signed in, the page rendered and read whole. Prints p50 and p95 per store
 * and the machine's load. Bar: p95 ≤ 50 ms on SQLite, PostgreSQL within twice that.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openStore, type Store } from '../server/db/connect';
import type { ItemState, OrderItemsTable, OrdersTable } from '../server/db/schema';
import type { DocumentKind } from '../widget/core/catalogue';
import { UNVERIFIED_COMPANY } from '../server/domain/company-identity';
import { deliverySchedule } from '../server/domain/delivery-deadline';
import { BO } from '../server/domain/back-office-paths';
import { signedIn } from '../dev/signed-in';
import { startPostgres } from '../dev/postgres';
import { SERVICE_URL, serviceApp } from '../dev/service';

export const ORDERS = 100_000;
const RUNS = 200;
const WARM_UP = 20;
export const P95_BAR_MS = 50;
const BATCH = 500;
const DAY_MS = 86_400_000;

function orderAt(index: number): OrdersTable {
  const created = new Date(Date.UTC(2026, 0, 1) + index * 5 * 60_000);
  const kind = index % 10;
  const paid = kind !== 0;
  const sent = kind >= 4;
  const paidAt = new Date(created.getTime() + 60_000).toISOString();
  const schedule = paid ? deliverySchedule(paidAt.slice(0, 10), index % 2 === 0) : null;
  return {
    reference: `KF-${index.toString(32).toUpperCase().padStart(12, '0')}`,
    token: `bench-token-${index}`.padEnd(43, 'x'),
    status: paid ? 'paid' : 'awaiting_payment',
    company_name: `Entreprise ${index} SAS`,
    siret: String(73282932000000 + index),
    first_name: 'Camille',
    last_name: `Martin ${index}`,
    email: `client${index}@example.fr`,
    phone: '',
    billing_company: '',
    address: '1 rue de la Paix',
    billing_identifier: '',
    postal_code: '75002',
    city: 'Paris',
    immediate_execution: index % 2 === 0 ? 1 : 0,
    partner: null,
    source_page: 'https://partenaire.example/fiche',
    utm: '{}',
    amount_cents: 3500,
    currency: 'eur',
    payment_mode: 'test',
    payment_id: null,
    created_at: created.toISOString(),
    paid_at: paid ? paidAt : null,
    cancelled_at: null,
    fulfilment_status: sent ? 'sent' : 'to_send',
    work_starts_on: schedule?.workStartsOn ?? null,
    deliver_by: schedule?.deliverBy ?? null,
    sent_at: sent ? new Date(created.getTime() + DAY_MS).toISOString() : null,
    late_notified_at: null,
    refunded_cents: 0,
    refunded_at: null,
    cgv_version: null,
    siren: '',
    ...UNVERIFIED_COMPANY,
  };
}

/** The order's documents, in the states its own says. */
function itemsOf(order: OrdersTable, index: number): OrderItemsTable[] {
  const sent = order.fulfilment_status === 'sent';
  const kinds: [DocumentKind, ItemState][] = [
    ['kbis', 'to_send'],
    ...(index % 3 === 0 ? [['statuts', 'failed'] as [DocumentKind, ItemState]] : []),
    ...(index % 5 === 0 ? [['comptes', 'to_fetch'] as [DocumentKind, ItemState]] : []),
  ];
  return kinds.map(([kind, owed], position) => ({
    id: `${order.reference}:${kind}`,
    reference: order.reference,
    position,
    kind,
    accounts_year: '',
    description: '',
    amount_cents: 3500,
    source: kind === 'kbis' ? 'operator' : 'register',
    state: sent ? 'sent' : owed,
    failure: !sent && owed === 'failed' ? 'Le registre ne publie pas de statuts pour cette société' : '',
    attempts: 0,
    next_attempt_at: null,
    lease_until: null,
    lease_owner: null,
    sent_at: order.sent_at,
    refunded_at: null,
  }));
}

async function seed(db: Store) {
  for (let start = 0; start < ORDERS; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, ORDERS - start) }, (_, offset) => start + offset);
    const rows = indexes.map(orderAt);
    await db.insertInto('orders').values(rows).execute();
    await db
      .insertInto('order_items')
      .values(rows.flatMap((order, offset) => itemsOf(order, indexes[offset]!)))
      .execute();
  }
  // A store in use has its statistics (PostgreSQL's autovacuum analyses a table after enough
  // changes); one just filled has none yet, and the planner would guess the list's index away.
  await sql`analyze`.execute(db);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measure(app: ReturnType<typeof serviceApp>['app'], path: string, cookie: string) {
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const start = performance.now();
    const response = await app.request(path, { headers: { cookie } });
    const body = await response.text();
    const elapsed = performance.now() - start;
    if (response.status !== 200 || !body.includes('KF-')) throw new Error(`${path} : réponse ${response.status} inattendue`);
    if (run >= WARM_UP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

async function benchStore(label: string, location: string) {
  const db = await openStore(location);
  try {
    const seeding = performance.now();
    await seed(db);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
    const { app } = serviceApp(db);
    const { cookie } = await signedIn(db, SERVICE_URL, 'bench@example.fr', 'admin');
    const list = await measure(app, BO.home, cookie);
    const search = await measure(app, `${BO.search}?q=${encodeURIComponent('Client73215@Example.fr')}`, cookie);
    const line = (name: string, { p50, p95 }: { p50: number; p95: number }) => `${name} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
    console.log(`${label} (${ORDERS} commandes, semées en ${seeded} s) : ${line('liste', list)} ; ${line('recherche par email', search)}`);
    return { list, search };
  } finally {
    await db.destroy();
  }
}

export async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'kbis-bench-back-office-'));
  const postgres = await startPostgres();
  try {
    console.log(`charge : ${execFileSync('uptime').toString().trim()}`);
    const sqlite = await benchStore('SQLite', join(dir, 'bench.sqlite'));
    const pg = await benchStore('PostgreSQL', await postgres.createDatabase('bench_back_office'));
    console.log(`charge : ${execFileSync('uptime').toString().trim()}`);
    const worst = (result: typeof sqlite) => Math.max(result.list.p95, result.search.p95);
    const ok = worst(sqlite) <= P95_BAR_MS && worst(pg) <= 2 * P95_BAR_MS;
    console.log(
      ok
        ? `barre tenue : p95 ≤ ${P95_BAR_MS} ms sur SQLite, ≤ ${2 * P95_BAR_MS} ms sur PostgreSQL`
        : `barre manquée : p95 SQLite ${worst(sqlite).toFixed(1)} ms (≤ ${P95_BAR_MS}), PostgreSQL ${worst(pg).toFixed(1)} ms (≤ ${2 * P95_BAR_MS})`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
