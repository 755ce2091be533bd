/**
 * The back office's sending, refunds and withdrawals. These handlers run behind the back office's guard,
 * which has set the operator and checked the session, the form token and the origin; each route names
 * the action of the role table it needs (403 otherwise), then translates the request, calls a rule and answers.
 */
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createElement, type ReactNode } from 'react';
import { resendDocument, sendDocument } from '../../db/documents';
import { SYSTEM_ACTOR } from '../../db/events';
import { findOrderItem } from '../../db/order-items';
import { findOrderByReference } from '../../db/orders';
import type { OrderItemsTable, OrdersTable } from '../../db/schema';
import {
  confirmRefund,
  failRefund,
  findRefund,
  listRefunds,
  recordRefundAskedAgain,
  requestRefund,
  setRefundProviderId,
} from '../../db/refunds';
import { decideWithdrawal, listWithdrawalsWithOrders, matchWithdrawal, type WithdrawalDecision } from '../../db/withdrawal-decisions';
import { exceptionMayApply } from '../../domain/delivery-rules';
import { decodeCursor, encodeCursor } from '../../domain/list-cursor';
import { CREDIT_KIND_FIELD, parseCreditKind } from '../../domain/credit-kind';
import { parseEuroCents } from '../../domain/euro-amount';
import { parseRefundKey, REFUND_KEY_FIELD } from '../../domain/refund-key';
import { parseRefundItem } from '../../domain/item-refund';
import type { BackOfficeAction } from '../../domain/permissions';
import { DOCUMENT_MAX_BYTES, documentFileName, pdfRefusal } from '../../domain/pdf-file';
import { documentDeliveryEmail } from '../../email/document-delivery';
import { kbisDeliveryEmail } from '../../email/kbis-delivery';
import type { EmailContext } from '../../domain/email-message';
import { refundConfirmationEmail } from '../../email/refund-confirmation';
import { withdrawalDecisionEmail } from '../../email/withdrawal-decision';
import { askStripeAgain, createStripeRefund, refundSurelyNotMade } from '../../payment/stripe-refunds';
import { FORBIDDEN, REFUND_ERRORS, REFUNDS, SEND_ERRORS, WITHDRAWALS } from '../../pages/back-office/delivery-copy';
import { MessageWithWayBack } from '../../pages/MessageWithWayBack';
import { ITEM_FIELD, orderPagePath, WITHDRAWALS_PATH } from '../../domain/back-office-paths';
import { RefundsView } from '../../pages/back-office/RefundsView';
import { WithdrawalsView } from '../../pages/back-office/WithdrawalsView';
import { renderShopPage } from '../../pages/ShopDocument';
import { type ServiceContext, shopFrame } from '../context';
import { readForm } from '../form';
import { seeOther } from '../responses';
import type { BackOfficeEnv } from './env';
import { requireAction } from './guard';

type BackOfficeContext = Context<BackOfficeEnv>;
type Back = { href: string; label: string };

export interface DeliveryRoutesOptions {
  /** Renders a page of the back office around `body`: its layout once mounted; a page in the site's frame by default. */
  page?: (c: BackOfficeContext, title: string, body: ReactNode) => string;
}

/** The longest reason kept for a refund. */
export const REFUND_REASON_MAX = 500;
const REFERENCE_MAX = 40;

/** Mounted at BACK_OFFICE_PATH: its routes are relative to it, the addresses it links absolute (domain/back-office-paths.ts). */
export function deliveryRoutes(context: ServiceContext, options: DeliveryRoutesOptions = {}) {
  const { config, db } = context;
  const app = new Hono<BackOfficeEnv>();
  const emailContext: EmailContext = { siteUrl: config.siteUrl, serviceUrl: config.serviceUrl, operatorEmail: config.operatorEmail };
  const page = options.page ?? ((_c, title, body) => renderShopPage({ title, frame: shopFrame(context), children: body }));

  /** A document's email: the Kbis's own, any other document's naming it (linked rather than attached past 8 MB). */
  const deliveryEmail = (order: OrdersTable, documentId: string, item: OrderItemsTable, sizeBytes: number) =>
    item.kind === 'kbis'
      ? kbisDeliveryEmail(order, documentId, emailContext)
      : documentDeliveryEmail(order, documentId, item, { sizeBytes }, emailContext);

  const answer = (c: BackOfficeContext, body: string, status: ContentfulStatusCode = 200) => {
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  };
  const message = (c: BackOfficeContext, status: ContentfulStatusCode, title: string, lines: string[], back: Back) =>
    answer(c, page(c, title, createElement(MessageWithWayBack, { title, lines, back })), status);
  const toOrder = (c: BackOfficeContext): Back => ({ href: orderPagePath(c.req.param('reference') ?? ''), label: SEND_ERRORS.back });
  /** The operator's role allows `action`, else the French 403 page with its way back. */
  const needs = (action: BackOfficeAction, back: (c: BackOfficeContext) => Back) =>
    requireAction(context, action, (c) => message(c, 403, FORBIDDEN.title, [FORBIDDEN.text], back(c)));

  app.post('/commandes/:reference/extrait', needs('send', toOrder), async (c) => {
    const reference = c.req.param('reference');
    const back = { href: orderPagePath(reference), label: SEND_ERRORS.back };
    const notSent = (status: ContentfulStatusCode, why: string) =>
      message(c, status, SEND_ERRORS.title, [why, SEND_ERRORS.nothingSent], back);
    const body = await c.req.parseBody();
    const file = body.extrait;
    if (!(file instanceof File) || file.size === 0) return notSent(400, SEND_ERRORS.missing);
    // Refused before its bytes are read: the body limit lets a little more than the largest PDF through.
    if (file.size > DOCUMENT_MAX_BYTES) return notSent(413, SEND_ERRORS.refusals['too-large']);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const refusal = pdfRefusal(bytes);
    if (refusal) return notSent(refusal === 'too-large' ? 413 : 400, SEND_ERRORS.refusals[refusal]);
    // The line the form names; a form naming none (a page of a Kbis-only order) sends the order's first line owed.
    const itemId = typeof body[ITEM_FIELD] === 'string' ? body[ITEM_FIELD] : undefined;
    const item = itemId ? await findOrderItem(db, itemId) : undefined;
    if (itemId && item?.reference !== reference) return notSent(409, SEND_ERRORS.refused);
    const sent = await sendDocument(
      db,
      reference,
      { fileName: documentFileName(reference, item?.kind), originalName: file.name, bytes },
      c.var.operator.email,
      context.now(),
      (order, documentId, line) => deliveryEmail(order, documentId, line, bytes.length),
      item?.id,
    );
    if (!sent) return notSent(409, SEND_ERRORS.refused);
    context.kickOutbox();
    return seeOther(c, back.href);
  });

  app.post('/commandes/:reference/renvoi', needs('resend', toOrder), async (c) => {
    const reference = c.req.param('reference');
    const back = { href: orderPagePath(reference), label: SEND_ERRORS.back };
    // The line whose last file goes again: each document sent has its own « Renvoyer l'email ».
    const item = (await readForm(c)).get(ITEM_FIELD) ?? '';
    const resent = await resendDocument(db, reference, item, c.var.operator.email, context.now(), deliveryEmail);
    if (!resent) return message(c, 409, SEND_ERRORS.title, [SEND_ERRORS.nothingToResend, SEND_ERRORS.nothingSent], back);
    context.kickOutbox();
    return seeOther(c, back.href);
  });

  app.post('/commandes/:reference/remboursement', needs('refund', toOrder), async (c) => {
    const reference = c.req.param('reference');
    const back = { href: orderPagePath(reference), label: SEND_ERRORS.back };
    const notRefunded = (status: ContentfulStatusCode, why: string) =>
      message(c, status, REFUND_ERRORS.title, [why, REFUND_ERRORS.nothingRefunded], back);
    const form = await readForm(c);
    // A document's own refund (`item`, the line's id) is for its price: the form may leave the amount out.
    const item = parseRefundItem(form.get(ITEM_FIELD));
    if (item === null) return notRefunded(400, REFUND_ERRORS.refusals['unknown-item']);
    const line = item ? await findOrderItem(db, item) : undefined;
    if (item && line?.reference !== reference) return notRefunded(409, REFUND_ERRORS.refusals['unknown-item']);
    const posted = form.get('montant') ?? '';
    const amount = line && !posted.trim() ? line.amount_cents : parseEuroCents(posted);
    if (amount === null) return notRefunded(400, REFUND_ERRORS.badAmount);
    const reason = (form.get('motif') ?? '').trim().slice(0, REFUND_REASON_MAX);
    if (!reason) return notRefunded(400, REFUND_ERRORS.missingReason);
    const key = parseRefundKey(form.get(REFUND_KEY_FIELD));
    if (!key) return notRefunded(400, REFUND_ERRORS.badKey);
    const creditKind = parseCreditKind(form.get(CREDIT_KIND_FIELD));
    if (!creditKind) return notRefunded(400, REFUND_ERRORS.badCreditKind);
    const operator = c.var.operator.email;
    const requested = await requestRefund(db, reference, key, amount, reason, operator, context.now(), creditKind, item || null);
    if (!requested.ok) return notRefunded(requested.reason === 'unknown' ? 404 : 409, REFUND_ERRORS.refusals[requested.reason]);
    const { refund, order, repeated } = requested;
    // The same form again (a double click, a resent request): its refund is already on its way.
    if (repeated) return seeOther(c, back.href);
    if (config.payment.mode === 'test' || !context.stripe) {
      // No card was charged: the refund is recorded and confirmed at once.
      await confirmRefund(db, refund.id, operator, context.now(), refundConfirmationEmail);
      context.kickOutbox();
      return seeOther(c, back.href);
    }
    try {
      await setRefundProviderId(db, refund.id, await createStripeRefund(context.stripe, order, refund));
    } catch (error) {
      return stripeFailed(c, error, refund.id, reference, operator, back);
    }
    return seeOther(c, back.href);
  });

  /** Stripe's error on a refund: failed when Stripe surely made none, else left waiting for its event. */
  async function stripeFailed(c: BackOfficeContext, error: unknown, id: string, reference: string, operator: string, back: Back) {
    const why = error instanceof Error ? error.message : String(error);
    context.log(`remboursement ${id} de ${reference} : ${why}`);
    if (!refundSurelyNotMade(error)) return message(c, 502, REFUND_ERRORS.waitingTitle, [REFUND_ERRORS.stripeSilent], back);
    await failRefund(db, id, operator, context.now(), `Stripe : ${why.slice(0, 300)}`);
    return message(c, 502, REFUND_ERRORS.title, [REFUND_ERRORS.stripeRefused, REFUND_ERRORS.nothingRefunded], back);
  }

  app.post('/commandes/:reference/remboursement/:id/relance', needs('refund', toOrder), async (c) => {
    const reference = c.req.param('reference');
    const back = { href: orderPagePath(reference), label: SEND_ERRORS.back };
    const refund = await findRefund(db, c.req.param('id'));
    const order = await findOrderByReference(db, reference);
    if (refund?.reference !== reference || refund.status !== 'requested' || !order || !context.stripe)
      return message(c, 409, REFUND_ERRORS.title, [REFUND_ERRORS.notPending], back);
    const operator = c.var.operator.email;
    let made: Awaited<ReturnType<typeof askStripeAgain>>;
    try {
      made = await askStripeAgain(context.stripe, order, refund);
    } catch (error) {
      return stripeFailed(c, error, refund.id, reference, operator, back);
    }
    await recordRefundAskedAgain(db, refund.id, made.providerId, operator, context.now());
    // Stripe's answer settles it as its event would: the event, when it comes, then changes nothing.
    if (made.status === 'succeeded' && (await confirmRefund(db, refund.id, SYSTEM_ACTOR, context.now(), refundConfirmationEmail)))
      context.kickOutbox();
    else if (made.status === 'failed' || made.status === 'canceled')
      await failRefund(db, refund.id, SYSTEM_ACTOR, context.now(), `Stripe : ${made.status}`);
    return seeOther(c, back.href);
  });

  app.get('/retractations', requireAction(context, 'see-withdrawals'), async (c) => {
    const cursor = decodeCursor(c.req.query('apres'), 2);
    const { rows, more } = await listWithdrawalsWithOrders(db, cursor);
    const last = rows.at(-1);
    const next = more && last ? encodeCursor([last.declared_at, last.id]) : null;
    return answer(
      c,
      page(
        c,
        WITHDRAWALS.title,
        createElement(WithdrawalsView, {
          rows,
          next,
          paged: cursor !== null,
          operator: c.var.operator,
          csrfToken: c.var.csrfToken,
          now: context.now(),
        }),
      ),
    );
  });

  const toWithdrawals = { href: WITHDRAWALS_PATH, label: WITHDRAWALS.back };
  const withdrawalUnchanged = (c: BackOfficeContext, status: ContentfulStatusCode, why: string) =>
    message(c, status, WITHDRAWALS.errorTitle, [why], toWithdrawals);

  const decides = needs('decide-withdrawal', () => toWithdrawals);

  app.post('/retractations/:id/decision', decides, async (c) => {
    const form = await readForm(c);
    const decision = form.get('decision');
    if (decision !== 'refund' && decision !== 'exception') return withdrawalUnchanged(c, 400, WITHDRAWALS.notDecidable);
    const decided = await decideWithdrawal(
      db,
      c.req.param('id'),
      decision satisfies WithdrawalDecision,
      c.var.operator.email,
      context.now(),
      (order, withdrawal) => decision === 'refund' || exceptionMayApply(order, withdrawal.declared_at),
      (order, decided) => [withdrawalDecisionEmail(order, decided)],
    );
    if (!decided) return withdrawalUnchanged(c, 409, WITHDRAWALS.notDecidable);
    context.kickOutbox();
    return seeOther(c, WITHDRAWALS_PATH);
  });

  app.post('/retractations/:id/rapprochement', decides, async (c) => {
    const form = await readForm(c);
    const reference = (form.get('reference') ?? '').trim().toUpperCase();
    if (!reference || reference.length > REFERENCE_MAX) return withdrawalUnchanged(c, 400, WITHDRAWALS.notMatchable);
    const matched = await matchWithdrawal(db, c.req.param('id'), reference, c.var.operator.email, context.now());
    if (!matched) return withdrawalUnchanged(c, 409, WITHDRAWALS.notMatchable);
    return seeOther(c, WITHDRAWALS_PATH);
  });

  app.get('/remboursements', requireAction(context, 'see-refunds'), async (c) => {
    const cursor = decodeCursor(c.req.query('apres'), 2);
    const { rows, more } = await listRefunds(db, cursor);
    const last = rows.at(-1);
    const next = more && last ? encodeCursor([last.requested_at, last.id]) : null;
    return answer(c, page(c, REFUNDS.title, createElement(RefundsView, { rows, next, paged: cursor !== null })));
  });

  return app;
}
