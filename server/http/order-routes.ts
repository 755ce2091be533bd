/**
 * The order's journey: the dialog's hand-off (POST /commandes) stores the order, with its company
 * as the state's directory gives it, and sends the customer to pay; the confirmation page says
 * what the payment made of it (and, while it waits, a small script of ours asks the status
 * endpoint); the cancellation page says nothing was ordered.
 */
import { type Context, Hono } from 'hono';
import type Stripe from 'stripe';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { MESSAGES } from '../../widget/core/copy';
import { customerDocuments } from '../db/line-documents';
import { confirmationSentAt, latestDeclarationOf } from '../db/order-follow-up';
import { orderItems } from '../db/order-items';
import { findOrderByToken, insertOrder, setPaymentId } from '../db/orders';
import { companyNumber, UNVERIFIED_COMPANY, verifiedCompany, withoutKbis } from '../domain/company-identity';
import { newOrder } from '../domain/new-order';
import { newOrderItems } from '../domain/order-items';
import { missingMessageKey, parseOrderInput } from '../domain/order-input';
import { ERRORS } from '../pages/copy';
import trackingScript from '../pages/order-tracking.js?raw';
import {
  badEmailPage,
  badDocumentsPage,
  badSirenPage,
  cancelledPage,
  confirmationPage,
  errorPage,
  noKbisPage,
  ORDER_TRACKING_SCRIPT_PATH,
  orderStatusPath,
  PENDING_LOADS_PARAM,
  pendingLoads,
} from '../pages/pages';
import { DirectoryUnavailable } from '../registry/company-directory';
import { type ServiceContext, shopFrame } from './context';
import { readForm } from './form';
import { html, seeOther } from './responses';
import { newReference, newToken, TOKEN_PATTERN } from './tokens';

export const confirmationPath = (token: string) => `${HANDOFF_PATH}/${token}`;
export const cancellationPath = (token: string) => `${HANDOFF_PATH}/${token}/annulation`;

export function orderRoutes(context: ServiceContext) {
  const { config, db, payment } = context;
  const frame = shopFrame(context);
  const app = new Hono();

  app.post(HANDOFF_PATH, async (c) => {
    const form = await readForm(c);
    const parsed = parseOrderInput(form.get, form.names, form.all);
    if (!parsed.ok) {
      const { error } = parsed;
      if (error.kind === 'badEmail') return html(c, badEmailPage(error.email, error.page, frame), 400);
      if (error.kind === 'badSiren') return html(c, badSirenPage(error.page, frame), 400);
      if (error.kind === 'badDocuments') return html(c, badDocumentsPage(error.page, frame), 400);
      const text = error.kind === 'missing' ? `${MESSAGES[missingMessageKey(error.step)]}. ${ERRORS.incomplete}` : ERRORS.tooLong;
      return html(c, errorPage(error.kind === 'missing' ? ERRORS.incompleteTitle : ERRORS.tooLongTitle, text, frame), 400);
    }
    const now = context.now();
    const company = await directoryCompany(parsed.value.siren, parsed.value.company.siret);
    const noKbis = company && withoutKbis(company.legalForm);
    if (company && noKbis) return html(c, noKbisPage(noKbis, company, parsed.value.page, frame), 400);
    let order = newOrder(parsed.value, {
      reference: parsed.value.reference ?? newReference(),
      token: newToken(),
      now,
      paymentMode: payment.mode,
      company: company ? verifiedCompany(company, now) : UNVERIFIED_COMPANY,
    });
    // The dialog's reference is kept unless another order has it (a form posted twice): the
    // service then makes its own, and the second order waits for its own payment.
    const items = newOrderItems(parsed.value.documents, config.register !== null);
    for (let attempt = 0; !(await insertOrder(db, order, items)); attempt++) {
      if (attempt === 3) throw new Error('Aucune référence libre après trois essais.');
      order = { ...order, reference: newReference() };
    }
    let target: { url: string; paymentId: string | null };
    try {
      target = await payment.checkout(order, items, {
        success: `${config.serviceUrl}${confirmationPath(order.token)}`,
        cancel: `${config.serviceUrl}${cancellationPath(order.token)}`,
      });
    } catch (error) {
      context.log(`paiement indisponible pour ${order.reference} : ${error instanceof Error ? error.message : String(error)}`);
      return html(c, errorPage(ERRORS.paymentDownTitle, ERRORS.paymentDown, frame), 502);
    }
    if (target.paymentId) await setPaymentId(db, order.reference, target.paymentId);
    return seeOther(c, target.url);
  });

  // Before the order's own address, which it would otherwise match as a token that is none.
  app.get(ORDER_TRACKING_SCRIPT_PATH, (c) =>
    c.body(trackingScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  app.get(`${HANDOFF_PATH}/:token`, async (c) => {
    const order = await orderOf(c.req.param('token'));
    if (!order) return notFound(c);
    if (order.status === 'cancelled') return html(c, cancelledPage(order, frame));
    const now = context.now();
    const [documents, declaration, sentAt, items] = await Promise.all([
      customerDocuments(db, order, now),
      latestDeclarationOf(db, order.reference),
      confirmationSentAt(db, order.reference),
      orderItems(db, order.reference),
    ]);
    return html(
      c,
      confirmationPage(order, items, frame, pendingLoads(c.req.query(PENDING_LOADS_PARAM)), {
        documents,
        declaration,
        confirmationSentAt: sentAt,
        now,
      }),
    );
  });

  /** How the order stands, for the pending page's script: its status only, nothing personal. */
  app.get(orderStatusPath(':token'), async (c) => {
    const order = await orderOf(c.req.param('token') ?? '');
    c.header('Cache-Control', 'no-store');
    if (!order) return c.json({ status: null }, 404);
    return c.json({ status: order.status });
  });

  app.get(`${HANDOFF_PATH}/:token/annulation`, async (c) => {
    const order = await orderOf(c.req.param('token'));
    if (!order) return notFound(c);
    if (order.status === 'paid') return seeOther(c, confirmationPath(order.token));
    // Back from Stripe Checkout without paying: its session is closed, so that no payment can
    // follow the page that told the customer nothing was ordered.
    if (context.stripe && order.payment_id && !(await expired(context.stripe, order.payment_id))) {
      // Paid just before coming back (another tab): the webhook will confirm it, and « nothing was
      // debited » would be false. The confirmation page waits for it.
      return html(c, confirmationPage(order, await orderItems(db, order.reference), frame));
    }
    return html(c, cancelledPage(order, frame));
  });

  /** Whether the session is closed unpaid: expired now, or already. Only a completed session says no. */
  const expired = async (stripe: Stripe, id: string) => {
    try {
      await stripe.checkout.sessions.expire(id);
      return true;
    } catch {
      const session = await stripe.checkout.sessions.retrieve(id).catch(() => null);
      return session?.status !== 'complete';
    }
  };

  /**
   * The company the order names, as the directory gives it: looked up again by the SIREN handed over
   * (never trusted as such), else by a SIRET typed in full. Null when there is nothing to look up,
   * the directory knows no such company, or cannot answer (within its timeout): the order is then
   * stored as typed, « à vérifier ».
   */
  async function directoryCompany(siren: string, siret: string) {
    const number = companyNumber(siren, siret);
    if (!number) return null;
    try {
      return await context.companySearch.lookup(number);
    } catch (error) {
      // The order shows « à vérifier » in the back office: the operator needs no log line for it.
      if (error instanceof DirectoryUnavailable) return null;
      throw error;
    }
  }

  const orderOf = (token: string) => (TOKEN_PATTERN.test(token) ? findOrderByToken(db, token) : Promise.resolve(undefined));
  const notFound = (c: Context) => html(c, errorPage(ERRORS.notFoundTitle, ERRORS.notFound, frame), 404);

  return app;
}
