import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../server/db/connect';
import { findOrderByToken } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { handoffForm } from '../support/handoff-form';
import { startServiceProcess, type ServiceProcess } from '../support/service-process';
import { startSmtpServer } from '../support/smtp';
import { STORE_KINDS, storesOf } from '../support/stores';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const post = (url: string, body = '') =>
  fetch(url, { method: 'POST', body, redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

/**
 * Customers ordering and paying at once, as fast as the service answers, until it dies: what the
 * service acknowledged (a 303) is recorded. Four of them in parallel.
 */
function customers(service: ServiceProcess) {
  const acknowledged = { orders: [] as string[], paid: [] as string[] };
  let running = true;
  const customer = async () => {
    while (running) {
      try {
        const ordered = await post(`${service.url}${HANDOFF_PATH}`, handoffForm().toString());
        if (ordered.status !== 303) continue;
        const token = new URL(ordered.headers.get('location')!).pathname.replace(`${TEST_PAYMENT_PATH}/`, '');
        acknowledged.orders.push(token);
        const paid = await post(`${service.url}${TEST_PAYMENT_PATH}/${token}/payer`);
        if (paid.status === 303) acknowledged.paid.push(token);
      } catch {
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: 4 }, customer));
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/**
 * Waits, without a fixed delay, for `condition` to hold; fails after `timeoutMs`. An email the dead
 * process was sending stays leased to it for the lease's length before the new process takes it.
 */
async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Toujours pas : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(STORE_KINDS)('a kill -9 of the service while customers order and pay, on %s', (kind) => {
  const stores = storesOf(kind);

  it('loses no acknowledged order, payment or queued email, and sends each email once after the restart', {
    timeout: 180_000,
  }, async () => {
    const location = await stores.freshLocation();
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    // The SMTP server refuses until the restart: every email of a payment is still queued at the crash.
    smtp.refuse(true);
    const storeEnv: Record<string, string> = kind === 'PostgreSQL' ? { DATABASE_URL: location } : { SQLITE_FILE: location };
    // Every customer comes from 127.0.0.1 here: the per-address limit would stop them all. A short
    // lease frees sooner the email the dead process was sending.
    const env = {
      ...storeEnv,
      SMTP_URL: smtp.url,
      POSTS_PER_MINUTE: '100000',
      OUTBOX_LEASE_SECONDS: '10',
      OUTBOX_SEND_DEADLINE_SECONDS: '5',
    };
    const first = await startServiceProcess(env);
    const load = customers(first);
    await until(() => load.acknowledged.paid.length >= 15, '15 paiements acceptés');
    await first.crash();
    await load.stop();
    const { orders, paid } = load.acknowledged;

    smtp.refuse(false);
    const second = await startServiceProcess(env);
    cleanups.push(second.stop);
    const db = await openStore(location);
    cleanups.push(() => db.destroy());
    for (const token of orders) expect(await findOrderByToken(db, token), token).toBeDefined();
    for (const token of paid) expect((await findOrderByToken(db, token))?.status, token).toBe('paid');

    const paidReferences = new Set<string>();
    for (const token of paid) paidReferences.add((await findOrderByToken(db, token))!.reference);
    // Orders paid after their 303 was lost in the crash are paid too, with their emails.
    const allPaid = (await listOutbox(db)).filter((email) => email.kind === 'order-confirmation').length;
    expect(allPaid).toBeGreaterThanOrEqual(paidReferences.size);
    await until(async () => (await listOutbox(db)).every((email) => email.sent_at !== null), 'tous les emails envoyés', 90_000);
    expect(smtp.received).toHaveLength(allPaid * 2);
    for (const reference of paidReferences)
      expect(
        smtp.received.filter((mail) => mail.subject?.includes(reference)),
        reference,
      ).toHaveLength(2);
  });
});
