/**
 * What an admin does with a withdrawal declaration in the back office: matches it to an order by hand when
 * the declaration named none that the service found, and decides — accepted (to refund, the fulfilment
 * becomes withdrawn) or the exception of L221-28 — once, recorded on the declaration and in the order's
 * history, with the customer's answer queued in the same transaction.
 */
import { typeset } from '../../site/typography';
import { formatParisDateTime } from '../domain/paris-time';
import { nextFulfilment } from '../domain/fulfilment-state';
import { OPEN_ITEM_STATES } from '../domain/order-items';
import type { Store } from './connect';
import { before, onePage, PAGE_SIZE } from './pages';
import { recordEvent } from './events';
import { expectOneRow, lockOrder } from './order-lock';
import { queueEmails } from './outbox';
import type { EmailMessage } from '../domain/email-message';
import type { OrdersTable, WithdrawalsTable } from './schema';

export const WITHDRAWAL_EVENTS = { decided: 'withdrawal_decision', matched: 'withdrawal_matched' } as const;

export type WithdrawalDecision = 'refund' | 'exception';

/** The history's detail of a declaration matched to the order: how, whose, and when it came. */
export const matchedDetail = (how: string, name: string, declaredAt: string) =>
  typeset(`${how} ; déclaration de ${name} reçue le ${formatParisDateTime(declaredAt)}`);

/** The decision as the order's history says it. */
export const DECISION_DETAILS: Record<WithdrawalDecision, string> = {
  refund: 'rétractation acceptée, à rembourser',
  exception: 'exception de l’article L221-28 appliquée, pas de remboursement',
};

/**
 * One page of the declarations, newest first, with what the « Rétractations » view needs of their matched
 * order: after the cursor `[declared_at, id]` of the previous page's last row when given.
 */
export async function listWithdrawalsWithOrders(db: Store, cursor: readonly string[] | null = null) {
  let query = db
    .selectFrom('withdrawals')
    .leftJoin('orders', 'orders.reference', 'withdrawals.matched_reference')
    .selectAll('withdrawals')
    .select([
      'orders.status as order_status',
      'orders.fulfilment_status',
      'orders.immediate_execution',
      'orders.sent_at',
      'orders.paid_at',
      'orders.company_name',
      'orders.refunded_cents',
      'orders.amount_cents',
    ])
    .orderBy('withdrawals.declared_at', 'desc')
    .orderBy('withdrawals.id', 'desc');
  if (cursor) query = query.where(before('withdrawals.declared_at', 'withdrawals.id', cursor));
  return onePage(await query.limit(PAGE_SIZE + 1).execute());
}

export type WithdrawalRow = Awaited<ReturnType<typeof listWithdrawalsWithOrders>>['rows'][number];

/**
 * Records `decision` on the matched, undecided declaration `id`, if `allowed` says it may apply to its
 * order, and queues the `emails` it causes; false when nothing was written. The order is locked first, as
 * for a refund (order-lock.ts).
 */
export async function decideWithdrawal(
  db: Store,
  id: string,
  decision: WithdrawalDecision,
  operatorEmail: string,
  now: Date,
  allowed: (order: OrdersTable, withdrawal: WithdrawalsTable) => boolean,
  emails: (order: OrdersTable, decided: WithdrawalsTable & { decision: WithdrawalDecision }) => EmailMessage[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const matched = await trx.selectFrom('withdrawals').select('matched_reference').where('id', '=', id).executeTakeFirst();
    if (!matched?.matched_reference) return false;
    const order = await lockOrder(trx, matched.matched_reference);
    // Read again under the lock: another admin's decision on it may have committed meanwhile.
    const withdrawal = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    if (!order || !withdrawal || withdrawal.decision || withdrawal.matched_reference !== order.reference) return false;
    if (!allowed(order, withdrawal)) return false;
    const at = now.toISOString();
    const decided = await trx
      .updateTable('withdrawals')
      .set({ decision, decided_by: operatorEmail, decided_at: at })
      .where('id', '=', id)
      .where('decision', 'is', null)
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) return false;
    const fulfilment = decision === 'refund' ? nextFulfilment(order.fulfilment_status, 'withdrawn', order.status) : null;
    if (fulfilment) {
      expectOneRow(
        await trx
          .updateTable('orders')
          .set({ fulfilment_status: fulfilment })
          .where('reference', '=', order.reference)
          .where('fulfilment_status', '=', order.fulfilment_status)
          .executeTakeFirst(),
        `décision sur la rétractation ${id}`,
      );
      // Nothing owed is sent any more: the register's job and the operator leave its documents alone.
      await trx
        .updateTable('order_items')
        .set({ state: 'withdrawn', lease_until: null, lease_owner: null })
        .where('reference', '=', order.reference)
        .where('state', 'in', OPEN_ITEM_STATES)
        .execute();
    }
    await recordEvent(trx, {
      reference: order.reference,
      at,
      actor: operatorEmail,
      kind: WITHDRAWAL_EVENTS.decided,
      detail: DECISION_DETAILS[decision],
    });
    await queueEmails(trx, emails(order, { ...withdrawal, decision, decided_by: operatorEmail, decided_at: at }), now);
    return true;
  });
}

/** Matches the unmatched declaration `id` to the order `reference`; false when either is missing or it is already matched. */
export async function matchWithdrawal(db: Store, id: string, reference: string, operatorEmail: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select('reference').where('reference', '=', reference).executeTakeFirst();
    const withdrawal = await trx.selectFrom('withdrawals').select(['name', 'declared_at']).where('id', '=', id).executeTakeFirst();
    if (!order || !withdrawal) return false;
    const matched = await trx
      .updateTable('withdrawals')
      .set({ matched_reference: reference, match_kind: 'reference' })
      .where('id', '=', id)
      .where('matched_reference', 'is', null)
      .executeTakeFirst();
    if (Number(matched.numUpdatedRows) !== 1) return false;
    await recordEvent(trx, {
      reference,
      at: now.toISOString(),
      actor: operatorEmail,
      kind: WITHDRAWAL_EVENTS.matched,
      detail: matchedDetail('à la main', withdrawal.name, withdrawal.declared_at),
    });
    return true;
  });
}
