/**
 * The operator's notice of a withdrawal declared online: the declaration, the order it matched (or
 * none), where that order stands, and the refund's deadline (L221-24) should the withdrawal be
 * admissible, so that the order is stopped and refunded in time, or the customer answered.
 */
import { formatDate } from '../../site/format';
import type { WithdrawalsTable } from '../db/schema';
import { type WithdrawalMatch, withdrawalStanding } from '../domain/withdrawal-match';
import { WITHDRAWAL_NOTICE as N } from './copy';
import { paragraph, renderHtml, renderText, rows } from './layout';
import type { EmailContext, EmailMessage } from '../domain/email-message';
import { declarationRows, refundDeadlineText } from './withdrawal-acknowledgement';

/** The typed name on one line: no control character reaches a header. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

export function withdrawalNoticeEmail(withdrawal: WithdrawalsTable, match: WithdrawalMatch | null, ctx: EmailContext): EmailMessage {
  const subject = N.subject(oneLine(withdrawal.name), match?.order.reference ?? null, formatDate(withdrawal.order_date));
  const found = match ? `${match.order.reference} (${match.kind === 'reference' ? N.byReference : N.byEmailDate})` : N.none;
  const standing = match ? N.standing[withdrawalStanding(match.order, withdrawal.declared_at)] : N.standing.unknown;
  const latest = refundDeadlineText(withdrawal);
  const blocks = [
    paragraph(N.intro(latest)),
    rows(...declarationRows(withdrawal), [N.found, found], [N.period, standing], [N.refundBy, latest]),
  ];
  return { kind: 'withdrawal-notice', to: ctx.operatorEmail, subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}
