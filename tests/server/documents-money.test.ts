/**
 * An order of two documents, 70 €, through every place money is shown or moved: the test payment page
 * and Stripe Checkout's lines, the confirmation email and the operator's notice (through a real SMTP
 * server), the invoice, and the refund of one document with its credit note. On both stores.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { invoicesOf } from '../../server/db/invoices';
import { orderItems } from '../../server/db/order-items';
import { findOrderByReference, findOrderByToken } from '../../server/db/orders';
import { requestRefund } from '../../server/db/refunds';
import { ITEM_FIELD, refundPath } from '../../server/domain/back-office-paths';
import { itemName } from '../../server/domain/item-name';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';
import { REFUND_KEY_FIELD } from '../../server/domain/refund-key';
import { CONFIRMATION, DOCUMENT_SOURCES, NOTICE, REFUND, TEST_MODE } from '../../server/email/copy';
import { STRIPE_WEBHOOK_PATH } from '../../server/http/stripe-webhook';
import { startShop, type RunningShop } from '../../server/main';
import { REFUND_ERRORS } from '../../server/pages/back-office/delivery-copy';
import { ORDER_LINES, TEST_PAYMENT } from '../../server/pages/copy';
import { INVOICE, invoiceAmount } from '../../server/pdf/copy';
import { issuedInvoicePdf } from '../../server/pdf/issued-invoice';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { paymentCommitment } from '../../site/data/payment';
import { typeset } from '../../site/typography';
import { DOCUMENT_LABELS, type DocumentKind } from '../../widget/core/catalogue';
import { RECEIPT } from '../../widget/core/copy';
import { formatEuro } from '../../widget/core/format';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { COMPLETE_ORDER } from '../../scripts/sample-order';
import { locationPath, serviceApp } from '../../dev/service';
import { asOperator, OPERATORS } from '../support/back-office-operator';
import { handoffForm } from '../support/handoff-form';
import { parseHtml, textOf } from '../support/html';
import { pdfText } from '../support/pdf-text';
import { startSmtpServer } from '../support/smtp';
import { STORE_KINDS, storesOf } from '../support/stores';
import { completedEvent, refundEvent, startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';

const TWO: readonly DocumentKind[] = ['kbis', 'statuts'];
const ROUNDS = 5;
const WEBHOOK_SECRET = 'whsec_test_kbis';
const TOTAL_CENTS = 2 * ITEM_AMOUNT_CENTS;
const euros = (cents: number) => formatEuro(cents / 100);
/** A PDF's text with its no-break spaces read as spaces, as a reader copies it. */
const readBack = async (pdf: Uint8Array) => (await pdfText(pdf)).replace(/\u00a0/g, ' ');
const plain = (words: string) => words.replace(/\u00a0/g, ' ');
/** The refund form of the order page, for one document (`item`) or an amount; a fresh one-time key each time. */
const refundForm = (fields: Record<string, string>) =>
  new URLSearchParams({ motif: 'Document indisponible au registre', ...fields, [REFUND_KEY_FIELD]: randomUUID() });

describe.each(STORE_KINDS)('an order of the Kbis and the statuts on %s', (kind) => {
  const stores = storesOf(kind);

  describe('paid on the test payment page', () => {
    it('shows each document at 35 €, the total of 70 €, and a final button that says it', async () => {
      const service = serviceApp(await stores.fresh());
      const payment = locationPath(await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { documents: TWO })));
      const page = parseHtml(await (await service.app.request(payment)).text());
      const table = page.querySelector('main table')!;
      expect(textOf(table.querySelector('caption')!)).toBe(ORDER_LINES.caption);
      expect([...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map(textOf))).toEqual([
        [DOCUMENT_LABELS.kbis, euros(ITEM_AMOUNT_CENTS)],
        [DOCUMENT_LABELS.statuts, euros(ITEM_AMOUNT_CENTS)],
      ]);
      expect([...table.querySelectorAll('tfoot tr > *')].map(textOf)).toEqual([typeset(RECEIPT.total), euros(TOTAL_CENTS)]);
      const buttons = [...page.querySelectorAll('main button')].map(textOf);
      expect(buttons).toContain(typeset(TEST_PAYMENT.pay(TOTAL_CENTS)));
      expect(TEST_PAYMENT.pay(TOTAL_CENTS)).toContain(euros(TOTAL_CENTS));
      const token = payment.split('/').at(-1)!;
      await service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, '');
      const order = (await service.context.db.selectFrom('orders').selectAll().where('token', '=', token).executeTakeFirst())!;
      expect([order.status, order.amount_cents]).toEqual(['paid', TOTAL_CENTS]);
    });
  });

  describe('paid with Stripe Checkout (a local stand-in of its API)', () => {
    let stripeApi: StripeStandIn;
    beforeAll(async () => {
      stripeApi = await startStripeStandIn();
    });
    afterAll(() => stripeApi.close());

    const stripeService = async () =>
      serviceApp(await stores.fresh(), {
        PAYMENT_MODE: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_kbis',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripeApi.url,
      });
    const webhook = (service: Awaited<ReturnType<typeof stripeService>>, event: object) => {
      const payload = JSON.stringify(event);
      return service.app.request(STRIPE_WEBHOOK_PATH, {
        method: 'POST',
        body: payload,
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
      });
    };

    it('opens a session of two lines, one per document at 35 €, whose total is the order’s 70 €', async () => {
      const service = await stripeService();
      await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { reference: 'KF-DOCS00000001', documents: TWO }));
      const order = (await findOrderByReference(service.context.db, 'KF-DOCS00000001'))!;
      const company = COMPLETE_ORDER.company.companyName;
      expect(
        stripeApi.lineItems.get(order.payment_id!)!.map((line) => [line.description, line.unit_amount, line.quantity, line.currency]),
      ).toEqual([
        [`${DOCUMENT_LABELS.kbis} – ${company}`, ITEM_AMOUNT_CENTS, 1, 'eur'],
        [`${DOCUMENT_LABELS.statuts} – ${company}`, ITEM_AMOUNT_CENTS, 1, 'eur'],
      ]);
      const session = stripeApi.sessions.get(order.payment_id!)!;
      expect(session.amount_total).toBe(TOTAL_CENTS);
      expect(order.amount_cents).toBe(TOTAL_CENTS);
      const request = stripeApi.requests.find((each) => each.body.get('client_reference_id') === 'KF-DOCS00000001')!;
      expect(request.body.get('custom_text[submit][message]')).toBe(paymentCommitment(2, TOTAL_CENTS));
    });

    it('refunds the statuts alone through Stripe: 35 € asked once, the line refunded only when Stripe confirms', async () => {
      const service = await stripeService();
      const reference = 'KF-DOCS00000002';
      await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { reference, documents: TWO }));
      const { payment_id } = (await findOrderByReference(service.context.db, reference))!;
      expect((await webhook(service, completedEvent(stripeApi.pay(payment_id!)))).status).toBe(200);
      const [, statuts] = await orderItems(service.context.db, reference);
      const admin = asOperator(service.context, 'admin');
      const asked = () => admin.post(refundPath(reference), refundForm({ [ITEM_FIELD]: statuts!.id }));

      expect((await asked()).status).toBe(303);
      const [refund] = await service.context.db.selectFrom('refunds').selectAll().where('reference', '=', reference).execute();
      const request = stripeApi.requests.find((each) => each.body.get('metadata[refund_id]') === refund!.id)!;
      expect(Object.fromEntries(request.body)).toMatchObject({ amount: String(ITEM_AMOUNT_CENTS), 'metadata[reference]': reference });
      expect((await orderItems(service.context.db, reference)).map((item) => item.state)).toEqual(['to_send', 'to_send']);
      // Asked again before Stripe answers: refused, nothing more asked of Stripe.
      const again = await asked();
      expect([again.status, await again.text()]).toEqual([409, expect.stringContaining(typeset(REFUND_ERRORS.refusals['item-pending']))]);
      expect(
        stripeApi.requests.filter((each) => each.path === '/v1/refunds' && each.body.get('metadata[reference]') === reference),
      ).toHaveLength(1);

      expect((await webhook(service, refundEvent(stripeApi.refunds.get(refund!.provider_id!)!, 'succeeded'))).status).toBe(200);
      expect(await findOrderByReference(service.context.db, reference)).toMatchObject({
        status: 'partly_refunded',
        refunded_cents: ITEM_AMOUNT_CENTS,
      });
      expect((await orderItems(service.context.db, reference)).map((item) => item.state)).toEqual(['to_send', 'refunded']);
    });
  });

  describe('paid, emailed through a real SMTP server, refunded one document at a time', () => {
    let shop: RunningShop;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      const location = await stores.freshLocation();
      const store = kind === 'PostgreSQL' ? { DATABASE_URL: location } : { SQLITE_FILE: location };
      shop = await startShop(
        readConfig({
          PORT: '0',
          HOST: '127.0.0.1',
          SMTP_URL: smtp.url,
          OPERATOR_EMAIL: 'commandes@kbis.example',
          // Every order of this file is posted from 127.0.0.1: the per-address limit is tested on its own (http.test.ts).
          POSTS_PER_MINUTE: '100000',
          ...store,
        }),
        () => {},
      );
    });
    afterAll(async () => {
      await shop?.close();
      await smtp?.close();
    });

    /** Waits, without a fixed delay, for a message to `to` whose subject contains `subject`; fails after 15 s. */
    async function mailTo(to: string, subject: string) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const found = smtp.received.find((mail) => JSON.stringify(mail.to).includes(to) && mail.subject?.includes(subject));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`aucun email « ${subject} » à ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    /** A new order of `documents`, paid on the test page; returns it as stored. */
    async function paid(documents: readonly DocumentKind[]) {
      const post = (path: string, body = '') =>
        fetch(`${shop.url}${path}`, {
          method: 'POST',
          body,
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        });
      const ordered = await post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { documents }).toString());
      const token = new URL(ordered.headers.get('location')!).pathname.split('/').at(-1)!;
      expect((await post(`${TEST_PAYMENT_PATH}/${token}/payer`)).status).toBe(303);
      return (await findOrderByToken(shop.context.db, token))!;
    }

    it('emails the customer both documents, each with who sends it, and 70 €; the invoice bills each on its own line', async () => {
      const order = await paid(TWO);
      const confirmation = await mailTo(COMPLETE_ORDER.billing.email, CONFIRMATION.subject(order.reference));
      for (const label of [DOCUMENT_LABELS.kbis, DOCUMENT_LABELS.statuts])
        expect(confirmation.text).toContain(
          `- ${CONFIRMATION.document(label, euros(ITEM_AMOUNT_CENTS), DOCUMENT_SOURCES.customer.operator)}`,
        );
      expect(confirmation.text).toContain(`${CONFIRMATION.paid}\u00a0: ${TEST_MODE.amount(euros(TOTAL_CENTS))}`);
      const invoice = await readBack(
        new Uint8Array(confirmation.attachments.find((file) => file.filename?.startsWith('Facture'))!.content),
      );
      for (const label of [DOCUMENT_LABELS.kbis, DOCUMENT_LABELS.statuts])
        expect(invoice).toContain(
          plain(
            `${INVOICE.item(label, COMPLETE_ORDER.company.companyName)} 1 ${invoiceAmount(ITEM_AMOUNT_CENTS)} ${invoiceAmount(ITEM_AMOUNT_CENTS)}`,
          ),
        );
      expect(invoice).toContain(plain(`${INVOICE.totalDue.invoice} ${invoiceAmount(TOTAL_CENTS)}`));

      const notice = await mailTo('commandes@kbis.example', NOTICE.subject(order.reference));
      for (const label of [DOCUMENT_LABELS.kbis, DOCUMENT_LABELS.statuts])
        expect(notice.text).toContain(NOTICE.document(label, euros(ITEM_AMOUNT_CENTS), DOCUMENT_SOURCES.operator.operator));
    });

    it('refunds the statuts alone: 35 €, its credit note and email name it, the Kbis still owed', async () => {
      const order = await paid(TWO);
      const [kbis, statuts] = await orderItems(shop.context.db, order.reference);
      const admin = asOperator(shop.context, 'admin');
      expect((await admin.post(refundPath(order.reference), refundForm({ [ITEM_FIELD]: statuts!.id }))).status).toBe(303);

      expect(await findOrderByReference(shop.context.db, order.reference)).toMatchObject({
        status: 'partly_refunded',
        refunded_cents: ITEM_AMOUNT_CENTS,
        fulfilment_status: 'to_send',
      });
      const states = (await orderItems(shop.context.db, order.reference)).map((item) => [item.kind, item.state]);
      expect(states).toEqual([
        ['kbis', 'to_send'],
        ['statuts', 'refunded'],
      ]);
      expect(kbis!.state).toBe('to_send');
      const refunds = await shop.context.db.selectFrom('refunds').selectAll().where('reference', '=', order.reference).execute();
      expect(refunds.map((refund) => [refund.amount_cents, refund.item_id, refund.credit_kind, refund.status])).toEqual([
        [ITEM_AMOUNT_CENTS, statuts!.id, 'cancellation', 'succeeded'],
      ]);

      const creditNoteRow = (await invoicesOf(shop.context.db, order.reference)).find((row) => row.kind === 'credit_note')!;
      expect(creditNoteRow.amount_cents).toBe(ITEM_AMOUNT_CENTS);
      const email = await mailTo(COMPLETE_ORDER.billing.email, REFUND.subject(order.reference));
      expect(email.text).toContain(REFUND.document(DOCUMENT_LABELS.statuts, euros(ITEM_AMOUNT_CENTS)));
      const attached = email.attachments.find((file) => file.filename?.includes(creditNoteRow.number))!;
      const creditNote = await readBack(new Uint8Array(attached.content));
      expect(creditNote).toContain(plain(INVOICE.creditItem.document(itemName(statuts!), order.reference)));
      expect(creditNote).toContain(plain(`${INVOICE.totalDue.credit_note} ${invoiceAmount(-ITEM_AMOUNT_CENTS)}`));
      expect(creditNote).not.toContain(DOCUMENT_LABELS.kbis);
      // The credit note issued is the one the store keeps.
      expect(Buffer.from(attached.content).equals(Buffer.from((await issuedInvoicePdf(shop.context.db, creditNoteRow.number))!.pdf))).toBe(
        true,
      );
    });

    it('refunds the same document once of two forms posted at once', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const order = await paid(TWO);
        const [, statuts] = await orderItems(shop.context.db, order.reference);
        const admin = asOperator(shop.context, 'admin');
        const form = () => refundForm({ [ITEM_FIELD]: statuts!.id });
        const answers = await Promise.all([
          admin.post(refundPath(order.reference), form()),
          admin.post(refundPath(order.reference), form()),
        ]);
        expect(answers.map((answer) => answer.status).sort(), `round ${round + 1}`).toEqual([303, 409]);
        // The second waits for the first's lock, then finds the document's refund asked (or, in test mode, made).
        const said = textOf(parseHtml(await answers.find((answer) => answer.status === 409)!.text()).querySelector('article')!);
        expect(
          [REFUND_ERRORS.refusals['item-pending'], REFUND_ERRORS.refusals['item-settled']].some((why) => said.includes(typeset(why))),
        ).toBe(true);
        expect(await findOrderByReference(shop.context.db, order.reference)).toMatchObject({ refunded_cents: ITEM_AMOUNT_CENTS });
        const refunds = await shop.context.db
          .selectFrom('refunds')
          .select('amount_cents')
          .where('reference', '=', order.reference)
          .execute();
        expect(refunds).toEqual([{ amount_cents: ITEM_AMOUNT_CENTS }]);
      }
    });

    it('never refunds beyond what was paid: each document once, nothing after all are refunded', async () => {
      const order = await paid(TWO);
      const [kbis, statuts] = await orderItems(shop.context.db, order.reference);
      const admin = asOperator(shop.context, 'admin');
      const refund = (fields: Record<string, string>) => admin.post(refundPath(order.reference), refundForm(fields));
      // A gesture of 40 € first: only 30 € are left, less than a document's price.
      expect((await refund({ montant: '40' })).status).toBe(303);
      const tooMuch = await refund({ [ITEM_FIELD]: statuts!.id });
      expect(tooMuch.status).toBe(409);
      expect(await tooMuch.text()).toContain(typeset(REFUND_ERRORS.refusals['too-much']));
      expect((await refund({ montant: '30' })).status).toBe(303);
      expect(await findOrderByReference(shop.context.db, order.reference)).toMatchObject({
        status: 'refunded',
        refunded_cents: TOTAL_CENTS,
      });
      expect((await refund({ [ITEM_FIELD]: kbis!.id })).status).toBe(409);
      expect((await refund({ montant: '0,01' })).status).toBe(409);
      const refunded = await shop.context.db
        .selectFrom('refunds')
        .select('amount_cents')
        .where('reference', '=', order.reference)
        .execute();
      expect(refunded.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(TOTAL_CENTS);
    });

    it('refunds each document in turn, and the order is refunded once both are', async () => {
      const order = await paid(TWO);
      const [kbis, statuts] = await orderItems(shop.context.db, order.reference);
      const admin = asOperator(shop.context, 'admin');
      const refund = (fields: Record<string, string>) => admin.post(refundPath(order.reference), refundForm(fields));
      expect((await refund({ [ITEM_FIELD]: kbis!.id })).status).toBe(303);
      const again = await refund({ [ITEM_FIELD]: kbis!.id });
      expect([again.status, await again.text()]).toEqual([409, expect.stringContaining(typeset(REFUND_ERRORS.refusals['item-settled']))]);
      expect((await refund({ [ITEM_FIELD]: statuts!.id, montant: '34' })).status).toBe(409);
      expect((await refund({ [ITEM_FIELD]: statuts!.id, montant: '35' })).status).toBe(303);
      expect(await findOrderByReference(shop.context.db, order.reference)).toMatchObject({
        status: 'refunded',
        refunded_cents: TOTAL_CENTS,
      });
      expect((await orderItems(shop.context.db, order.reference)).map((item) => item.state)).toEqual(['refunded', 'refunded']);
    });

    it('refuses a document of another order, or what cannot be a line’s id, and refunds nothing', async () => {
      const order = await paid(TWO);
      const other = await paid(['kbis']);
      const [otherKbis] = await orderItems(shop.context.db, other.reference);
      const admin = asOperator(shop.context, 'admin');
      for (const item of [otherKbis!.id, 'no-such-line', "x' OR '1'='1"]) {
        const answer = await admin.post(refundPath(order.reference), refundForm({ [ITEM_FIELD]: item }));
        expect([answer.status, await answer.text()]).toEqual([
          expect.toBeOneOf([400, 409]),
          expect.stringContaining(typeset(REFUND_ERRORS.refusals['unknown-item'])),
        ]);
      }
      expect(
        await shop.context.db.selectFrom('refunds').select('id').where('reference', 'in', [order.reference, other.reference]).execute(),
      ).toEqual([]);
    });
  });

  it('keeps a document’s refund asked of Stripe from being asked again until Stripe settles it', async () => {
    const db = await stores.fresh();
    const service = serviceApp(db);
    const payment = locationPath(await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { documents: TWO })));
    await service.post(`${payment}/payer`, '');
    const order = (await findOrderByToken(db, payment.split('/').at(-1)!))!;
    const [, statuts] = await orderItems(db, order.reference);
    const ask = () =>
      requestRefund(
        db,
        order.reference,
        randomUUID(),
        ITEM_AMOUNT_CENTS,
        'Indisponible',
        OPERATORS.admin,
        new Date(),
        'unchosen',
        statuts!.id,
      );
    expect(await ask()).toMatchObject({ ok: true, refund: { item_id: statuts!.id, credit_kind: 'cancellation', status: 'requested' } });
    expect(await ask()).toEqual({ ok: false, reason: 'item-pending' });
  });
});
