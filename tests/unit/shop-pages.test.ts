/**
 * The service's pages as the customer reads them: the recap above the binding button, test mode
 * that never looks like a real payment, no empty row, and the withdrawal link in the body.
 */
import { describe, expect, test } from 'vitest';
import { CONFIRMATION, ORDER_LINES, WITHDRAWAL_PAGE } from '../../server/pages/copy';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';
import { confirmationPage, testPaymentPage, withdrawalRecordedPage } from '../../server/pages/pages';
import { itemName } from '../../server/domain/item-name';
import { orderRecap } from '../../server/domain/order-recap';
import { STATEMENT_LABEL } from '../../site/data/operator';
import { DECLARATION_LABELS, WITHDRAWAL_LINK_LABEL, WITHDRAWAL_PATH, withdrawalRecorded } from '../../site/data/withdrawal';
import { typeset } from '../../site/typography';
import { DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { RECEIPT, SUMMARY_LABELS } from '../../widget/core/copy';
import { formatEuro, formatWorkingDays, NBSP } from '../../widget/core/format';
import { PRICE_HT_EUR } from '../../widget/core/offer';
import { declaration, documentLines, paidOrder } from '../support/email-fixtures';
import { parseHtml, textOf } from '../support/html';

const FRAME = { stylesheet: '/s.css', publicDemo: false };
const KBIS = documentLines();

const bodyOf = (html: string) => textOf(parseHtml(html).querySelector('main')!);
const labelsOf = (html: string) => [...parseHtml(html).querySelectorAll('main dt')].map((dt) => textOf(dt));

describe('the recap of what is bought', () => {
  test('says for which company, what, to whom and when, whether immediate execution was asked, who sells, and a one-off payment', () => {
    expect(orderRecap(paidOrder(), KBIS)).toBe(
      `Pour Boulangerie Martin${NBSP}: Extrait Kbis. Envoi en PDF à camille@example.fr sous ${formatWorkingDays(2)} à compter de l’acceptation du paiement (exécution immédiate demandée). Vendeur${NBSP}: Trámites Mercantiles Online S.L. (Kbis Facile), Madrid. Paiement unique, sans abonnement.`,
    );
    expect(orderRecap(paidOrder({ immediate_execution: 0 }), KBIS)).toContain(
      `après la fin du délai de rétractation de 14${NBSP}jours (exécution immédiate non demandée)`,
    );
  });

  test('names every document, the accounts’ year and the deed as asked', () => {
    const lines = documentLines(
      'kbis',
      { kind: 'comptes', accountsYear: '2023', description: '' },
      { kind: 'acte', accountsYear: '', description: 'PV d’AGE du 3 mars 2024' },
    );
    expect(orderRecap(paidOrder(), lines)).toContain(`${NBSP}: ${lines.map(itemName).join(' ; ')}. Envoi`);
  });

  test('stands above the test payment page’s button', () => {
    const order = paidOrder({ status: 'awaiting_payment', paid_at: null, payment_mode: 'test' });
    expect(bodyOf(testPaymentPage(order, KBIS, FRAME))).toContain(typeset(orderRecap(order, KBIS)));
  });
});

describe('the test payment page', () => {
  const order = paidOrder({ status: 'awaiting_payment', paid_at: null, payment_mode: 'test', amount_cents: 2 * ITEM_AMOUNT_CENTS });
  const table = parseHtml(testPaymentPage(order, documentLines('kbis', 'statuts'), FRAME)).querySelector('main table')!;

  test('lists each document at its price, then the total the button pays', () => {
    expect(textOf(table.querySelector('caption')!)).toBe(ORDER_LINES.caption);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map(textOf));
    expect(rows).toEqual([
      [DOCUMENT_LABELS.kbis, formatEuro(PRICE_HT_EUR)],
      [DOCUMENT_LABELS.statuts, formatEuro(PRICE_HT_EUR)],
    ]);
    expect([...table.querySelectorAll('tfoot tr > *')].map(textOf)).toEqual([typeset(RECEIPT.total), formatEuro(2 * PRICE_HT_EUR)]);
  });
});

describe('the confirmation page', () => {
  test('in test mode says nothing was debited, never that a payment was accepted, and shows no statement label', () => {
    const body = bodyOf(confirmationPage(paidOrder({ payment_mode: 'test' }), KBIS, FRAME));
    expect(body).toContain(typeset(CONFIRMATION.testPaid));
    expect(body).toContain(typeset(CONFIRMATION.testTotal));
    expect(body).not.toContain(typeset(CONFIRMATION.paid(formatEuro(PRICE_HT_EUR))));
    expect(body).not.toContain(typeset(CONFIRMATION.totalPaid));
    expect(body).not.toContain(STATEMENT_LABEL);
  });

  test('with Stripe says the payment was accepted', () => {
    const body = bodyOf(confirmationPage(paidOrder({ payment_mode: 'stripe' }), KBIS, FRAME));
    expect(body).toContain(typeset(CONFIRMATION.paid(formatEuro(PRICE_HT_EUR))));
    expect(body).not.toContain(typeset(CONFIRMATION.testPaid));
  });

  test('links the online withdrawal in its body', () => {
    const main = parseHtml(confirmationPage(paidOrder(), KBIS, FRAME)).querySelector('main')!;
    const link = [...main.querySelectorAll('a')].find((a) => textOf(a) === WITHDRAWAL_LINK_LABEL);
    expect(link?.getAttribute('href')).toBe(WITHDRAWAL_PATH);
  });

  test('shows no empty row: the billing company and the phone only when given', () => {
    const bare = labelsOf(confirmationPage(paidOrder({ billing_company: '', phone: '' }), KBIS, FRAME));
    expect(bare).not.toContain(SUMMARY_LABELS.company);
    expect(bare).not.toContain(SUMMARY_LABELS.phone);
    const full = labelsOf(confirmationPage(paidOrder(), KBIS, FRAME));
    expect(full).toEqual(expect.arrayContaining([SUMMARY_LABELS.company, SUMMARY_LABELS.phone]));
  });
});

describe('the order’s reference', () => {
  test('is kept on one line wherever a sentence names it, so that it never breaks after « KF- »', () => {
    const order = paidOrder({ reference: 'KF-HKBKRT4PLSJA' });
    const pages = [
      confirmationPage({ ...order, status: 'awaiting_payment' }, KBIS, FRAME),
      confirmationPage({ ...order, fulfilment_status: 'sent', sent_at: '2026-11-28T10:00:00.000Z' }, KBIS, FRAME),
    ];
    for (const html of pages) {
      const kept = [...parseHtml(html).querySelectorAll('main .nowrap')].map(textOf);
      expect(kept).toContain('KF-HKBKRT4PLSJA');
    }
  });
});

describe('the withdrawal recorded page', () => {
  const html = withdrawalRecordedPage(declaration({ reference: null, declared_at: '2026-11-28T04:56:00.000Z' }), FRAME);

  test('says the declaration, not the withdrawal, is recorded, and where the acknowledgement goes', () => {
    expect(parseHtml(html).querySelector('h1')?.textContent).toBe(typeset(WITHDRAWAL_PAGE.recordedTitle));
    expect(bodyOf(html)).toContain(typeset(withdrawalRecorded('camille@example.fr')));
  });

  test('gives the hour without a leading zero, and drops « (facultatif) »', () => {
    expect(bodyOf(html)).toMatch(/28\u00a0novembre 2026 à 5\sh\s56 \(heure de Paris\)/);
    expect(labelsOf(html)).toContain(DECLARATION_LABELS.reference);
    expect(bodyOf(html)).not.toContain('facultatif');
    expect(bodyOf(html)).toContain(WITHDRAWAL_PAGE.noReference);
  });
});

describe('the confirmation email, as the paid order’s page speaks of it', () => {
  const order = paidOrder({ payment_mode: 'stripe' });
  const now = new Date('2026-11-28T10:00:00.000Z');
  const said = (confirmationSentAt: string | null | undefined) =>
    bodyOf(confirmationPage(order, KBIS, FRAME, 1, { documents: [], confirmationSentAt, now }));

  test('in the past once sent, with its day; in the present while it waits; not at all once its copy is gone', () => {
    expect(said('2026-11-27T17:06:00.000Z')).toContain(typeset(`${CONFIRMATION.emailWasSent}${order.email} le 27\u00a0novembre 2026.`));
    expect(said('2026-11-27T17:06:00.000Z')).not.toContain(typeset(CONFIRMATION.emailSent));
    expect(said(null)).toContain(typeset(`${CONFIRMATION.emailSent}${order.email}${CONFIRMATION.emailSpam}`));
    expect(said(undefined)).not.toContain('email de confirmation a été envoyé');
    expect(said(undefined)).not.toContain(typeset(CONFIRMATION.emailSent));
  });
});
