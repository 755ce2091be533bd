import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../server/db/connect';
import { listOutbox } from '../../server/db/outbox';
import { LEASE_MS, SEND_DEADLINE_MS } from '../../server/email/outbox-worker';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { handoffForm } from '../support/handoff-form';
import { startPostgres, type ThrowawayPostgres } from '../../dev/postgres';
import { startServiceProcess, type ServiceProcess } from '../support/service-process';
import { startSmtpServer } from '../support/smtp';

const ORDERS = 10;
/** Longer than the lease the outbox had (30 s), shorter than the send's deadline. */
const HOLD_MS = 45_000;

const post = (url: string, body = '') =>
  fetch(url, { method: 'POST', body, redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

describe('two service instances on one PostgreSQL, with an SMTP server that holds one message 45 s', () => {
  let postgres: ThrowawayPostgres;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let instances: ServiceProcess[] = [];
  let db: Store;

  beforeAll(async () => {
    postgres = await startPostgres();
    smtp = await startSmtpServer();
    const env = { DATABASE_URL: postgres.url, SMTP_URL: smtp.url, POSTS_PER_MINUTE: '100000' };
    instances = await Promise.all([startServiceProcess(env), startServiceProcess(env)]);
    db = await openStore(postgres.url);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.destroy();
    await smtp?.close();
    await postgres?.stop();
  });

  it('delivers each email of 10 paid orders exactly once', { timeout: 240_000 }, async () => {
    expect(HOLD_MS).toBeGreaterThan(30_000);
    expect(HOLD_MS).toBeLessThan(SEND_DEADLINE_MS);
    expect(SEND_DEADLINE_MS).toBeLessThan(LEASE_MS);
    const held = smtp.holdNext(HOLD_MS);
    for (let index = 0; index < ORDERS; index++) {
      // Ordered on one instance, paid on the other.
      const [orderedAt, paidAt] = index % 2 ? [instances[0]!, instances[1]!] : [instances[1]!, instances[0]!];
      const ordered = await post(`${orderedAt.url}${HANDOFF_PATH}`, handoffForm().toString());
      expect(ordered.status).toBe(303);
      const token = new URL(ordered.headers.get('location')!).pathname.replace(`${TEST_PAYMENT_PATH}/`, '');
      expect((await post(`${paidAt.url}${TEST_PAYMENT_PATH}/${token}/payer`)).status).toBe(303);
    }
    await held;
    // Until the held message is answered and every email is marked sent: a second copy, if any, is in by then.
    await expect.poll(() => smtp.held.length, { timeout: HOLD_MS + 30_000, interval: 500 }).toBe(1);
    await expect
      .poll(async () => (await listOutbox(db)).every((email) => email.sent_at !== null), { timeout: 30_000, interval: 500 })
      .toBe(true);
    const outbox = await listOutbox(db);
    expect(outbox).toHaveLength(2 * ORDERS);
    const delivered = smtp.received.map((mail) => mail.messageId);
    console.log(
      `deux instances : ${outbox.length} emails attendus, ${delivered.length} livrés, ${delivered.length - new Set(delivered).size} en double`,
    );
    expect(delivered).toHaveLength(2 * ORDERS);
    expect(new Set(delivered).size).toBe(2 * ORDERS);
    for (const email of outbox)
      expect(
        delivered.filter((id) => id?.includes(email.id)),
        email.kind,
      ).toHaveLength(1);
    expect(smtp.held).toEqual([{ session: expect.any(String), hungUp: false }]);
    for (const instance of instances) expect(instance.output()).not.toMatch(/@example\.fr/);
  });
});
