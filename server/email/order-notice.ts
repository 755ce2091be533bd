/**
 * The operator's notice of a paid order: everything needed to obtain and send its documents (each
 * with its price, and whether the register's job sends it or the operator must), when the
 * work may start (at once on the customer's express request, otherwise once the withdrawal period
 * is over), the payment to match, and where the order came from.
 */
import { formatEuro } from '../../widget/core/format';
import { formatDate } from '../../site/format';
import type { OrdersTable } from '../db/schema';
import { deliverySchedule } from '../domain/delivery-deadline';
import type { DocumentLine } from '../domain/document-line';
import { itemName } from '../domain/item-name';
import { DOCUMENT_SOURCES, NOTICE as N, TEST_MODE } from './copy';
import { parisDateTime, parisDay } from '../domain/paris-time';
import { heading, list, paragraph, renderHtml, renderText, rows } from './layout';
import type { EmailContext, EmailMessage } from '../domain/email-message';
import { billingRows, companyRows, type Row } from './order-summary';

/** The page's utm_* parameters, one row each, as the order stored them. */
function utmRows(utm: string): Row[] {
  const parameters = JSON.parse(utm) as Record<string, string>;
  return Object.entries(parameters).map(([name, value]) => [name, value] as const);
}

export function orderNoticeEmail(order: OrdersTable, lines: readonly DocumentLine[], ctx: EmailContext): EmailMessage {
  if (!order.paid_at) throw new Error(`Order ${order.reference} is not paid: no notice`);
  const immediate = order.immediate_execution === 1;
  const test = order.payment_mode === 'test';
  const { workStartsOn, deliverBy } = deliverySchedule(parisDay(order.paid_at), immediate);
  const subject = test ? TEST_MODE.subject(N.subject(order.reference)) : N.subject(order.reference);
  const blocks = [
    paragraph(N.intro),
    heading(N.orderHeading),
    rows(
      [N.reference, order.reference],
      [N.createdAt, parisDateTime(order.created_at)],
      [N.paidAt, parisDateTime(order.paid_at)],
      [
        N.amount,
        test
          ? TEST_MODE.amount(formatEuro(order.amount_cents / 100))
          : `${formatEuro(order.amount_cents / 100)} (${order.currency.toUpperCase()})`,
      ],
      [N.paymentMode, order.payment_mode],
      [N.paymentId, order.payment_id ?? N.none],
      [N.immediate, immediate ? N.yes : N.no],
      [N.start, immediate ? N.startNow : N.startAfter(formatDate(workStartsOn))],
      [N.deliverBy, formatDate(order.deliver_by ?? deliverBy)],
    ),
    heading(N.documentsHeading),
    list(lines.map((line) => N.document(itemName(line), formatEuro(line.amount_cents / 100), DOCUMENT_SOURCES.operator[line.source]))),
    heading(N.companyHeading),
    rows(...companyRows(order), ...billingRows(order)),
    heading(N.originHeading),
    rows([N.partner, order.partner ?? N.none], [N.page, order.source_page], ...utmRows(order.utm)),
  ];
  return { kind: 'order-notice', to: ctx.operatorEmail, subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}
