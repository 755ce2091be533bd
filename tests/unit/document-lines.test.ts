/** Each document of an order as it is billed: Stripe's lines and the invoice's, which must add up to the order. */
import { describe, expect, it } from 'vitest';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';
import { checkoutSessionParams } from '../../server/payment/stripe-provider';
import { INVOICE } from '../../server/pdf/copy';
import { type InvoiceContent, invoiceLines } from '../../server/pdf/invoice-pdf';
import { paymentCommitment } from '../../site/data/payment';
import { DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { documentLines, paidOrder } from '../support/email-fixtures';

const URLS = { success: 'https://service.example/ok', cancel: 'https://service.example/annulation' };

describe('Stripe Checkout’s lines', () => {
  const order = paidOrder({ amount_cents: 2 * ITEM_AMOUNT_CENTS, company_name: 'ACME' });

  it('are one per document, at its price, the recap under the first, the commitment naming the total', () => {
    const params = checkoutSessionParams(order, documentLines('kbis', 'statuts'), URLS);
    expect(params.line_items?.map((item) => [item.quantity, item.price_data?.unit_amount, item.price_data?.product_data?.name])).toEqual([
      [1, ITEM_AMOUNT_CENTS, `${DOCUMENT_LABELS.kbis} – ACME`],
      [1, ITEM_AMOUNT_CENTS, `${DOCUMENT_LABELS.statuts} – ACME`],
    ]);
    expect(params.line_items?.map((item) => item.price_data?.product_data?.description !== undefined)).toEqual([true, false]);
    expect(params.custom_text?.submit).toEqual({ message: paymentCommitment(2, order.amount_cents) });
  });

  it('keep a product name within Stripe’s 250 characters', () => {
    const long = paidOrder({ company_name: 'X'.repeat(300) });
    const [item] = checkoutSessionParams(long, documentLines(), URLS).line_items!;
    expect(item!.price_data!.product_data!.name).toHaveLength(250);
  });

  it('open nothing when they do not add up to what the order costs, or when there are none', () => {
    expect(() => checkoutSessionParams(order, documentLines('kbis'), URLS)).toThrow(/montant/);
    expect(() => checkoutSessionParams(paidOrder({ amount_cents: 0 }), [], URLS)).toThrow(/montant/);
  });
});

describe('the words beside Stripe’s button', () => {
  it('say how many documents are ordered and the total to pay', () => {
    expect(paymentCommitment(1, 3500)).toContain(`un document auprès de`);
    expect(paymentCommitment(3, 10500)).toContain(`3 documents auprès de`);
    expect(paymentCommitment(3, 10500)).toMatch(/obligation de paiement de 105\u00a0€\.$/);
  });
});

describe('an invoice’s and a credit note’s lines', () => {
  const order = paidOrder({ amount_cents: 2 * ITEM_AMOUNT_CENTS, company_name: 'ACME' });
  const content = (overrides: Partial<InvoiceContent>): InvoiceContent => ({
    kind: 'invoice',
    number: 'F-000001',
    issuedAt: '2026-12-07T10:00:00.000Z',
    amountCents: 2 * ITEM_AMOUNT_CENTS,
    order,
    documents: documentLines('kbis', 'statuts'),
    ...overrides,
  });

  it('bill each document on a line of its own, at its price', () => {
    expect(invoiceLines(content({}))).toEqual([
      { item: INVOICE.item(DOCUMENT_LABELS.kbis, 'ACME'), cents: ITEM_AMOUNT_CENTS },
      { item: INVOICE.item(DOCUMENT_LABELS.statuts, 'ACME'), cents: ITEM_AMOUNT_CENTS },
    ]);
  });

  it('credit the one document a refund cancels, or the order as a whole', () => {
    const [, statuts] = documentLines('kbis', 'statuts');
    expect(invoiceLines(content({ kind: 'credit_note', amountCents: ITEM_AMOUNT_CENTS, documents: [statuts!] }))).toEqual([
      { item: INVOICE.creditItem.document(DOCUMENT_LABELS.statuts, order.reference), cents: ITEM_AMOUNT_CENTS },
    ]);
    expect(invoiceLines(content({ kind: 'credit_note', amountCents: 500, documents: [], creditKind: 'price_reduction' }))).toEqual([
      { item: INVOICE.creditItem.price_reduction(order.reference), cents: 500 },
    ]);
    expect(invoiceLines(content({ kind: 'credit_note', amountCents: 7000, documents: [] }))).toEqual([
      { item: INVOICE.creditItem.cancellation(order.reference, null), cents: 7000 },
    ]);
  });

  it('are never issued when they do not add up to the document’s amount', () => {
    expect(() => invoiceLines(content({ amountCents: 3500 }))).toThrow(/montant/);
    expect(() => invoiceLines(content({ documents: [] }))).toThrow(/montant/);
    const [, statuts] = documentLines('kbis', 'statuts');
    expect(() => invoiceLines(content({ kind: 'credit_note', amountCents: 500, documents: [statuts!] }))).toThrow(/montant/);
  });
});
