/**
 * The billed company's address and identifier, from the payment step (the test page, or what Stripe
 * Checkout collected): kept on the order until it is paid (a cancelled one may still be paid by Stripe), so that its invoice, issued at
 * payment and rendered from the order, carries them. A paid order's buyer never changes.
 */
import type { BillingDetails } from '../domain/billing-details';
import type { Store } from './connect';

/** Records `details` on the order `reference` if it is not paid yet; true when it did. */
export async function recordBillingDetails(db: Store, reference: string, details: BillingDetails): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ address: details.address, postal_code: details.postalCode, city: details.city, billing_identifier: details.identifier })
    .where('reference', '=', reference)
    .where('status', 'in', ['awaiting_payment', 'cancelled'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
