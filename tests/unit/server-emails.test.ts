import { ctx, declaration, documentLines, paidOrder } from '../support/email-fixtures';
import { shown } from '../support/email-html';
import { describe, expect, test } from 'vitest';
import { CGV_VERSION, cgvFileName, cgvVersionWords } from '../../site/data/cgv-version';
import { CONTACT, MEDIATOR, PUBLISHER, STATEMENT_LABEL } from '../../site/data/operator';
import { WITHDRAWAL_LINK_LABEL, WITHDRAWAL_MODEL_FORM, WITHDRAWAL_PATH, withdrawalAddressee } from '../../site/data/withdrawal';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { typeset } from '../../site/typography';
import {
  CONFIRMATION,
  DOCUMENT_SOURCES,
  EMAIL_KIND_LABELS,
  LATE_NOTICE,
  NOTICE,
  ORDER_PAGE_LINK,
  PAYMENT_ANOMALY_NOTICE,
  TEST_MODE,
} from '../../server/email/copy';
import { lateNoticeEmail } from '../../server/email/late-notice';
import { givenUpNoticeEmail, paymentAnomalyNoticeEmail } from '../../server/email/operator-alerts';
import { parisDateTime } from '../../server/domain/paris-time';
import { escapeHtml } from '../../server/email/layout';
import type { EmailMessage } from '../../server/domain/email-message';
import { orderConfirmationEmail } from '../../server/email/order-confirmation';
import { orderNoticeEmail } from '../../server/email/order-notice';
import { withdrawalAcknowledgementEmail } from '../../server/email/withdrawal-acknowledgement';
import { withdrawalNoticeEmail } from '../../server/email/withdrawal-notice';
import { IMMEDIATE_EXECUTION, MESSAGES, RECEIPT, SUMMARY_LABELS } from '../../widget/core/copy';
import { formatEuro, NBSP } from '../../widget/core/format';
import { formatDate } from '../../site/format';
import { PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/offer';

/** Both alternatives say `words`, the plain text and the HTML as shown. */
function expectBoth(email: EmailMessage, ...words: string[]) {
  const { text } = shown(email.html);
  for (const word of words) {
    expect(email.text).toContain(word);
    expect(text).toContain(word);
  }
}

function expectNeither(email: EmailMessage, ...words: string[]) {
  const { text } = shown(email.html);
  for (const word of words) {
    expect(email.text).not.toContain(word);
    expect(text).not.toContain(word);
  }
}

const row = (label: string, value: string) => `${label}${NBSP}: ${value}`;

describe('the order confirmation', () => {
  const order = paidOrder();
  const email = orderConfirmationEmail(order, documentLines(), ctx);

  test('goes to the customer, its subject the reference, in a French document', () => {
    expect(email).toMatchObject({ kind: 'order-confirmation', to: order.email, subject: CONFIRMATION.subject(order.reference) });
    expect(shown(email.html).document.documentElement.getAttribute('lang')).toBe('fr');
    expect(shown(email.html).document.title).toBe(email.subject);
  });

  test('says the payment was accepted, not the widget’s notice, and what the email holds', () => {
    expectBoth(email, CONFIRMATION.accepted, CONFIRMATION.keep);
    expectNeither(email, MESSAGES.orderConfirmed);
  });

  test('restates the order: reference, document, company and SIRET, the person billed and the address line', () => {
    expect(email.text).toContain(row(CONFIRMATION.reference, order.reference));
    expect(email.text).toContain(
      `- ${CONFIRMATION.document(DOCUMENT_LABELS.kbis, formatEuro(PRICE_HT_EUR), DOCUMENT_SOURCES.customer.operator)}`,
    );
    expect(email.text).toContain(row(SUMMARY_LABELS.companyName, order.company_name));
    expect(email.text).toContain(row(SUMMARY_LABELS.siret, order.siret));
    expect(email.text).toContain(row(SUMMARY_LABELS.fullName, `${order.first_name} ${order.last_name}`));
    expect(email.text).toContain(row(SUMMARY_LABELS.company, order.billing_company));
    expect(email.text).toContain(row(SUMMARY_LABELS.phone, order.phone));
    expect(email.text).toContain(row(SUMMARY_LABELS.address, `${order.address}, ${order.postal_code} ${order.city}`));
    expectBoth(email, order.reference, order.company_name, order.siret, order.billing_company, order.city);
  });

  test('leaves out the SIRET and the address line when not given, as the summary does', () => {
    const bare = orderConfirmationEmail(paidOrder({ siret: '', address: '', postal_code: '', city: '' }), documentLines(), ctx);
    expect(bare.text).not.toContain(`${SUMMARY_LABELS.siret}${NBSP}:`);
    expect(bare.text).not.toContain(`${SUMMARY_LABELS.address}${NBSP}:`);
  });

  test('gives the amount paid with a non-breaking space, the VAT mention and the statement label', () => {
    expect(formatEuro(order.amount_cents / 100)).toBe(`${PRICE_HT_EUR}${NBSP}€`);
    expect(email.text).toContain(row(CONFIRMATION.paid, formatEuro(PRICE_HT_EUR)));
    expectBoth(email, RECEIPT.price, VAT_NOTICE, RECEIPT.payment, STATEMENT_LABEL);
  });

  test('dates the payment in Paris time', () => {
    expect(email.text).toContain(row(CONFIRMATION.paidAt, `${formatDate('2026-11-27')} à 18${NBSP}h${NBSP}05 (heure de Paris)`));
  });

  test('with immediate execution: the delivery deadline from the payment, and the express request restated', () => {
    expectBoth(
      email,
      CONFIRMATION.deliveryNow(1, order.email, formatDate('2026-12-01')),
      CONFIRMATION.startsNow,
      typeset(`« ${IMMEDIATE_EXECUTION.label} »`),
      CONFIRMATION.requestConsequence,
    );
    expectNeither(email, RECEIPT.afterWithdrawal, 'Sauf rétractation');
  });

  test('with immediate execution: the right to withdraw holds only until the delivery, and the refund is less the service provided', () => {
    expectBoth(email, CONFIRMATION.withdrawalPeriodImmediate(formatDate('2026-12-11')), CONFIRMATION.refundImmediate);
    expectBoth(
      email,
      'mais seulement tant que les documents ne vous ont pas tous été livrés',
      'déduction faite d’un montant proportionné au service déjà fourni.',
    );
    expectNeither(email, CONFIRMATION.withdrawalPeriod(formatDate('2026-12-11')), CONFIRMATION.refund);
  });

  test('without it: the day the work starts and the delivery deadline, as dates, and no request to restate', () => {
    // Paid on Friday 27 November 2026: the period ends on Friday 11 December, the work starts the next day.
    const later = orderConfirmationEmail(
      paidOrder({ immediate_execution: 0, work_starts_on: null, deliver_by: null }),
      documentLines(),
      ctx,
    );
    expectBoth(later, CONFIRMATION.deliveryLater(1, formatDate('2026-12-12'), order.email, formatDate('2026-12-15')));
    expectBoth(
      later,
      typeset(
        `Sauf rétractation de votre part, nous commencerons la démarche le 12\u00a0décembre 2026 ; le PDF vous sera envoyé à ${order.email} au plus tard le 15\u00a0décembre 2026 (2\u00a0jours ouvrés à compter du début de la démarche).`,
      ),
    );
    expectNeither(
      later,
      IMMEDIATE_EXECUTION.label,
      CONFIRMATION.startsNow,
      CONFIRMATION.requestHeading,
      'après la fin du délai de rétractation',
    );
    expectBoth(later, CONFIRMATION.withdrawalPeriod(formatDate('2026-12-11')), CONFIRMATION.refund);
  });

  test('takes the order’s own deadline once the payment set it', () => {
    const set = orderConfirmationEmail(
      paidOrder({ immediate_execution: 0, work_starts_on: '2026-12-14', deliver_by: '2026-12-16' }),
      documentLines(),
      ctx,
    );
    expectBoth(set, CONFIRMATION.deliveryLater(1, formatDate('2026-12-14'), order.email, formatDate('2026-12-16')));
  });

  test('names the seller in full with its telephone, links the accepted CGV’s PDF and the online withdrawal', () => {
    expectBoth(
      email,
      CONFIRMATION.seller,
      CONFIRMATION.sellerContact,
      PUBLISHER.registry,
      PUBLISHER.vatNumber,
      CONTACT.phone,
      CONTACT.email,
    );
    const pdf = `${ctx.siteUrl}/cgv/${cgvFileName(CGV_VERSION)}`;
    expectBoth(email, CONFIRMATION.terms(cgvVersionWords(CGV_VERSION)));
    expect(shown(email.html).links).toEqual([
      { name: ORDER_PAGE_LINK, href: `${ctx.serviceUrl}${HANDOFF_PATH}/${paidOrder().token}` },
      { name: CONFIRMATION.termsLink, href: pdf },
      { name: WITHDRAWAL_LINK_LABEL, href: ctx.siteUrl + WITHDRAWAL_PATH },
    ]);
    expect(email.text).toContain(`${CONFIRMATION.termsLink} (${pdf})`);
    expect(email.text).toContain(`${WITHDRAWAL_LINK_LABEL} (${ctx.siteUrl}${WITHDRAWAL_PATH})`);
  });

  test('attaches the CGV in the version the order accepted, and the invoice once issued', () => {
    expect(email.attachments).toEqual([{ kind: 'cgv', version: CGV_VERSION }]);
    const older = orderConfirmationEmail(paidOrder({ cgv_version: '2026-11-20' }), documentLines(), ctx, {
      number: 'F-000042',
      issuedAt: '2026-11-27T17:05:00.000Z',
    });
    expect(older.attachments).toEqual([
      { kind: 'cgv', version: '2026-11-20' },
      { kind: 'invoice', number: 'F-000042' },
    ]);
    expectBoth(older, CONFIRMATION.terms(formatDate('2026-11-20')));
    expect(older.text).toContain(row(CONFIRMATION.invoice, CONFIRMATION.invoiceAttached('F-000042')));
  });

  test('says where to complain and which mediator to turn to', () => {
    expectBoth(email, CONFIRMATION.complaintsHeading, CONFIRMATION.complaints(order.reference), CONFIRMATION.mediation, MEDIATOR.name);
  });

  test('in test mode, never reads as a real payment', () => {
    const test = orderConfirmationEmail(paidOrder({ payment_mode: 'test' }), documentLines(), ctx);
    expect(test.subject).toBe(`[TEST] ${CONFIRMATION.subject(order.reference)}`);
    expectBoth(test, CONFIRMATION.acceptedTest);
    expect(test.text).toContain(row(CONFIRMATION.paid, TEST_MODE.amount(formatEuro(PRICE_HT_EUR))));
    expectNeither(test, CONFIRMATION.accepted, STATEMENT_LABEL, CONFIRMATION.statement);
  });

  test('gives the last day to withdraw as L221-19 counts it, the other ways, the refund and the model form with its addressee', () => {
    expectBoth(
      email,
      // Paid on Friday 27 November 2026: 14 days from the next day end on Friday 11 December.
      CONFIRMATION.withdrawalPeriodImmediate(formatDate('2026-12-11')),
      CONFIRMATION.withdrawalOther,
      CONFIRMATION.refundImmediate,
      CONFIRMATION.modelIntro,
      typeset(withdrawalAddressee(PUBLISHER.name, PUBLISHER.address, CONTACT.email)),
      typeset(WITHDRAWAL_MODEL_FORM.statement),
      ...WITHDRAWAL_MODEL_FORM.lines.map(typeset),
    );
  });

  test('lists each document with its price and who sends it, the total paid, and when each arrives', () => {
    const two = paidOrder({ amount_cents: 2 * PRICE_HT_EUR * 100 });
    const lines = documentLines('kbis', 'statuts').map((line) =>
      line.kind === 'statuts' ? { ...line, source: 'register' as const } : line,
    );
    const mail = orderConfirmationEmail(two, lines, ctx);
    expectBoth(
      mail,
      CONFIRMATION.documentsHeading,
      CONFIRMATION.document(DOCUMENT_LABELS.kbis, formatEuro(PRICE_HT_EUR), DOCUMENT_SOURCES.customer.operator),
      CONFIRMATION.document(DOCUMENT_LABELS.statuts, formatEuro(PRICE_HT_EUR), DOCUMENT_SOURCES.customer.register),
      `${CONFIRMATION.priceEach}${RECEIPT.price}`,
      CONFIRMATION.deliveryNow(2, two.email, formatDate('2026-12-01')),
    );
    expect(mail.text).toContain(row(CONFIRMATION.paid, formatEuro(2 * PRICE_HT_EUR)));
    expectNeither(mail, CONFIRMATION.deliveryNow(1, two.email, formatDate('2026-12-01')));
  });

  test('is never written for an order not paid', () => {
    expect(() => orderConfirmationEmail(paidOrder({ status: 'awaiting_payment', paid_at: null }), documentLines(), ctx)).toThrow();
  });
});

describe('the operator’s notice', () => {
  const order = paidOrder({ immediate_execution: 0 });
  const email = orderNoticeEmail(order, documentLines(), ctx);

  test('goes to the operator, its subject the reference', () => {
    expect(email).toMatchObject({ kind: 'order-notice', to: ctx.operatorEmail, subject: NOTICE.subject(order.reference) });
  });

  test('holds every field the customer gave', () => {
    for (const value of [
      order.company_name,
      order.siret,
      `${order.first_name} ${order.last_name}`,
      order.email,
      order.phone,
      order.billing_company,
      `${order.address}, ${order.postal_code} ${order.city}`,
    ])
      expectBoth(email, value);
  });

  test('in test mode, says so in its subject and beside the amount', () => {
    const test = orderNoticeEmail(paidOrder({ payment_mode: 'test' }), documentLines(), ctx);
    expect(test.subject).toBe(`[TEST] ${NOTICE.subject(order.reference)}`);
    expect(test.text).toContain(row(NOTICE.amount, TEST_MODE.amount(formatEuro(PRICE_HT_EUR))));
  });

  test('the payment to match: amount, mode, id, when', () => {
    expect(email.text).toContain(row(NOTICE.amount, `${formatEuro(PRICE_HT_EUR)} (EUR)`));
    expect(email.text).toContain(row(NOTICE.paymentMode, order.payment_mode));
    expect(email.text).toContain(row(NOTICE.paymentId, order.payment_id!));
    expect(email.text).toContain(row(NOTICE.paidAt, parisDateTime(order.paid_at!)));
    expect(email.text).toContain(row(NOTICE.createdAt, parisDateTime(order.created_at)));
  });

  test('without the request, the work starts the day after the withdrawal period', () => {
    expect(email.text).toContain(row(NOTICE.immediate, NOTICE.no));
    // Paid on Friday 27 November 2026: the period ends on Friday 11 December.
    expect(email.text).toContain(row(NOTICE.start, NOTICE.startAfter(formatDate('2026-12-12'))));
    const scheduled = orderNoticeEmail(paidOrder({ immediate_execution: 0, work_starts_on: null, deliver_by: null }), documentLines(), ctx);
    expect(scheduled.text).toContain(row('À envoyer au plus tard le', formatDate('2026-12-15')));
  });

  test('with it, at once', () => {
    const now = orderNoticeEmail(paidOrder(), documentLines(), ctx);
    expect(now.text).toContain(row(NOTICE.immediate, NOTICE.yes));
    expect(now.text).toContain(row(NOTICE.start, NOTICE.startNow));
    expect(now.text).toContain(row(NOTICE.deliverBy, formatDate('2026-12-01')));
  });

  test('lists each document with its price and says which the register’s job sends and which are the operator’s to send', () => {
    const lines = documentLines('kbis', 'statuts').map((line) =>
      line.kind === 'statuts' ? { ...line, source: 'register' as const } : line,
    );
    const two = orderNoticeEmail(paidOrder({ amount_cents: 2 * PRICE_HT_EUR * 100 }), lines, ctx);
    expectBoth(
      two,
      NOTICE.documentsHeading,
      NOTICE.document(DOCUMENT_LABELS.kbis, formatEuro(PRICE_HT_EUR), DOCUMENT_SOURCES.operator.operator),
      NOTICE.document(DOCUMENT_LABELS.statuts, formatEuro(PRICE_HT_EUR), DOCUMENT_SOURCES.operator.register),
    );
    expect(two.text).toContain(row(NOTICE.amount, `${formatEuro(2 * PRICE_HT_EUR)} (EUR)`));
  });

  test('where it came from: partner, page, utm parameters', () => {
    expect(email.text).toContain(row(NOTICE.partner, order.partner!));
    expect(email.text).toContain(row(NOTICE.page, order.source_page));
    expect(email.text).toContain(row('utm_source', 'lettre'));
    expect(email.text).toContain(row('utm_campaign', 'novembre'));
    const direct = orderNoticeEmail(paidOrder({ partner: null, payment_id: null, utm: '{}' }), documentLines(), ctx);
    expect(direct.text).toContain(row(NOTICE.partner, NOTICE.none));
    expect(direct.text).toContain(row(NOTICE.paymentId, NOTICE.none));
    expect(direct.text).not.toContain('utm_');
  });
});

describe('dates in Paris time', () => {
  test.each([
    // The last minutes of winter time, then the first of summer time (29 March 2026, 2 h → 3 h).
    ['2026-03-29T00:59:00Z', '29\u00a0mars 2026', `1${NBSP}h${NBSP}59`],
    ['2026-03-29T01:00:00Z', '29\u00a0mars 2026', `3${NBSP}h${NBSP}00`],
    // Summer time's last hour, then winter time's first (25 October 2026, 3 h → 2 h).
    ['2026-10-25T00:30:00Z', '25\u00a0octobre 2026', `2${NBSP}h${NBSP}30`],
    ['2026-10-25T01:30:00Z', '25\u00a0octobre 2026', `2${NBSP}h${NBSP}30`],
    // Late in the evening in UTC is the next day in Paris.
    ['2026-11-30T23:30:00Z', `1er\u00a0décembre 2026`, `0${NBSP}h${NBSP}30`],
  ])('%s is %s at %s', (instant, day, time) => {
    expect(parisDateTime(instant)).toBe(`${day} à ${time} (heure de Paris)`);
    const email = orderConfirmationEmail(paidOrder({ paid_at: instant }), documentLines(), ctx);
    expect(email.text).toContain(row(CONFIRMATION.paidAt, parisDateTime(instant)));
  });
});

describe('customer values in the HTML', () => {
  const hostile = `<script>alert(1)</script>" onmouseover="x" & <b>gras</b>`;
  const shownToCustomer = [
    'reference',
    'company_name',
    'siret',
    'first_name',
    'last_name',
    'email',
    'phone',
    'billing_company',
    'address',
    'postal_code',
    'city',
  ] as const;
  const operatorOnly = ['partner', 'source_page', 'payment_mode', 'payment_id'] as const;

  const cases: [string, EmailMessage][] = [
    ...shownToCustomer.map((field): [string, EmailMessage] => [
      `the confirmation's ${field}`,
      orderConfirmationEmail(paidOrder({ [field]: hostile }), documentLines(), ctx),
    ]),
    ...[...shownToCustomer, ...operatorOnly].map((field): [string, EmailMessage] => [
      `the notice's ${field}`,
      orderNoticeEmail(paidOrder({ [field]: hostile }), documentLines(), ctx),
    ]),
    ["the notice's utm value", orderNoticeEmail(paidOrder({ utm: JSON.stringify({ utm_source: hostile }) }), documentLines(), ctx)],
    ["the notice's utm name", orderNoticeEmail(paidOrder({ utm: JSON.stringify({ [`utm_${hostile}`]: 'x' }) }), documentLines(), ctx)],
    ...(['name', 'email', 'reference'] as const).map((field): [string, EmailMessage] => [
      `the acknowledgement's ${field}`,
      withdrawalAcknowledgementEmail(declaration({ [field]: hostile }), null, ctx),
    ]),
    ...(['name', 'email', 'reference'] as const).map((field): [string, EmailMessage] => [
      `the operator's withdrawal notice's ${field}`,
      withdrawalNoticeEmail(declaration({ [field]: hostile }), null, ctx),
    ]),
  ];

  test.each(cases)('%s is shown as text, never as markup', (_field, email) => {
    const { document, text } = shown(email.html);
    expect(email.text).toContain(hostile);
    expect(text).toContain(hostile);
    expect(email.html).toContain(escapeHtml(hostile));
    expect(document.querySelector('script, b, [onmouseover]')).toBeNull();
  });
});

describe("the operator's notices of what went wrong", () => {
  const givenUp = {
    id: 'b1e7c6d2-0000-4000-8000-000000000001',
    kind: 'order-confirmation',
    recipient: 'camille@example.fr',
    subject: CONFIRMATION.subject('KF-20261127-7Q4M'),
    text: 't',
    html: '<p>h</p>',
    created_at: '2026-11-27T17:05:00.000Z',
    attempts: 1,
    next_attempt_at: '2026-11-27T17:05:00.000Z',
    lease_until: null,
    sent_at: null,
    last_error: 'Mailbox unavailable',
    reference: 'KF-20261127-7Q4M',
    attachments: '[]',
    given_up_at: '2026-11-27T17:05:01.000Z',
    lease_owner: null,
  };

  test('name the email given up, its kind, its order and why, without the customer’s address', () => {
    const notice = givenUpNoticeEmail(givenUp, ctx)!;
    expect(notice).toMatchObject({ kind: 'given-up-notice', to: ctx.operatorEmail, reference: 'KF-20261127-7Q4M' });
    expect(notice.subject).toBe(`Email abandonné – KF-20261127-7Q4M (${EMAIL_KIND_LABELS['order-confirmation']})`);
    expectBoth(notice, givenUp.id, EMAIL_KIND_LABELS['order-confirmation'], 'Mailbox unavailable', parisDateTime(givenUp.created_at));
    expect(notice.text + notice.html).not.toContain('camille@example.fr');
  });

  test('are never about a given-up notice: no loop', () => {
    expect(givenUpNoticeEmail({ ...givenUp, kind: 'given-up-notice' }, ctx)).toBeNull();
    const anomaly = paymentAnomalyNoticeEmail(
      {
        problem: 'wrong-amount',
        reference: 'KF-20261127-7Q4M',
        sessionId: 'cs_test_1',
        eventId: 'evt_1',
        paid: { cents: 100, currency: 'usd' },
        expected: { cents: 4200, currency: 'eur' },
      },
      ctx,
    );
    expect(givenUpNoticeEmail({ ...givenUp, kind: anomaly.kind, subject: anomaly.subject }, ctx)?.kind).toBe('given-up-notice');
    expectBoth(anomaly, PAYMENT_ANOMALY_NOTICE.wrongAmount, 'cs_test_1', `${formatEuro(1)} (USD)`, `${formatEuro(42)} (EUR)`);
  });
});

describe('the operator’s late notice', () => {
  const late = lateNoticeEmail(
    paidOrder({ deliver_by: '2026-12-01' }),
    ctx,
    (reference) => `${ctx.serviceUrl}/exploitant/commandes/${reference}`,
  );

  test('gives the day the Kbis was due, and the way to the order', () => {
    expect(late.text).toContain(row('À envoyer au plus tard le', formatDate('2026-12-01')));
    expect(late.text).toContain(`${ctx.serviceUrl}/exploitant/commandes/${paidOrder().reference}`);
  });

  test('states L216-6: a formal notice with a further reasonable time, then termination, then the refund within 14 days', () => {
    expectBoth(
      late,
      LATE_NOTICE.law,
      'le client peut vous mettre en demeure de l’exécuter dans un délai supplémentaire raisonnable puis, à défaut, résoudre le contrat (article L216-6)',
      `il doit alors être remboursé au plus tard 14${NBSP}jours après (article L216-7)`,
      'Prévenez-le du retard et de la date à laquelle il recevra l’extrait.',
    );
  });
});
