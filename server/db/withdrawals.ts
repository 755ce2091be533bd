/**
 * Withdrawals declared online, each matched to the paid order it is about (domain/withdrawal-match.ts)
 * and stored with its emails queued, in one transaction.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { EmailMessage } from '../email/message';
import { type MatchCandidate, matchWithdrawal, type WithdrawalMatch } from '../domain/withdrawal-match';
import type { Store } from './connect';
import { queueEmails } from './outbox';
import type { Database, WithdrawalsTable } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The orders paid with `email`, whatever its case: the only candidates a declaration may match. */
export const paidOrdersOf = (db: Executor, email: string): Promise<MatchCandidate[]> =>
  db
    .selectFrom('orders')
    .select(['reference', 'email', 'created_at', 'paid_at', 'amount_cents', 'immediate_execution', 'fulfilment_status', 'sent_at'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('paid_at', 'is not', null)
    .orderBy('paid_at', 'desc')
    .execute();

/** The emails of a declaration, once its match is known. */
export type WithdrawalEmails = (withdrawal: WithdrawalsTable, match: WithdrawalMatch | null) => EmailMessage[];

export async function recordWithdrawal(
  db: Store,
  withdrawal: WithdrawalsTable,
  emails: WithdrawalEmails,
  now: Date,
): Promise<WithdrawalsTable> {
  return db.transaction().execute(async (trx) => {
    const match = matchWithdrawal(withdrawal, await paidOrdersOf(trx, withdrawal.email));
    const row = { ...withdrawal, matched_reference: match?.order.reference ?? null, match_kind: match?.kind ?? null };
    await trx.insertInto('withdrawals').values(row).execute();
    await queueEmails(trx, emails(row, match), now);
    return row;
  });
}

export const findWithdrawal = (db: Store, id: string) => db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();

export const listWithdrawals = (db: Store) => db.selectFrom('withdrawals').selectAll().orderBy('declared_at', 'desc').execute();
