/**
 * The customer's word that a refund went through: how much and why, the document it is for when it is
 * one document's, in all, on which card, the credit note with the invoice it corrects, and that the
 * download stopped. A test order's says that no money
 * moved, and never speaks of a card.
 */
import { formatDate } from '../../site/format';
import { formatEuro } from '../../widget/core/format';
import type { RefundFacts } from '../db/refunds';
import type { OrdersTable } from '../db/schema';
import type { EmailMessage } from '../domain/email-message';
import { parisDay } from '../domain/paris-time';
import { TEST_PAYMENT_MODE } from '../domain/test-order';
import { REFUND as R, SIGNATURE, TEST_MODE } from './copy';
import { type Block, paragraph, renderHtml, renderText } from './layout';

const euros = (cents: number) => formatEuro(cents / 100);

/** The refund's amount and its cause: the withdrawal it follows, the price reduced, or the order. */
function refundedLine(order: OrdersTable, refund: RefundFacts): string {
  const amount = euros(refund.amountCents);
  if (refund.withdrawnAt) return R.refundedAfterWithdrawal(amount, formatDate(parisDay(refund.withdrawnAt)), order.reference);
  if (refund.creditKind === 'price_reduction') return R.refundedReduction(amount, order.reference);
  return R.refunded(amount, order.reference);
}

/** The credit note attached, with the invoice it cancels or reduces. */
function creditNoteLine(order: OrdersTable, refund: RefundFacts): string | null {
  if (!refund.creditNote) return null;
  if (order.payment_mode === TEST_PAYMENT_MODE || !refund.invoice) return R.testCreditNote(refund.creditNote);
  if (refund.document)
    return R.creditNoteCancelsDocument(refund.creditNote, refund.document.name, euros(refund.amountCents), refund.invoice);
  return refund.amountCents === order.amount_cents
    ? R.creditNoteCancels(refund.creditNote, refund.invoice)
    : R.creditNoteReduces(refund.creditNote, euros(refund.amountCents), refund.invoice);
}

/** `order` as the refund left it (its refunded total and status), `refund` what this refund was. */
export function refundConfirmationEmail(order: OrdersTable, refund: RefundFacts): EmailMessage {
  const test = order.payment_mode === TEST_PAYMENT_MODE;
  const subject = test ? TEST_MODE.subject(R.subject(order.reference)) : R.subject(order.reference);
  const partial = order.refunded_cents < order.amount_cents;
  const creditNote = creditNoteLine(order, refund);
  const document = refund.document ? [paragraph(R.document(refund.document.name, euros(refund.amountCents)))] : [];
  const blocks: Block[] = [
    paragraph(`${R.greeting} ${order.first_name} ${order.last_name},`),
    ...(test
      ? [paragraph(R.test(euros(refund.amountCents), order.reference)), ...document]
      : [
          paragraph(refundedLine(order, refund)),
          ...document,
          ...(order.refunded_cents !== refund.amountCents
            ? [paragraph(R.part(euros(order.refunded_cents), euros(order.amount_cents)))]
            : []),
          paragraph(R.card),
        ]),
    ...(creditNote ? [paragraph(creditNote)] : []),
    ...(!partial && order.sent_at ? [paragraph(R.noDownload)] : []),
    ...(partial && refund.document?.wasSent ? [paragraph(R.documentNoDownload)] : []),
    paragraph(R.contact(order.reference)),
    paragraph(SIGNATURE),
  ];
  return {
    kind: 'refund',
    to: order.email,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
    reference: order.reference,
    ...(refund.creditNote ? { attachments: [{ kind: 'invoice' as const, number: refund.creditNote }] } : {}),
  };
}
