/**
 * The register's job: every `pollMs`, and whenever asked (`kick`, after a payment), each instance
 * takes the order lines due (db/register-items.ts: paid orders whose work may start), one at a time
 * under a lease, and for each: asks the register for the company's filings, picks the document
 * (domain/register-pick.ts), downloads it and sends it as the operator sends a Kbis (db/documents.ts:
 * stored, marked sent, recorded and its email queued in one transaction), as « système ». When the
 * register cannot give it, the line is marked failed with the reason in words and its next try.
 *
 * Exactly once across instances: the whole fetch of a line is cut at FETCH_DEADLINE_MS, well inside
 * its lease (REGISTER_LEASE_MS, on the database's clock), and the sending checks the lease's owner.
 */
import type { Store } from '../db/connect';
import { startRepeatedPass } from '../jobs/repeated-pass';
import { sendDocument } from '../db/documents';
import { recordEvent, SYSTEM_ACTOR } from '../db/events';
import { claimRegisterLine, dueRegisterLines, markRegisterFailure, releaseRegisterLine } from '../db/register-items';
import type { OrderItemsTable, OrdersTable } from '../db/schema';
import type { EmailMessage } from '../domain/email-message';
import type { RegisterFailure } from '../domain/register-failure';
import { failedDetail, foundDetail, REGISTER_EVENT } from '../domain/register-events';
import { pickFiling, type RegisterPick, registerFileName } from '../domain/register-pick';
import { registerReason } from '../domain/register-reasons';
import { nextRegisterAttempt } from '../domain/register-retry';
import { type RegisterClient, RegisterError } from './inpi-client';

/** How often each instance looks for lines due (a line whose withdrawal period just ended, a retry). */
export const REGISTER_POLL_MS = 5_000;
/** A line's whole fetch: a sign-in, the list and the download, each cut at 30 s, with one new sign-in. */
export const FETCH_DEADLINE_MS = 180_000;
/** Well past the deadline: a line is never taken by another instance while one still fetches it. */
export const REGISTER_LEASE_MS = 300_000;
const BATCH = 10;

export interface RegisterJob {
  kick(): void;
  /** Fetches every line due now; resolves with how many were sent when this pass is over. */
  drain(): Promise<number>;
  /** Cuts the current fetch and lets its line go, starts no other. */
  stop(): Promise<void>;
}

export interface RegisterJobOptions {
  client: RegisterClient;
  /** The customer's email for the document sent; `pick` says which filing it is. */
  emailFor(order: OrdersTable, documentId: string, item: OrderItemsTable, sizeBytes: number, pick: RegisterPick): EmailMessage;
  /** Wakes the outbox's sender after a document's email was queued. */
  kickOutbox(): void;
  log(line: string): void;
  now?: () => Date;
  pollMs?: number;
  deadlineMs?: number;
  leaseMs?: number;
}

export function startRegisterJob(
  db: Store,
  {
    client,
    emailFor,
    kickOutbox,
    log,
    now = () => new Date(),
    pollMs = REGISTER_POLL_MS,
    deadlineMs = FETCH_DEADLINE_MS,
    leaseMs = REGISTER_LEASE_MS,
  }: RegisterJobOptions,
): RegisterJob {
  if (deadlineMs >= leaseMs) throw new Error('The fetch deadline must be shorter than the lease');
  /** Cuts the fetch in flight when the service stops: its line is let go, for the next instance to take at once. */
  const stopping = new AbortController();

  /** Fetches and sends `item`; true once its email is queued. */
  async function fetchLine(item: OrderItemsTable, siren: string, owner: string): Promise<boolean> {
    const signal = AbortSignal.any([AbortSignal.timeout(deadlineMs), stopping.signal]);
    if (!siren) throw new RegisterError({ kind: 'no-siren' });
    const picked = pickFiling(await client.attachments(siren, signal), item);
    if ('failure' in picked) throw new RegisterError(picked.failure);
    const { pick } = picked;
    await recordEvent(db, {
      reference: item.reference,
      at: now().toISOString(),
      actor: SYSTEM_ACTOR,
      kind: REGISTER_EVENT.found,
      detail: foundDetail(item, pick),
    });
    const bytes = await client.download(pick, signal);
    const fileName = registerFileName(pick, item.reference);
    const sent = await sendDocument(
      db,
      item.reference,
      { fileName, originalName: fileName, bytes },
      SYSTEM_ACTOR,
      now(),
      (order, documentId, line) => emailFor(order, documentId, line, bytes.length, pick),
      item.id,
      owner,
    );
    if (!sent) {
      // Withdrawn or refunded meanwhile, or sent by the operator: their word stands.
      await releaseRegisterLine(db, item.id, owner);
      log(`registre : ligne ${item.id} non envoyée, la commande ou la ligne a changé pendant la récupération`);
      return false;
    }
    kickOutbox();
    return true;
  }

  async function fail(item: OrderItemsTable, owner: string, error: unknown): Promise<void> {
    const failure: RegisterFailure = error instanceof RegisterError ? error.failure : { kind: 'service' };
    if (!(error instanceof RegisterError))
      log(`registre : ligne ${item.id} en erreur : ${error instanceof Error ? error.message : String(error)}`);
    const at = now();
    const retryAt = nextRegisterAttempt(failure, item.attempts + 1, at);
    const reason = registerReason(failure, at, retryAt);
    if (!(await markRegisterFailure(db, item, owner, { reason, detail: failedDetail(item, reason), retryAt, at })))
      log(`registre : ligne ${item.id} reprise ailleurs pendant la récupération ; rien n'est écrasé`);
  }

  async function pass(stopped: () => boolean): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await dueRegisterLines(db, now(), BATCH);
      let progressed = false;
      for (const { item, siren } of due) {
        if (stopped()) return sent;
        const owner = await claimRegisterLine(db, item, now(), leaseMs);
        if (!owner) continue;
        progressed = true;
        try {
          if (await fetchLine(item, siren, owner)) sent++;
        } catch (error) {
          if (stopping.signal.aborted) await releaseRegisterLine(db, item.id, owner);
          else await fail(item, owner, error);
        }
      }
      if (!progressed || due.length < BATCH) return sent;
    }
  }

  const runner = startRepeatedPass({
    pass,
    pollMs,
    onError: (error) => log(`récupération au registre interrompue : ${error instanceof Error ? error.message : String(error)}`),
  });
  return {
    ...runner,
    stop() {
      stopping.abort();
      return runner.stop();
    },
  };
}
