/** Withdrawals declared online, each stored with its emails queued in one transaction. */
import { PostgresAdapter, sql } from 'kysely';
import type { EmailMessage } from '../email/message';
import type { Store } from './connect';
import { queueEmails } from './outbox';
import type { WithdrawalsTable } from './schema';

/**
 * Stores `withdrawal` and queues the emails `emailsFor` decides, given how many declarations its
 * address (in any case) made in the `windowMs` before it: counted in the same transaction, and on
 * PostgreSQL under a lock of that address, so that two declarations at once are counted one after
 * the other.
 */
export async function recordWithdrawal(
  db: Store,
  withdrawal: WithdrawalsTable,
  emailsFor: (earlierInWindow: number) => EmailMessage[],
  now: Date,
  windowMs: number,
): Promise<void> {
  const address = withdrawal.email.toLowerCase();
  await db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${address}))`.execute(trx);
    const { count } = await trx
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(sql<string>`lower(email)`, '=', address)
      .where('declared_at', '>', new Date(now.getTime() - windowMs).toISOString())
      .executeTakeFirstOrThrow();
    await trx.insertInto('withdrawals').values(withdrawal).execute();
    await queueEmails(trx, emailsFor(Number(count)), now);
  });
}

export const findWithdrawal = (db: Store, id: string) => db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();

export const listWithdrawals = (db: Store) => db.selectFrom('withdrawals').selectAll().orderBy('declared_at', 'desc').execute();
