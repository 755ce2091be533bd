/**
 * Where one document of an order stands, as the back office says it: to fetch from the register (with
 * the last failure and the next automatic try, when there are), to send, sent, failed with its reason
 * (and its next try), refunded, or withdrawn. A closed union, so that each page words every case.
 */
import type { OrderItemsTable } from '../db/schema';

export type ItemStatus =
  | { state: 'to_fetch'; failure: string; retryAt: string | null }
  | { state: 'to_send' }
  | { state: 'sent'; at: string | null }
  | { state: 'failed'; failure: string; retryAt: string | null }
  | { state: 'refunded'; at: string | null }
  | { state: 'withdrawn' };

export type StatusFacts = Pick<OrderItemsTable, 'state' | 'failure' | 'next_attempt_at' | 'sent_at' | 'refunded_at'>;

/** The line's status at `now`: a next try is named only while it is still to come. */
export function itemStatus(item: StatusFacts, now: Date): ItemStatus {
  const retryAt = item.next_attempt_at && item.next_attempt_at > now.toISOString() ? item.next_attempt_at : null;
  switch (item.state) {
    case 'to_fetch':
    case 'failed':
      return { state: item.state, failure: item.failure, retryAt };
    case 'to_send':
    case 'withdrawn':
      return { state: item.state };
    case 'sent':
      return { state: 'sent', at: item.sent_at };
    case 'refunded':
      return { state: 'refunded', at: item.refunded_at };
  }
}

/**
 * Why it failed, without what follows a « ; » (the register's job adds the next try there, which
 * `itemStatus` gives from the line itself, always current).
 */
export const failureReason = (failure: string) => failure.split(/[ \u00a0\u202f]?;/)[0]!.trim();

/** The longest reason a list's row shows. */
export const SHORT_REASON_MAX = 80;

/** A failure's reason in short, for a list's row: cut at a word under SHORT_REASON_MAX characters with « … » when longer. */
export function shortReason(failure: string): string {
  const clause = failureReason(failure);
  if (clause.length <= SHORT_REASON_MAX) return clause;
  const cut = clause.slice(0, SHORT_REASON_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHORT_REASON_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
