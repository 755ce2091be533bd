/**
 * A withdrawal followed to its end, as the customer reads it: the order page after the declaration and
 * after each decision, the decision emails through a real SMTP server, the back office's warning while a
 * declaration awaits its decision, the daily cap that never silences a matched declaration, and the purge
 * of declarations that match no order.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../server/db/connect';
import { insertOrder } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { purge } from '../../server/db/purge';
import type { OrdersTable } from '../../server/db/schema';
import { decisionPath, refundPath } from '../../server/domain/back-office-paths';
import { formatParisDateTime, parisDateTime, parisDay } from '../../server/domain/paris-time';
import { formatDate } from '../../site/format';
import { purgeCutoffs } from '../../server/domain/retention';
import { ACKNOWLEDGEMENT, CONFIRMATION as MAIL, WITHDRAWAL_DECISION } from '../../server/email/copy';
import { startOutboxWorker } from '../../server/email/outbox-worker';
import { createMailer } from '../../server/email/transport';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { SEND } from '../../server/pages/back-office/delivery-copy';
import { OrderDeliveryActions, orderDeliveryFacts } from '../../server/pages/back-office/OrderDeliveryActions';
import { CONFIRMATION, ORDER_STATUS, WITHDRAWAL_PAGE } from '../../server/pages/copy';
import { renderShopPage } from '../../server/pages/ShopDocument';
import { MEDIATOR } from '../../site/data/operator';
import { WITHDRAWAL_LINK_LABEL, WITHDRAWAL_POST_PATH } from '../../site/data/withdrawal';
import { typeset } from '../../site/typography';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { asOperator, OPERATORS } from '../support/back-office-operator';
import { refundForm } from '../support/back-office';
import { declaration, paidOrder } from '../support/email-fixtures';
import { handoffForm } from '../support/handoff-form';
import { parseHtml, textOf } from '../support/html';
import { locationPath, serviceApp } from '../../dev/service';
import { startSmtpServer } from '../support/smtp';
import { STORE_KINDS, storesOf } from '../support/stores';

/** Monday 30 November 2026, 10 h in Paris: the orders below were paid on Friday 27 November. */
const NOW = new Date('2026-11-30T09:00:00.000Z');
/** « 30 novembre 2026 à 10 h 00 », as the pages write it. */
const DECLARED = formatParisDateTime(NOW.toISOString());

const declare = (values: Record<string, string>) =>
  new URLSearchParams({ name: 'Camille Martin', email: 'camille@example.fr', reference: '', orderDate: '2026-11-27', ...values });

/** What a reader finds on the customer's order page: its heading, its text, and its links by name. */
async function orderPage(service: ReturnType<typeof serviceApp>, order: OrdersTable) {
  const document = parseHtml(await (await service.app.request(`${HANDOFF_PATH}/${order.token}`)).text());
  const article = document.querySelector('article')!;
  return {
    heading: textOf(document.querySelector('h1')!),
    text: textOf(article),
    links: [...article.querySelectorAll('a')].map((link) => textOf(link)),
  };
}

/** The back office's sending panel of `order`, as an admin sees it on the order page. */
async function sendingPanel(db: Store, order: OrdersTable) {
  const html = renderShopPage({
    title: order.reference,
    frame: { stylesheet: '/s.css', publicDemo: false },
    children: createElement(OrderDeliveryActions, {
      order,
      facts: await orderDeliveryFacts(db, order.reference),
      operator: { email: OPERATORS.admin, role: 'admin' },
      csrfToken: 'x',
      now: NOW,
    }),
  });
  return textOf(parseHtml(html).querySelector('main')!);
}

/** Sends what the outbox holds through a real SMTP server; returns what it received. */
async function deliver(db: Store) {
  const smtp = await startSmtpServer();
  const mailer = createMailer({
    smtpUrl: smtp.url,
    outboxDir: mkdtempSync(join(tmpdir(), 'kbis-unused-')),
    from: 'Kbis Facile <contact@kbis.example>',
  });
  const worker = startOutboxWorker(db, mailer, { pollMs: 60_000, log: () => {} });
  try {
    await worker.drain();
    return smtp.received;
  } finally {
    await worker.stop();
    mailer.close();
    await smtp.close();
  }
}

describe.each(STORE_KINDS)('a withdrawal followed to its end on %s', (kind) => {
  const stores = storesOf(kind);

  async function shop() {
    const service = serviceApp(await stores.fresh());
    service.context.now = () => NOW;
    return { ...service, admin: asOperator(service.context, 'admin') };
  }

  it('accepted: the page stops promising the Kbis, shows the declaration then the decision, and the customer is told by email', async () => {
    const service = await shop();
    const order = paidOrder({ token: 'c'.repeat(43), immediate_execution: 0, deliver_by: '2026-12-16', work_starts_on: '2026-12-12' });
    await insertOrder(service.context.db, order);

    const before = await orderPage(service, order);
    expect(before.heading).toBe(CONFIRMATION.title);
    expect(before.text).toContain(typeset(`${ORDER_STATUS.statusLabel} : ${ORDER_STATUS.paidBy('16 décembre 2026')}`));
    expect(before.links).toContain(WITHDRAWAL_LINK_LABEL);

    const posted = await service.post(WITHDRAWAL_POST_PATH, declare({ reference: order.reference }));
    expect(posted.status).toBe(303);
    const declared = await orderPage(service, order);
    expect(declared.heading).toBe(ORDER_STATUS.orderTitle(order.reference));
    expect(declared.text).toContain(typeset(`${ORDER_STATUS.statusLabel} : ${ORDER_STATUS.awaitingDecision}`));
    expect(declared.text).toContain(typeset(`${ORDER_STATUS.withdrawalLabel} : ${ORDER_STATUS.declared(DECLARED)}`));
    expect(declared.text).not.toContain('sera envoyé au plus tard');
    expect(declared.links).not.toContain(WITHDRAWAL_LINK_LABEL);
    expect(declared.text).toContain(typeset(CONFIRMATION.keepReferenceOnly));

    // The back office warns on the order page until the decision, with the refund's last day.
    const panel = await sendingPanel(service.context.db, order);
    expect(panel).toContain(typeset(SEND.declared(DECLARED)));
    expect(panel).toContain(typeset(SEND.declaredRefund('2026-12-14')));

    const id = (await service.context.db.selectFrom('withdrawals').select('id').executeTakeFirstOrThrow()).id;
    await deliver(service.context.db);
    expect((await service.admin.post(decisionPath(id), new URLSearchParams({ decision: 'refund' }))).status).toBe(303);
    const answer = (await listOutbox(service.context.db)).filter((email) => email.kind === 'withdrawal-decision');
    expect(answer.map((email) => [email.recipient, email.reference])).toEqual([[order.email, order.reference]]);
    const [mail, ...others] = await deliver(service.context.db);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(WITHDRAWAL_DECISION.acceptedSubject(order.reference));
    expect(mail!.text).toContain(typeset(WITHDRAWAL_DECISION.accepted(parisDateTime(NOW.toISOString()), order.reference)));
    expect(mail!.text).toContain(typeset(WITHDRAWAL_DECISION.notSent));
    expect(mail!.text).toContain(typeset(WITHDRAWAL_DECISION.refund('35 €', '14 décembre 2026')));

    const accepted = await orderPage(service, order);
    expect(accepted.text).toContain(typeset(`${ORDER_STATUS.statusLabel} : ${ORDER_STATUS.withdrawn}`));
    expect(accepted.text).toContain(
      typeset(ORDER_STATUS.accepted(DECLARED, '30 novembre 2026') + ORDER_STATUS.refundBy('14 décembre 2026')),
    );
    expect(await sendingPanel(service.context.db, { ...order, fulfilment_status: 'withdrawn' })).not.toContain(SEND.declaredTitle);

    await service.admin.post(refundPath(order.reference), refundForm({ montant: '35', motif: 'Rétractation' }));
    const refunded = await orderPage(service, order);
    expect(refunded.text).toContain(typeset(`${ORDER_STATUS.statusLabel} : ${ORDER_STATUS.withdrawnRefunded(DECLARED)}`));
    expect(refunded.text).not.toContain(typeset(ORDER_STATUS.refundBy('14 décembre 2026')));
    expect(refunded.links).not.toContain(WITHDRAWAL_LINK_LABEL);
  });

  it('the exception of L221-28 1°: the page says why, and the email gives the way to contest it and the mediator', async () => {
    const service = await shop();
    const order = paidOrder({
      token: 'l'.repeat(43),
      immediate_execution: 1,
      fulfilment_status: 'sent',
      sent_at: '2026-11-27T18:00:00.000Z',
    });
    await insertOrder(service.context.db, order);
    // Delivered after the customer asked for immediate execution: the right is gone, the link with it.
    expect((await orderPage(service, order)).links).not.toContain(WITHDRAWAL_LINK_LABEL);

    await service.post(WITHDRAWAL_POST_PATH, declare({ reference: order.reference }));
    const declared = await orderPage(service, order);
    expect(declared.text).toContain(typeset(`${ORDER_STATUS.statusLabel} : ${ORDER_STATUS.sent(formatParisDateTime(order.sent_at!))}`));
    expect(declared.text).toContain(typeset(ORDER_STATUS.declared(DECLARED)));
    // The acknowledgement promised an answer within 2 working days: the back office shows its day.
    expect(await sendingPanel(service.context.db, order)).toContain(typeset(SEND.declaredAnswer('2026-12-02')));

    const id = (await service.context.db.selectFrom('withdrawals').select('id').executeTakeFirstOrThrow()).id;
    await deliver(service.context.db);
    expect((await service.admin.post(decisionPath(id), new URLSearchParams({ decision: 'exception' }))).status).toBe(303);
    const [mail, ...others] = await deliver(service.context.db);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(WITHDRAWAL_DECISION.exceptionSubject(order.reference));
    expect(mail!.text).toContain(typeset(WITHDRAWAL_DECISION.performed(order.reference, '27 novembre 2026')));
    expect(mail!.text).toContain(typeset(WITHDRAWAL_DECISION.contest(order.reference)));
    expect(mail!.text).toContain(typeset(MAIL.mediation));
    expect(mail!.text).toContain(MEDIATOR.name);
    expect(mail!.text).not.toContain('rembourserons');

    const refused = await orderPage(service, order);
    expect(refused.text).toContain(typeset(ORDER_STATUS.refused(DECLARED, '30 novembre 2026')));
    expect(refused.text).toContain(typeset(`${ORDER_STATUS.statusLabel} : ${ORDER_STATUS.sent(formatParisDateTime(order.sent_at!))}`));
  });

  it('speaks of the confirmation email in the present while it waits, in the past once sent', async () => {
    const service = await shop();
    const ordered = await service.post(HANDOFF_PATH, handoffForm());
    const token = locationPath(ordered).split('/').at(-1)!;
    await service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, '');
    const order = (await service.context.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()) as OrdersTable;
    const waiting = await orderPage(service, order);
    expect(waiting.text).toContain(typeset(`${CONFIRMATION.emailSent}${order.email}${CONFIRMATION.emailSpam}`));
    await deliver(service.context.db);
    const sent = await orderPage(service, order);
    const confirmation = (await listOutbox(service.context.db)).find((email) => email.kind === 'order-confirmation')!;
    const day = formatDate(parisDay(confirmation.sent_at!));
    expect(sent.text).toContain(typeset(`${CONFIRMATION.emailWasSent}${order.email}${CONFIRMATION.emailWasSentOn(day)}`));
    expect(sent.text).not.toContain(typeset(CONFIRMATION.emailSent));
  });

  it('never caps a declaration that matches a paid order of its address, nor counts it against the address', async () => {
    const service = await shop();
    const order = paidOrder();
    await insertOrder(service.context.db, order);
    const statuses: string[] = [];
    const post = async (values: Record<string, string>) => {
      const response = await service.post(WITHDRAWAL_POST_PATH, declare(values));
      const page = parseHtml(await (await service.app.request(locationPath(response))).text());
      statuses.push(textOf(page.querySelector('[role="status"]')!));
    };
    for (let count = 0; count < 4; count++) await post({ reference: order.reference });
    // Three that match nothing (no reference, a day without an order), then a fourth: only that one is capped.
    for (let count = 0; count < 4; count++) await post({ orderDate: '2026-10-01' });
    for (let count = 0; count < 2; count++) await post({ reference: order.reference });

    const acknowledgements = (await listOutbox(service.context.db)).filter((email) => email.kind === 'withdrawal-acknowledgement');
    expect(acknowledgements).toHaveLength(9);
    const capped = typeset(WITHDRAWAL_PAGE.recordedWithoutAcknowledgement);
    expect(statuses.map((status) => status === capped)).toEqual([false, false, false, false, false, false, false, true, false, false]);
    expect(capped).toContain('Aucune commande n’a été retrouvée pour cette adresse');
    expect(capped).not.toContain('en tient lieu');
  });

  it('purges a declaration that matches no order a year after it came, and a matched one with its order', async () => {
    const service = await shop();
    const db = service.context.db;
    const kept = paidOrder({ reference: 'KF-GARDEE', token: 'g'.repeat(43) });
    const old = paidOrder({
      reference: 'KF-ANCIENNE',
      token: 'a'.repeat(43),
      created_at: '2021-01-04T10:00:00.000Z',
      paid_at: '2021-01-04T10:05:00.000Z',
    });
    for (const order of [kept, old]) await insertOrder(db, order);
    const day = 86_400_000;
    const ago = (days: number) => new Date(NOW.getTime() - days * day).toISOString();
    await db
      .insertInto('withdrawals')
      .values([
        declaration({ id: 'unmatched-old', declared_at: ago(366), reference: null }),
        declaration({ id: 'unmatched-recent', declared_at: ago(364), reference: null }),
        declaration({ id: 'matched-kept', declared_at: ago(400), matched_reference: kept.reference, match_kind: 'reference' }),
        declaration({
          id: 'matched-old',
          declared_at: '2021-01-05T10:00:00.000Z',
          matched_reference: old.reference,
          match_kind: 'reference',
        }),
      ])
      .execute();

    const counts = await purge(db, purgeCutoffs(NOW), NOW);
    expect(counts).toMatchObject({ orders: 1, withdrawals: 2 });
    const left = await db.selectFrom('withdrawals').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual(['matched-kept', 'unmatched-recent']);
  });

  it('in test mode, says that nothing is to be refunded, in the subject as in the text', async () => {
    const service = await shop();
    const order = paidOrder({ token: 't'.repeat(43), immediate_execution: 0, payment_mode: 'test', payment_id: null });
    await insertOrder(service.context.db, order);
    await service.post(WITHDRAWAL_POST_PATH, declare({ reference: order.reference }));
    const id = (await service.context.db.selectFrom('withdrawals').select('id').executeTakeFirstOrThrow()).id;
    await service.admin.post(decisionPath(id), new URLSearchParams({ decision: 'refund' }));
    const [answer] = (await listOutbox(service.context.db)).filter((email) => email.kind === 'withdrawal-decision');
    expect(answer!.subject).toBe(`[TEST] ${WITHDRAWAL_DECISION.acceptedSubject(order.reference)}`);
    expect(answer!.text).toContain(typeset(ACKNOWLEDGEMENT.testOrder));
    expect(answer!.text).not.toContain('rembourserons');
    expect((await orderPage(service, order)).text).toContain(typeset(ORDER_STATUS.testNoRefund.trim()));
  });
});
