/**
 * Why an order was refunded, as its credit note and the customer's email say it: the order's
 * withdrawal, when one was matched to it and not refused under the L221-28 exception.
 */
import type { Transaction } from 'kysely';
import type { Store } from './connect';
import type { Database } from './schema';

/** When the order's withdrawal was declared (ISO instant), or null when it has none. */
export async function withdrawalDeclaredAt(db: Store | Transaction<Database>, reference: string): Promise<string | null> {
  const withdrawal = await db
    .selectFrom('withdrawals')
    .select('declared_at')
    .where('matched_reference', '=', reference)
    .where((eb) => eb.or([eb('decision', 'is', null), eb('decision', '=', 'refund')]))
    .orderBy('declared_at')
    .executeTakeFirst();
  return withdrawal?.declared_at ?? null;
}
