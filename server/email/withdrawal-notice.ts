/**
 * The operator's notice of a withdrawal declared online: the declaration, when it was received, and
 * the refund's deadline (L221-24), so that the order is stopped and refunded in time.
 */
import { REFUND_DAYS } from '../../site/data/facts';
import { REFERENCE_PATTERN } from '../../widget/core/checkout';
import { formatDate } from '../../site/format';
import type { WithdrawalsTable } from '../db/schema';
import { addDays } from '../domain/withdrawal-period';
import { WITHDRAWAL_NOTICE as N } from './copy';
import { parisDay } from '../domain/paris-time';
import { paragraph, renderHtml, renderText, rows } from './layout';
import type { EmailContext, EmailMessage } from '../domain/email-message';
import { declarationRows } from './withdrawal-acknowledgement';

export function withdrawalNoticeEmail(withdrawal: WithdrawalsTable, ctx: EmailContext): EmailMessage {
  // The subject carries the reference only when it is one: the customer typed it.
  const reference = withdrawal.reference && REFERENCE_PATTERN.test(withdrawal.reference) ? withdrawal.reference : null;
  const subject = N.subject(reference);
  const blocks = [
    paragraph(N.intro),
    rows(...declarationRows(withdrawal), [N.refundBy, formatDate(addDays(parisDay(withdrawal.declared_at), REFUND_DAYS))]),
  ];
  return { kind: 'withdrawal-notice', to: ctx.operatorEmail, subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}
