/**
 * Withdrawals declared online, each matched to the paid order it is about (domain/withdrawal-match.ts)
 * and stored with its emails queued, in one transaction.
 */
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { EmailMessage } from '../domain/email-message';
import { type MatchCandidate, matchWithdrawal, type WithdrawalMatch } from '../domain/withdrawal-match';
import type { Store } from './connect';
import { recordEvent, SYSTEM_ACTOR } from './events';
import { queueEmails } from './outbox';
import type { Database, WithdrawalsTable } from './schema';
import { matchedDetail, WITHDRAWAL_EVENTS } from './withdrawal-decisions';

type Executor = Kysely<Database> | Transaction<Database>;

/** The orders paid with `email`, whatever its case: the only candidates a declaration may match. */
export const paidOrdersOf = (db: Executor, email: string): Promise<MatchCandidate[]> =>
  db
    .selectFrom('orders')
    .select([
      'reference',
      'email',
      'created_at',
      'paid_at',
      'amount_cents',
      'immediate_execution',
      'fulfilment_status',
      'sent_at',
      'payment_mode',
      'billing_company',
    ])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('paid_at', 'is not', null)
    .orderBy('paid_at', 'desc')
    .execute();

/**
 * The emails of a declaration, once its match is known and how many declarations matching no order
 * its address (in any case) made in the window before it.
 */
export type WithdrawalEmails = (withdrawal: WithdrawalsTable, match: WithdrawalMatch | null, earlierInWindow: number) => EmailMessage[];

/**
 * Stores `withdrawal`, matched, and queues the emails `emails` decides: the address's earlier
 * declarations are counted in the same transaction, and on PostgreSQL under a lock of that address,
 * so that two declarations at once are counted one after the other.
 */
export async function recordWithdrawal(
  db: Store,
  withdrawal: WithdrawalsTable,
  emails: WithdrawalEmails,
  now: Date,
  windowMs: number,
): Promise<WithdrawalsTable> {
  const address = withdrawal.email.toLowerCase();
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${address}))`.execute(trx);
    const count = await unmatchedDeclarationsBefore(trx, address, now.toISOString(), windowMs);
    const match = matchWithdrawal(withdrawal, await paidOrdersOf(trx, withdrawal.email));
    const row = { ...withdrawal, matched_reference: match?.order.reference ?? null, match_kind: match?.kind ?? null };
    await trx.insertInto('withdrawals').values(row).execute();
    if (match)
      await recordEvent(trx, {
        reference: match.order.reference,
        at: now.toISOString(),
        actor: SYSTEM_ACTOR,
        kind: WITHDRAWAL_EVENTS.matched,
        detail: matchedDetail(
          match.kind === 'reference' ? 'par sa référence' : "par l'email et la date",
          withdrawal.name,
          withdrawal.declared_at,
        ),
      });
    await queueEmails(trx, emails(row, match, count), now);
    return row;
  });
}

export const findWithdrawal = (db: Store, id: string) => db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();

export const listWithdrawals = (db: Store) => db.selectFrom('withdrawals').selectAll().orderBy('declared_at', 'desc').execute();

/**
 * How many declarations matching no order `email` (in any case) made in the `windowMs` up to `at`, but
 * `except` (the declaration itself, once stored): those made at the same moment count as earlier.
 */
export async function unmatchedDeclarationsBefore(
  db: Executor,
  email: string,
  at: string,
  windowMs: number,
  except?: string,
): Promise<number> {
  let query = db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('declared_at', '>', new Date(new Date(at).getTime() - windowMs).toISOString())
    .where('declared_at', '<=', at)
    .where('matched_reference', 'is', null);
  if (except) query = query.where('id', '!=', except);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}
