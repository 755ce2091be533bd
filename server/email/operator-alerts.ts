/**
 * The operator's notices of what went wrong with no one watching the logs: an email given up (the
 * customer may lack the durable copy the law asks for), and a payment Stripe took for no confirmed
 * order. Neither carries a customer's address.
 */
import { formatEuro } from '../../widget/core/format';
import type { OutboxTable } from '../db/schema';
import { EMAIL_KIND_LABELS, GIVEN_UP_NOTICE as G, PAYMENT_ANOMALY_NOTICE as P } from './copy';
import { parisDateTime } from './dates';
import { paragraph, renderHtml, renderText, rows } from './layout';
import type { EmailContext, EmailMessage } from './message';

const kindLabel = (kind: string) => EMAIL_KIND_LABELS[kind as keyof typeof EMAIL_KIND_LABELS] ?? kind;

/** The notice of `email`, given up; none for a given-up notice itself, which would only call for another. */
export function givenUpNoticeEmail(email: OutboxTable, ctx: EmailContext): EmailMessage | null {
  if (email.kind === 'given-up-notice') return null;
  const subject = G.subject(email.reference ? `${email.reference} (${kindLabel(email.kind)})` : kindLabel(email.kind));
  const blocks = [
    paragraph(G.intro),
    rows(
      [G.id, email.id],
      [G.kind, kindLabel(email.kind)],
      [G.reference, email.reference ?? G.none],
      [G.emailSubject, email.subject],
      [G.queuedAt, parisDateTime(email.created_at)],
      [G.attempts, String(email.attempts)],
      [G.error, email.last_error ?? G.none],
    ),
    paragraph(G.action),
  ];
  return {
    kind: 'given-up-notice',
    to: ctx.operatorEmail,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
    ...(email.reference ? { reference: email.reference } : {}),
  };
}

export interface PaymentAnomaly {
  /** No order has the payment's reference, or the order's amount or currency differs. */
  problem: 'unknown-order' | 'wrong-amount';
  reference: string;
  sessionId: string;
  eventId: string;
  paid: { cents: number | null; currency: string | null };
  /** The order's, when there is one. */
  expected: { cents: number; currency: string } | null;
}

const amount = ({ cents, currency }: { cents: number | null; currency: string | null }) =>
  cents === null ? '?' : `${formatEuro(cents / 100)} (${(currency ?? '?').toUpperCase()})`;

export function paymentAnomalyNoticeEmail(anomaly: PaymentAnomaly, ctx: EmailContext): EmailMessage {
  const subject = P.subject(anomaly.reference);
  const blocks = [
    paragraph(P.intro, ' ', anomaly.problem === 'unknown-order' ? P.unknownOrder : P.wrongAmount),
    rows(
      [P.reference, anomaly.reference],
      [P.session, anomaly.sessionId],
      [P.event, anomaly.eventId],
      [P.paid, amount(anomaly.paid)],
      [P.expected, anomaly.expected ? amount(anomaly.expected) : P.unknown],
    ),
    paragraph(P.action),
  ];
  return {
    kind: 'payment-anomaly-notice',
    to: ctx.operatorEmail,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
    ...(anomaly.problem === 'wrong-amount' ? { reference: anomaly.reference } : {}),
  };
}
