/**
 * The back office's sending, refund and withdrawal pieces (with the warning while a declaration awaits its
 * decision), the customer's order page once sent or after a declaration, and the decision emails, in
 * Chromium with the site's stylesheet: axe finds nothing at a phone's and a desktop's width, and each
 * control is reached by its label.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { WithdrawalRow } from '../../server/db/withdrawal-decisions';
import { MessageWithWayBack } from '../../server/pages/MessageWithWayBack';
import { RefundPanel } from '../../server/pages/back-office/RefundPanel';
import { RefundsView } from '../../server/pages/back-office/RefundsView';
import { SendDocumentPanel } from '../../server/pages/back-office/SendDocumentPanel';
import { WithdrawalsView } from '../../server/pages/back-office/WithdrawalsView';
import { REFUND_PANEL, SEND, WITHDRAWALS } from '../../server/pages/back-office/delivery-copy';
import { ORDER_STATUS } from '../../server/pages/copy';
import { confirmationPage } from '../../server/pages/pages';
import { withdrawalDecisionEmail } from '../../server/email/withdrawal-decision';
import { renderShopPage } from '../../server/pages/ShopDocument';
import { typeset } from '../../site/typography';
import { formatEuro } from '../../widget/core/format';
import { formatParisDateTime } from '../../server/domain/paris-time';
import { kbisDocuments, kbisLines } from '../support/back-office';
import { declaration, documentLines, paidOrder } from '../support/email-fixtures';
import { axeViolations } from './support/axe';
import { VIEWPORTS } from './support/chromium';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();
const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(readFileSync('dist/index.html', 'utf8'))![1]!;
const admin = { email: 'admin@kbis.example', role: 'admin' } as const;
const now = new Date('2026-11-28T10:00:00.000Z');
const waiting = paidOrder({ immediate_execution: 0, paid_at: '2026-11-27T10:00:00.000Z' });
const sent = paidOrder({ fulfilment_status: 'sent', sent_at: '2026-11-27T18:00:00.000Z', token: 'a'.repeat(43) });
const sentFile = { file_name: 'extrait.pdf', size: 1000, uploaded_at: sent.sent_at! };
const page = (title: string, children: ReactNode) => renderShopPage({ title, frame: { stylesheet, publicDemo: false }, children });

const row = (overrides: Partial<WithdrawalRow>): WithdrawalRow => ({
  ...declaration(),
  order_status: null,
  fulfilment_status: null,
  immediate_execution: null,
  sent_at: null,
  paid_at: null,
  company_name: null,
  refunded_cents: null,
  amount_cents: null,
  ...overrides,
});

const PAGES: Record<string, string> = {
  'order-panels': page(
    'Commande',
    createElement(
      'div',
      null,
      createElement(SendDocumentPanel, {
        order: waiting,
        lines: kbisLines(waiting),
        operator: admin,
        csrfToken: 'x',
        now,
      }),
      createElement(SendDocumentPanel, {
        order: sent,
        lines: kbisLines(sent, sentFile),
        operator: admin,
        csrfToken: 'x',
        now,
      }),
      createElement(RefundPanel, { order: sent, pending: [], refundKey: randomUUID(), operator: admin, csrfToken: 'x' }),
    ),
  ),
  'refund-pending': page(
    'Commande',
    createElement(RefundPanel, {
      order: sent,
      pending: [
        { id: 'r-1', amount_cents: 1000, requested_at: '2026-11-28T09:00:00.000Z' },
        { id: 'r-2', amount_cents: 500, requested_at: '2026-11-28T09:30:00.000Z' },
      ],
      refundKey: randomUUID(),
      operator: admin,
      csrfToken: 'x',
    }),
  ),
  withdrawals: page(
    WITHDRAWALS.title,
    createElement(WithdrawalsView, {
      rows: [
        row({
          id: 'w-1',
          matched_reference: sent.reference,
          match_kind: 'reference',
          order_status: 'paid',
          fulfilment_status: 'sent',
          immediate_execution: 1,
          sent_at: sent.sent_at,
          company_name: sent.company_name,
        }),
        row({ id: 'w-2', reference: null }),
        row({
          id: 'w-3',
          matched_reference: sent.reference,
          match_kind: 'email_date',
          order_status: 'paid',
          decision: 'refund',
          decided_by: admin.email,
          decided_at: now.toISOString(),
        }),
      ],
      operator: admin,
      csrfToken: 'x',
      now,
    }),
  ),
  refunds: page(
    'Remboursements',
    createElement(RefundsView, {
      rows: [
        {
          id: 'r-1',
          reference: sent.reference,
          amount_cents: 1050,
          reason: 'Retard de livraison',
          credit_kind: 'price_reduction',
          item_id: null,
          status: 'succeeded',
          provider_id: null,
          requested_by: admin.email,
          requested_at: now.toISOString(),
          confirmed_at: now.toISOString(),
          company_name: sent.company_name,
        },
      ],
    }),
  ),
  refused: page(
    'Extrait non envoyé',
    createElement(MessageWithWayBack, {
      title: 'Extrait non envoyé',
      lines: ['Le fichier est vide.'],
      back: { href: '/exploitant', label: 'Revenir à la commande' },
    }),
  ),
  'order-panels-declared': page(
    'Commande',
    createElement(SendDocumentPanel, {
      order: waiting,
      lines: kbisLines(waiting),
      declaration: { declared_at: now.toISOString(), decision: null, decided_at: null },
      operator: admin,
      csrfToken: 'x',
      now,
    }),
  ),
  'customer-declared': confirmationPage(waiting, documentLines(), { stylesheet, publicDemo: false }, 1, {
    documents: kbisDocuments(waiting, null),
    declaration: { declared_at: now.toISOString(), decision: null, decided_at: null },
    now,
  }),
  'customer-refused': confirmationPage(sent, documentLines(), { stylesheet, publicDemo: false }, 1, {
    documents: kbisDocuments(sent, new Date('2026-12-27T18:00:00.000Z')),
    declaration: { declared_at: now.toISOString(), decision: 'exception', decided_at: now.toISOString() },
    now,
  }),
  'email-withdrawal-accepted': withdrawalDecisionEmail(waiting, { ...declaration({ declared_at: now.toISOString() }), decision: 'refund' })
    .html,
  'email-withdrawal-exception': withdrawalDecisionEmail(sent, { ...declaration({ declared_at: now.toISOString() }), decision: 'exception' })
    .html,
  'customer-sent': confirmationPage(sent, documentLines(), { stylesheet, publicDemo: false }, 1, {
    documents: kbisDocuments(sent, new Date('2026-12-27T18:00:00.000Z')),
    now: new Date('2026-11-28T10:00:00.000Z'),
  }),
};

async function open(name: string, viewport: { width: number; height: number }) {
  const tab = await site.browser.newPage({ viewport });
  await tab.route(`${site.url}/exploitant/essai/*`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGES[name.split('/').at(-1)!]! }),
  );
  await tab.goto(`${site.url}/exploitant/essai/${name}`);
  return tab;
}

describe.each(Object.entries(VIEWPORTS))('the delivery pieces at %s width', (_name, viewport) => {
  it.each(Object.keys(PAGES))('axe finds no WCAG 2.2 A/AA violation on %s', async (name) => {
    const tab = await open(name, viewport);
    expect(await axeViolations(tab)).toEqual([]);
  });
});

describe('their controls', () => {
  it('are each found by their label', async () => {
    const panels = await open('order-panels', VIEWPORTS.desktop);
    await expect(panels.getByLabel(SEND.fileLabel).first().getAttribute('type')).resolves.toBe('file');
    await expect(panels.getByRole('button', { name: typeset(SEND.submit) }).count()).resolves.toBe(2);
    await expect(panels.getByRole('button', { name: typeset(SEND.resend) }).count()).resolves.toBe(1);
    await expect(panels.getByLabel(REFUND_PANEL.amountLabel).inputValue()).resolves.toBe('35,00');
    await expect(panels.getByLabel(REFUND_PANEL.reasonLabel).count()).resolves.toBe(1);
    await expect(panels.getByRole('note').count()).resolves.toBe(1);
    // Each refund Stripe has not confirmed has its own button, described by the refund it asks for again.
    const pending = await open('refund-pending', VIEWPORTS.phone);
    const askAgain = pending.getByRole('button', { name: REFUND_PANEL.askAgain });
    await expect(askAgain.count()).resolves.toBe(2);
    await expect(
      askAgain.first().evaluate((button) => document.getElementById(button.getAttribute('aria-describedby')!)?.textContent),
    ).resolves.toBe(typeset(REFUND_PANEL.pendingOne(formatEuro(10), formatParisDateTime('2026-11-28T09:00:00.000Z'))));
    await expect(pending.getByLabel(REFUND_PANEL.amountLabel).inputValue()).resolves.toBe('20,00');
    const customer = await open('customer-sent', VIEWPORTS.phone);
    await expect(customer.getByRole('link', { name: typeset(ORDER_STATUS.download) }).getAttribute('href')).resolves.toBe(
      `/commandes/${sent.token}/extrait.pdf`,
    );
  });
});
