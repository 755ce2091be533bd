/**
 * The outbox: emails stored with what causes them, then sent by the worker (email/outbox-worker.ts).
 * A sender takes an email by a lease, so that several instances sharing one PostgreSQL never send
 * the same one at once: the lease's times are the database's, and its owner token is checked when
 * the email is marked, so that a sender whose lease ran out overwrites nothing another one did.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { EmailMessage } from '../email/message';
import { databaseNow } from './clock';
import type { Database, OutboxAttachment, OutboxTable } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

const row = (email: EmailMessage, id: string, at: string) => ({
  id,
  kind: email.kind,
  recipient: email.to,
  subject: email.subject,
  text: email.text,
  html: email.html,
  created_at: at,
  attempts: 0,
  next_attempt_at: at,
  lease_until: null,
  sent_at: null,
  last_error: null,
  reference: email.reference ?? null,
  attachments: JSON.stringify(email.attachments ?? []),
  given_up_at: null,
  lease_owner: null,
});

export async function queueEmails(db: Executor, emails: EmailMessage[], now: Date): Promise<void> {
  if (!emails.length) return;
  const at = now.toISOString();
  await db
    .insertInto('outbox')
    .values(emails.map((email) => row(email, randomUUID(), at)))
    .execute();
}

/** Queues `email` under `id` unless an email already has it: one email per event, however often the event is told. */
export async function queueEmailOnce(db: Executor, id: string, email: EmailMessage, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('outbox')
    .values(row(email, id, now.toISOString()))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Emails due now (by `now`, the retry schedule's clock) and not held by another sender (by the database's clock), oldest first. */
export const dueEmails = (db: Executor, now: Date, limit: number) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('given_up_at', 'is', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', databaseNow(db))]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Takes `email` for `leaseMs` of the database's clock; its owner token, or null when another sender holds it. */
export async function lease(db: Executor, email: OutboxTable, leaseMs: number): Promise<string | null> {
  const owner = randomUUID();
  const result = await db
    .updateTable('outbox')
    .set({ lease_until: databaseNow(db, leaseMs), lease_owner: owner })
    .where('id', '=', email.id)
    .where('sent_at', 'is', null)
    .where('given_up_at', 'is', null)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', databaseNow(db))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? owner : null;
}

/** False when the lease `owner` was lost: another sender took the email, whose mark stands. */
export async function markSent(db: Executor, id: string, owner: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ sent_at: databaseNow(db), lease_until: null, lease_owner: null, last_error: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a failed attempt, to retry at `retryAt`, or given up when it is null; false when the lease was lost. */
export async function markFailed(db: Executor, email: OutboxTable, owner: string, error: string, retryAt: Date | null): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({
      attempts: email.attempts + 1,
      ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : { given_up_at: databaseNow(db) }),
      lease_until: null,
      lease_owner: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', email.id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Queues a given-up or failed email again, as new: false when there is no such email still unsent. */
export async function requeue(db: Executor, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ given_up_at: null, attempts: 0, next_attempt_at: now.toISOString(), last_error: null })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const attachmentsOf = (email: Pick<OutboxTable, 'attachments'>) => JSON.parse(email.attachments) as OutboxAttachment[];

export const listOutbox = (db: Executor) => db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('id').execute();

/** What is not sent yet: waiting or failed, and given up. */
export const listUnsent = (db: Executor) =>
  db.selectFrom('outbox').selectAll().where('sent_at', 'is', null).orderBy('created_at').orderBy('id').execute();

/** The emails still to send (not given up): how many, and when the oldest was queued. */
export async function outboxBacklog(db: Executor): Promise<{ count: number; oldest: string | null }> {
  const result = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('sent_at', 'is', null)
    .where('given_up_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: Number(result.count), oldest: result.oldest ?? null };
}
