/**
 * The acknowledgement of a withdrawal declared online, on a durable medium and without delay
 * (Code de la consommation D221-5): the declaration as received, when and by whom, then what follows.
 * The greeting names no one: the name is whatever was typed. The refund is promised only for the
 * order the declaration matched (domain/withdrawal-match.ts), as far as the rules allow; otherwise
 * the order is to be looked up. The exceptions and the « not you » line are always there.
 */
import { PUBLISHER } from '../../site/data/operator';
import { DECLARATION_LABELS } from '../../site/data/withdrawal';
import { formatDate } from '../../site/format';
import { formatEuro } from '../../widget/core/format';
import { BRAND_NAME } from '../../widget/core/offer';
import type { WithdrawalsTable } from '../db/schema';
import { refundDeadline } from '../domain/delivery-rules';
import { type WithdrawalMatch, withdrawalStanding } from '../domain/withdrawal-match';
import { withdrawalLastDay } from '../domain/withdrawal-period';
import { ACKNOWLEDGEMENT as A, SIGNATURE, TEST_MODE } from './copy';
import { TEST_PAYMENT_MODE } from '../domain/test-order';
import { parisDateTime, parisDay } from '../domain/paris-time';
import { heading, paragraph, renderHtml, renderText, rows } from './layout';
import type { EmailContext, EmailMessage } from '../domain/email-message';

/** The declaration as the customer made it, and when it was received: the same in both withdrawal emails. */
export const declarationRows = (withdrawal: WithdrawalsTable): (readonly [string, string])[] => [
  [DECLARATION_LABELS.name, withdrawal.name],
  [DECLARATION_LABELS.email, withdrawal.email],
  [DECLARATION_LABELS.reference, withdrawal.reference ?? A.noReference],
  [DECLARATION_LABELS.orderDate, formatDate(withdrawal.order_date)],
  [A.receivedAt, parisDateTime(withdrawal.declared_at)],
];

/** The latest day of the refund, when one is due, in words (domain/delivery-rules.ts). */
export const refundDeadlineText = (withdrawal: WithdrawalsTable) => formatDate(refundDeadline(withdrawal.declared_at));

/** What follows, in the words the match and the order's standing allow. */
function outcome(withdrawal: WithdrawalsTable, match: WithdrawalMatch | null): string[] {
  const latest = refundDeadlineText(withdrawal);
  if (!match) return [A.notFound(latest)];
  const { order } = match;
  const paidOn = parisDay(order.paid_at!);
  const amount = formatEuro(order.amount_cents / 100);
  const concerns = A.concerns(order.reference, formatDate(paidOn));
  const standing = withdrawalStanding(order, withdrawal.declared_at);
  // Nothing was debited for a test payment: no refund to promise.
  if (order.payment_mode === 'test' && (standing === 'in_time' || standing === 'started')) return [concerns, A.testOrder];
  const company = order.billing_company ? [A.billingCompany(order.billing_company)] : [];
  switch (standing) {
    case 'in_time':
      return [concerns, A.refund(amount, latest, company.length > 0), ...company];
    case 'started':
      return [concerns, A.refundLessService(amount, latest, company.length > 0), ...company];
    case 'delivered':
      return [concerns, A.delivered(formatDate(parisDay(order.sent_at!)))];
    case 'late':
      return [concerns, A.late(formatDate(withdrawalLastDay(paidOn)))];
  }
}

/** The exceptions, unless the outcome above already said what immediate execution changes. */
function exceptionsAfter(withdrawal: WithdrawalsTable, match: WithdrawalMatch | null): string {
  const standing = match ? withdrawalStanding(match.order, withdrawal.declared_at) : null;
  return standing === 'started' || standing === 'delivered' ? A.professionalException : A.exceptions;
}

export function withdrawalAcknowledgementEmail(
  withdrawal: WithdrawalsTable,
  match: WithdrawalMatch | null,
  _ctx: EmailContext,
): EmailMessage {
  const subject = match?.order.payment_mode === TEST_PAYMENT_MODE ? TEST_MODE.subject(A.subject) : A.subject;
  const blocks = [
    paragraph(A.greeting),
    paragraph(A.received(parisDateTime(withdrawal.declared_at))),
    heading(A.contentHeading),
    rows(...declarationRows(withdrawal), [A.receivedBy, `${PUBLISHER.name} (${BRAND_NAME}), ${PUBLISHER.address}`]),
    heading(A.nextHeading),
    ...outcome(withdrawal, match).map((text) => paragraph(text)),
    paragraph(exceptionsAfter(withdrawal, match)),
    paragraph(A.keep),
    paragraph(A.notYou),
    paragraph(A.contact),
    paragraph(SIGNATURE),
  ];
  return {
    kind: 'withdrawal-acknowledgement',
    to: withdrawal.email,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
  };
}
