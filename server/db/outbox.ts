/**
 * The outbox: emails stored with what causes them, then sent by the worker (email/outbox-worker.ts).
 * A sender takes an email by a lease, so that several instances sharing one PostgreSQL never send
 * the same one at once; an email is marked sent only after the SMTP server accepted it.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { EmailMessage } from '../domain/email-message';
import type { Database, OutboxTable } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

export async function queueEmails(db: Executor, emails: EmailMessage[], now: Date): Promise<void> {
  if (!emails.length) return;
  const at = now.toISOString();
  await db
    .insertInto('outbox')
    .values(
      emails.map((email) => ({
        id: randomUUID(),
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
      })),
    )
    .execute();
}

/** Emails due now and not held by another sender, oldest first. */
export const dueEmails = (db: Executor, now: Date, limit: number) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now.toISOString())]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Takes `id` until `until`; false when another sender took it first. */
export async function lease(db: Executor, email: OutboxTable, now: Date, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ lease_until: until.toISOString() })
    .where('id', '=', email.id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markSent(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable('outbox').set({ sent_at: now.toISOString(), lease_until: null, last_error: null }).where('id', '=', id).execute();
}

export async function markFailed(db: Executor, email: OutboxTable, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ attempts: email.attempts + 1, next_attempt_at: retryAt.toISOString(), lease_until: null, last_error: error.slice(0, 500) })
    .where('id', '=', email.id)
    .execute();
}

export const listOutbox = (db: Executor) => db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('id').execute();
