/**
 * The Kbis itself, to the customer: the uploaded PDF attached (the outbox refers to the stored document,
 * so a retry attaches the same bytes) and the link to the order's page, where it stays downloadable.
 */
import { HANDOFF_PATH } from '../../widget/core/handoff';
import type { OrdersTable } from '../db/schema';
import { formatDate } from '../../site/format';
import { downloadEnds } from '../domain/delivery-rules';
import { parisDay } from '../domain/paris-time';
import { TEST_PAYMENT_MODE } from '../domain/test-order';
import { KBIS_DELIVERY as K, ORDER_PAGE_LINK, SIGNATURE, TEST_MODE } from './copy';
import { link, paragraph, renderHtml, renderText } from './layout';
import type { EmailContext, EmailMessage } from '../domain/email-message';

/** The customer's page of the order, which the confirmation already led to. */
export const customerOrderUrl = (order: Pick<OrdersTable, 'token'>, ctx: EmailContext) => `${ctx.serviceUrl}${HANDOFF_PATH}/${order.token}`;

/** `order` as sent (its `sent_at` set): the download lasts from then (domain/delivery-rules.ts). */
export function kbisDeliveryEmail(order: OrdersTable, documentId: string, ctx: EmailContext): EmailMessage {
  const subject = order.payment_mode === TEST_PAYMENT_MODE ? TEST_MODE.subject(K.subject(order.reference)) : K.subject(order.reference);
  const until = formatDate(parisDay(downloadEnds(order.sent_at ?? new Date().toISOString()).toISOString()));
  const blocks = [
    paragraph(`${K.greeting} ${order.first_name} ${order.last_name},`),
    paragraph(K.attached(order.company_name, order.reference)),
    paragraph(K.download(until), link(ORDER_PAGE_LINK, customerOrderUrl(order, ctx)), '.'),
    paragraph(K.contact(order.reference)),
    paragraph(SIGNATURE),
  ];
  return {
    kind: 'kbis-delivery',
    to: order.email,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
    reference: order.reference,
    attachments: [{ kind: 'document', id: documentId }],
  };
}
