import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPaymentEvent, insertOrder } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { newOrder } from '../../server/domain/new-order';
import { parseOrderInput } from '../../server/domain/order-input';
import { paidOrderEmails } from '../../server/email/emails';
import { startOutboxWorker } from '../../server/email/outbox-worker';
import { EMAIL_KIND_LABELS } from '../../server/email/copy';
import { givenUpNoticeEmail } from '../../server/email/operator-alerts';
import { createMailer } from '../../server/email/transport';
import { freePort } from '../../dev/free-port';
import { fieldsOf, handoffForm } from '../support/handoff-form';
import { startSmtpServer } from '../support/smtp';
import { STORE_KINDS, storesOf } from '../support/stores';

const context = { siteUrl: 'http://127.0.0.1:4999', serviceUrl: 'http://127.0.0.1:4999', operatorEmail: 'operateur@kbis.example' };
const FROM = 'Kbis Facile <contact@kbis-facile.example>';

async function paidOrders(db: Awaited<ReturnType<ReturnType<typeof storesOf>['fresh']>>, count: number, email?: string) {
  // The address is stored as given: the hand-off now refuses one without an address's shape, but an
  // order stored before that check, or a shape that still names two mailboxes, reaches the sender.
  const { get, names } = fieldsOf(handoffForm());
  const parsed = parseOrderInput(get, names);
  if (!parsed.ok) throw new Error('sample refused');
  const references = [];
  for (let index = 0; index < count; index++) {
    const reference = `KF-${email ? 'BADMAIL' : 'OUTAGE'}${String(index).padStart(5, '0')}`;
    const order = newOrder(parsed.value, { reference, token: reference.padEnd(43, 't'), now: new Date(), paymentMode: 'test' });
    await insertOrder(db, email ? { ...order, email } : order);
    await applyPaymentEvent(db, reference, 'paid', new Date(), (order, _invoice, items) => paidOrderEmails(order, items, context));
    references.push(reference);
  }
  return references;
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

describe.each(STORE_KINDS)('an SMTP outage, on %s', (kind) => {
  const stores = storesOf(kind);

  it('delays the emails and loses none: once the server is back, each is delivered once', async () => {
    const db = await stores.fresh();
    const port = await freePort();
    const mailer = createMailer({
      smtpUrl: `smtp://kbis:secret-smtp@127.0.0.1:${port}`,
      outboxDir: mkdtempSync(join(tmpdir(), 'kbis-unused-')),
      from: FROM,
    });
    let now = new Date();
    const logs: string[] = [];
    const worker = startOutboxWorker(db, mailer, { pollMs: 60_000, now: () => now, log: (line) => logs.push(line) });
    stops.push(async () => {
      await worker.stop();
      mailer.close();
    });
    const references = await paidOrders(db, 3);
    now = new Date();

    // Nothing listens on the port: every email fails and waits for its retry.
    await worker.drain();
    let outbox = await listOutbox(db);
    expect(outbox.map((email) => [email.sent_at, email.attempts])).toEqual(Array(6).fill([null, 1]));
    expect(logs.join('\n')).not.toMatch(/@example\.fr/);

    // Back up, but refusing for a while (451): still nothing lost.
    const smtp = await startSmtpServer(port);
    stops.push(smtp.close);
    smtp.refuse(true);
    now = new Date(now.getTime() + 60_000);
    await worker.drain();
    expect(smtp.received).toEqual([]);
    outbox = await listOutbox(db);
    expect(outbox.every((email) => email.sent_at === null && email.attempts === 2)).toBe(true);

    smtp.refuse(false);
    now = new Date(now.getTime() + 60 * 60_000);
    await worker.drain();
    await worker.drain();
    expect(smtp.received).toHaveLength(6);
    for (const reference of references) {
      expect(smtp.received.filter((mail) => mail.subject?.includes(reference))).toHaveLength(2);
    }
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(6);
    expect((await listOutbox(db)).every((email) => email.sent_at !== null)).toBe(true);
  });

  it.each([
    ['an address that is not one recipient', 'camille@example.fr, intrus@example.org'],
    ['a mailbox the server refuses for good', 'inconnu@example.fr'],
  ])('gives up, without retrying, an email to %s, tells the operator once, and still sends the rest', async (_, address) => {
    const db = await stores.fresh();
    const smtp = await startSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: mkdtempSync(join(tmpdir(), 'kbis-unused-')), from: FROM });
    const logs: string[] = [];
    const worker = startOutboxWorker(db, mailer, {
      pollMs: 60_000,
      log: (line) => logs.push(line),
      givenUpNotice: (email) => givenUpNoticeEmail(email, context),
    });
    stops.push(async () => {
      await worker.stop();
      mailer.close();
      await smtp.close();
    });
    const [reference] = await paidOrders(db, 1, address);
    await worker.drain();
    await worker.drain();
    const outbox = (await listOutbox(db)).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(outbox.map((email) => [email.kind, email.sent_at === null, email.given_up_at === null, email.reference])).toEqual([
      ['given-up-notice', false, true, reference],
      ['order-confirmation', true, false, reference],
      ['order-notice', false, true, reference],
    ]);
    expect(smtp.received.map((mail) => JSON.stringify(mail.to))).toEqual([
      expect.stringContaining(context.operatorEmail),
      expect.stringContaining(context.operatorEmail),
    ]);
    const notice = smtp.received.find((mail) => mail.subject?.startsWith('Email abandonné'))!;
    expect(notice.subject).toBe(`Email abandonné – ${reference} (${EMAIL_KIND_LABELS['order-confirmation']})`);
    expect(notice.text).toContain(outbox[1]!.id);
    expect(notice.text).not.toMatch(/camille|intrus|inconnu@/);
    expect(logs.join('\n')).toMatch(/abandonné/);
    expect(logs.join('\n')).not.toMatch(/camille|intrus|inconnu@/);
  });
});
