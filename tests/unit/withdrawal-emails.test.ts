/**
 * The acknowledgement of a withdrawal and the operator's notice: the declaration as received, a
 * neutral greeting, and a refund promised only for a matched order whose withdrawal the rules allow.
 */
import { describe, expect, test } from 'vitest';
import type { WithdrawalMatch } from '../../server/domain/withdrawal-match';
import { ACKNOWLEDGEMENT, CONFIRMATION, TEST_MODE, WITHDRAWAL_DECISION, WITHDRAWAL_NOTICE } from '../../server/email/copy';
import { MEDIATOR } from '../../site/data/operator';
import type { EmailMessage } from '../../server/domain/email-message';
import { withdrawalAcknowledgementEmail } from '../../server/email/withdrawal-acknowledgement';
import { withdrawalDecisionEmail } from '../../server/email/withdrawal-decision';
import { withdrawalNoticeEmail } from '../../server/email/withdrawal-notice';
import { CONTACT, PUBLISHER } from '../../site/data/operator';
import { DECLARATION_LABELS } from '../../site/data/withdrawal';
import { formatDate } from '../../site/format';
import { formatEuro, NBSP } from '../../widget/core/format';
import { ctx, declaration, paidOrder } from '../support/email-fixtures';
import { shown } from '../support/email-html';

function expectBoth(email: EmailMessage, ...words: string[]) {
  const { text } = shown(email.html);
  for (const word of words) {
    expect(email.text).toContain(word);
    expect(text).toContain(word);
  }
}

const row = (label: string, value: string) => `${label}${NBSP}: ${value}`;
const AMOUNT = formatEuro(35);
/** Declared on 27 November 2026 at 18 h 05, Paris: the refund is due by 11 December. */
const REFUND_BY = formatDate('2026-12-11');
/** The fixture's order, paid on 27 November 2026, without immediate execution. */
const matched = (overrides: Parameters<typeof paidOrder>[0] = {}, kind: WithdrawalMatch['kind'] = 'reference'): WithdrawalMatch => ({
  kind,
  order: paidOrder({ immediate_execution: 0, billing_company: '', ...overrides }),
});
const withdrawal = declaration({ name: 'Visitez https://phish.example maintenant' });
const received = `${formatDate('2026-11-27')} à 18${NBSP}h${NBSP}05 (heure de Paris)`;

describe('the withdrawal acknowledgement', () => {
  const unmatched = withdrawalAcknowledgementEmail(withdrawal, null, ctx);

  test('goes to the address given, under its subject, and greets no one by the name typed', () => {
    expect(unmatched).toMatchObject({ kind: 'withdrawal-acknowledgement', to: withdrawal.email, subject: ACKNOWLEDGEMENT.subject });
    expect(unmatched.text.startsWith(`${ACKNOWLEDGEMENT.greeting}\n`)).toBe(true);
    expect(unmatched.text).not.toContain(`Bonjour ${withdrawal.name}`);
  });

  test('gives the declaration’s content without « (facultatif) », its date and time, and who received it', () => {
    expectBoth(unmatched, ACKNOWLEDGEMENT.received(received), PUBLISHER.name, PUBLISHER.address);
    expect(unmatched.text).toContain(row(DECLARATION_LABELS.name, withdrawal.name));
    expect(unmatched.text).toContain(row(DECLARATION_LABELS.reference, withdrawal.reference!));
    expect(unmatched.text).toContain(row(DECLARATION_LABELS.orderDate, formatDate(withdrawal.order_date)));
    expect(unmatched.text).toContain(row(ACKNOWLEDGEMENT.receivedAt, received));
    expect(unmatched.text).not.toContain('facultatif');
    const bare = withdrawalAcknowledgementEmail(declaration({ reference: null }), null, ctx);
    expect(bare.text).toContain(row(DECLARATION_LABELS.reference, ACKNOWLEDGEMENT.noReference));
  });

  test('always: the exceptions, the « not you » line, and how to reach the seller by email or phone', () => {
    for (const email of [unmatched, withdrawalAcknowledgementEmail(withdrawal, matched(), ctx)])
      expectBoth(email, ACKNOWLEDGEMENT.exceptions, ACKNOWLEDGEMENT.notYou, ACKNOWLEDGEMENT.contact, CONTACT.email, CONTACT.phone);
    expectBoth(unmatched, 'il ne s’exerce plus une fois les documents livrés et, avant cette livraison, un montant proportionné');
  });

  test('after immediate execution, only the professional exception: the paragraph above already said the rest', () => {
    const started = matched({ immediate_execution: 1 });
    const delivered = matched({ immediate_execution: 1, fulfilment_status: 'sent', sent_at: '2026-11-27T17:03:00.000Z' });
    for (const match of [started, delivered]) {
      const email = withdrawalAcknowledgementEmail(withdrawal, match, ctx);
      expectBoth(email, ACKNOWLEDGEMENT.professionalException);
      expect(email.text).not.toContain(ACKNOWLEDGEMENT.exceptions);
    }
  });

  test('an order naming a billing company: the refund only if ordered as a consumer, and a word if it was for the company', () => {
    const email = withdrawalAcknowledgementEmail(withdrawal, matched({ billing_company: 'SCI Les Tilleuls' }), ctx);
    expectBoth(
      email,
      ACKNOWLEDGEMENT.refund(AMOUNT, REFUND_BY, true),
      ACKNOWLEDGEMENT.billingCompany('SCI Les Tilleuls'),
      `Si vous avez commandé en tant que consommateur, nous vous rembourserons 35${NBSP}€ au plus tard le 11${NBSP}décembre 2026`,
    );
    expect(email.text).not.toContain('Nous vous rembourserons');
    const started = withdrawalAcknowledgementEmail(
      withdrawal,
      matched({ billing_company: 'SCI Les Tilleuls', immediate_execution: 1 }),
      ctx,
    );
    expectBoth(
      started,
      ACKNOWLEDGEMENT.refundLessService(AMOUNT, REFUND_BY, true),
      'si vous avez commandé en tant que consommateur, nous vous rembourserons les 35',
    );
  });

  test('unmatched: the order is to be looked up, and no refund is promised', () => {
    expectBoth(unmatched, ACKNOWLEDGEMENT.notFound(REFUND_BY));
    expect(unmatched.text).not.toContain('Elle concerne');
    expect(unmatched.text).not.toContain('Nous vous rembourserons');
  });

  test('matched, in time: the order, the amount and the refund’s latest day', () => {
    const email = withdrawalAcknowledgementEmail(withdrawal, matched(), ctx);
    expectBoth(email, ACKNOWLEDGEMENT.concerns('KF-20261127-7Q4M', formatDate('2026-11-27')), ACKNOWLEDGEMENT.refund(AMOUNT, REFUND_BY));
  });

  test('matched, immediate execution asked, not yet sent: the refund less the service provided', () => {
    const email = withdrawalAcknowledgementEmail(withdrawal, matched({ immediate_execution: 1 }), ctx);
    expectBoth(email, ACKNOWLEDGEMENT.refundLessService(AMOUNT, REFUND_BY));
    expectBoth(
      email,
      `nous vous rembourserons les 35${NBSP}€ payés, déduction faite d’un montant proportionné au service déjà fourni, au plus tard le 11${NBSP}décembre 2026,`,
    );
    expect(email.text).not.toContain(ACKNOWLEDGEMENT.refund(AMOUNT, REFUND_BY));
  });

  test('matched to a test payment: nothing was debited, so no refund is promised', () => {
    for (const immediate_execution of [0, 1]) {
      const email = withdrawalAcknowledgementEmail(withdrawal, matched({ payment_mode: 'test', immediate_execution }), ctx);
      expectBoth(email, ACKNOWLEDGEMENT.testOrder);
      expect(email.text).not.toContain(ACKNOWLEDGEMENT.refund(AMOUNT, REFUND_BY));
      expect(email.text).not.toContain(ACKNOWLEDGEMENT.refundLessService(AMOUNT, REFUND_BY));
    }
  });

  test('matched, delivered after immediate execution: no refund, the reason and a reply to come', () => {
    const sent = matched({ immediate_execution: 1, fulfilment_status: 'sent', sent_at: '2026-11-27T17:03:00.000Z' });
    const email = withdrawalAcknowledgementEmail(withdrawal, sent, ctx);
    expectBoth(email, ACKNOWLEDGEMENT.delivered(formatDate('2026-11-27')));
    expect(email.text).not.toContain('Nous vous rembourserons');
  });

  test('matched, out of time: no refund, the period’s last day and a reply to come', () => {
    const old = matched({ created_at: '2026-10-01T08:00:00.000Z', paid_at: '2026-10-01T08:05:00.000Z' });
    const email = withdrawalAcknowledgementEmail(withdrawal, old, ctx);
    expectBoth(email, ACKNOWLEDGEMENT.late(formatDate('2026-10-15')));
    expect(email.text).not.toContain('Nous vous rembourserons');
  });
});

describe('the answer to a declaration, sent with the decision', () => {
  const order = paidOrder({ immediate_execution: 0 });
  const declared = declaration({ declared_at: '2026-11-28T09:00:00.000Z' });

  test('accepted: the order, the Kbis not sent, the refund by the 14th day after the declaration (L221-24)', () => {
    const email = withdrawalDecisionEmail(order, { ...declared, decision: 'refund' });
    expect(email).toMatchObject({ kind: 'withdrawal-decision', to: order.email, reference: order.reference });
    expect(email.subject).toBe(WITHDRAWAL_DECISION.acceptedSubject(order.reference));
    expectBoth(
      email,
      `Bonjour Camille Martin,`,
      WITHDRAWAL_DECISION.accepted(`${formatDate('2026-11-28')} à 10${NBSP}h${NBSP}00 (heure de Paris)`, order.reference),
      WITHDRAWAL_DECISION.notSent,
      WITHDRAWAL_DECISION.refund(AMOUNT, formatDate('2026-12-12')),
      WITHDRAWAL_DECISION.refundNotice,
      WITHDRAWAL_DECISION.contact(order.reference),
    );
  });

  test('accepted after a request for immediate execution, before the delivery: less the service provided', () => {
    const email = withdrawalDecisionEmail(paidOrder({ immediate_execution: 1 }), { ...declared, decision: 'refund' });
    expectBoth(email, WITHDRAWAL_DECISION.refundLessService(AMOUNT, formatDate('2026-12-12')));
  });

  test('accepted, in test mode: « [TEST] » and nothing to refund', () => {
    const email = withdrawalDecisionEmail(paidOrder({ payment_mode: 'test' }), { ...declared, decision: 'refund' });
    expect(email.subject).toBe(TEST_MODE.subject(WITHDRAWAL_DECISION.acceptedSubject(order.reference)));
    expectBoth(email, ACKNOWLEDGEMENT.testOrder);
    expect(email.text).not.toContain('rembourserons');
  });

  test('the exception of L221-28 1°: performed on that day at the customer’s express request, why, how to contest, the mediator', () => {
    const sent = paidOrder({ immediate_execution: 1, fulfilment_status: 'sent', sent_at: '2026-11-27T17:03:00.000Z' });
    const email = withdrawalDecisionEmail(sent, { ...declared, decision: 'exception' });
    expect(email.subject).toBe(WITHDRAWAL_DECISION.exceptionSubject(sent.reference));
    expectBoth(
      email,
      WITHDRAWAL_DECISION.performed(sent.reference, formatDate('2026-11-27')),
      'conformément à l’article L221-28, 1°, du Code de la consommation, la rétractation n’est plus possible',
      WITHDRAWAL_DECISION.why(
        `${formatDate('2026-11-28')} à 10${NBSP}h${NBSP}00 (heure de Paris)`,
        `${formatDate('2026-11-27')} à 18${NBSP}h${NBSP}03`,
      ),
      WITHDRAWAL_DECISION.contest(sent.reference),
      CONFIRMATION.mediation,
      MEDIATOR.name,
      MEDIATOR.website,
    );
    expect(email.text).not.toContain('rembourserons');
  });
});

describe("the operator's withdrawal notice", () => {
  test('goes to the operator: the declaration, the order found and how, where it stands, the refund deadline', () => {
    const email = withdrawalNoticeEmail(withdrawal, matched(), ctx);
    expect(email).toMatchObject({ kind: 'withdrawal-notice', to: ctx.operatorEmail });
    expect(email.subject).toBe(WITHDRAWAL_NOTICE.subject(withdrawal.name, 'KF-20261127-7Q4M', formatDate(withdrawal.order_date)));
    expectBoth(email, WITHDRAWAL_NOTICE.intro(REFUND_BY));
    expect(email.text).toContain(row(DECLARATION_LABELS.email, withdrawal.email));
    expect(email.text).toContain(row(WITHDRAWAL_NOTICE.found, `KF-20261127-7Q4M (${WITHDRAWAL_NOTICE.byReference})`));
    expect(email.text).toContain(row(WITHDRAWAL_NOTICE.period, WITHDRAWAL_NOTICE.standing.in_time));
    expect(email.text).toContain(row(WITHDRAWAL_NOTICE.refundBy, REFUND_BY));
  });

  test('unmatched: « aucune », the period to check, the order date in the subject', () => {
    const email = withdrawalNoticeEmail(withdrawal, null, ctx);
    expect(email.subject).toBe(`Rétractation déclarée en ligne – ${withdrawal.name} (commande du 1er\u00a0novembre 2026, non retrouvée)`);
    expect(email.text).toContain(row(WITHDRAWAL_NOTICE.found, WITHDRAWAL_NOTICE.none));
    expect(email.text).toContain(row(WITHDRAWAL_NOTICE.period, WITHDRAWAL_NOTICE.standing.unknown));
  });

  test('keeps a typed name on one line in its subject', () => {
    const email = withdrawalNoticeEmail(declaration({ name: 'Camille\r\nBcc: x@y.z' }), null, ctx);
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe('the withdrawal emails’ typography', () => {
  const sent = { immediate_execution: 1, fulfilment_status: 'sent' as const, sent_at: '2026-11-27T17:03:00.000Z' };
  const old = { created_at: '2026-10-01T08:00:00.000Z', paid_at: '2026-10-01T08:05:00.000Z' };
  const company = { billing_company: 'SCI Les Tilleuls' };
  const emails = [
    ...[
      null,
      matched(),
      matched({ immediate_execution: 1 }),
      matched(sent),
      matched(old),
      matched({}, 'email_date'),
      matched(company),
    ].flatMap((match) => [withdrawalAcknowledgementEmail(declaration(), match, ctx), withdrawalNoticeEmail(declaration(), match, ctx)]),
    withdrawalDecisionEmail(paidOrder({ immediate_execution: 0 }), { ...declaration(), decision: 'refund' }),
    withdrawalDecisionEmail(paidOrder({ immediate_execution: 1 }), { ...declaration(), decision: 'refund' }),
    withdrawalDecisionEmail(paidOrder({ payment_mode: 'test' }), { ...declaration(), decision: 'refund' }),
    withdrawalDecisionEmail(paidOrder(sent), { ...declaration({ declared_at: '2026-11-28T09:00:00.000Z' }), decision: 'exception' }),
  ];

  test.each(emails.map((email) => [email.kind, email] as const))(
    '%s: no straight apostrophe, no breakable space before « ; : ! ? »',
    (_kind, email) => {
      for (const text of [email.subject, email.text, shown(email.html).text]) {
        expect(text).not.toContain("'");
        expect(text).not.toMatch(/ [;:!?]/);
      }
    },
  );
});
