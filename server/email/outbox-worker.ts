/**
 * Sends the outbox's emails: at start, whenever a transaction queued some (`kick`), and every
 * `pollMs` for retries and for emails another instance queued. An email is marked sent only once
 * the mailer returned, so a crash before that sends it again: the one duplicate an outbox allows.
 *
 * Exactly once across instances rests on three things: a send is cut at SEND_DEADLINE_MS, well
 * before the lease (LEASE_MS, on the database's clock) runs out, so no other instance takes an email
 * still being sent; and the mark checks the lease's owner, so a sender that lost it overwrites nothing.
 */
import type { Store } from '../db/connect';
import { startRepeatedPass } from '../jobs/repeated-pass';
import { attachmentsOf, dueEmails, lease, markFailed, markSent, queueEmails } from '../db/outbox';
import type { OutboxTable } from '../db/schema';
import { ATTACHMENT_RESOLVERS, type AttachmentResolvers, loadAttachments } from './attachments';
import type { EmailMessage } from '../domain/email-message';
import { isUndeliverable, retryDelayMs, withoutAddresses } from './retry';
import type { Mailer } from './transport';

export type { Mailer };

export interface OutboxWorker {
  kick(): void;
  /** Sends everything due now; resolves when this pass is over. */
  drain(): Promise<number>;
  /** Lets the current send finish, sends nothing more. */
  stop(): Promise<void>;
}

/** A send longer than this is cut (the connection closed) and counted as a failure, to retry. */
export const SEND_DEADLINE_MS = 60_000;
/** Twice the deadline: the mark after a send lands well inside the lease; a crashed sender's email is free again after it. */
export const LEASE_MS = 120_000;
const BATCH = 20;

export interface OutboxWorkerOptions {
  pollMs?: number;
  log?: (line: string) => void;
  /** The retry schedule's clock; leases use the database's. */
  now?: () => Date;
  sendDeadlineMs?: number;
  leaseMs?: number;
  attachments?: AttachmentResolvers;
  /** The operator's notice of an email given up, queued with the mark; null for none (never for a notice itself). */
  givenUpNotice?: (email: OutboxTable) => EmailMessage | null;
}

class SendDeadlineError extends Error {
  override name = 'SendDeadlineError';
}

const reasonOf = (error: unknown) => withoutAddresses(error instanceof Error ? error.message : String(error));

export function startOutboxWorker(
  db: Store,
  mailer: Mailer,
  {
    pollMs = 2_000,
    log = console.error,
    now = () => new Date(),
    sendDeadlineMs = SEND_DEADLINE_MS,
    leaseMs = LEASE_MS,
    attachments = ATTACHMENT_RESOLVERS,
    givenUpNotice = () => null,
  }: OutboxWorkerOptions = {},
): OutboxWorker {
  if (sendDeadlineMs >= leaseMs) throw new Error('The send deadline must be shorter than the lease');
  /** Sends `email`, cut at the deadline whether or not the mailer heeds the signal. */
  async function send(email: OutboxTable): Promise<void> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new SendDeadlineError(`envoi interrompu après ${Math.round(sendDeadlineMs / 1000)} s, connexion fermée`);
        controller.abort(error);
        reject(error);
      }, sendDeadlineMs);
    });
    try {
      const files = await Promise.race([loadAttachments(db, attachmentsOf(email), attachments), deadline]);
      const message = {
        kind: email.kind as EmailMessage['kind'],
        to: email.recipient,
        subject: email.subject,
        text: email.text,
        html: email.html,
        files,
      };
      await Promise.race([mailer.send(message, email.id, controller.signal), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  const lostLease = (email: OutboxTable) =>
    log(`email ${email.id} (${email.kind}) : bail perdu, un autre envoyeur l'a repris ; rien n'est écrasé`);

  async function giveUp(email: OutboxTable, owner: string, reason: string): Promise<void> {
    const notice = givenUpNotice({ ...email, attempts: email.attempts + 1, last_error: reason });
    const marked = await db.transaction().execute(async (trx) => {
      if (!(await markFailed(trx, email, owner, reason, null))) return false;
      if (notice) await queueEmails(trx, [notice], now());
      return true;
    });
    if (!marked) return lostLease(email);
    if (notice) runner.kick();
    log(`email ${email.id} (${email.kind}) abandonné, aucun essai ne peut le livrer : ${reason}`);
  }

  async function pass(stopped: () => boolean): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await dueEmails(db, now(), BATCH);
      let progressed = false;
      for (const email of due) {
        if (stopped()) return sent;
        const owner = await lease(db, email, leaseMs);
        if (!owner) continue;
        try {
          await send(email);
        } catch (error) {
          const reason = reasonOf(error);
          if (isUndeliverable(error)) {
            await giveUp(email, owner, reason);
            continue;
          }
          const delay = retryDelayMs(email.attempts);
          if (!(await markFailed(db, email, owner, reason, new Date(now().getTime() + delay)))) lostLease(email);
          else log(`email ${email.id} (${email.kind}) non envoyé, nouvel essai dans ${Math.round(delay / 1000)} s : ${reason}`);
          continue;
        }
        if (await markSent(db, email.id, owner)) sent++;
        else lostLease(email);
        progressed = true;
      }
      if (!progressed || due.length < BATCH) return sent;
    }
  }

  const runner = startRepeatedPass({
    pass,
    pollMs,
    onError: (error) =>
      log(`envoi des emails interrompu : ${withoutAddresses(error instanceof Error ? (error.stack ?? error.message) : String(error))}`),
  });
  return runner;
}
