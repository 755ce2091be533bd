/**
 * What the seller owes a declaration next, and by when, as the back office shows it: the refund
 * (L221-24: 14 days from the declaration) when it was accepted or, undecided, when the order it matched
 * was within the period; else the written answer the acknowledgement promised, within
 * WITHDRAWAL_REPLY_WORKING_DAYS working days; nothing once the L221-28 exception was applied.
 */
import { addWorkingDays } from './delivery-deadline';
import { refundDeadline } from './delivery-rules';
import { parisDay } from './paris-time';
import type { WithdrawalStanding } from './withdrawal-match';

/** How soon the seller writes back about a declaration it could not settle at once (the operator's commitment). */
export const WITHDRAWAL_REPLY_WORKING_DAYS = 2;

export type DeclarationDeadline = { kind: 'refund' | 'answer'; day: string } | { kind: 'none' };

/** `standing`: where the matched order stood when the declaration came (null when it matched none). */
export function declarationDeadline(declaredAt: string, decision: string | null, standing: WithdrawalStanding | null): DeclarationDeadline {
  if (decision === 'exception') return { kind: 'none' };
  if (decision === 'refund' || standing === 'in_time' || standing === 'started') return { kind: 'refund', day: refundDeadline(declaredAt) };
  return { kind: 'answer', day: addWorkingDays(parisDay(declaredAt), WITHDRAWAL_REPLY_WORKING_DAYS) };
}
