import { describe, expect, it } from 'vitest';
import type { RefundFacts } from '../../server/db/refunds';
import { ACKNOWLEDGEMENT, contactLine, KBIS_DELIVERY, ORDER_PAGE_LINK, REFUND } from '../../server/email/copy';
import { kbisDeliveryEmail } from '../../server/email/kbis-delivery';
import { orderConfirmationEmail } from '../../server/email/order-confirmation';
import { refundConfirmationEmail } from '../../server/email/refund-confirmation';
import { withdrawalAcknowledgementEmail } from '../../server/email/withdrawal-acknowledgement';
import { CONTACT } from '../../site/data/operator';
import { DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { formatEuro } from '../../widget/core/format';
import { ctx, declaration, documentLines, paidOrder } from '../support/email-fixtures';
import { parseHtml } from '../support/html';

/** The text an email's HTML shows. */
const shownText = (html: string) => parseHtml(html).body.textContent ?? '';

const refund = (overrides: Partial<RefundFacts> = {}): RefundFacts => ({
  amountCents: 3500,
  document: null,
  creditKind: 'cancellation',
  creditNote: 'F-000003',
  invoice: 'F-000001',
  withdrawnAt: null,
  ...overrides,
});

describe('the Kbis’s email', () => {
  it('attaches the stored document by reference and links the customer’s order page, named as such, with the download’s last day', () => {
    const order = paidOrder({ company_name: '<b>Martin</b> & fils', sent_at: '2026-12-07T10:00:00.000Z' });
    const email = kbisDeliveryEmail(order, 'doc-1', ctx);
    expect(email).toMatchObject({
      kind: 'kbis-delivery',
      to: order.email,
      subject: KBIS_DELIVERY.subject(order.reference),
      reference: order.reference,
      attachments: [{ kind: 'document', id: 'doc-1' }],
    });
    expect(email.text).toContain(KBIS_DELIVERY.attached(order.company_name, order.reference));
    expect(email.text).toContain(
      `${KBIS_DELIVERY.download('6 janvier 2027')}${ORDER_PAGE_LINK} (${ctx.serviceUrl}/commandes/${order.token}).`,
    );
    expect(email.html).toContain(`href="${ctx.serviceUrl}/commandes/${order.token}"`);
    expect(email.html).not.toContain('<b>Martin</b>');
  });

  it('ends with the one contact line: the address, the phone and its hours, the reference', () => {
    const order = paidOrder();
    const email = kbisDeliveryEmail(order, 'doc-1', ctx);
    expect(email.text).toContain(contactLine(order.reference));
    expect(contactLine(order.reference)).toContain(CONTACT.phone);
  });

  it('says test in its subject for a test order', () => {
    const order = paidOrder({ payment_mode: 'test', sent_at: '2026-12-07T10:00:00.000Z' });
    expect(kbisDeliveryEmail(order, 'doc-1', ctx).subject).toBe(`[TEST] ${KBIS_DELIVERY.subject(order.reference)}`);
  });
});

describe('the refund’s email', () => {
  it('gives the amount, the credit note that cancels the invoice, and says the download stopped after a full refund of a sent Kbis', () => {
    const order = paidOrder({ status: 'refunded', refunded_cents: 3500, sent_at: '2026-11-27T18:00:00.000Z' });
    const email = refundConfirmationEmail(order, refund());
    expect(email.subject).toBe(`Remboursement de votre commande ${order.reference} – Kbis Facile`);
    expect(email.text).toContain(REFUND.refunded(formatEuro(35), order.reference));
    expect(email.text).toContain(REFUND.card);
    expect(email.text).toContain(REFUND.creditNoteCancels('F-000003', 'F-000001'));
    expect(email.text).toContain(REFUND.noDownload);
    expect(email.text).toContain(contactLine(order.reference));
    expect(email.text).not.toContain(REFUND.part(formatEuro(35), formatEuro(35)));
    expect(email.attachments).toEqual([{ kind: 'invoice', number: 'F-000003' }]);
  });

  it('keeps the reference, the credit note’s number and the email address each on one line in its HTML', () => {
    const order = paidOrder({ status: 'refunded', refunded_cents: 3500 });
    const { html } = refundConfirmationEmail(order, refund());
    for (const unit of [order.reference, 'F-000003', 'F-000001', CONTACT.email])
      expect(html).toContain(`<span style="white-space:nowrap">${unit}</span>`);
  });

  it('names the withdrawal it follows', () => {
    const order = paidOrder({ status: 'refunded', refunded_cents: 3500 });
    const email = refundConfirmationEmail(order, refund({ withdrawnAt: '2026-12-07T09:00:00.000Z' }));
    expect(email.text).toContain(REFUND.refundedAfterWithdrawal(formatEuro(35), '7 décembre 2026', order.reference));
  });

  it('gives the total so far after a partial refund, a price reduction, with the amount it takes off the invoice', () => {
    const order = paidOrder({ status: 'partly_refunded', refunded_cents: 1550, sent_at: '2026-11-27T18:00:00.000Z' });
    const email = refundConfirmationEmail(order, refund({ amountCents: 500, creditKind: 'price_reduction' }));
    expect(email.text).toContain(REFUND.refundedReduction(formatEuro(5), order.reference));
    expect(email.text).toContain(REFUND.part(formatEuro(15.5), formatEuro(35)));
    expect(email.text).toContain(REFUND.creditNoteReduces('F-000003', formatEuro(5), 'F-000001'));
    expect(email.text).not.toContain(REFUND.noDownload);
  });

  it('names the one document refunded, its price, and the credit note that cancels it', () => {
    const order = paidOrder({ status: 'partly_refunded', amount_cents: 7000, refunded_cents: 3500 });
    const email = refundConfirmationEmail(order, refund({ document: { name: DOCUMENT_LABELS.statuts, wasSent: false } }));
    for (const body of [email.text, shownText(email.html)]) {
      expect(body).toContain(REFUND.document(DOCUMENT_LABELS.statuts, formatEuro(35)));
      expect(body).toContain(REFUND.creditNoteCancelsDocument('F-000003', DOCUMENT_LABELS.statuts, formatEuro(35), 'F-000001'));
      expect(body).not.toContain(REFUND.creditNoteReduces('F-000003', formatEuro(35), 'F-000001'));
    }
    const test = refundConfirmationEmail(
      { ...order, payment_mode: 'test' },
      refund({ document: { name: DOCUMENT_LABELS.statuts, wasSent: false }, creditNote: 'TEST-000002', invoice: 'TEST-000001' }),
    );
    expect(test.text).toContain(REFUND.document(DOCUMENT_LABELS.statuts, formatEuro(35)));
  });

  it('says a document refunded after it was sent is no longer downloadable, and only then', () => {
    const order = paidOrder({ status: 'partly_refunded', amount_cents: 7000, refunded_cents: 3500 });
    const sent = refundConfirmationEmail(order, refund({ document: { name: DOCUMENT_LABELS.statuts, wasSent: true } }));
    expect(sent.text).toContain(REFUND.documentNoDownload);
    expect(sent.text).not.toContain(REFUND.noDownload);
    const unsent = refundConfirmationEmail(order, refund({ document: { name: DOCUMENT_LABELS.statuts, wasSent: false } }));
    expect(unsent.text).not.toContain(REFUND.documentNoDownload);
  });

  it('for a test order: [TEST] in its subject, no money moved, no card, the test credit note', () => {
    const order = paidOrder({ payment_mode: 'test', status: 'refunded', refunded_cents: 3500 });
    const email = refundConfirmationEmail(order, refund({ creditNote: 'TEST-000002', invoice: 'TEST-000001' }));
    expect(email.subject).toBe(`[TEST] Remboursement de votre commande ${order.reference} – Kbis Facile`);
    for (const body of [email.text, shownText(email.html)]) {
      expect(body).toContain(REFUND.test(formatEuro(35), order.reference));
      expect(body).toContain(REFUND.testCreditNote('TEST-000002'));
      expect(body).not.toMatch(/carte|remboursé \d/i);
    }
  });
});

describe('the withdrawal’s acknowledgement', () => {
  it('says test in its subject for a test order, and only then', () => {
    const withdrawal = declaration();
    const match = (mode: string) => ({ order: paidOrder({ payment_mode: mode }), kind: 'reference' as const });
    expect(withdrawalAcknowledgementEmail(withdrawal, match('test'), ctx).subject).toBe(`[TEST] ${ACKNOWLEDGEMENT.subject}`);
    expect(withdrawalAcknowledgementEmail(withdrawal, match('stripe'), ctx).subject).toBe(ACKNOWLEDGEMENT.subject);
    expect(withdrawalAcknowledgementEmail(withdrawal, null, ctx).subject).toBe(ACKNOWLEDGEMENT.subject);
  });
});

describe('the confirmation’s billing rows', () => {
  it('name the billed company’s identifier given at the payment step', () => {
    expect(orderConfirmationEmail(paidOrder({ billing_identifier: 'FR83404833048' }), documentLines(), ctx).text).toContain(
      'N° TVA intracommunautaire\u00a0: FR83404833048',
    );
    expect(orderConfirmationEmail(paidOrder({ billing_identifier: '404833048' }), documentLines(), ctx).text).toContain(
      'SIREN\u00a0: 404833048',
    );
    expect(orderConfirmationEmail(paidOrder(), documentLines(), ctx).text).not.toContain('SIREN');
  });
});
