/**
 * Sends the outbox's emails: at start, whenever a transaction queued some (`kick`), and every
 * `pollMs` for retries and for emails another instance queued. An email is marked sent only once
 * the mailer returned, so a crash before that sends it again: the one duplicate an outbox allows.
 */
import type { Store } from '../db/connect';
import { dueEmails, lease, markFailed, markSent } from '../db/outbox';
import type { EmailMessage } from '../domain/email-message';
import { GIVEN_UP_AT, isUndeliverable, retryDelayMs, withoutAddresses } from './retry';

export interface Mailer {
  describe: string;
  send(message: EmailMessage, id: string): Promise<void>;
  close(): void;
}

export interface OutboxWorker {
  kick(): void;
  /** Sends everything due now; resolves when this pass is over. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** Longer than a send can take (the mailer gives up on a silent server sooner): a crashed sender's email is free again after it. */
const LEASE_MS = 30_000;
const BATCH = 20;

export function startOutboxWorker(
  db: Store,
  mailer: Mailer,
  { pollMs = 2_000, log = console.error, now = () => new Date() }: { pollMs?: number; log?: (line: string) => void; now?: () => Date } = {},
): OutboxWorker {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await dueEmails(db, now(), BATCH);
      let progressed = false;
      for (const email of due) {
        if (stopped) return sent;
        const at = now();
        if (!(await lease(db, email, at, new Date(at.getTime() + LEASE_MS)))) continue;
        try {
          await mailer.send(
            { kind: email.kind as EmailMessage['kind'], to: email.recipient, subject: email.subject, text: email.text, html: email.html },
            email.id,
          );
          await markSent(db, email.id, now());
          sent++;
          progressed = true;
        } catch (error) {
          const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
          if (isUndeliverable(error)) {
            await markFailed(db, email, reason, new Date(GIVEN_UP_AT));
            log(`email ${email.id} (${email.kind}) abandonné, aucun essai ne peut le livrer : ${reason}`);
            continue;
          }
          const delay = retryDelayMs(email.attempts);
          await markFailed(db, email, reason, new Date(now().getTime() + delay));
          log(`email ${email.id} (${email.kind}) non envoyé, nouvel essai dans ${Math.round(delay / 1000)} s : ${reason}`);
        }
      }
      if (!progressed || due.length < BATCH) return sent;
    }
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error) => {
        log(`envoi des emails interrompu : ${withoutAddresses(error instanceof Error ? error.message : String(error))}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void drain();
        }
      });
    return running;
  }

  const timer = setInterval(() => void drain(), pollMs);
  timer.unref();
  void drain();

  return {
    kick: () => void drain(),
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
