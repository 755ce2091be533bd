/**
 * The operator's notice of a withdrawal declared online: the declaration, when it was received, and
 * the refund's deadline (L221-24), so that the order is stopped and refunded in time.
 */
import { REFUND_DAYS } from '../../site/data/facts';
import { WITHDRAWAL_FIELDS } from '../../site/data/withdrawal';
import { formatDate } from '../../widget/core/format';
import type { WithdrawalsTable } from '../db/schema';
import { addDays } from '../domain/withdrawal-period';
import { ACKNOWLEDGEMENT as A, WITHDRAWAL_NOTICE as N } from './copy';
import { parisDateTime, parisDay } from './dates';
import { paragraph, renderHtml, renderText, rows } from './layout';
import type { EmailContext, EmailMessage } from './message';

export function withdrawalNoticeEmail(withdrawal: WithdrawalsTable, ctx: EmailContext): EmailMessage {
  // The subject carries the reference only when it is one: the customer typed it.
  const reference = withdrawal.reference && /^KF-[0-9A-V]{12}$/.test(withdrawal.reference) ? withdrawal.reference : null;
  const subject = N.subject(reference);
  const blocks = [
    paragraph(N.intro),
    rows(
      [WITHDRAWAL_FIELDS.name.label, withdrawal.name],
      [WITHDRAWAL_FIELDS.email.label, withdrawal.email],
      [WITHDRAWAL_FIELDS.reference.label, withdrawal.reference ?? A.noReference],
      [WITHDRAWAL_FIELDS.orderDate.label, formatDate(withdrawal.order_date)],
      [A.receivedAt, parisDateTime(withdrawal.declared_at)],
      [N.refundBy, formatDate(addDays(parisDay(withdrawal.declared_at), REFUND_DAYS))],
    ),
  ];
  return { kind: 'withdrawal-notice', to: ctx.operatorEmail, subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}
