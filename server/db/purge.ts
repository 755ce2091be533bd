/** Deletes what the retention periods no longer allow to keep (domain/retention.ts). */
import type { PurgeCutoffs } from '../domain/retention';
import type { Store } from './connect';

export interface PurgeCounts {
  orders: number;
  withdrawals: number;
  emails: number;
  documents: number;
  givenUpEmails: number;
  invoices: number;
}

export async function purge(db: Store, cutoffs: PurgeCutoffs, now = new Date()): Promise<PurgeCounts> {
  return db.transaction().execute(async (trx) => {
    // A refunded order was a sale: it is kept as long as a paid one.
    const paid = await trx
      .deleteFrom('orders')
      .where('status', 'in', ['paid', 'partly_refunded', 'refunded'])
      .where('created_at', '<', cutoffs.ordersBefore)
      .executeTakeFirst();
    const unpaid = await trx
      .deleteFrom('orders')
      .where('status', 'in', ['awaiting_payment', 'cancelled'])
      .where('created_at', '<', cutoffs.unpaidOrdersBefore)
      .executeTakeFirst();
    // An order's history and its documents' lines go with the order, never before.
    await trx
      .deleteFrom('order_items')
      .where('reference', 'not in', (eb) => eb.selectFrom('orders').select('reference'))
      .execute();
    await trx
      .deleteFrom('order_events')
      .where('reference', 'not in', (eb) => eb.selectFrom('orders').select('reference'))
      .execute();
    // A declaration matched to an order goes with it; one matched to none is kept a year.
    const matched = await trx
      .deleteFrom('withdrawals')
      .where('matched_reference', 'is not', null)
      .where('matched_reference', 'not in', (eb) => eb.selectFrom('orders').select('reference'))
      .executeTakeFirst();
    const unmatched = await trx
      .deleteFrom('withdrawals')
      .where('matched_reference', 'is', null)
      .where('declared_at', '<', cutoffs.unmatchedWithdrawalsBefore)
      .executeTakeFirst();
    const emails = await trx
      .deleteFrom('outbox')
      .where('sent_at', 'is not', null)
      .where('sent_at', '<', cutoffs.sentEmailsBefore)
      .executeTakeFirst();
    const documents = await trx
      .updateTable('documents')
      .set({ content: null, purged_at: now.toISOString() })
      .where('purged_at', 'is', null)
      .where('uploaded_at', '<', cutoffs.documentsBefore)
      .executeTakeFirst();
    const givenUp = await trx
      .deleteFrom('outbox')
      .where('sent_at', 'is', null)
      .where('given_up_at', 'is not', null)
      .where('given_up_at', '<', cutoffs.givenUpEmailsBefore)
      .executeTakeFirst();
    const invoices = await trx.deleteFrom('invoices').where('issued_at', '<', cutoffs.invoicesBefore).executeTakeFirst();
    return {
      invoices: Number(invoices.numDeletedRows),
      documents: Number(documents.numUpdatedRows),
      orders: Number(paid.numDeletedRows) + Number(unpaid.numDeletedRows),
      withdrawals: Number(matched.numDeletedRows) + Number(unmatched.numDeletedRows),
      emails: Number(emails.numDeletedRows),
      givenUpEmails: Number(givenUp.numDeletedRows),
    };
  });
}
