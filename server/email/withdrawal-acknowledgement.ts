/**
 * The acknowledgement of a withdrawal declared online, on a durable medium and without delay
 * (Code de la consommation D221-5): the declaration as the customer made it, when it was received
 * and by whom, then the refund the CGV promise (article 4, L221-24).
 */
import { PUBLISHER } from '../../site/data/operator';
import { REFUND_DAYS } from '../../site/data/facts';
import { WITHDRAWAL_FIELDS } from '../../site/data/withdrawal';
import { formatDate } from '../../site/format';
import { BRAND_NAME } from '../../widget/core/offer';
import type { WithdrawalsTable } from '../db/schema';
import { addDays } from '../domain/withdrawal-period';
import { ACKNOWLEDGEMENT as A, SIGNATURE } from './copy';
import { parisDateTime, parisDay } from '../domain/paris-time';
import { heading, paragraph, renderHtml, renderText, rows } from './layout';
import type { EmailContext, EmailMessage } from '../domain/email-message';

/** The declaration as the customer made it, and when it was received: the same in both withdrawal emails. */
export const declarationRows = (withdrawal: WithdrawalsTable): (readonly [string, string])[] => [
  [WITHDRAWAL_FIELDS.name.label, withdrawal.name],
  [WITHDRAWAL_FIELDS.email.label, withdrawal.email],
  [WITHDRAWAL_FIELDS.reference.label, withdrawal.reference ?? A.noReference],
  [WITHDRAWAL_FIELDS.orderDate.label, formatDate(withdrawal.order_date)],
  [A.receivedAt, parisDateTime(withdrawal.declared_at)],
];

export function withdrawalAcknowledgementEmail(withdrawal: WithdrawalsTable, _ctx: EmailContext): EmailMessage {
  const received = parisDateTime(withdrawal.declared_at);
  const blocks = [
    paragraph(`${A.greeting} ${withdrawal.name},`),
    paragraph(A.received(received)),
    heading(A.contentHeading),
    rows(...declarationRows(withdrawal), [A.receivedBy, `${PUBLISHER.name} (${BRAND_NAME}), ${PUBLISHER.address}`]),
    heading(A.nextHeading),
    paragraph(A.refund(formatDate(addDays(parisDay(withdrawal.declared_at), REFUND_DAYS)))),
    paragraph(A.exceptions),
    paragraph(A.keep),
    paragraph(A.contact),
    paragraph(SIGNATURE),
  ];
  return {
    kind: 'withdrawal-acknowledgement',
    to: withdrawal.email,
    subject: A.subject,
    text: renderText(blocks),
    html: renderHtml(A.subject, blocks),
  };
}
