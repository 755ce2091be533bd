import { describe, expect, it } from 'vitest';
import type { OrdersTable } from '../../server/db/schema';
import {
  downloadEnds,
  downloadRefusal,
  exceptionMayApply,
  refundDeadline,
  withdrawalRunsWithoutRequest,
} from '../../server/domain/delivery-rules';
import { parisDay } from '../../server/domain/paris-time';
import { parseEuroCents } from '../../server/domain/euro-amount';
import { nextFulfilment } from '../../server/domain/fulfilment-state';
import { nextStatus, refundRefusal, statusAfterRefund } from '../../server/domain/order-state';
import { DOCUMENT_MAX_BYTES, documentFileName, PDF_TAIL_BYTES, pdfRefusal, uploadedName } from '../../server/domain/pdf-file';

describe("an order's payment status after a refund", () => {
  it.each([
    ['paid', 3500, 0, 3500, null],
    ['paid', 3500, 0, 1000, null],
    ['partly_refunded', 3500, 1000, 2500, null],
    ['paid', 3500, 0, 3501, 'too-much'],
    ['partly_refunded', 3500, 3000, 501, 'too-much'],
    ['paid', 3500, 0, 0, 'not-positive'],
    ['paid', 3500, 0, -100, 'not-positive'],
    ['paid', 3500, 0, 10.5, 'not-positive'],
    ['awaiting_payment', 3500, 0, 3500, 'not-paid'],
    ['cancelled', 3500, 0, 3500, 'not-paid'],
    ['refunded', 3500, 3500, 1, 'not-paid'],
  ] as const)('%s, %i paid, %i committed: refunding %d is %s', (status, amount, committed, requested, refusal) => {
    expect(refundRefusal(status, amount, committed, requested)).toBe(refusal);
  });

  it.each([
    ['paid', 3500, 3500, 'refunded'],
    ['paid', 3500, 1000, 'partly_refunded'],
    ['partly_refunded', 3500, 3500, 'refunded'],
    ['partly_refunded', 3500, 2000, 'partly_refunded'],
    ['paid', 3500, 3600, null],
    ['paid', 3500, 0, null],
    ['cancelled', 3500, 3500, null],
    ['awaiting_payment', 3500, 3500, null],
    ['refunded', 3500, 3500, null],
  ] as const)('%s, %i paid, %i refunded in all: %s', (status, amount, refunded, next) => {
    expect(statusAfterRefund(status, amount, refunded)).toBe(next);
  });

  it.each(['refunded', 'partly_refunded'] as const)('a payment event never reopens a %s order', (status) => {
    expect(nextStatus(status, 'paid')).toBeNull();
    expect(nextStatus(status, 'cancelled')).toBeNull();
  });
});

describe("an order's fulfilment", () => {
  it.each([
    ['to_send', 'sent', 'paid', 'sent'],
    ['sent', 'sent', 'paid', 'sent'],
    ['to_send', 'sent', 'partly_refunded', 'sent'],
    ['to_send', 'sent', 'awaiting_payment', null],
    ['to_send', 'sent', 'cancelled', null],
    ['to_send', 'sent', 'refunded', null],
    ['withdrawn', 'sent', 'paid', null],
    ['to_send', 'withdrawn', 'paid', 'withdrawn'],
    ['sent', 'withdrawn', 'paid', 'withdrawn'],
    ['withdrawn', 'withdrawn', 'refunded', null],
  ] as const)('from %s, %s (payment %s) gives %s', (fulfilment, event, payment, next) => {
    expect(nextFulfilment(fulfilment, event, payment)).toBe(next);
  });
});

describe('a PDF, by its bytes', () => {
  const pdf = (body: string) => new Uint8Array(Buffer.from(body, 'latin1'));

  it('accepts what opens with %PDF- and ends with %%EOF, line ends or padding after it included', () => {
    expect(pdfRefusal(pdf('%PDF-1.7\n1 0 obj\nendobj\n%%EOF'))).toBeNull();
    expect(pdfRefusal(pdf('%PDF-1.4\n%%EOF\r\n'))).toBeNull();
    expect(pdfRefusal(pdf(`%PDF-1.4\n%%EOF${' '.repeat(PDF_TAIL_BYTES - 10)}`))).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['not-pdf', 'PK\u0003\u0004 a zip named extrait.pdf %%EOF'],
    ['not-pdf', '<html>%PDF-1.7 %%EOF</html>'],
    ['not-pdf', '%PDF'],
    ['truncated', '%PDF-1.7\n1 0 obj\n<< /Length 4'],
    ['truncated', `%PDF-1.7\n%%EOF${' '.repeat(PDF_TAIL_BYTES)}`],
  ])('refuses as %s: %j', (refusal, body) => {
    expect(pdfRefusal(pdf(body))).toBe(refusal);
  });

  it('refuses a file one byte over 5 MB, and accepts one of exactly 5 MB', () => {
    const exact = new Uint8Array(DOCUMENT_MAX_BYTES).fill(0x20);
    exact.set(Buffer.from('%PDF-1.7\n'), 0);
    exact.set(Buffer.from('%%EOF'), DOCUMENT_MAX_BYTES - 5);
    expect(pdfRefusal(exact)).toBeNull();
    const over = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    over.set(exact);
    expect(pdfRefusal(over)).toBe('too-large');
  });

  it('names the customer’s file after the order, and keeps the operator’s file name printable and bounded', () => {
    expect(documentFileName('KF-20261127-7Q4M')).toBe('extrait-kbis-KF-20261127-7Q4M.pdf');
    expect(uploadedName('kbis\u0000\u202e.pdf')).toBe('kbis.pdf');
    expect(uploadedName('x'.repeat(300))).toHaveLength(200);
    expect(uploadedName('')).toBe('—');
  });
});

describe('an amount in euros as typed', () => {
  it.each([
    ['35', 3500],
    ['12,50', 1250],
    ['12,5', 1250],
    ['12.05', 1205],
    [' 1 234,00 € ', 123400],
    ['0,01', 1],
  ])('%j is %i cents', (input, cents) => {
    expect(parseEuroCents(input)).toBe(cents);
  });

  it.each(['', '€', 'abc', '-5', '+5', '12,345', '1e3', '12,', ',5', '9'.repeat(13)])('%j is no amount', (input) => {
    expect(parseEuroCents(input)).toBeNull();
  });
});

describe('the dates of a delivery and a withdrawal', () => {
  it('gives the refund’s last day: the declaration’s Paris day plus 14 days (L221-24)', () => {
    expect(refundDeadline('2026-11-28T10:00:00.000Z')).toBe('2026-12-12');
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(refundDeadline('2026-11-30T23:30:00.000Z')).toBe('2026-12-15');
    expect(parisDay('2026-07-01T22:30:00.000Z')).toBe('2026-07-02');
  });

  const sent = { status: 'paid', fulfilment_status: 'sent', sent_at: '2026-11-01T10:00:00.000Z' } as const satisfies Partial<OrdersTable>;

  it('lets the customer download for 30 days after the sending, not a moment more', () => {
    expect(downloadEnds(sent.sent_at).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(downloadRefusal(sent, new Date('2026-12-01T09:59:59.999Z'))).toBeNull();
    expect(downloadRefusal(sent, new Date('2026-12-01T10:00:00.000Z'))).toBe('expired');
  });

  it.each([
    [{ ...sent, status: 'refunded' }, 'refunded'],
    [{ ...sent, fulfilment_status: 'withdrawn' }, 'withdrawn'],
    [{ ...sent, fulfilment_status: 'to_send', sent_at: null }, 'not-sent'],
    [{ ...sent, status: 'partly_refunded' }, null],
  ] as const)('refuses or allows the download of %j: %s', (order, refusal) => {
    expect(downloadRefusal(order, new Date('2026-11-02T10:00:00.000Z'))).toBe(refusal);
  });

  it('warns while the withdrawal period runs for a customer who did not ask for immediate execution', () => {
    // Paid on Friday 27 November 2026: the period ends on Friday 11 December.
    const order = { immediate_execution: 0, paid_at: '2026-11-27T10:00:00.000Z' };
    expect(withdrawalRunsWithoutRequest(order, new Date('2026-11-28T10:00:00.000Z'))).toBe('2026-12-11');
    expect(withdrawalRunsWithoutRequest(order, new Date('2026-12-11T22:00:00.000Z'))).toBe('2026-12-11');
    expect(withdrawalRunsWithoutRequest(order, new Date('2026-12-11T23:00:00.000Z'))).toBeNull();
    expect(withdrawalRunsWithoutRequest({ ...order, immediate_execution: 1 }, new Date('2026-11-28T10:00:00.000Z'))).toBeNull();
    expect(withdrawalRunsWithoutRequest({ ...order, paid_at: null }, new Date('2026-11-28T10:00:00.000Z'))).toBeNull();
  });

  it('lets the L221-28 exception apply only to a Kbis sent before the declaration, after the customer’s request', () => {
    const declared = '2026-11-05T10:00:00.000Z';
    expect(exceptionMayApply({ immediate_execution: 1, sent_at: '2026-11-04T10:00:00.000Z' }, declared)).toBe(true);
    expect(exceptionMayApply({ immediate_execution: 0, sent_at: '2026-11-04T10:00:00.000Z' }, declared)).toBe(false);
    expect(exceptionMayApply({ immediate_execution: 1, sent_at: '2026-11-06T10:00:00.000Z' }, declared)).toBe(false);
    expect(exceptionMayApply({ immediate_execution: 1, sent_at: null }, declared)).toBe(false);
  });
});
