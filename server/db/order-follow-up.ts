/** What the customer's order page reads beside the order: its latest matched declaration, and its confirmation email's sending. */
import type { Store } from './connect';
import type { WithdrawalsTable } from './schema';

/** A declaration matched to an order, as that order's pages read it. */
export type Declaration = Pick<WithdrawalsTable, 'declared_at' | 'decision' | 'decided_at'>;

/** The latest withdrawal declared and matched to the order `reference`, if any. */
export const latestDeclarationOf = (db: Store, reference: string): Promise<Declaration | undefined> =>
  db
    .selectFrom('withdrawals')
    .select(['declared_at', 'decision', 'decided_at'])
    .where('matched_reference', '=', reference)
    .orderBy('declared_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * When the order's confirmation email was sent: null while it waits in the outbox, undefined when
 * there is no copy of it (purged after its days, or never queued).
 */
export async function confirmationSentAt(db: Store, reference: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select('sent_at')
    .where('reference', '=', reference)
    .where('kind', '=', 'order-confirmation')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? row.sent_at : undefined;
}
