/**
 * An order of two documents, 70 €, through every place money is shown or moved: the test payment page
 * and Stripe Checkout's lines, the confirmation email and the operator's notice (through a real SMTP
 * server), the invoice, and the refund of one document with its credit note. On both stores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderByReference } from '../../server/db/orders';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';
import { ORDER_LINES, TEST_PAYMENT } from '../../server/pages/copy';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { paymentCommitment } from '../../site/data/payment';
import { typeset } from '../../site/typography';
import { DOCUMENT_LABELS, type DocumentKind } from '../../widget/core/catalogue';
import { RECEIPT } from '../../widget/core/copy';
import { formatEuro } from '../../widget/core/format';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { COMPLETE_ORDER } from '../../scripts/sample-order';
import { locationPath, serviceApp } from '../../dev/service';
import { handoffForm } from '../support/handoff-form';
import { parseHtml, textOf } from '../support/html';
import { STORE_KINDS, storesOf } from '../support/stores';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';

const TWO: readonly DocumentKind[] = ['kbis', 'statuts'];
const TOTAL_CENTS = 2 * ITEM_AMOUNT_CENTS;
const euros = (cents: number) => formatEuro(cents / 100);

describe.each(STORE_KINDS)('an order of the Kbis and the statuts on %s', (kind) => {
  const stores = storesOf(kind);

  describe('paid on the test payment page', () => {
    it('shows each document at 35 €, the total of 70 €, and a final button that says it', async () => {
      const service = serviceApp(await stores.fresh());
      const payment = locationPath(await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { documents: TWO })));
      const page = parseHtml(await (await service.app.request(payment)).text());
      const table = page.querySelector('main table')!;
      expect(textOf(table.querySelector('caption')!)).toBe(ORDER_LINES.caption);
      expect([...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map(textOf))).toEqual([
        [DOCUMENT_LABELS.kbis, euros(ITEM_AMOUNT_CENTS)],
        [DOCUMENT_LABELS.statuts, euros(ITEM_AMOUNT_CENTS)],
      ]);
      expect([...table.querySelectorAll('tfoot tr > *')].map(textOf)).toEqual([typeset(RECEIPT.total), euros(TOTAL_CENTS)]);
      const buttons = [...page.querySelectorAll('main button')].map(textOf);
      expect(buttons).toContain(typeset(TEST_PAYMENT.pay(TOTAL_CENTS)));
      expect(TEST_PAYMENT.pay(TOTAL_CENTS)).toContain(euros(TOTAL_CENTS));
      const token = payment.split('/').at(-1)!;
      await service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, '');
      const order = (await service.context.db.selectFrom('orders').selectAll().where('token', '=', token).executeTakeFirst())!;
      expect([order.status, order.amount_cents]).toEqual(['paid', TOTAL_CENTS]);
    });
  });

  describe('paid with Stripe Checkout (a local stand-in of its API)', () => {
    let stripeApi: StripeStandIn;
    beforeAll(async () => {
      stripeApi = await startStripeStandIn();
    });
    afterAll(() => stripeApi.close());

    it('opens a session of two lines, one per document at 35 €, whose total is the order’s 70 €', async () => {
      const service = serviceApp(await stores.fresh(), {
        PAYMENT_MODE: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_kbis',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_kbis',
        STRIPE_API_URL: stripeApi.url,
      });
      await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { reference: 'KF-DOCS00000001', documents: TWO }));
      const order = (await findOrderByReference(service.context.db, 'KF-DOCS00000001'))!;
      const company = COMPLETE_ORDER.company.companyName;
      expect(
        stripeApi.lineItems.get(order.payment_id!)!.map((line) => [line.description, line.unit_amount, line.quantity, line.currency]),
      ).toEqual([
        [`${DOCUMENT_LABELS.kbis} – ${company}`, ITEM_AMOUNT_CENTS, 1, 'eur'],
        [`${DOCUMENT_LABELS.statuts} – ${company}`, ITEM_AMOUNT_CENTS, 1, 'eur'],
      ]);
      const session = stripeApi.sessions.get(order.payment_id!)!;
      expect(session.amount_total).toBe(TOTAL_CENTS);
      expect(order.amount_cents).toBe(TOTAL_CENTS);
      const request = stripeApi.requests.find((each) => each.body.get('client_reference_id') === 'KF-DOCS00000001')!;
      expect(request.body.get('custom_text[submit][message]')).toBe(paymentCommitment(2, TOTAL_CENTS));
    });
  });
});
