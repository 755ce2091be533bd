/**
 * The order's journey: the dialog's hand-off (POST /commandes) stores the order and sends the
 * customer to pay; the confirmation page says what the payment made of it; the cancellation page
 * says nothing was ordered.
 */
import { type Context, Hono } from 'hono';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { MESSAGES } from '../../widget/core/copy';
import { downloadUntil } from '../db/documents';
import { findOrderByToken, insertOrder, setPaymentId } from '../db/orders';
import { newOrder } from '../domain/new-order';
import { missingMessageKey, parseOrderInput } from '../domain/order-input';
import { ERRORS } from '../pages/copy';
import { cancelledPage, confirmationPage, errorPage } from '../pages/pages';
import type { ServiceContext } from './context';
import { readForm } from './form';
import { html, seeOther } from './responses';
import { newReference, newToken, TOKEN_PATTERN } from './tokens';

export const confirmationPath = (token: string) => `${HANDOFF_PATH}/${token}`;
export const cancellationPath = (token: string) => `${HANDOFF_PATH}/${token}/annulation`;

export function orderRoutes(context: ServiceContext) {
  const { config, db, payment, stylesheet } = context;
  const app = new Hono();

  app.post(HANDOFF_PATH, async (c) => {
    const form = await readForm(c);
    const parsed = parseOrderInput(form.get, form.names);
    if (!parsed.ok) {
      const { error } = parsed;
      const text = error.kind === 'missing' ? `${MESSAGES[missingMessageKey(error.step)]}. ${ERRORS.incomplete}` : ERRORS.tooLong;
      return html(c, errorPage(error.kind === 'missing' ? ERRORS.incompleteTitle : ERRORS.tooLongTitle, text, stylesheet), 400);
    }
    const now = context.now();
    let order = newOrder(parsed.value, {
      reference: parsed.value.reference ?? newReference(),
      token: newToken(),
      now,
      paymentMode: payment.mode,
    });
    // The dialog's reference is kept unless another order has it (a form posted twice): the
    // service then makes its own, and the second order waits for its own payment.
    for (let attempt = 0; !(await insertOrder(db, order)); attempt++) {
      if (attempt === 3) throw new Error('Aucune référence libre après trois essais.');
      order = { ...order, reference: newReference() };
    }
    let target: { url: string; paymentId: string | null };
    try {
      target = await payment.checkout(order, {
        success: `${config.serviceUrl}${confirmationPath(order.token)}`,
        cancel: `${config.serviceUrl}${cancellationPath(order.token)}`,
      });
    } catch (error) {
      context.log(`paiement indisponible pour ${order.reference} : ${error instanceof Error ? error.message : String(error)}`);
      return html(c, errorPage(ERRORS.paymentDownTitle, ERRORS.paymentDown, stylesheet), 502);
    }
    if (target.paymentId) await setPaymentId(db, order.reference, target.paymentId);
    return seeOther(c, target.url);
  });

  app.get(`${HANDOFF_PATH}/:token`, async (c) => {
    const order = await orderOf(c.req.param('token'));
    if (!order) return notFound(c);
    if (order.status === 'cancelled') return html(c, cancelledPage(order, stylesheet));
    return html(c, confirmationPage(order, stylesheet, await downloadUntil(db, order, context.now())));
  });

  app.get(`${HANDOFF_PATH}/:token/annulation`, async (c) => {
    const order = await orderOf(c.req.param('token'));
    if (!order) return notFound(c);
    if (order.status === 'paid') return seeOther(c, confirmationPath(order.token));
    // Back from Stripe Checkout without paying: its session is closed, so that no payment can
    // follow the page that told the customer nothing was ordered.
    if (context.stripe && order.payment_id) {
      try {
        await context.stripe.checkout.sessions.expire(order.payment_id);
      } catch {
        // Already completed or expired: the webhook, or its absence, decides.
      }
    }
    return html(c, cancelledPage(order, stylesheet));
  });

  const orderOf = (token: string) => (TOKEN_PATTERN.test(token) ? findOrderByToken(db, token) : Promise.resolve(undefined));
  const notFound = (c: Context) => html(c, errorPage(ERRORS.notFoundTitle, ERRORS.notFound, stylesheet), 404);

  return app;
}
