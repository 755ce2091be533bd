import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../server/db/connect';
import { listOutbox } from '../../server/db/outbox';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { handoffForm } from '../support/handoff-form';
import { startServiceProcess, type ServiceProcess } from '../support/service-process';
import { startSmtpServer } from '../support/smtp';
import { startStripeStandIn } from '../support/stripe-stand-in';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const post = (url: string, body = '') =>
  fetch(url, { method: 'POST', body, redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

/** Whether a new TCP connection to the service is refused. */
const refused = (url: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

const exitCode = (service: ServiceProcess) =>
  new Promise<number | null>((resolve) =>
    service.process.exitCode !== null ? resolve(service.process.exitCode) : service.process.once('exit', (code) => resolve(code)),
  );

describe('a SIGTERM to the service', () => {
  it('refuses new connections at once, and still gives a request in flight its whole answer', { timeout: 60_000 }, async () => {
    const stripe = await startStripeStandIn();
    cleanups.push(stripe.close);
    const dir = mkdtempSync(join(tmpdir(), 'kbis-shutdown-'));
    const service = await startServiceProcess({
      SQLITE_FILE: join(dir, 'shop.sqlite'),
      OUTBOX_DIR: join(dir, 'outbox'),
      PAYMENT_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_kbis',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_kbis',
      STRIPE_API_URL: stripe.url,
    });
    cleanups.push(service.stop);
    expect(await refused(service.url)).toBe(false);
    // The hand-off waits on Stripe's answer: a request in flight.
    const { arrived, release } = stripe.holdNextCheckout();
    const answer = post(`${service.url}${HANDOFF_PATH}`, handoffForm().toString());
    await arrived;
    const exited = exitCode(service);
    service.process.kill('SIGTERM');
    await expect.poll(() => refused(service.url), { timeout: 5_000 }).toBe(true);
    release();
    const response = await answer;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    await response.text();
    expect(await exited).toBe(0);
    expect(service.output()).toMatch(/SIGTERM reçu/);
  });

  it('lets the outbox finish the email it is sending, then stops', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const dir = mkdtempSync(join(tmpdir(), 'kbis-shutdown-'));
    const database = join(dir, 'shop.sqlite');
    const service = await startServiceProcess({ SQLITE_FILE: database, SMTP_URL: smtp.url });
    cleanups.push(service.stop);
    const held = smtp.holdNext(3_000);
    const ordered = await post(`${service.url}${HANDOFF_PATH}`, handoffForm().toString());
    const token = new URL(ordered.headers.get('location')!).pathname.replace(`${TEST_PAYMENT_PATH}/`, '');
    expect((await post(`${service.url}${TEST_PAYMENT_PATH}/${token}/payer`)).status).toBe(303);
    await held;
    const exited = exitCode(service);
    service.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(smtp.held).toEqual([{ session: expect.any(String), hungUp: false }]);
    expect(smtp.received).toHaveLength(1);
    const db = await openStore(database);
    cleanups.push(() => db.destroy());
    const sent = (await listOutbox(db)).filter((email) => email.sent_at !== null);
    expect(sent).toHaveLength(1);
    expect(smtp.received[0]!.messageId).toContain(sent[0]!.id);
  });
});
