/**
 * Every minute, each instance looks for orders that just became late and tells the operator once
 * about each (db/late-orders.ts guards the once, whatever the number of instances); it also clears
 * the sessions and passkey challenges no rule would accept any more.
 */
import type { Store } from '../db/connect';
import { notifyLateOrders } from '../db/late-orders';
import type { OrdersTable } from '../db/schema';
import { deleteStaleSessions } from '../db/sessions';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../domain/session-rules';
import { parisDay } from '../domain/paris-time';
import type { EmailMessage } from '../domain/email-message';

export const LATE_CHECK_MS = 60_000;

export interface LateCheckOptions {
  emailFor(order: OrdersTable): EmailMessage;
  /** Wakes the outbox's sender after emails were queued. */
  kick(): void;
  log(line: string): void;
  now?: () => Date;
  everyMs?: number;
}

/** One pass: returns how many orders were newly found late. */
export async function checkLateOrders(db: Store, { emailFor, kick, now = () => new Date() }: Omit<LateCheckOptions, 'log' | 'everyMs'>) {
  const at = now();
  const notified = await notifyLateOrders(db, parisDay(at.toISOString()), at, emailFor);
  if (notified) kick();
  const ms = at.getTime();
  await deleteStaleSessions(
    db,
    new Date(ms - SESSION_IDLE_MS).toISOString(),
    new Date(ms - SESSION_MAX_MS).toISOString(),
    at.toISOString(),
  );
  return notified;
}

export function startLateCheck(db: Store, options: LateCheckOptions): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = checkLateOrders(db, options).catch((error: Error) => options.log(`vérification des retards en échec : ${error.message}`));
  };
  run();
  const timer = setInterval(run, options.everyMs ?? LATE_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
