/** Withdrawals declared online, each stored with its acknowledgement queued in one transaction. */
import type { EmailMessage } from '../domain/email-message';
import type { Store } from './connect';
import { queueEmails } from './outbox';
import type { WithdrawalsTable } from './schema';

export async function recordWithdrawal(db: Store, withdrawal: WithdrawalsTable, emails: EmailMessage[], now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('withdrawals').values(withdrawal).execute();
    await queueEmails(trx, emails, now);
  });
}

export const findWithdrawal = (db: Store, id: string) => db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();

export const listWithdrawals = (db: Store) => db.selectFrom('withdrawals').selectAll().orderBy('declared_at', 'desc').execute();
