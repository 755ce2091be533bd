/** The operator's one email about an order whose delivery deadline has passed, with the way to it. */
import { formatDate } from '../../site/format';
import type { OrdersTable } from '../db/schema';
import { LATE_NOTICE as L } from './copy';
import { link, paragraph, renderHtml, renderText, rows } from './layout';
import type { EmailContext, EmailMessage } from '../domain/email-message';

/** The back office's order page, at the service's address. */
export type OrderPageUrl = (reference: string) => string;

export function lateNoticeEmail(order: OrdersTable, ctx: EmailContext, orderPageUrl: OrderPageUrl): EmailMessage {
  const subject = L.subject(order.reference);
  const blocks = [
    paragraph(L.intro),
    rows(
      [L.reference, order.reference],
      [L.company, order.company_name],
      [L.deadline, order.deliver_by ? formatDate(order.deliver_by) : '—'],
    ),
    paragraph(link(L.open, orderPageUrl(order.reference))),
    paragraph(L.law),
  ];
  return {
    kind: 'late-notice',
    to: ctx.operatorEmail,
    subject,
    text: renderText(blocks),
    html: renderHtml(subject, blocks),
    reference: order.reference,
  };
}
