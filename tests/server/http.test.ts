import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../server/db/order-items';
import { findOrderByReference, findOrderByToken, listOrders } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { listWithdrawals } from '../../server/db/withdrawals';
import { invoicesOf } from '../../server/db/invoices';
import { issuedInvoicePdf } from '../../server/pdf/issued-invoice';
import { pdfText } from '../support/pdf-text';
import { ITEM_AMOUNT_CENTS as ORDER_AMOUNT_CENTS } from '../../server/domain/order-items';
import { FORM_MAX_BYTES } from '../../server/http/app';
import { STRIPE_WEBHOOK_PATH } from '../../server/http/stripe-webhook';
import { PAYMENT_ANOMALY_NOTICE } from '../../server/email/copy';
import { BILLING_DETAILS, CANCELLED, CONFIRMATION, ERRORS, TEST_PAYMENT, WITHDRAWAL_PAGE } from '../../server/pages/copy';
import { orderRecap } from '../../server/domain/order-recap';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { paymentCommitment } from '../../site/data/payment';
import { WITHDRAWAL_POST_PATH, withdrawalRecorded } from '../../site/data/withdrawal';
import { typeset } from '../../site/typography';
import { DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { MESSAGES } from '../../widget/core/copy';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { COMPLETE_ORDER } from '../../scripts/sample-order';
import { handoffForm } from '../support/handoff-form';
import { headingOf, parseHtml, textOf } from '../support/html';
import { locationPath, SERVICE_URL, serviceApp } from '../../dev/service';
import { STORE_KINDS, storesOf } from '../support/stores';
import { completedEvent, startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';

/** The page's main heading, as a reader sees it. */
const heading = async (response: Response) => headingOf(await response.text());

const WEBHOOK_SECRET = 'whsec_test_kbis';

describe.each(STORE_KINDS)('the order service on %s', (kind) => {
  const stores = storesOf(kind);

  describe('with the test payment', () => {
    it('stores a hand-off awaiting payment and sends the customer to the test payment page', async () => {
      const service = serviceApp(await stores.fresh());
      const response = await service.post(
        HANDOFF_PATH,
        handoffForm(COMPLETE_ORDER, { reference: 'KF-ABCDEFGHIJKL', partner: 'cabinet-dupont', utm: { utm_source: 'lettre' } }),
      );
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin).toBe(SERVICE_URL);
      const token = location.pathname.replace(`${TEST_PAYMENT_PATH}/`, '');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await findOrderByToken(service.context.db, token)).toMatchObject({
        reference: 'KF-ABCDEFGHIJKL',
        status: 'awaiting_payment',
        company_name: COMPLETE_ORDER.company.companyName,
        email: COMPLETE_ORDER.billing.email,
        partner: 'cabinet-dupont',
        utm: JSON.stringify({ utm_source: 'lettre' }),
        amount_cents: ORDER_AMOUNT_CENTS,
      });
      const page = await service.app.request(location.pathname);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<h1>${typeset(TEST_PAYMENT.title)}</h1>`);
      expect(html).toContain(`>${typeset(TEST_PAYMENT.pay(ORDER_AMOUNT_CENTS))}</button>`);
      expect(html).toContain(`>${TEST_PAYMENT.cancel}</button>`);
      expect(html).toContain(COMPLETE_ORDER.company.companyName);
    });

    it('pays on the final button, then shows the success text with the reference; a second click sends nothing more', async () => {
      const service = serviceApp(await stores.fresh());
      const token = locationPath(await service.post(HANDOFF_PATH, handoffForm()))
        .split('/')
        .at(-1)!;
      const before = await service.app.request(`${HANDOFF_PATH}/${token}`);
      expect(await heading(before)).toBe(typeset(CONFIRMATION.pendingTitle));
      const paid = await service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, '');
      expect([paid.status, locationPath(paid)]).toEqual([303, `${HANDOFF_PATH}/${token}`]);
      const page = await service.app.request(`${HANDOFF_PATH}/${token}`);
      const html = await page.text();
      expect(headingOf(html)).toBe(MESSAGES.orderConfirmed);
      // The message's « ! » stays on the line of the word before it, bytes unchanged.
      expect(parseHtml(html).querySelector('h1 .nowrap')?.textContent).toBe('confirmée !');
      const order = (await findOrderByToken(service.context.db, token))!;
      expect(html).toContain(order.reference);
      expect(order.status).toBe('paid');
      expect((await listOutbox(service.context.db)).map((email) => [email.kind, email.recipient]).sort()).toEqual([
        ['order-confirmation', COMPLETE_ORDER.billing.email],
        ['order-notice', service.config.operatorEmail],
      ]);
      await service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, '');
      expect(await listOutbox(service.context.db)).toHaveLength(2);
      expect(service.kicks()).toBe(1);
      // Once paid, the payment page only leads to the confirmation.
      expect(locationPath(await service.app.request(`${TEST_PAYMENT_PATH}/${token}`))).toBe(`${HANDOFF_PATH}/${token}`);
    });

    it('asks a company billed for its address, prefilled from the dialog, and its SIREN or VAT number; refuses what cannot be billed, pays with what can', async () => {
      const service = serviceApp(await stores.fresh());
      const { address: _address, postalCode: _postalCode, city: _city, ...withoutAddress } = COMPLETE_ORDER.billing;
      const location = locationPath(
        await service.post(
          HANDOFF_PATH,
          handoffForm({ ...COMPLETE_ORDER, billing: { ...withoutAddress, address: '', postalCode: '75011', city: '' } }),
        ),
      );
      const token = location.split('/').at(-1)!;
      const form = parseHtml(await (await service.app.request(location)).text());
      const field = (label: string) => {
        const id = [...form.querySelectorAll('label')].find((each) => textOf(each) === typeset(label))?.getAttribute('for');
        return id ? (form.getElementById(id) as HTMLInputElement | null) : null;
      };
      expect(textOf(form.querySelector('legend')!)).toBe(BILLING_DETAILS.heading(COMPLETE_ORDER.billing.company));
      expect([field(BILLING_DETAILS.labels.address)?.required, field(BILLING_DETAILS.labels.postalCode)?.value]).toEqual([true, '75011']);
      expect(field(BILLING_DETAILS.labels.identifier)?.required).toBe(false);

      const pay = (values: Record<string, string>) => service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, new URLSearchParams(values));
      const refused = await pay({ address: '', postalCode: '75011', city: 'Paris', billingIdentifier: '404833049' });
      expect(refused.status).toBe(400);
      const page = parseHtml(await refused.text());
      expect(textOf(page.querySelector('[role="alert"]')!)).toContain(typeset(BILLING_DETAILS.problems.missing.address));
      expect(textOf(page.querySelector('[role="alert"]')!)).toContain(typeset(BILLING_DETAILS.problems.sirenKey));
      expect(page.querySelector('#facturation-identifier')?.getAttribute('aria-invalid')).toBe('true');
      expect((page.querySelector('#facturation-city') as HTMLInputElement).value).toBe('Paris');
      expect(
        (await pay({ address: '3 rue des Tilleuls', postalCode: '75011', city: 'Paris', billingIdentifier: 'FR 00 404833048' })).status,
      ).toBe(400);
      expect((await findOrderByToken(service.context.db, token))!.status).toBe('awaiting_payment');
      expect(
        (await pay({ address: '3 rue des Tilleuls', postalCode: '75011', city: 'Paris', billingIdentifier: 'FR 83 404 833 048' })).status,
      ).toBe(303);
      expect(await findOrderByToken(service.context.db, token)).toMatchObject({
        status: 'paid',
        address: '3 rue des Tilleuls',
        city: 'Paris',
        billing_identifier: 'FR83404833048',
      });
    });

    it('asks a consumer nothing more', async () => {
      const service = serviceApp(await stores.fresh());
      const location = locationPath(
        await service.post(HANDOFF_PATH, handoffForm({ ...COMPLETE_ORDER, billing: { ...COMPLETE_ORDER.billing, company: '' } })),
      );
      expect(parseHtml(await (await service.app.request(location)).text()).querySelector('fieldset')).toBeNull();
    });

    it('cancels on « Annuler »: nothing ordered, nothing emailed', async () => {
      const service = serviceApp(await stores.fresh());
      const token = locationPath(await service.post(HANDOFF_PATH, handoffForm()))
        .split('/')
        .at(-1)!;
      const cancelled = await service.post(`${TEST_PAYMENT_PATH}/${token}/annuler`, '');
      expect(locationPath(cancelled)).toBe(`${HANDOFF_PATH}/${token}/annulation`);
      const page = await service.app.request(locationPath(cancelled));
      const html = await page.text();
      expect(html).toContain(`<h1>${CANCELLED.title}</h1>`);
      expect(html).toContain(typeset(CANCELLED.text));
      expect(html).toContain('href="https://partenaire.example/fiche"');
      expect(await listOutbox(service.context.db)).toEqual([]);
    });

    it('refuses an incomplete order with the step’s message and stores nothing', async () => {
      const service = serviceApp(await stores.fresh());
      const form = handoffForm();
      form.set('lastName', ' ');
      const response = await service.post(HANDOFF_PATH, form);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(`<h1>${ERRORS.incompleteTitle}</h1>`);
      expect(html).toContain(MESSAGES.billingFieldsMissing);
      expect(await listOrders(service.context.db)).toEqual([]);
    });

    it('refuses a body over the limit with 413 and stores nothing', async () => {
      const service = serviceApp(await stores.fresh());
      const form = handoffForm();
      form.set('utm_padding', 'x'.repeat(FORM_MAX_BYTES));
      const response = await service.post(HANDOFF_PATH, form);
      expect(response.status).toBe(413);
      expect(await heading(response)).toBe(ERRORS.tooLargeTitle);
      expect(await listOrders(service.context.db)).toEqual([]);
    });

    it('refuses too many POSTs from one address for a while (429)', async () => {
      const service = serviceApp(await stores.fresh(), { POSTS_PER_MINUTE: '2' });
      const statuses = [];
      for (let index = 0; index < 3; index++) statuses.push((await service.post(HANDOFF_PATH, handoffForm())).status);
      const refused = await service.post(WITHDRAWAL_POST_PATH, '');
      expect([...statuses, refused.status]).toEqual([303, 303, 429, 429]);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await listOrders(service.context.db)).toHaveLength(2);
    });

    it('answers an unknown or malformed order address with a French 404', async () => {
      const service = serviceApp(await stores.fresh());
      for (const path of [`${HANDOFF_PATH}/${'A'.repeat(43)}`, `${HANDOFF_PATH}/x`, `${TEST_PAYMENT_PATH}/../../etc/passwd`]) {
        const response = await service.app.request(path);
        expect(response.status).toBe(404);
        expect(await heading(response)).toBe(ERRORS.notFoundTitle);
      }
    });

    it('sends the site’s header policy, never cached, with forms allowed to the service itself', async () => {
      const service = serviceApp(await stores.fresh());
      const token = locationPath(await service.post(HANDOFF_PATH, handoffForm()))
        .split('/')
        .at(-1)!;
      const response = await service.app.request(`${TEST_PAYMENT_PATH}/${token}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('records a withdrawal and its acknowledgement, and shows it recorded with its date and time', async () => {
      const service = serviceApp(await stores.fresh());
      const form = new URLSearchParams({
        name: 'Camille Martin',
        email: 'camille.martin@example.fr',
        reference: '',
        orderDate: '2026-11-20',
      });
      const response = await service.post(WITHDRAWAL_POST_PATH, form);
      expect(response.status).toBe(303);
      const page = await service.app.request(locationPath(response));
      const html = await page.text();
      expect(html).toContain(`<h1>${typeset(WITHDRAWAL_PAGE.recordedTitle)}</h1>`);
      expect(html).toContain(typeset(withdrawalRecorded('camille.martin@example.fr')));
      expect(await listWithdrawals(service.context.db)).toMatchObject([
        { name: 'Camille Martin', reference: null, order_date: '2026-11-20' },
      ]);
      expect((await listOutbox(service.context.db)).map((email) => [email.kind, email.recipient]).sort()).toEqual([
        ['withdrawal-acknowledgement', 'camille.martin@example.fr'],
        ['withdrawal-notice', service.config.operatorEmail],
      ]);
    });

    it('refuses an incomplete withdrawal with a way back to the form, and stores nothing', async () => {
      const service = serviceApp(await stores.fresh());
      const response = await service.post(WITHDRAWAL_POST_PATH, new URLSearchParams({ name: 'Camille Martin', orderDate: '2026-11-20' }));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(WITHDRAWAL_PAGE.missing);
      expect(await listWithdrawals(service.context.db)).toEqual([]);
    });
  });

  describe('with Stripe Checkout (a local stand-in of its API)', () => {
    let stripeApi: StripeStandIn;
    beforeAll(async () => {
      stripeApi = await startStripeStandIn();
    });
    afterAll(() => stripeApi.close());

    const stripeService = async () =>
      serviceApp(await stores.fresh(), {
        PAYMENT_MODE: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_kbis',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripeApi.url,
      });
    const signed = (event: object, secret = WEBHOOK_SECRET) => {
      const payload = JSON.stringify(event);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    };

    it('opens a Checkout Session in euros for the offer, with the reference, the email, French, the recap, the words beside the button, and the service’s addresses', async () => {
      const service = await stripeService();
      const response = await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { reference: 'KF-STRIPE000001' }));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
      const request = stripeApi.requests.at(-1)!;
      expect(request.path).toBe('/v1/checkout/sessions');
      expect(request.headers.authorization).toBe('Bearer sk_test_kbis');
      expect(request.headers['idempotency-key']).toBe('checkout-KF-STRIPE000001');
      const order = (await findOrderByReference(service.context.db, 'KF-STRIPE000001'))!;
      expect(Object.fromEntries(request.body)).toMatchObject({
        mode: 'payment',
        client_reference_id: 'KF-STRIPE000001',
        customer_email: COMPLETE_ORDER.billing.email,
        locale: 'fr',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': String(ORDER_AMOUNT_CENTS),
        'line_items[0][price_data][product_data][name]': `${DOCUMENT_LABELS.kbis} – ${COMPLETE_ORDER.company.companyName}`,
        'line_items[0][price_data][product_data][description]': orderRecap(order, await orderItems(service.context.db, order.reference)),
        submit_type: 'pay',
        'custom_text[submit][message]': paymentCommitment(1, ORDER_AMOUNT_CENTS),
        success_url: `${SERVICE_URL}${HANDOFF_PATH}/${order.token}`,
        cancel_url: `${SERVICE_URL}${HANDOFF_PATH}/${order.token}/annulation`,
        // Billed to a company: Checkout asks for its address and offers its VAT number.
        billing_address_collection: 'required',
        'tax_id_collection[enabled]': 'true',
      });
      expect(order.payment_id).toMatch(/^cs_test_/);
      // The browser coming back to the success address pays nothing: only the webhook does.
      expect(await heading(await service.app.request(`${HANDOFF_PATH}/${order.token}`))).toBe(typeset(CONFIRMATION.pendingTitle));
    });

    it('pays only on a validly signed webhook, once, for the exact amount', async () => {
      const service = await stripeService();
      await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { reference: 'KF-STRIPE000002' }));
      const order = (await findOrderByReference(service.context.db, 'KF-STRIPE000002'))!;
      const session = stripeApi.sessions.get(order.payment_id!)!;
      const webhook = (body: { payload: string; signature: string }) =>
        service.app.request(STRIPE_WEBHOOK_PATH, {
          method: 'POST',
          body: body.payload,
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': body.signature },
        });

      const forged = await webhook(signed(completedEvent(session), 'whsec_not_ours'));
      expect(forged.status).toBe(400);
      const unsigned = await service.app.request(STRIPE_WEBHOOK_PATH, { method: 'POST', body: JSON.stringify(completedEvent(session)) });
      expect(unsigned.status).toBe(400);
      const cheaper = await webhook(signed(completedEvent(session, { amount_total: 100 })));
      expect(cheaper.status).toBe(200);
      expect((await findOrderByReference(service.context.db, 'KF-STRIPE000002'))!.status).toBe('awaiting_payment');

      const event = signed(completedEvent(session));
      expect((await webhook(event)).status).toBe(200);
      expect((await webhook(event)).status).toBe(200);
      expect((await findOrderByReference(service.context.db, 'KF-STRIPE000002'))!.status).toBe('paid');
      expect((await listOutbox(service.context.db)).map((email) => email.kind).sort()).toEqual([
        'order-confirmation',
        'order-notice',
        'payment-anomaly-notice',
      ]);
      expect(await heading(await service.app.request(`${HANDOFF_PATH}/${order.token}`))).toBe(MESSAGES.orderConfirmed);
    });

    it('keeps the address and VAT number Checkout collected for a company, and its invoice names them; a consumer is asked neither', async () => {
      const service = await stripeService();
      await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { reference: 'KF-STRIPE000005' }));
      const order = (await findOrderByReference(service.context.db, 'KF-STRIPE000005'))!;
      const session = stripeApi.pay(order.payment_id!, {
        address: { line1: '3 rue des Tilleuls', line2: 'Bâtiment B', postal_code: '75011', city: 'Paris', country: 'FR' },
        taxIds: [{ type: 'eu_vat', value: 'FR83404833048' }],
      });
      const body = signed(completedEvent(session));
      const response = await service.app.request(STRIPE_WEBHOOK_PATH, {
        method: 'POST',
        body: body.payload,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': body.signature },
      });
      expect(response.status).toBe(200);
      expect(await findOrderByReference(service.context.db, 'KF-STRIPE000005')).toMatchObject({
        status: 'paid',
        address: '3 rue des Tilleuls, Bâtiment B',
        postal_code: '75011',
        city: 'Paris',
        billing_identifier: 'FR83404833048',
      });
      const [invoice] = await invoicesOf(service.context.db, 'KF-STRIPE000005');
      const text = await pdfText((await issuedInvoicePdf(service.context.db, invoice!.number))!.pdf!);
      for (const words of [
        COMPLETE_ORDER.billing.company,
        '3 rue des Tilleuls, Bâtiment B',
        '75011 Paris',
        'N° TVA intracommunautaire : FR83404833048',
      ])
        expect(text).toContain(words);

      const { company: _company, ...consumer } = COMPLETE_ORDER.billing;
      await service.post(
        HANDOFF_PATH,
        handoffForm({ ...COMPLETE_ORDER, billing: { ...consumer, company: '' } }, { reference: 'KF-STRIPE000006' }),
      );
      const asked = Object.fromEntries(stripeApi.requests.at(-1)!.body);
      expect(asked).not.toHaveProperty('billing_address_collection');
      expect(asked).not.toHaveProperty('tax_id_collection[enabled]');
    });

    it('tells the operator once per event of a payment taken for no order, or for the wrong amount', async () => {
      const service = await stripeService();
      await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { reference: 'KF-STRIPE000004' }));
      const order = (await findOrderByReference(service.context.db, 'KF-STRIPE000004'))!;
      const session = stripeApi.sessions.get(order.payment_id!)!;
      const webhook = (event: object) => {
        const body = signed(event);
        return service.app.request(STRIPE_WEBHOOK_PATH, {
          method: 'POST',
          body: body.payload,
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': body.signature },
        });
      };
      const unknown = { ...completedEvent(session, { client_reference_id: 'KF-NOSUCHORDER1' }), id: 'evt_unknown_order' };
      const cheaper = { ...completedEvent(session, { amount_total: 100 }), id: 'evt_wrong_amount' };
      for (const event of [unknown, unknown, cheaper, cheaper]) expect((await webhook(event)).status).toBe(200);

      const notices = (await listOutbox(service.context.db)).filter((email) => email.kind === 'payment-anomaly-notice');
      expect(notices.map((email) => [email.recipient, email.subject, email.reference]).sort()).toEqual([
        [service.config.operatorEmail, PAYMENT_ANOMALY_NOTICE.subject('KF-NOSUCHORDER1'), null],
        [service.config.operatorEmail, PAYMENT_ANOMALY_NOTICE.subject('KF-STRIPE000004'), 'KF-STRIPE000004'],
      ]);
      expect(notices.find((email) => email.reference === null)!.text).toContain(PAYMENT_ANOMALY_NOTICE.unknownOrder);
      expect(notices.find((email) => email.reference !== null)!.text).toContain(PAYMENT_ANOMALY_NOTICE.wrongAmount);
      expect(service.kicks()).toBe(2);
      expect(service.logs).toHaveLength(4);
      expect(service.logs.join('\n')).not.toContain(COMPLETE_ORDER.billing.email);
      expect((await findOrderByReference(service.context.db, 'KF-STRIPE000004'))!.status).toBe('awaiting_payment');
    });

    it('closes the Checkout Session when the customer comes back without paying', async () => {
      const service = await stripeService();
      await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { reference: 'KF-STRIPE000003' }));
      const order = (await findOrderByReference(service.context.db, 'KF-STRIPE000003'))!;
      const page = await service.app.request(`${HANDOFF_PATH}/${order.token}/annulation`);
      expect(await heading(page)).toBe(CANCELLED.title);
      expect(stripeApi.requests.at(-1)!.path).toBe(`/v1/checkout/sessions/${order.payment_id}/expire`);
      expect(stripeApi.sessions.get(order.payment_id!)!.status).toBe('expired');
    });

    it('never says nothing was debited when the session was paid just before the customer came back', async () => {
      const service = await stripeService();
      await service.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { reference: 'KF-STRIPE000004' }));
      const order = (await findOrderByReference(service.context.db, 'KF-STRIPE000004'))!;
      stripeApi.sessions.get(order.payment_id!)!.status = 'complete';
      const page = await service.app.request(`${HANDOFF_PATH}/${order.token}/annulation`);
      expect(await heading(page)).toBe(typeset(CONFIRMATION.pendingTitle));
      // Back a second time on an expired session: still cancelled.
      const other = await stripeService();
      await other.post(HANDOFF_PATH, handoffForm(COMPLETE_ORDER, { reference: 'KF-STRIPE000005' }));
      const unpaid = (await findOrderByReference(other.context.db, 'KF-STRIPE000005'))!;
      await other.app.request(`${HANDOFF_PATH}/${unpaid.token}/annulation`);
      expect(await heading(await other.app.request(`${HANDOFF_PATH}/${unpaid.token}/annulation`))).toBe(CANCELLED.title);
    });

    it('tells the customer, in French, when Stripe cannot open the payment page', async () => {
      const service = await stripeService();
      stripeApi.failWith(503);
      try {
        const response = await service.post(HANDOFF_PATH, handoffForm());
        expect(response.status).toBe(502);
        expect(await heading(response)).toBe(ERRORS.paymentDownTitle);
      } finally {
        stripeApi.failWith(null);
      }
    });
  });
});
