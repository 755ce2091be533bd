/**
 * Which paid order a withdrawal declared online is about, and where that order stands: the one rule
 * the acknowledgement, the operator's notice and the back office share. Only the orders paid with
 * the declared email are candidates, so that a stranger typing someone else's reference learns
 * nothing about their order. The reference, when given, decides; without it (or when it names none of
 * them), the order date does, if exactly one order of that address was placed or paid that day.
 */
import type { OrdersTable } from '../db/schema';
import { parisDay } from './paris-time';
import { withdrawalLastDay } from './withdrawal-period';

/** What the rule and the emails read of a candidate order. */
export type MatchCandidate = Pick<
  OrdersTable,
  | 'reference'
  | 'email'
  | 'created_at'
  | 'paid_at'
  | 'amount_cents'
  | 'immediate_execution'
  | 'fulfilment_status'
  | 'sent_at'
  | 'payment_mode'
  | 'billing_company'
>;

export type MatchKind = 'reference' | 'email_date';

export interface WithdrawalMatch {
  kind: MatchKind;
  order: MatchCandidate;
}

export interface Declared {
  email: string;
  reference: string | null;
  /** YYYY-MM-DD, as typed. */
  order_date: string;
}

/** The same address whatever its case or surrounding spaces. */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A reference as customers copy it: spaces dropped, letters upper-cased. */
const normalReference = (reference: string) => reference.replace(/\s+/g, '').toUpperCase();

export function matchWithdrawal(declared: Declared, candidates: readonly MatchCandidate[]): WithdrawalMatch | null {
  const paid = candidates.filter((order) => order.paid_at !== null && sameAddress(order.email, declared.email));
  if (declared.reference) {
    const wanted = normalReference(declared.reference);
    const byReference = paid.find((order) => order.reference === wanted);
    if (byReference) return { kind: 'reference', order: byReference };
  }
  const onThatDay = paid.filter(
    (order) => parisDay(order.created_at) === declared.order_date || parisDay(order.paid_at!) === declared.order_date,
  );
  return onThatDay.length === 1 ? { kind: 'email_date', order: onThatDay[0]! } : null;
}

/**
 * Where a matched order stands on the day the withdrawal was declared (L221-18, L221-25, L221-28 1°):
 * - `in_time`: within the period, no immediate execution asked: the full refund is due;
 * - `started`: within the period, immediate execution asked, the extract not sent yet: refunded less
 *   an amount proportionate to the service already provided;
 * - `delivered`: immediate execution asked and the extract sent: the right no longer applies;
 * - `late`: the period is over.
 * Whether the customer ordered as a consumer is not known here: the emails always state that exception.
 */
export type WithdrawalStanding = 'in_time' | 'started' | 'delivered' | 'late';

export function withdrawalStanding(
  order: Pick<MatchCandidate, 'immediate_execution' | 'sent_at' | 'paid_at'>,
  declaredAt: string,
): WithdrawalStanding {
  if (order.immediate_execution && order.sent_at !== null && order.sent_at <= declaredAt) return 'delivered';
  if (parisDay(declaredAt) > withdrawalLastDay(parisDay(order.paid_at!))) return 'late';
  return order.immediate_execution ? 'started' : 'in_time';
}
