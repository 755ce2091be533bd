/**
 * What a customer receives about one order, read as they receive it: the emails' subjects and words,
 * the invoice and the credit note as a PDF reader gives them back, for a test order and for a real one.
 */
import { describe, expect, it } from 'vitest';
import { invoicesOf } from '../../server/db/invoices';
import { applyPaymentEvent, findOrderByToken, insertOrder } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { refundPath, sendPath } from '../../server/domain/back-office-paths';
import { CREDIT_KIND_FIELD, CREDIT_KIND_VALUES } from '../../server/domain/credit-kind';
import { REFUND } from '../../server/email/copy';
import { INVOICE } from '../../server/pdf/copy';
import { issuedInvoicePdf } from '../../server/pdf/issued-invoice';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { formatEuro } from '../../widget/core/format';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { asOperator, TEST_CSRF_TOKEN } from '../support/back-office-operator';
import { refundForm } from '../support/back-office';
import { declaration, paidOrder } from '../support/email-fixtures';
import { handoffForm } from '../support/handoff-form';
import { pdfInfo } from '../support/pdf-info';
import { pdfText } from '../support/pdf-text';
import { locationPath, serviceApp } from '../../dev/service';
import { STORE_KINDS, storesOf } from '../support/stores';

/** A PDF's text with its no-break spaces read as spaces, as a reader copies it. */
const readBack = async (pdf: Uint8Array) => (await pdfText(pdf)).replace(/\u00a0/g, ' ');
const plain = (words: string) => words.replace(/\u00a0/g, ' ');

const kbisUpload = () => {
  const form = new FormData();
  form.set('jeton', TEST_CSRF_TOKEN);
  form.set('extrait', new File([Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n')], 'kbis.pdf', { type: 'application/pdf' }));
  return form;
};

describe.each(STORE_KINDS)('what the customer receives, on %s', (kind) => {
  const stores = storesOf(kind);

  it('a test order says test everywhere: every subject, the refund that moved no money, the documents of their own sequence', async () => {
    const service = serviceApp(await stores.fresh());
    const location = locationPath(await service.post(HANDOFF_PATH, handoffForm()));
    const token = location.split('/').at(-1)!;
    await service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, '');
    const order = (await findOrderByToken(service.context.db, token))!;
    const fulfiller = asOperator(service.context, 'fulfiller');
    const admin = asOperator(service.context, 'admin');
    expect((await fulfiller.post(sendPath(order.reference), kbisUpload())).status).toBe(303);
    const refund = refundForm({
      jeton: TEST_CSRF_TOKEN,
      montant: '35',
      motif: 'Rétractation',
      [CREDIT_KIND_FIELD]: CREDIT_KIND_VALUES.cancellation,
    });
    expect((await admin.post(refundPath(order.reference), refund)).status).toBe(303);

    const toCustomer = (await listOutbox(service.context.db)).filter((email) => email.recipient === order.email);
    expect(toCustomer.map((email) => email.kind).sort()).toEqual(['kbis-delivery', 'order-confirmation', 'refund']);
    for (const email of toCustomer) expect(email.subject).toMatch(/^\[TEST\] /);
    const refundEmail = toCustomer.find((email) => email.kind === 'refund')!;
    expect(refundEmail.text).toContain(REFUND.test(formatEuro(35), order.reference));
    expect(refundEmail.text).toContain(REFUND.testCreditNote('TEST-000002'));
    expect(refundEmail.text).not.toMatch(/carte|Nous vous avons remboursé/);

    expect((await invoicesOf(service.context.db, order.reference)).map((row) => row.number)).toEqual(['TEST-000001', 'TEST-000002']);
    const invoice = await readBack((await issuedInvoicePdf(service.context.db, 'TEST-000001'))!.pdf!);
    expect(invoice).toContain('FACTURE DE TEST');
    expect(invoice).not.toContain('acquittée');
    const creditNote = (await issuedInvoicePdf(service.context.db, 'TEST-000002'))!.pdf!;
    expect(await readBack(creditNote)).toContain('AVOIR DE TEST');
    expect(await readBack(creditNote)).toContain(plain(INVOICE.creditItem.cancellation(order.reference, null)));
    expect(pdfInfo(creditNote)).toMatch(/^Title: +Avoir de test TEST-000002$/m);
    // The legal sequence was never touched: the next real invoice is the first.
    const real = paidOrder({ reference: 'KF-REAL00000001', token: 'r'.repeat(43), status: 'awaiting_payment', paid_at: null });
    await insertOrder(service.context.db, real);
    await applyPaymentEvent(service.context.db, real.reference, 'paid', new Date(), () => [], 'cs_real');
    expect((await invoicesOf(service.context.db, real.reference)).map((row) => row.number)).toEqual(['F-000001']);
  });

  it('a price reduction’s credit note and email say so, with the invoice it reduces', async () => {
    const service = serviceApp(await stores.fresh());
    const order = paidOrder({ reference: 'KF-REDUCTION0001', token: 'p'.repeat(43), status: 'awaiting_payment', paid_at: null });
    await insertOrder(service.context.db, order);
    await applyPaymentEvent(service.context.db, order.reference, 'paid', new Date(), () => [], 'cs_reduction');
    const refund = refundForm({
      jeton: TEST_CSRF_TOKEN,
      montant: '10,50',
      motif: 'Retard',
      [CREDIT_KIND_FIELD]: CREDIT_KIND_VALUES.price_reduction,
    });
    await asOperator(service.context, 'admin').post(refundPath(order.reference), refund);
    const email = (await listOutbox(service.context.db)).find((each) => each.kind === 'refund')!;
    expect(email.subject).not.toMatch(/TEST/);
    expect(email.text).toContain(REFUND.refundedReduction(formatEuro(10.5), order.reference));
    expect(email.text).toContain(REFUND.creditNoteReduces('F-000002', formatEuro(10.5), 'F-000001'));
    const text = await readBack((await issuedInvoicePdf(service.context.db, 'F-000002'))!.pdf!);
    expect(text).toContain(plain(INVOICE.creditItem.price_reduction(order.reference)));
    expect(text).toContain(plain(`${INVOICE.totalDue.credit_note} −10,50 €`));
  });

  it('a cancellation after a withdrawal names it, in the credit note and the email', async () => {
    const service = serviceApp(await stores.fresh());
    const order = paidOrder({ reference: 'KF-WITHDRAWN001', token: 'w'.repeat(43), status: 'awaiting_payment', paid_at: null });
    await insertOrder(service.context.db, order);
    await applyPaymentEvent(service.context.db, order.reference, 'paid', new Date(), () => [], 'cs_withdrawn');
    await service.context.db
      .insertInto('withdrawals')
      .values(
        declaration({
          id: 'w-cancel',
          declared_at: '2026-12-07T09:00:00.000Z',
          matched_reference: order.reference,
          match_kind: 'reference',
        }),
      )
      .execute();
    await asOperator(service.context, 'admin').post(
      refundPath(order.reference),
      refundForm({ jeton: TEST_CSRF_TOKEN, montant: '35', motif: 'Rétractation' }),
    );
    const email = (await listOutbox(service.context.db)).find((each) => each.kind === 'refund')!;
    expect(email.text).toContain(REFUND.refundedAfterWithdrawal(formatEuro(35), '7 décembre 2026', order.reference));
    expect(email.text).toContain(REFUND.creditNoteCancels('F-000002', 'F-000001'));
    expect(await readBack((await issuedInvoicePdf(service.context.db, 'F-000002'))!.pdf!)).toContain(
      plain(INVOICE.creditItem.cancellation(order.reference, '7 décembre 2026')),
    );
  });
});
