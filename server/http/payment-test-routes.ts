/**
 * The test payment page (PAYMENT_MODE=test: on this machine, or a public demo that says so): the
 * documents bought, each at its price, the total, a final button that pays, and « Annuler la
 * commande ». Its POSTs are the test provider's word, as a signed webhook is Stripe's.
 */
import { Hono } from 'hono';
import { recordBillingDetails } from '../db/billing-details';
import { orderItems } from '../db/order-items';
import { applyPaymentEvent, findOrderByToken } from '../db/orders';
import { billsCompany, parseBillingDetails, storedBillingFields } from '../domain/billing-details';
import { awaitsPayment } from '../domain/order-state';
import { ERRORS } from '../pages/copy';
import { errorPage, testPaymentPage } from '../pages/pages';
import { TEST_PAYMENT_PATH } from '../payment/test-provider';
import { type ServiceContext, shopFrame } from './context';
import { cancellationPath, confirmationPath } from './order-routes';
import { readForm } from './form';
import { html, seeOther } from './responses';
import { TOKEN_PATTERN } from './tokens';

export function paymentTestRoutes(context: ServiceContext) {
  const { db } = context;
  const frame = shopFrame(context);
  const app = new Hono();
  const orderOf = (token: string) => (TOKEN_PATTERN.test(token) ? findOrderByToken(db, token) : Promise.resolve(undefined));

  app.get(`${TEST_PAYMENT_PATH}/:token`, async (c) => {
    const order = await orderOf(c.req.param('token'));
    if (!order) return html(c, errorPage(ERRORS.notFoundTitle, ERRORS.notFound, frame), 404);
    if (!awaitsPayment(order.status)) return seeOther(c, confirmationPath(order.token));
    return html(c, testPaymentPage(order, await orderItems(db, order.reference), frame));
  });

  for (const [action, event] of [
    ['payer', 'paid'],
    ['annuler', 'cancelled'],
  ] as const) {
    app.post(`${TEST_PAYMENT_PATH}/:token/${action}`, async (c) => {
      const order = await orderOf(c.req.param('token'));
      if (!order) return html(c, errorPage(ERRORS.notFoundTitle, ERRORS.notFound, frame), 404);
      // An order billed to a company is paid with the company's address, which its invoice carries.
      if (event === 'paid' && awaitsPayment(order.status) && billsCompany(order)) {
        const form = await readForm(c);
        // A field the form does not carry keeps what the order has (the dialog's address): still checked.
        const stored = storedBillingFields(order);
        const billing = parseBillingDetails((name) => (form.names.includes(name) ? form.get(name) : (stored[name] ?? null)));
        if (!billing.ok) return html(c, testPaymentPage(order, await orderItems(db, order.reference), frame, billing.error), 400);
        await recordBillingDetails(db, order.reference, billing.value);
      }
      // A payment causes the emails; a cancel causes none.
      const emailsFor = event === 'paid' ? context.emails.paidOrder : () => [];
      const changed = await applyPaymentEvent(db, order.reference, event, context.now(), emailsFor, event === 'paid' ? 'test' : undefined);
      if (changed) context.kickOutbox();
      // A second click, or a cancel after paying, changes nothing: the order's page says where it stands.
      return seeOther(
        c,
        event === 'cancelled' && (changed ?? order).status === 'cancelled' ? cancellationPath(order.token) : confirmationPath(order.token),
      );
    });
  }
  return app;
}
