/**
 * The dates and conditions around a delivered Kbis and a withdrawal, pure so that the back office, the
 * customer's page and the emails answer alike: until when the customer may download the file, when a
 * withdrawal must be refunded (L221-24), whether the period still runs before a sending without the
 * customer's request (L221-25), and whether the L221-28 exception may apply.
 */
import { RETENTION } from '../../site/data/operator';
import { REFUND_DAYS } from '../../site/data/facts';
import type { OrdersTable } from '../db/schema';
import { parisDay } from './paris-time';
import { addDays, withdrawalLastDay } from './withdrawal-period';

const DAY_MS = 86_400_000;

/** The last day (Paris) to refund a withdrawal declared at `declaredAt`: the declaration's day plus 14 days. */
export const refundDeadline = (declaredAt: string) => addDays(parisDay(declaredAt), REFUND_DAYS);

export type DownloadRefusal = 'not-sent' | 'refunded' | 'withdrawn' | 'expired';

type DownloadFacts = Pick<OrdersTable, 'fulfilment_status' | 'status' | 'sent_at'>;

/** Until when the customer may download the Kbis sent at `sentAt`. */
export const downloadEnds = (sentAt: string) => new Date(new Date(sentAt).getTime() + RETENTION.documentDays * DAY_MS);

/** Why the customer may not download the sent Kbis now, or null when they may. */
export function downloadRefusal(order: DownloadFacts, now: Date): DownloadRefusal | null {
  if (order.fulfilment_status === 'withdrawn') return 'withdrawn';
  // A partial refund (a gesture for a late order) leaves the Kbis the customer's; a full one takes it back.
  if (order.status === 'refunded') return 'refunded';
  if (order.fulfilment_status !== 'sent' || !order.sent_at) return 'not-sent';
  if (now >= downloadEnds(order.sent_at)) return 'expired';
  return null;
}

/**
 * The last day of the withdrawal period when it still runs at `now` for a customer who did not ask for
 * immediate execution; null otherwise (asked, not paid, or the period is over).
 */
export function withdrawalRunsWithoutRequest(order: Pick<OrdersTable, 'immediate_execution' | 'paid_at'>, now: Date): string | null {
  if (order.immediate_execution === 1 || !order.paid_at) return null;
  const last = withdrawalLastDay(parisDay(order.paid_at));
  return parisDay(now.toISOString()) <= last ? last : null;
}

/**
 * Whether the exception of L221-28 1° may apply: the service was fully performed (the Kbis sent) before
 * the withdrawal was declared, after the customer asked for immediate execution and acknowledged losing
 * the right. An admin still decides.
 */
export function exceptionMayApply(order: Pick<OrdersTable, 'immediate_execution' | 'sent_at'>, declaredAt: string): boolean {
  return order.immediate_execution === 1 && order.sent_at !== null && order.sent_at <= declaredAt;
}
