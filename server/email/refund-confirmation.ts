/** The customer's word that a refund went through: how much, in all, on which card, and that the download stopped. */
import { formatEuro } from '../../widget/core/format';
import type { OrdersTable } from '../db/schema';
import { REFUND as R, SIGNATURE } from './copy';
import { paragraph, renderHtml, renderText } from './layout';
import type { EmailMessage } from '../domain/email-message';

const euros = (cents: number) => formatEuro(cents / 100);

/**
 * `order` as the refund left it (its refunded total and status), `amountCents` this refund's amount,
 * `creditNote` the number of the credit note it issued, attached.
 */
export function refundConfirmationEmail(order: OrdersTable, amountCents: number, creditNote: string | null = null): EmailMessage {
  const subject = R.subject(order.reference);
  const partial = order.refunded_cents < order.amount_cents;
  const blocks = [
    paragraph(`${R.greeting} ${order.first_name} ${order.last_name},`),
    paragraph(R.refunded(euros(amountCents), order.reference)),
    ...(order.refunded_cents !== amountCents ? [paragraph(R.part(euros(order.refunded_cents), euros(order.amount_cents)))] : []),
    paragraph(R.card),
    ...(creditNote ? [paragraph(R.creditNote(creditNote))] : []),
    ...(!partial && order.sent_at ? [paragraph(R.noDownload)] : []),
    paragraph(R.contact),
    paragraph(SIGNATURE),
  ];
  return {
    kind: 'refund',
    to: order.email,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
    reference: order.reference,
    ...(creditNote ? { attachments: [{ kind: 'invoice' as const, number: creditNote }] } : {}),
  };
}
