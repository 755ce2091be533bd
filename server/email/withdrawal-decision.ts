/**
 * The customer's answer to a withdrawal declaration, queued with the admin's decision (db/withdrawal-decisions.ts):
 * accepted, with the refund by its last day, less the service already provided when the customer had asked
 * for immediate execution; or the exception of L221-28 1°, with why, how to contest it and the mediator.
 * Addressed to the order's customer, by the order's name: the declaration's name is whatever was typed.
 */
import { formatDate } from '../../site/format';
import { formatEuro } from '../../widget/core/format';
import type { OrdersTable, WithdrawalsTable } from '../db/schema';
import type { EmailMessage } from '../domain/email-message';
import { formatParisDateTime, parisDateTime, parisDay } from '../domain/paris-time';
import { withdrawalStanding } from '../domain/withdrawal-match';
import { TEST_PAYMENT_MODE } from '../payment/test-provider';
import { ACKNOWLEDGEMENT, CONFIRMATION, SIGNATURE, TEST_MODE, WITHDRAWAL_DECISION as D } from './copy';
import { type Block, paragraph, renderHtml, renderText } from './layout';
import { refundDeadlineText } from './withdrawal-acknowledgement';

export type DecidedWithdrawal = WithdrawalsTable & { decision: 'refund' | 'exception' };

function acceptedBlocks(order: OrdersTable, withdrawal: WithdrawalsTable): Block[] {
  const amount = formatEuro(order.amount_cents / 100);
  const latest = refundDeadlineText(withdrawal);
  const refund =
    order.payment_mode === TEST_PAYMENT_MODE
      ? [ACKNOWLEDGEMENT.testOrder]
      : [
          withdrawalStanding(order, withdrawal.declared_at) === 'started' ? D.refundLessService(amount, latest) : D.refund(amount, latest),
          D.refundNotice,
        ];
  return [
    paragraph(D.accepted(parisDateTime(withdrawal.declared_at), order.reference)),
    ...(order.sent_at ? [] : [paragraph(D.notSent)]),
    ...refund.map((text) => paragraph(text)),
    paragraph(D.contact(order.reference)),
  ];
}

/** Only decided when the Kbis was sent before the declaration (delivery-rules.ts, exceptionMayApply). */
const exceptionBlocks = (order: OrdersTable, withdrawal: WithdrawalsTable): Block[] => [
  paragraph(D.performed(order.reference, formatDate(parisDay(order.sent_at!)))),
  paragraph(D.why(parisDateTime(withdrawal.declared_at), formatParisDateTime(order.sent_at!))),
  paragraph(D.contest(order.reference)),
  paragraph(CONFIRMATION.mediation),
];

export function withdrawalDecisionEmail(order: OrdersTable, withdrawal: DecidedWithdrawal): EmailMessage {
  const accepted = withdrawal.decision === 'refund';
  const plain = accepted ? D.acceptedSubject(order.reference) : D.exceptionSubject(order.reference);
  const subject = order.payment_mode === TEST_PAYMENT_MODE ? TEST_MODE.subject(plain) : plain;
  const blocks = [
    paragraph(`${D.greeting} ${order.first_name} ${order.last_name},`),
    ...(accepted ? acceptedBlocks(order, withdrawal) : exceptionBlocks(order, withdrawal)),
    paragraph(SIGNATURE),
  ];
  return {
    kind: 'withdrawal-decision',
    to: order.email,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
    reference: order.reference,
  };
}
