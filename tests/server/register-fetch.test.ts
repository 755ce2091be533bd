/**
 * The register's job end to end, on both stores: orders handed off and paid through the service,
 * the documents fetched from the register's stand-in, and the emails received by a real SMTP server.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../server/db/connect';
import { listEvents } from '../../server/db/events';
import { findOrderByToken } from '../../server/db/orders';
import { orderItems } from '../../server/db/order-items';
import { listOutbox } from '../../server/db/outbox';
import { claimRegisterLine, dueRegisterLines } from '../../server/db/register-items';
import { DOCUMENT_EVENTS } from '../../server/db/documents';
import { SYSTEM_ACTOR } from '../../server/domain/history';
import { REGISTER_EVENT } from '../../server/domain/register-events';
import { registerReason } from '../../server/domain/register-reasons';
import { DOCUMENT_DELIVERY, documentDeliveryEmail } from '../../server/email/document-delivery';
import { startOutboxWorker } from '../../server/email/outbox-worker';
import { createMailer } from '../../server/email/transport';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { startRegisterJob } from '../../server/register/fetch-job';
import { createRegisterClient } from '../../server/register/inpi-client';
import type { DocumentKind } from '../../widget/core/catalogue';
import { SIREN_HANDOFF_FIELD } from '../../widget/core/company';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { locationPath, serviceApp } from '../../dev/service';
import {
  REGISTER_STAND_IN_ACCOUNT,
  REGISTER_STAND_IN_SIRENS,
  type RegisterStandIn,
  startRegisterStandIn,
} from '../../dev/register-stand-in';
import { handoffForm } from '../support/handoff-form';
import { startSmtpServer } from '../support/smtp';
import { STORE_KINDS, storesOf } from '../support/stores';

const { full, statutsOnly } = REGISTER_STAND_IN_SIRENS;
const MINUTE_MS = 60_000;

describe.each(STORE_KINDS)('documents fetched from the register, on %s', (kind) => {
  const stores = storesOf(kind);
  let register: RegisterStandIn;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    register = await startRegisterStandIn();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await register.close();
    await smtp.close();
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    register.failWith(null);
    register.requests.length = 0;
  });

  /** The service on `db` with the register configured, its outbox sending to the SMTP server, and the register's job. */
  function shop(db: Store, { now = () => new Date(), pollMs = 60 * MINUTE_MS, kickedByPayment = false } = {}) {
    const env = {
      INPI_USERNAME: REGISTER_STAND_IN_ACCOUNT.username,
      INPI_PASSWORD: REGISTER_STAND_IN_ACCOUNT.password,
      INPI_API_URL: register.url,
    };
    const service = serviceApp(db, env);
    const logs: string[] = [];
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: mkdtempSync(join(tmpdir(), 'kbis-unused-')),
      from: service.config.mailFrom,
    });
    const worker = startOutboxWorker(db, mailer, { pollMs, now, log: (line) => logs.push(line) });
    const emailContext = {
      siteUrl: service.config.siteUrl,
      serviceUrl: service.config.serviceUrl,
      operatorEmail: service.config.operatorEmail,
    };
    const job = startRegisterJob(db, {
      client: createRegisterClient(service.config.register!),
      emailFor: (order, documentId, item, sizeBytes, pick) =>
        documentDeliveryEmail(order, documentId, item, { sizeBytes, registerFiling: pick }, emailContext),
      kickOutbox: worker.kick,
      log: (line) => logs.push(line),
      now,
      pollMs,
    });
    // As main.ts wires them, for the timing; the other tests run each pass themselves.
    service.context.kickOutbox = () => {
      worker.kick();
      if (kickedByPayment) job.kick();
    };
    stops.push(async () => {
      await job.stop();
      await worker.stop();
      mailer.close();
    });

    /** Hands off an order for `documents` of the company `siren`, then pays it; its token. */
    async function orderPaid(
      siren: string,
      documents: DocumentKind[],
      extra: { immediateExecution?: boolean; accountsYear?: string } = {},
    ) {
      const form = handoffForm(undefined, {
        documents,
        immediateExecution: extra.immediateExecution ?? true,
        accountsYear: extra.accountsYear,
      });
      form.set(SIREN_HANDOFF_FIELD, siren);
      const token = locationPath(await service.post(HANDOFF_PATH, form))
        .split('/')
        .at(-1)!;
      expect((await service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, '')).status).toBe(303);
      const order = (await findOrderByToken(db, token))!;
      expect(order.status).toBe('paid');
      return order;
    }
    const lines = async (reference: string) => Object.fromEntries((await orderItems(db, reference)).map((item) => [item.kind, item]));
    return { service, worker, job, logs, orderPaid, lines };
  }

  const mailsAbout = (reference: string) => smtp.received.filter((mail) => mail.subject?.includes(reference));

  it('sends the statuts by itself, attached byte for byte, and leaves the Kbis to the operator', async () => {
    const db = await stores.fresh();
    const { job, worker, orderPaid, lines } = shop(db);
    const order = await orderPaid(full, ['kbis', 'statuts']);
    expect(order.amount_cents).toBe(7000);

    expect(await job.drain()).toBe(1);
    await worker.drain();
    const { kbis, statuts } = await lines(order.reference);
    expect(kbis).toMatchObject({ state: 'to_send', source: 'operator' });
    expect(statuts).toMatchObject({ state: 'sent', source: 'register', failure: '', lease_owner: null });
    expect((await findOrderByToken(db, order.token))!.fulfilment_status).toBe('to_send');

    const [mail, ...others] = mailsAbout(order.reference).filter((one) =>
      one.subject?.includes(DOCUMENT_DELIVERY.subject('statuts', order.reference)),
    );
    expect(others).toEqual([]);
    expect(mail!.to).toMatchObject({ value: [{ address: order.email }] });
    // The latest deed naming the statuts: « Statuts mis à jour » of 14 September 2020.
    expect(mail!.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`statuts-${order.reference}.pdf`, 'application/pdf'],
    ]);
    expect(Buffer.from(mail!.attachments[0]!.content)).toEqual(await register.pdf(`${full}-acte-2020b`));
    expect(mail!.text).toContain(DOCUMENT_DELIVERY.fromRegister('14\u00a0septembre 2020'));

    const events = await listEvents(db, order.reference);
    const byJob = events.filter((event) => event.actor === SYSTEM_ACTOR).map((event) => event.kind);
    expect(byJob).toEqual(expect.arrayContaining([REGISTER_EVENT.found, DOCUMENT_EVENTS.sent]));
    expect(events.find((event) => event.kind === REGISTER_EVENT.found)!.detail).toBe(
      'Statuts à jour\u00a0: acte déposé le 14\u00a0septembre 2020',
    );

    // Nothing is due any more: a second pass asks the register nothing.
    register.requests.length = 0;
    expect(await job.drain()).toBe(0);
    expect(register.requests).toEqual([]);
  });

  it('sends the accounts asked for, of their later filing', async () => {
    const db = await stores.fresh();
    const { job, worker, orderPaid } = shop(db);
    const latest = await orderPaid(full, ['comptes']);
    const older = await orderPaid(full, ['comptes'], { accountsYear: '2022' });
    expect(await job.drain()).toBe(2);
    await worker.drain();
    const attached = async (reference: string) =>
      Buffer.from(
        mailsAbout(reference).find((mail) => mail.subject?.includes(DOCUMENT_DELIVERY.subject('comptes', reference)))!.attachments[0]!
          .content,
      );
    expect(await attached(latest.reference)).toEqual(await register.pdf(`${full}-bilan-2023r`));
    expect(await attached(older.reference)).toEqual(await register.pdf(`${full}-bilan-2022`));
  });

  it('marks the accounts the register does not publish failed with the reason, and does not try again', async () => {
    const db = await stores.fresh();
    const at = new Date();
    let clock = at;
    const { job, orderPaid, lines } = shop(db, { now: () => clock });
    const none = await orderPaid(statutsOnly, ['comptes']);
    const year = await orderPaid(full, ['comptes'], { accountsYear: '2019' });
    expect(await job.drain()).toBe(0);
    expect((await lines(none.reference)).comptes).toMatchObject({
      state: 'failed',
      failure: 'Le registre ne publie aucun compte annuel pour cette société',
      next_attempt_at: null,
      attempts: 1,
    });
    expect((await lines(year.reference)).comptes).toMatchObject({
      state: 'failed',
      failure: 'Le registre ne publie pas de comptes annuels clos en 2019 pour cette société',
      next_attempt_at: null,
    });
    const failed = (await listEvents(db, none.reference)).find((event) => event.kind === REGISTER_EVENT.failed)!;
    expect(failed).toMatchObject({
      actor: SYSTEM_ACTOR,
      detail: 'Comptes annuels\u00a0: Le registre ne publie aucun compte annuel pour cette société',
    });

    register.requests.length = 0;
    clock = new Date(at.getTime() + 2 * 60 * MINUTE_MS);
    expect(await job.drain()).toBe(0);
    expect(register.requests).toEqual([]);
    expect((await lines(none.reference)).comptes!.attempts).toBe(1);
  });

  it('marks a line failed with the reason and the next try when the register is down, and the retry sends it', async () => {
    const db = await stores.fresh();
    const at = new Date();
    let clock = at;
    const { job, worker, orderPaid, lines } = shop(db, { now: () => clock });
    const order = await orderPaid(full, ['statuts']);
    register.failWith('down');
    expect(await job.drain()).toBe(0);
    const { statuts } = await lines(order.reference);
    const retryAt = new Date(at.getTime() + 5 * MINUTE_MS);
    expect(statuts).toMatchObject({
      state: 'failed',
      failure: registerReason({ kind: 'http', status: 503 }, at, retryAt),
      next_attempt_at: retryAt.toISOString(),
    });
    expect(statuts!.failure).toMatch(/^Le registre n’a pas répondu \(HTTP 503\) à \d+\u00a0h\u00a0\d\d\u00a0; nouvel essai à /);

    register.failWith(null);
    clock = new Date(at.getTime() + 4 * MINUTE_MS);
    expect(await job.drain()).toBe(0);
    clock = retryAt;
    expect(await job.drain()).toBe(1);
    await worker.drain();
    expect((await lines(order.reference)).statuts).toMatchObject({ state: 'sent', failure: '', attempts: 2, next_attempt_at: null });
    expect(
      mailsAbout(order.reference).filter((mail) => mail.subject?.includes(DOCUMENT_DELIVERY.subject('statuts', order.reference))),
    ).toHaveLength(1);
  });

  it('sends nothing by itself before the withdrawal period ends without the express request, and sends it after', async () => {
    const db = await stores.fresh();
    let clock = new Date();
    const { job, worker, orderPaid, lines } = shop(db, { now: () => clock });
    const order = await orderPaid(full, ['statuts'], { immediateExecution: false });
    expect(order.work_starts_on! > order.paid_at!.slice(0, 10)).toBe(true);
    register.requests.length = 0;
    expect(await job.drain()).toBe(0);
    // The period's last evening, in Paris.
    const lastDay = new Date(new Date(`${order.work_starts_on}T00:00:00Z`).getTime() - 24 * 60 * MINUTE_MS).toISOString().slice(0, 10);
    clock = new Date(`${lastDay}T20:00:00Z`);
    expect(await job.drain()).toBe(0);
    expect(register.requests).toEqual([]);
    expect((await lines(order.reference)).statuts).toMatchObject({ state: 'to_fetch', attempts: 0 });

    clock = new Date(`${order.work_starts_on}T07:00:00Z`);
    expect(await job.drain()).toBe(1);
    await worker.drain();
    expect((await lines(order.reference)).statuts!.state).toBe('sent');
  });

  it('tries again a line the operator asks for (« Récupérer au registre »), even one that failed for good', async () => {
    const db = await stores.fresh();
    const { job, orderPaid, lines } = shop(db);
    const order = await orderPaid(full, ['comptes'], { accountsYear: '2019' });
    expect(await job.drain()).toBe(0);
    const { comptes } = await lines(order.reference);
    expect(comptes).toMatchObject({ state: 'failed', next_attempt_at: null });
    // What the operator's request writes (requestRegisterFetch): back to fetch, due now.
    await db
      .updateTable('order_items')
      .set({ state: 'to_fetch', next_attempt_at: new Date().toISOString(), accounts_year: '2022' })
      .where('id', '=', comptes!.id)
      .execute();
    expect(await job.drain()).toBe(1);
    expect((await lines(order.reference)).comptes).toMatchObject({ state: 'sent', failure: '', attempts: 2 });
  });

  it('lets go of the line it fetches when the service stops, without calling it a failure', async () => {
    const db = await stores.fresh();
    const { job, orderPaid, lines } = shop(db);
    const order = await orderPaid(full, ['statuts']);
    register.slow(20_000);
    register.failWith('slow');
    const pass = job.drain();
    // The sign-in itself is slow: the job waits on the register.
    await expect.poll(() => register.requests.length, { timeout: 5_000, interval: 20 }).toBeGreaterThan(0);
    const started = Date.now();
    await job.stop();
    await pass;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await lines(order.reference)).statuts).toMatchObject({ state: 'to_fetch', failure: '', lease_owner: null, lease_until: null });
    expect((await listEvents(db, order.reference)).map((event) => event.kind)).not.toContain(REGISTER_EVENT.failed);
  });

  it('takes again a line whose instance died holding it, once its lease ran out', async () => {
    const db = await stores.fresh();
    const { job, orderPaid, lines } = shop(db);
    const order = await orderPaid(full, ['statuts']);
    const [due] = await dueRegisterLines(db, new Date(), 10);
    expect(await claimRegisterLine(db, due!.item, new Date(), 300)).not.toBeNull();
    expect(await job.drain()).toBe(0);
    await expect.poll(() => job.drain(), { timeout: 10_000, interval: 100 }).toBe(1);
    expect((await lines(order.reference)).statuts).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('leaves a line alone once the order is withdrawn', async () => {
    const db = await stores.fresh();
    const { job, orderPaid, lines } = shop(db);
    const order = await orderPaid(full, ['statuts']);
    await db.updateTable('orders').set({ fulfilment_status: 'withdrawn' }).where('reference', '=', order.reference).execute();
    await db.updateTable('order_items').set({ state: 'withdrawn' }).where('reference', '=', order.reference).execute();
    expect(await job.drain()).toBe(0);
    expect((await lines(order.reference)).statuts!.state).toBe('withdrawn');
    expect((await listOutbox(db)).filter((email) => email.kind === 'document-delivery')).toEqual([]);
  });

  it('reaches the customer’s mailbox within 60 s of the payment, on its own timers', { timeout: 90_000 }, async () => {
    const db = await stores.fresh();
    const { orderPaid } = shop(db, { pollMs: 5_000, kickedByPayment: true });
    const paidAt = Date.now();
    const order = await orderPaid(full, ['statuts']);
    const subject = DOCUMENT_DELIVERY.subject('statuts', order.reference);
    await expect
      .poll(() => mailsAbout(order.reference).some((mail) => mail.subject?.includes(subject)), { timeout: 60_000, interval: 100 })
      .toBe(true);
    const seconds = (Date.now() - paidAt) / 1000;
    console.log(`${kind} : statuts dans la boîte du client ${seconds.toFixed(2)} s après le paiement`);
    expect(seconds).toBeLessThanOrEqual(60);
  });
});
