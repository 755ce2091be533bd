/**
 * The order's history (« Historique ») as the order page shows it: the recorded events, and the
 * emails about the order read from the outbox (queued, sent, given up), merged in time order. The
 * outbox already keeps those times; copying them into the events would make two records to agree.
 */

/** Who did it: an operator's email, the customer, or the service itself. */
export const CUSTOMER_ACTOR = 'client';
export const SYSTEM_ACTOR = 'système';

/** The kinds of event this part of the service records; other parts add theirs. */
export const EVENT = {
  created: 'created',
  paid: 'paid',
  note: 'note',
  late: 'late',
  emailQueued: 'email-queued',
  emailSent: 'email-sent',
  emailFailed: 'email-failed',
} as const;

export interface HistoryEntry {
  at: string;
  actor: string;
  kind: string;
  detail: string;
}

/** What the history reads of an outbox row. */
export interface EmailTrace {
  subject: string;
  created_at: string;
  sent_at: string | null;
  given_up_at: string | null;
}

export function emailEntries(email: EmailTrace): HistoryEntry[] {
  const entry = (at: string, kind: string) => ({ at, actor: SYSTEM_ACTOR, kind, detail: email.subject });
  return [
    entry(email.created_at, EVENT.emailQueued),
    ...(email.sent_at ? [entry(email.sent_at, EVENT.emailSent)] : []),
    ...(email.given_up_at ? [entry(email.given_up_at, EVENT.emailFailed)] : []),
  ];
}

/** Events and emails, oldest first; at the same instant, events before the emails they caused. */
export function orderHistory(events: readonly HistoryEntry[], emails: readonly EmailTrace[]): HistoryEntry[] {
  const all = [
    ...events.map((event, order) => ({ event, order })),
    ...emails.flatMap(emailEntries).map((event, order) => ({ event, order: events.length + order })),
  ];
  return all.sort((a, b) => (a.event.at < b.event.at ? -1 : a.event.at > b.event.at ? 1 : a.order - b.order)).map(({ event }) => event);
}
