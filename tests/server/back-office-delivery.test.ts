import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import type { Store } from '../../server/db/connect';
import { listEvents } from '../../server/db/events';
import { findRefund, REFUND_EVENTS } from '../../server/db/refunds';
import { DECISION_DETAILS } from '../../server/db/withdrawal-decisions';
import { invoicesOf } from '../../server/db/invoices';
import { applyPaymentEvent, findOrderByReference, insertOrder } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { orderItems } from '../../server/db/order-items';
import type { OrdersTable, WithdrawalsTable } from '../../server/db/schema';
import { purge } from '../../server/db/purge';
import { DOCUMENT_MAX_BYTES } from '../../server/domain/pdf-file';
import { purgeCutoffs } from '../../server/domain/retention';
import { KBIS_DELIVERY, REFUND } from '../../server/email/copy';
import { startOutboxWorker } from '../../server/email/outbox-worker';
import { createMailer } from '../../server/email/transport';
import { UPLOAD_MAX_BYTES } from '../../server/domain/service-paths';
import { STRIPE_WEBHOOK_PATH } from '../../server/http/stripe-webhook';
import {
  FORBIDDEN,
  REFUND_ERRORS,
  REFUND_PANEL,
  REFUNDS,
  SEND,
  SEND_ERRORS,
  WITHDRAWALS,
} from '../../server/pages/back-office/delivery-copy';
import { OrderDeliveryActions, orderDeliveryFacts } from '../../server/pages/back-office/OrderDeliveryActions';
import { SendDocumentPanel } from '../../server/pages/back-office/SendDocumentPanel';
import { renderShopPage } from '../../server/pages/ShopDocument';
import {
  decisionPath,
  ITEM_FIELD,
  matchPath,
  orderPagePath,
  REFUNDS_PATH,
  refundAgainPath,
  refundPath,
  resendPath,
  sendPath,
  WITHDRAWALS_PATH,
} from '../../server/domain/back-office-paths';
import { DOWNLOAD_REFUSED, ORDER_STATUS } from '../../server/pages/copy';
import { downloadPath } from '../../server/domain/item-download';
import { typeset } from '../../site/typography';
import { formatEuro, NBSP } from '../../widget/core/format';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { asOperator, OPERATORS } from '../support/back-office-operator';
import { kbisLines, refundForm } from '../support/back-office';
import { declaration, paidOrder } from '../support/email-fixtures';
import { handoffForm } from '../support/handoff-form';
import { headingOf, parseHtml, textOf } from '../support/html';
import { SERVICE_URL, serviceApp } from '../../dev/service';
import { startSmtpServer } from '../support/smtp';
import { STORE_KINDS, storesOf } from '../support/stores';
import { completedEvent, refundEvent, chargeRefundedEvent, startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_kbis';

/** A PDF as a browser uploads it: the header, binary content of every byte value, the end marker. */
function pdfBytes(size = 4096): Uint8Array<ArrayBuffer> {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return new Uint8Array(Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]));
}

/** A real PDF, as pdfkit writes one. */
function kbisPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.text('Extrait Kbis – Boulangerie Martin');
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const upload = (bytes: Uint8Array, name = 'kbis.pdf', type = 'application/pdf') => {
  const form = new FormData();
  form.set('jeton', 'jeton-de-test');
  form.set('extrait', new File([new Uint8Array(bytes)], name, { type }));
  return form;
};

/** The text a reader sees in the page's article. */
/** The resend form's fields for the order's Kbis line. */
const kbisLine = async (db: Store, reference: string) => new URLSearchParams({ [ITEM_FIELD]: (await orderItems(db, reference))[0]!.id });

const pageText = async (response: Response) => textOf(parseHtml(await response.text()).querySelector('article')!);

/** The order page's actions slot as the back office renders it for `role`. */
async function actions(db: Store, shown: OrdersTable, role: 'admin' | 'fulfiller') {
  const facts = await orderDeliveryFacts(db, shown.reference);
  return renderShopPage({
    title: shown.reference,
    frame: { stylesheet: '/s.css', publicDemo: false },
    children: createElement(OrderDeliveryActions, {
      order: shown,
      facts,
      operator: { email: OPERATORS[role], role },
      csrfToken: 'x',
      now: new Date(),
    }),
  });
}

let tokens = 0;
/** A paid order stored with its own reference and page token. */
function order(overrides: Partial<OrdersTable> = {}): OrdersTable {
  tokens++;
  return paidOrder({ reference: `KF-TEST${String(tokens).padStart(8, '0')}`, token: `t${String(tokens).padStart(42, '0')}`, ...overrides });
}

describe.each(STORE_KINDS)('the back office’s sending, refunds and withdrawals on %s', (kind) => {
  const stores = storesOf(kind);

  async function shop(env: Record<string, string> = {}) {
    const service = serviceApp(await stores.fresh(), env);
    return { ...service, admin: asOperator(service.context, 'admin'), fulfiller: asOperator(service.context, 'fulfiller') };
  }

  describe('sending the Kbis', () => {
    it('stores the PDF, marks the order sent and queues the email with it attached, in one step', async () => {
      const service = await shop();
      const paid = order();
      await insertOrder(service.context.db, paid);
      const bytes = pdfBytes();
      const response = await service.fulfiller.post(sendPath(paid.reference), upload(bytes, 'kbis-boulangerie.pdf'));
      expect([response.status, response.headers.get('location')]).toEqual([303, orderPagePath(paid.reference)]);

      const stored = (await findOrderByReference(service.context.db, paid.reference))!;
      expect(stored.fulfilment_status).toBe('sent');
      expect(stored.sent_at).not.toBeNull();
      const documents = await service.context.db.selectFrom('documents').selectAll().execute();
      expect(documents).toHaveLength(1);
      expect(documents[0]).toMatchObject({
        reference: paid.reference,
        size: bytes.length,
        sha256: sha256(bytes),
        uploaded_by: OPERATORS.fulfiller,
      });
      expect(Buffer.from(documents[0]!.content!).equals(Buffer.from(bytes))).toBe(true);

      const emails = await listOutbox(service.context.db);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        kind: 'kbis-delivery',
        recipient: paid.email,
        subject: KBIS_DELIVERY.subject(paid.reference),
        reference: paid.reference,
      });
      expect(JSON.parse(emails[0]!.attachments)).toEqual([{ kind: 'document', id: documents[0]!.id }]);
      expect(emails[0]!.text).toContain(`${SERVICE_URL}${HANDOFF_PATH}/${paid.token}`);
      expect(service.kicks()).toBe(1);
      const events = await listEvents(service.context.db, paid.reference);
      expect(events.map((event) => [event.kind, event.actor])).toEqual([
        ['created', 'client'],
        ['document_sent', OPERATORS.fulfiller],
      ]);
      expect(events[1]!.detail).toContain('kbis-boulangerie.pdf');
    });

    it.each([
      ['not-pdf', Buffer.from('PK\u0003\u0004 une archive nommée kbis.pdf'), 'kbis.pdf'],
      ['truncated', Buffer.from('%PDF-1.7\n1 0 obj << /Length 4'), 'kbis.pdf'],
      ['empty', Buffer.alloc(0), 'kbis.pdf'],
    ] as const)('refuses a file that is %s with its reason in French, and sends nothing', async (refusal, bytes, name) => {
      const service = await shop();
      const paid = order();
      await insertOrder(service.context.db, paid);
      const response = await service.admin.post(sendPath(paid.reference), upload(new Uint8Array(bytes), name));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(headingOf(html)).toBe(SEND_ERRORS.title);
      const text = textOf(parseHtml(html).querySelector('article')!);
      expect(text).toContain(typeset(refusal === 'empty' ? SEND_ERRORS.missing : SEND_ERRORS.refusals[refusal]));
      expect(text).toContain(typeset(SEND_ERRORS.nothingSent));
      expect(await listOutbox(service.context.db)).toEqual([]);
      expect(await service.context.db.selectFrom('documents').selectAll().execute()).toEqual([]);
      expect((await findOrderByReference(service.context.db, paid.reference))!.fulfilment_status).toBe('to_send');
    });

    it('refuses a file over 5 MB with 413, and the service’s body limit lets the upload route alone carry one', async () => {
      const service = await shop();
      const paid = order();
      await insertOrder(service.context.db, paid);
      const tooLarge = pdfBytes(DOCUMENT_MAX_BYTES + 1);
      const response = await service.admin.post(sendPath(paid.reference), upload(tooLarge));
      expect(response.status).toBe(413);
      expect(await pageText(response)).toContain(typeset(SEND_ERRORS.refusals['too-large']));
      expect(await listOutbox(service.context.db)).toEqual([]);

      // Through the whole service, without a session: refused by the back office's guard (403), not
      // for its size, while a larger body, or a large body to another address, is refused for it (413).
      const through = (path: string, body: FormData) => service.app.request(path, { method: 'POST', body });
      expect((await through(sendPath(paid.reference), upload(pdfBytes(DOCUMENT_MAX_BYTES)))).status).toBe(403);
      expect((await through(sendPath(paid.reference), upload(pdfBytes(UPLOAD_MAX_BYTES + 1)))).status).toBe(413);
      expect((await through(`${orderPagePath(paid.reference)}/note`, upload(pdfBytes(64 * 1024)))).status).toBe(413);
    });

    it('warns before sending while the withdrawal period runs without the customer’s request', async () => {
      const render = (immediate: number, shown = order({ immediate_execution: immediate, paid_at: '2026-11-27T10:00:00.000Z' })) =>
        textOf(
          parseHtml(
            renderShopPage({
              title: 'Commande',
              frame: { stylesheet: '/s.css', publicDemo: false },
              children: createElement(SendDocumentPanel, {
                order: shown,
                lines: kbisLines(shown),
                operator: { email: OPERATORS.fulfiller, role: 'fulfiller' },
                csrfToken: 'x',
                now: new Date('2026-11-28T10:00:00.000Z'),
              }),
            }),
          ).body,
        );
      expect(render(0)).toContain(typeset(SEND.warning('2026-12-11')));
      expect(render(1)).not.toContain(typeset(SEND.warningTitle));
      expect(render(1)).toContain(SEND.fileLabel);
    });

    it('delivers the uploaded PDF attached, byte for byte, through SMTP, and again on a resend', async () => {
      const service = await shop();
      const paid = order();
      await insertOrder(service.context.db, paid);
      const pdf = await kbisPdf();
      await service.admin.post(sendPath(paid.reference), upload(new Uint8Array(pdf), 'Kbis boulangerie.pdf'));
      await service.admin.post(resendPath(paid.reference), await kbisLine(service.context.db, paid.reference));
      const smtp = await startSmtpServer();
      const mailer = createMailer({
        smtpUrl: smtp.url,
        outboxDir: mkdtempSync(join(tmpdir(), 'kbis-unused-')),
        from: 'Kbis Facile <contact@kbis.example>',
      });
      const worker = startOutboxWorker(service.context.db, mailer, { pollMs: 60_000, log: () => {} });
      try {
        await worker.drain();
        await expect.poll(() => smtp.received.length).toBe(2);
        for (const mail of smtp.received) {
          expect(mail.subject).toBe(KBIS_DELIVERY.subject(paid.reference));
          expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
            [`extrait-kbis-${paid.reference}.pdf`, 'application/pdf'],
          ]);
          expect(sha256(mail.attachments[0]!.content)).toBe(sha256(pdf));
          expect(mail.text).toContain(`${SERVICE_URL}${HANDOFF_PATH}/${paid.token}`);
        }
      } finally {
        await worker.stop();
        mailer.close();
        await smtp.close();
      }
    });

    it('resends the same document on « Renvoyer l’email », and records it', async () => {
      const service = await shop();
      const paid = order();
      await insertOrder(service.context.db, paid);
      const line = await kbisLine(service.context.db, paid.reference);
      expect((await service.fulfiller.post(resendPath(paid.reference), line)).status).toBe(409);
      await service.fulfiller.post(sendPath(paid.reference), upload(pdfBytes()));
      const response = await service.fulfiller.post(resendPath(paid.reference), line);
      expect([response.status, response.headers.get('location')]).toEqual([303, orderPagePath(paid.reference)]);
      const emails = await listOutbox(service.context.db);
      expect(emails.map((email) => email.kind)).toEqual(['kbis-delivery', 'kbis-delivery']);
      expect(emails[1]!.attachments).toBe(emails[0]!.attachments);
      expect((await listEvents(service.context.db, paid.reference)).map((event) => event.kind)).toEqual([
        'created',
        'document_sent',
        'email_resent',
      ]);
    });
  });

  describe('the customer’s order page', () => {
    it('says where the order stands and serves the PDF as an attachment, never cached, until a refund', async () => {
      const service = await shop();
      const paid = order({ deliver_by: '2026-12-01' });
      await insertOrder(service.context.db, paid);
      const page = () => service.app.request(`${HANDOFF_PATH}/${paid.token}`);
      const before = await pageText(await page());
      expect(before).toContain(typeset(ORDER_STATUS.paidBy('1er\u00a0décembre 2026')));
      expect(before).not.toContain(ORDER_STATUS.download);
      const early = await service.app.request(downloadPath(paid.token));
      expect(early.status).toBe(404);
      expect(await pageText(early)).toContain(typeset(DOWNLOAD_REFUSED['not-sent']));

      const bytes = pdfBytes(200_000);
      await service.admin.post(sendPath(paid.reference), upload(bytes));
      const sentPage = parseHtml(await (await page()).text());
      expect(textOf(sentPage.querySelector('article')!)).toMatch(/envoyée le \d+/);
      const link = [...sentPage.querySelectorAll('a')].find((a) => textOf(a) === typeset(ORDER_STATUS.download));
      expect(link?.getAttribute('href')).toBe(downloadPath(paid.token));

      const download = await service.app.request(downloadPath(paid.token));
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="extrait-kbis-${paid.reference}.pdf"`);
      expect(download.headers.get('cache-control')).toBe('no-store');
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));

      expect((await service.admin.post(refundPath(paid.reference), refundForm({ montant: '35', motif: 'Geste' }))).status).toBe(303);
      const refused = await service.app.request(downloadPath(paid.token));
      expect(refused.status).toBe(410);
      expect(await pageText(refused)).toContain(typeset(DOWNLOAD_REFUSED.refunded));
      expect(await pageText(await page())).toMatch(/remboursée le \d+/);
    });
  });

  describe('the purge', () => {
    it('deletes a sent Kbis’s bytes after the days it stays downloadable, and keeps refunded orders as sales', async () => {
      const service = await shop();
      const now = new Date();
      const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
      const old = order({ created_at: daysAgo(40), paid_at: daysAgo(40) });
      const recent = order();
      for (const each of [old, recent]) {
        await insertOrder(service.context.db, each);
        await service.admin.post(sendPath(each.reference), upload(pdfBytes()));
      }
      await service.context.db
        .updateTable('documents')
        .set({ uploaded_at: daysAgo(31) })
        .where('reference', '=', old.reference)
        .execute();
      await service.admin.post(refundPath(old.reference), refundForm({ montant: '35', motif: 'Rétractation' }));

      const counts = await purge(service.context.db, purgeCutoffs(now), now);
      expect(counts).toMatchObject({ documents: 1, orders: 0 });
      const documents = await service.context.db.selectFrom('documents').selectAll().orderBy('uploaded_at').execute();
      expect(documents.map((document) => [document.reference, document.content === null, document.purged_at !== null])).toEqual([
        [old.reference, true, true],
        [recent.reference, false, false],
      ]);
      expect(documents[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(await findOrderByReference(service.context.db, old.reference)).toMatchObject({ status: 'refunded' });
    });
  });

  describe('refunds', () => {
    it('in test mode, refunds in full by default, records and confirms at once, and tells the customer', async () => {
      const service = await shop();
      const paid = order();
      await insertOrder(service.context.db, paid);
      const response = await service.admin.post(refundPath(paid.reference), refundForm({ montant: '35,00', motif: 'Rétractation' }));
      expect([response.status, response.headers.get('location')]).toEqual([303, orderPagePath(paid.reference)]);
      expect(await findOrderByReference(service.context.db, paid.reference)).toMatchObject({ status: 'refunded', refunded_cents: 3500 });
      expect(await service.context.db.selectFrom('refunds').selectAll().execute()).toMatchObject([
        { amount_cents: 3500, reason: 'Rétractation', status: 'succeeded', credit_kind: 'cancellation', requested_by: OPERATORS.admin },
      ]);
      const emails = await listOutbox(service.context.db);
      expect(emails.map((email) => [email.kind, email.recipient, email.subject])).toEqual([
        ['refund', paid.email, REFUND.subject(paid.reference)],
      ]);
      expect(emails[0]!.subject).toMatch(/^Remboursement de votre commande KF-/);
      expect(emails[0]!.text).toContain(REFUND.card);
      expect((await listEvents(service.context.db, paid.reference)).map((event) => event.kind)).toEqual([
        'created',
        'refund_requested',
        'refund_confirmed',
      ]);
    });

    it('issues a credit note for a refund of an invoiced order, in the invoices’ sequence, attached to the customer’s email', async () => {
      const service = await shop();
      const db = service.context.db;
      const unpaid = order({ status: 'awaiting_payment', paid_at: null });
      await insertOrder(db, unpaid);
      await applyPaymentEvent(db, unpaid.reference, 'paid', new Date(), service.context.emails.paidOrder, 'test');
      await service.admin.post(refundPath(unpaid.reference), refundForm({ montant: '10,00', motif: 'Retard' }));
      const [invoice, creditNote] = await invoicesOf(db, unpaid.reference);
      expect([invoice?.kind, creditNote?.kind, creditNote?.amount_cents]).toEqual(['invoice', 'credit_note', 1000]);
      const refundEmail = (await listOutbox(db)).find((email) => email.kind === 'refund')!;
      expect(JSON.parse(refundEmail.attachments)).toEqual([{ kind: 'invoice', number: creditNote!.number }]);
      expect(refundEmail.text).toContain(REFUND.creditNoteReduces(creditNote!.number, formatEuro(10), invoice!.number));
    });

    it('refunds in part with a decimal comma, then refuses more than what is left', async () => {
      const service = await shop();
      const paid = order();
      await insertOrder(service.context.db, paid);
      await service.admin.post(refundPath(paid.reference), refundForm({ montant: '10,50', motif: 'Retard' }));
      expect(await findOrderByReference(service.context.db, paid.reference)).toMatchObject({
        status: 'partly_refunded',
        refunded_cents: 1050,
      });
      const tooMuch = await service.admin.post(refundPath(paid.reference), refundForm({ montant: '25', motif: 'Encore' }));
      expect(tooMuch.status).toBe(409);
      expect(await pageText(tooMuch)).toContain(typeset(REFUND_ERRORS.refusals['too-much']));
      const badAmount = await service.admin.post(refundPath(paid.reference), refundForm({ montant: 'tout', motif: 'Encore' }));
      expect(badAmount.status).toBe(400);
      expect((await service.context.db.selectFrom('refunds').selectAll().execute()).map((refund) => refund.amount_cents)).toEqual([1050]);
    });

    it('refuses a refund of an unpaid or cancelled order', async () => {
      const service = await shop();
      for (const status of ['awaiting_payment', 'cancelled'] as const) {
        const unpaid = order({ status, paid_at: null });
        await insertOrder(service.context.db, unpaid);
        const response = await service.admin.post(refundPath(unpaid.reference), refundForm({ montant: '35', motif: 'x' }));
        expect(response.status).toBe(409);
        expect(await pageText(response)).toContain(typeset(REFUND_ERRORS.refusals['not-paid']));
      }
      expect(await service.context.db.selectFrom('refunds').selectAll().execute()).toEqual([]);
    });

    it('refunds once for one form posted twice, in turn or at once: the same answer, one refund, one email', async () => {
      const service = await shop();
      const db = service.context.db;
      const refundsOf = (reference: string) => db.selectFrom('refunds').selectAll().where('reference', '=', reference).execute();
      const refundEmails = async (reference: string) =>
        (await listOutbox(db)).filter((email) => email.kind === 'refund' && email.reference === reference);
      const inTurn = order();
      const atOnce = order();
      for (const paid of [inTurn, atOnce]) await insertOrder(db, paid);
      const [key, atOnceKey] = [randomUUID(), randomUUID()];
      const fields = { montant: '5', motif: 'Geste pour le retard' };
      const inTurnAnswers = [
        await service.admin.post(refundPath(inTurn.reference), refundForm(fields, key)),
        await service.admin.post(refundPath(inTurn.reference), refundForm(fields, key)),
      ];
      const atOnceAnswers = await Promise.all(
        [1, 2].map(() => service.admin.post(refundPath(atOnce.reference), refundForm(fields, atOnceKey))),
      );
      for (const [paid, answers] of [
        [inTurn, inTurnAnswers],
        [atOnce, atOnceAnswers],
      ] as const)
        for (const answer of answers) expect([answer.status, answer.headers.get('location')]).toEqual([303, orderPagePath(paid.reference)]);
      expect((await refundsOf(inTurn.reference)).map((refund) => [refund.id, refund.amount_cents, refund.status])).toEqual([
        [key, 500, 'succeeded'],
      ]);
      expect((await refundsOf(atOnce.reference)).map((refund) => [refund.id, refund.amount_cents, refund.status])).toEqual([
        [atOnceKey, 500, 'succeeded'],
      ]);
      for (const paid of [inTurn, atOnce]) {
        expect(await findOrderByReference(db, paid.reference)).toMatchObject({ status: 'partly_refunded', refunded_cents: 500 });
        expect(await refundEmails(paid.reference)).toHaveLength(1);
        const kinds = (await listEvents(db, paid.reference)).map((event) => event.kind);
        expect(kinds).toEqual(['created', REFUND_EVENTS.requested, REFUND_EVENTS.confirmed]);
      }
    });

    it('refuses a form without its key, or with one it did not make, or with the key of another order’s refund', async () => {
      const service = await shop();
      const db = service.context.db;
      const [first, second] = [order(), order()];
      for (const paid of [first, second]) await insertOrder(db, paid);
      const fields = { montant: '5', motif: 'Geste' };
      for (const form of [
        new URLSearchParams(fields),
        refundForm(fields, 'cle-inventee'),
        refundForm(fields, randomUUID().toUpperCase()),
      ]) {
        const refused = await service.admin.post(refundPath(first.reference), form);
        expect(refused.status).toBe(400);
        expect(await pageText(refused)).toContain(typeset(REFUND_ERRORS.badKey));
      }
      const key = randomUUID();
      expect((await service.admin.post(refundPath(first.reference), refundForm(fields, key))).status).toBe(303);
      const elsewhere = await service.admin.post(refundPath(second.reference), refundForm(fields, key));
      expect(elsewhere.status).toBe(409);
      expect(await pageText(elsewhere)).toContain(typeset(REFUND_ERRORS.refusals['key-of-another-order']));
      expect(await findOrderByReference(db, second.reference)).toMatchObject({ status: 'paid', refunded_cents: 0 });
      expect((await db.selectFrom('refunds').select('reference').execute()).map((refund) => refund.reference)).toEqual([first.reference]);
    });

    it('refuses a fulfiller with 403 and changes nothing', async () => {
      const service = await shop();
      const paid = order();
      await insertOrder(service.context.db, paid);
      const response = await service.fulfiller.post(refundPath(paid.reference), refundForm({ montant: '35', motif: 'x' }));
      expect(response.status).toBe(403);
      expect(headingOf(await response.text())).toBe(FORBIDDEN.title);
      expect(await findOrderByReference(service.context.db, paid.reference)).toMatchObject({ status: 'paid', refunded_cents: 0 });
      expect(await service.context.db.selectFrom('refunds').selectAll().execute()).toEqual([]);
      expect(await listOutbox(service.context.db)).toEqual([]);
      // Nor is a fulfiller offered « Rembourser » on the order page.
      const buttons = async (role: 'admin' | 'fulfiller') =>
        [...parseHtml(await actions(service.context.db, paid, role)).querySelectorAll('button')].map(textOf);
      expect(await buttons('fulfiller')).not.toContain(REFUND_PANEL.submit);
      expect(await buttons('admin')).toContain(REFUND_PANEL.submit);
    });

    it('lists every refund in the « Remboursements » view', async () => {
      const service = await shop();
      const paid = order({ company_name: 'Fromagerie Durand' });
      await insertOrder(service.context.db, paid);
      await service.admin.post(refundPath(paid.reference), refundForm({ montant: '5', motif: 'Geste commercial' }));
      expect((await service.fulfiller.app.request(REFUNDS_PATH)).status).toBe(403);
      const response = await service.admin.app.request(REFUNDS_PATH);
      expect(response.status).toBe(200);
      const row = parseHtml(await response.text()).querySelector('tbody tr')!;
      expect(textOf(row)).toContain(paid.reference);
      expect(textOf(row)).toContain('Fromagerie Durand');
      expect(textOf(row)).toContain('Geste commercial');
      expect(textOf(row)).toContain('effectué');
    });

    it('pages the « Remboursements » and « Rétractations » views, newest first, each row once', async () => {
      const service = await shop();
      const paid = order();
      await insertOrder(service.context.db, paid);
      // 55 of each, some at the same moment: the id orders those.
      const at = (index: number) => new Date(Date.UTC(2026, 10, 1 + Math.floor(index / 2), 9)).toISOString();
      for (let index = 0; index < 55; index++) {
        const id = `p-${String(index).padStart(3, '0')}`;
        await service.context.db
          .insertInto('refunds')
          .values({
            id,
            reference: paid.reference,
            amount_cents: 1,
            reason: id,
            status: 'failed',
            credit_kind: 'cancellation',
            provider_id: null,
            requested_by: OPERATORS.admin,
            requested_at: at(index),
            confirmed_at: null,
          })
          .execute();
        await service.context.db
          .insertInto('withdrawals')
          .values(declaration({ id, declared_at: at(index) }))
          .execute();
      }
      const pages = async (path: string, link: string, ids: (page: ReturnType<typeof parseHtml>) => string[]) => {
        const first = parseHtml(await (await service.admin.app.request(path)).text());
        const older = [...first.querySelectorAll('a')].find((anchor) => textOf(anchor) === link)!;
        const second = parseHtml(await (await service.admin.app.request(older.getAttribute('href')!)).text());
        expect([...second.querySelectorAll('a')].map(textOf)).toContain('Retour au début');
        expect([...second.querySelectorAll('a')].map(textOf)).not.toContain(link);
        return [ids(first), ids(second)];
      };
      const expected = Array.from({ length: 55 }, (_, index) => `p-${String(54 - index).padStart(3, '0')}`);

      const refundIds = (page: ReturnType<typeof parseHtml>) =>
        [...page.querySelectorAll('tbody tr')].map((row) => textOf(row.querySelector('td:nth-child(4)')!));
      const [refundsFirst, refundsSecond] = await pages(REFUNDS_PATH, REFUNDS.older, refundIds);
      expect(refundsFirst).toHaveLength(50);
      expect([...refundsFirst!, ...refundsSecond!]).toEqual(expected);

      const withdrawalIds = (page: ReturnType<typeof parseHtml>) =>
        [...page.querySelectorAll(`form[action^="${WITHDRAWALS_PATH}/"]`)].map((form) => form.getAttribute('action')!.split('/')[3]!);
      const [withdrawalsFirst, withdrawalsSecond] = await pages(WITHDRAWALS_PATH, WITHDRAWALS.older, withdrawalIds);
      expect(withdrawalsFirst).toHaveLength(50);
      expect([...withdrawalsFirst!, ...withdrawalsSecond!]).toEqual(expected);
    });

    describe('with Stripe (a local stand-in of its API)', () => {
      let stripeApi: StripeStandIn;
      beforeAll(async () => {
        stripeApi = await startStripeStandIn();
      });
      afterAll(() => stripeApi.close());

      const signed = (event: object) => {
        const payload = JSON.stringify(event);
        return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
      };

      const stripeEnv = () => ({
        PAYMENT_MODE: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_kbis',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripeApi.url,
      });
      const webhookOf =
        (service: { app: { request: (path: string, init: RequestInit) => Response | Promise<Response> } }) => (event: object) => {
          const { payload, signature } = signed(event);
          return service.app.request(STRIPE_WEBHOOK_PATH, {
            method: 'POST',
            body: payload,
            headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
          });
        };

      it('refunds through the Refunds API with an idempotency key, and only Stripe’s event confirms it, once', async () => {
        const service = await shop(stripeEnv());
        const webhook = webhookOf(service);
        const reference = `KF-STRIPE${kind === 'SQLite' ? 'SQ' : 'PG'}0001`;
        await service.post(HANDOFF_PATH, handoffForm(undefined, { reference }));
        const { payment_id } = (await findOrderByReference(service.context.db, reference))!;
        expect((await webhook(completedEvent(stripeApi.pay(payment_id!)))).status).toBe(200);
        expect((await findOrderByReference(service.context.db, reference))!.status).toBe('paid');

        const response = await service.admin.post(refundPath(reference), refundForm({ montant: '35', motif: 'Rétractation' }));
        expect(response.status).toBe(303);
        const [refund] = await service.context.db.selectFrom('refunds').selectAll().execute();
        const request = stripeApi.requests.find((candidate) => candidate.path === '/v1/refunds')!;
        expect(request.headers['idempotency-key']).toBe(`refund-${refund!.id}`);
        expect(Object.fromEntries(request.body)).toMatchObject({
          payment_intent: stripeApi.sessions.get(payment_id!)!.payment_intent,
          amount: '3500',
          'metadata[refund_id]': refund!.id,
          'metadata[reference]': reference,
        });
        const stripeRefund = stripeApi.refunds.get(refund!.provider_id!)!;
        expect(refund).toMatchObject({ status: 'requested', provider_id: stripeRefund.id });
        expect((await findOrderByReference(service.context.db, reference))!.status).toBe('paid');
        // Until Stripe confirms, the order page says so and offers no second refund of the same money.
        const waiting = textOf(
          parseHtml(await actions(service.context.db, (await findOrderByReference(service.context.db, reference))!, 'admin')).body,
        );
        expect(waiting).toContain(typeset(REFUND_PANEL.pending(formatEuro(35))));
        expect(waiting).not.toContain(REFUND_PANEL.amountLabel);

        const emailsBefore = (await listOutbox(service.context.db)).length;
        expect((await webhook(refundEvent(stripeRefund, 'pending', 'refund.created'))).status).toBe(200);
        // The charge's `charge.refunded` follows: its total names no refund, and confirms none.
        expect((await webhook(chargeRefundedEvent(stripeRefund.charge as string, 3500))).status).toBe(200);
        expect((await findOrderByReference(service.context.db, reference))!.status).toBe('paid');
        const succeeded = refundEvent(stripeRefund, 'succeeded');
        expect((await webhook(succeeded)).status).toBe(200);
        expect((await webhook(succeeded)).status).toBe(200);
        expect((await webhook(refundEvent(stripeRefund, 'succeeded', 'charge.refund.updated'))).status).toBe(200);
        expect(await findOrderByReference(service.context.db, reference)).toMatchObject({ status: 'refunded', refunded_cents: 3500 });
        const refundEmails = (await listOutbox(service.context.db)).slice(emailsBefore);
        expect(refundEmails.map((email) => email.kind)).toEqual(['refund']);
        expect((await service.context.db.selectFrom('refunds').selectAll().execute())[0]).toMatchObject({ status: 'succeeded' });
        // A forged event is refused before anything is read.
        const forged = await service.app.request(STRIPE_WEBHOOK_PATH, {
          method: 'POST',
          body: JSON.stringify(succeeded),
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=0' },
        });
        expect(forged.status).toBe(400);
      });

      it('leaves a refund Stripe did not answer to its event, and records one it could not make as failed', async () => {
        const service = await shop(stripeEnv());
        const webhook = webhookOf(service);
        const reference = `KF-STRIPE${kind === 'SQLite' ? 'SQ' : 'PG'}0002`;
        await service.post(HANDOFF_PATH, handoffForm(undefined, { reference }));
        const { payment_id } = (await findOrderByReference(service.context.db, reference))!;
        // Paid by the webhook, but the stand-in's session was never paid: no PaymentIntent to refund.
        await webhook(completedEvent(stripeApi.sessions.get(payment_id!)!));
        const notMade = await service.admin.post(refundPath(reference), refundForm({ montant: '35', motif: 'x' }));
        expect(notMade.status).toBe(502);
        expect(await pageText(notMade)).toContain(typeset(REFUND_ERRORS.stripeRefused));
        expect(await service.context.db.selectFrom('refunds').select('status').execute()).toEqual([{ status: 'failed' }]);

        stripeApi.pay(payment_id!);
        stripeApi.failWith(503, '/v1/refunds');
        try {
          const silent = await service.admin.post(refundPath(reference), refundForm({ montant: '35', motif: 'x' }));
          expect(silent.status).toBe(502);
          expect(await pageText(silent)).toContain(typeset(REFUND_ERRORS.stripeSilent));
        } finally {
          stripeApi.failWith(null);
        }
        const [, pending] = await service.context.db.selectFrom('refunds').selectAll().orderBy('requested_at').execute();
        expect(pending!.status).toBe('requested');
        // While it may still go through, nothing more can be refunded.
        expect((await service.admin.post(refundPath(reference), refundForm({ montant: '1', motif: 'x' }))).status).toBe(409);
        const lost = { id: 're_test_lost', object: 'refund', amount: 3500, charge: 'ch_x', metadata: { refund_id: pending!.id } };
        expect((await webhook(refundEvent(lost, 'failed', 'refund.failed'))).status).toBe(200);
        expect(
          (await service.context.db.selectFrom('refunds').select('status').where('id', '=', pending!.id).executeTakeFirst())!.status,
        ).toBe('failed');
        expect(await findOrderByReference(service.context.db, reference)).toMatchObject({ status: 'paid', refunded_cents: 0 });
        expect((await listEvents(service.context.db, reference)).map((event) => event.kind)).toEqual([
          'created',
          'paid',
          'refund_requested',
          'refund_failed',
          'refund_requested',
          'refund_failed',
        ]);
      });
      /** A paid order whose refund Stripe did not answer: left `requested`, with no Stripe id. */
      async function unansweredRefund(number: string) {
        const service = await shop(stripeEnv());
        const webhook = webhookOf(service);
        const reference = `KF-STRIPE${kind === 'SQLite' ? 'SQ' : 'PG'}${number}`;
        await service.post(HANDOFF_PATH, handoffForm(undefined, { reference }));
        const { payment_id } = (await findOrderByReference(service.context.db, reference))!;
        await webhook(completedEvent(stripeApi.pay(payment_id!)));
        stripeApi.failWith(503, '/v1/refunds');
        try {
          const silent = await service.admin.post(refundPath(reference), refundForm({ montant: '35', motif: 'Rétractation' }));
          expect(silent.status).toBe(502);
          const page = parseHtml(await silent.text());
          expect(textOf(page.querySelector('h1')!)).toBe(REFUND_ERRORS.waitingTitle);
          expect(textOf(page.querySelector('article')!)).not.toContain(typeset(REFUND_ERRORS.nothingRefunded));
        } finally {
          stripeApi.failWith(null);
        }
        const refund = (await service.context.db.selectFrom('refunds').selectAll().where('reference', '=', reference).executeTakeFirst())!;
        expect(refund).toMatchObject({ status: 'requested', provider_id: null });
        const paymentIntent = stripeApi.sessions.get(payment_id!)!.payment_intent as string;
        return { service, reference, refund, paymentIntent };
      }

      const refundsAsked = (paymentIntent: string) =>
        stripeApi.requests.filter(
          (request) => request.method === 'POST' && request.path === '/v1/refunds' && request.body.get('payment_intent') === paymentIntent,
        );

      it('asks Stripe again, from the order page, for a refund it never answered: once more, with the same key', async () => {
        const { service, reference, refund, paymentIntent } = await unansweredRefund('0003');
        const order = (await findOrderByReference(service.context.db, reference))!;
        const page = parseHtml(await actions(service.context.db, order, 'admin'));
        const form = page.querySelector(`form[action="${refundAgainPath(reference, refund.id)}"]`)!;
        expect(textOf(form.querySelector('button')!)).toBe(REFUND_PANEL.askAgain);
        expect(parseHtml(await actions(service.context.db, order, 'fulfiller')).querySelector('form[action$="/relance"]')).toBeNull();
        expect((await service.fulfiller.post(refundAgainPath(reference, refund.id), new URLSearchParams())).status).toBe(403);

        const asked = refundsAsked(paymentIntent).length;
        expect((await service.admin.post(refundAgainPath(reference, refund.id), new URLSearchParams())).status).toBe(303);
        const again = refundsAsked(paymentIntent).slice(asked);
        expect(again.map((request) => request.headers['idempotency-key'])).toEqual([`refund-${refund.id}`]);
        const made = [...stripeApi.refunds.values()].filter((candidate) => candidate.payment_intent === paymentIntent);
        expect(made).toHaveLength(1);
        expect((await findRefund(service.context.db, refund.id))!).toMatchObject({ status: 'requested', provider_id: made[0]!.id });
        const history = await listEvents(service.context.db, reference);
        expect(history.at(-1)).toMatchObject({ kind: REFUND_EVENTS.askedAgain, actor: OPERATORS.admin });

        // Asked once more, Stripe's refund is found: no second one; succeeded, it is confirmed at once.
        made[0]!.status = 'succeeded';
        expect((await service.admin.post(refundAgainPath(reference, refund.id), new URLSearchParams())).status).toBe(303);
        expect(refundsAsked(paymentIntent).length).toBe(asked + 1);
        expect(await findOrderByReference(service.context.db, reference)).toMatchObject({ status: 'refunded', refunded_cents: 3500 });
        expect((await listOutbox(service.context.db)).filter((email) => email.kind === 'refund')).toHaveLength(1);
        const settled = await service.admin.post(refundAgainPath(reference, refund.id), new URLSearchParams());
        expect(settled.status).toBe(409);
        expect(await pageText(settled)).toContain(typeset(REFUND_ERRORS.notPending));
      });

      it('asks Stripe once for one form posted twice, in turn and at once, its key the idempotency key', async () => {
        const service = await shop(stripeEnv());
        const webhook = webhookOf(service);
        const reference = `KF-STRIPE${kind === 'SQLite' ? 'SQ' : 'PG'}0005`;
        await service.post(HANDOFF_PATH, handoffForm(undefined, { reference }));
        const { payment_id } = (await findOrderByReference(service.context.db, reference))!;
        await webhook(completedEvent(stripeApi.pay(payment_id!)));
        const paymentIntent = stripeApi.sessions.get(payment_id!)!.payment_intent as string;
        const [key, otherKey] = [randomUUID(), randomUUID()];
        const post = (formKey: string) => service.admin.post(refundPath(reference), refundForm({ montant: '5', motif: 'Geste' }, formKey));
        const answers = [...(await Promise.all([post(key), post(key)])), await post(key)];
        expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303]);
        expect(refundsAsked(paymentIntent).map((request) => request.headers['idempotency-key'])).toEqual([`refund-${key}`]);
        // Another form is another refund.
        expect((await post(otherKey)).status).toBe(303);
        expect(refundsAsked(paymentIntent).map((request) => request.headers['idempotency-key'])).toEqual([
          `refund-${key}`,
          `refund-${otherKey}`,
        ]);
        const refunds = await service.context.db
          .selectFrom('refunds')
          .select(['id', 'status'])
          .where('reference', '=', reference)
          .execute();
        expect(refunds.map((refund) => refund.id).sort()).toEqual([key, otherKey].sort());
        // Stripe's `charge.refund.updated` alone, its object the Refund, confirms the one it names.
        const made = [...stripeApi.refunds.values()].find((refund) => (refund.metadata as Record<string, string>).refund_id === key)!;
        expect((await webhook(refundEvent(made, 'succeeded', 'charge.refund.updated'))).status).toBe(200);
        expect(await findOrderByReference(service.context.db, reference)).toMatchObject({ status: 'partly_refunded', refunded_cents: 500 });
        expect((await findRefund(service.context.db, key))!.status).toBe('succeeded');
      });

      it('never refunds twice: a refund Stripe made but whose answer was lost is found, not asked for again', async () => {
        const { service, reference, refund, paymentIntent } = await unansweredRefund('0004');
        // Stripe made it, the answer never came back, and a day later Stripe no longer knows the key.
        stripeApi.refunds.set('re_test_lost_answer', {
          id: 're_test_lost_answer',
          object: 'refund',
          amount: 3500,
          payment_intent: paymentIntent,
          charge: `ch_${paymentIntent.slice(3)}`,
          metadata: { reference, refund_id: refund.id },
          status: 'failed',
        });
        const asked = refundsAsked(paymentIntent).length;
        expect((await service.admin.post(refundAgainPath(reference, refund.id), new URLSearchParams())).status).toBe(303);
        expect(refundsAsked(paymentIntent).length).toBe(asked);
        expect((await findRefund(service.context.db, refund.id))!).toMatchObject({ status: 'failed', provider_id: 're_test_lost_answer' });
        expect(await findOrderByReference(service.context.db, reference)).toMatchObject({ status: 'paid', refunded_cents: 0 });
        // Failed, it leaves the amount to refund anew.
        expect((await service.admin.post(refundPath(reference), refundForm({ montant: '35', motif: 'x' }))).status).toBe(303);
      });
    });
  });

  describe('withdrawals', () => {
    async function withWithdrawals() {
      const service = await shop();
      const sent = order({ immediate_execution: 1, fulfilment_status: 'sent', sent_at: '2026-11-27T18:00:00.000Z' });
      const waiting = order({ immediate_execution: 0 });
      for (const each of [sent, waiting]) await insertOrder(service.context.db, each);
      const declarations: WithdrawalsTable[] = [
        declaration({ id: 'w-sent', declared_at: '2026-11-28T09:00:00.000Z', matched_reference: sent.reference, match_kind: 'reference' }),
        declaration({
          id: 'w-waiting',
          declared_at: '2026-11-28T10:00:00.000Z',
          matched_reference: waiting.reference,
          match_kind: 'email_date',
        }),
        declaration({ id: 'w-lost', name: 'Alix Inconnu', declared_at: '2026-11-28T11:00:00.000Z', reference: null }),
        declaration({ id: 'w-old', name: 'Dominique Ancien', declared_at: '2020-01-02T11:00:00.000Z', reference: null }),
      ];
      await service.context.db.insertInto('withdrawals').values(declarations).execute();
      return { service, sent, waiting };
    }

    const article = (html: string, id: string) => {
      const heading = parseHtml(html).getElementById(`retractation-${id}`)!;
      return textOf(heading.closest('article')!);
    };

    it('lists every declaration with its order, what is owed by when, and whether the L221-28 exception may apply', async () => {
      const { service, sent, waiting } = await withWithdrawals();
      service.context.now = () => new Date('2026-11-30T10:00:00.000Z');
      const response = await service.fulfiller.app.request(WITHDRAWALS_PATH);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(headingOf(html)).toBe(WITHDRAWALS.title);
      expect(textOf(parseHtml(html).querySelector('article')!)).toContain(typeset(WITHDRAWALS.rule));
      // Delivered before the declaration: the acknowledgement promised an answer within 2 working days.
      const first = article(html, 'w-sent');
      expect(first).toContain(`Camille Martin — ${typeset(WITHDRAWALS.answerBy('2026-12-01'))}`);
      expect(first).toContain(`${WITHDRAWALS.refundIfDue}12${NBSP}décembre 2026`);
      expect(first).toContain(sent.reference);
      expect(first).toContain('après la demande d’exécution immédiate du client');
      expect(first).toContain(typeset(WITHDRAWALS.exceptionMayApply));
      const second = article(html, 'w-waiting');
      expect(second).toContain(`Camille Martin — ${typeset(WITHDRAWALS.refundBy('2026-12-12'))}`);
      expect(second).toContain(waiting.reference);
      expect(second).toContain(WITHDRAWALS.notSent);
      expect(second).toContain(typeset(WITHDRAWALS.exceptionCannotApply));
      expect(article(html, 'w-lost')).toContain(WITHDRAWALS.unmatched);
      expect(article(html, 'w-lost')).toContain(typeset(WITHDRAWALS.answerBy('2026-12-01')));
      expect(article(html, 'w-lost')).not.toContain(WITHDRAWALS.overdue);
      expect(article(html, 'w-old')).toContain(`${typeset(WITHDRAWALS.answerBy('2020-01-06'))} (${WITHDRAWALS.overdue})`);
      // A fulfiller sees the rule and the facts, not the admin's decisions.
      expect(html).not.toContain(WITHDRAWALS.accept);
      const asAdmin = await (await service.admin.app.request(WITHDRAWALS_PATH)).text();
      expect(asAdmin).toContain(WITHDRAWALS.accept);
    });

    it('records an admin’s decision once, on the declaration and in the order’s history; accepted, the order is withdrawn', async () => {
      const { service, sent, waiting } = await withWithdrawals();
      const decide = (as: 'admin' | 'fulfiller', id: string, decision: string) =>
        service[as].post(decisionPath(id), new URLSearchParams({ decision }));
      expect((await decide('fulfiller', 'w-waiting', 'refund')).status).toBe(403);
      expect((await decide('admin', 'w-waiting', 'exception')).status).toBe(409);
      const accepted = await decide('admin', 'w-waiting', 'refund');
      expect([accepted.status, accepted.headers.get('location')]).toEqual([303, WITHDRAWALS_PATH]);
      expect((await decide('admin', 'w-waiting', 'refund')).status).toBe(409);
      expect((await findOrderByReference(service.context.db, waiting.reference))!.fulfilment_status).toBe('withdrawn');
      expect(await service.context.db.selectFrom('withdrawals').selectAll().where('id', '=', 'w-waiting').executeTakeFirst()).toMatchObject(
        {
          decision: 'refund',
          decided_by: OPERATORS.admin,
        },
      );
      expect((await listEvents(service.context.db, waiting.reference)).map((event) => [event.kind, event.actor, event.detail])).toEqual([
        ['created', 'client', ''],
        ['withdrawal_decision', OPERATORS.admin, DECISION_DETAILS.refund],
      ]);
      // Nothing is sent to a customer whose withdrawal was accepted.
      expect((await service.admin.post(sendPath(waiting.reference), upload(pdfBytes()))).status).toBe(409);

      expect((await decide('admin', 'w-sent', 'exception')).status).toBe(303);
      expect((await findOrderByReference(service.context.db, sent.reference))!.fulfilment_status).toBe('sent');
      const view = await (await service.admin.app.request(WITHDRAWALS_PATH)).text();
      expect(article(view, 'w-sent')).toContain(`Camille Martin — ${typeset(WITHDRAWALS.noRefund)}`);
      expect(article(view, 'w-waiting')).toContain(`Camille Martin — ${typeset(WITHDRAWALS.refundBy('2026-12-12'))}`);
      // Each decision queued the customer's answer.
      expect((await listOutbox(service.context.db)).filter((email) => email.kind === 'withdrawal-decision')).toHaveLength(2);
      expect((await decide('admin', 'w-lost', 'refund')).status).toBe(409);
    });

    it('lets an admin match an unmatched declaration by reference', async () => {
      const { service, waiting } = await withWithdrawals();
      const match = (reference: string) => service.admin.post(matchPath('w-lost'), new URLSearchParams({ reference }));
      expect((await match('KF-INCONNUE')).status).toBe(409);
      expect((await match(waiting.reference.toLowerCase())).status).toBe(303);
      expect(await service.context.db.selectFrom('withdrawals').selectAll().where('id', '=', 'w-lost').executeTakeFirst()).toMatchObject({
        matched_reference: waiting.reference,
      });
      expect((await listEvents(service.context.db, waiting.reference)).map((event) => event.kind)).toEqual([
        'created',
        'withdrawal_matched',
      ]);
    });
  });
});
