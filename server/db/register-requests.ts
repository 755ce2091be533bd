/**
 * The operator's « Récupérer au registre »: a line the register can give, put back in the register's
 * job's hands now. Under the order's lock, so that two operators clicking at once record one request,
 * and a refund or a withdrawal decided meanwhile wins.
 */
import { sql } from 'kysely';
import { isSendable } from '../domain/order-state';
import { nextItemState, REGISTER_KINDS } from '../domain/order-items';
import { lineDetail } from '../domain/item-history';
import type { Store } from './connect';
import { databaseNow } from './clock';
import { recordEvent } from './events';
import { expectOneRow, lockOrder } from './order-lock';
import { syncOrderFulfilment } from './order-items';

/** The event kind of a request, in the order's history. */
export const REGISTER_REQUEST_EVENT = 'register-fetch-requested';

/**
 * Why a request is refused: no such order or line; a line the register does not give, or whose order
 * may not be fulfilled (unpaid, refunded, withdrawn); a line sent, refunded or withdrawn; or a fetch
 * already due or under way (the request another operator just made), which needs nothing more.
 */
export type RegisterRequestRefusal = 'unknown' | 'not-fetchable' | 'closed' | 'already-due';

export type RegisterRequest = { ok: true } | { ok: false; reason: RegisterRequestRefusal };

/**
 * Asks the register's job to fetch the line `itemId` of the order `reference` now: the line goes back to
 * `to_fetch`, due at `now`, its lease cleared and its attempts counted afresh (the last failure stays
 * shown until the job's next word), and the request is recorded in the order's history as `actor`'s.
 */
export async function requestRegisterFetch(
  db: Store,
  reference: string,
  itemId: string,
  actor: string,
  now: Date,
): Promise<RegisterRequest> {
  return db.transaction().execute(async (trx): Promise<RegisterRequest> => {
    const order = await lockOrder(trx, reference);
    const item = order
      ? await trx
          .selectFrom('order_items')
          .selectAll()
          .select(sql<number>`case when lease_until > ${databaseNow(trx)} then 1 else 0 end`.as('leased'))
          .where('id', '=', itemId)
          .where('reference', '=', reference)
          .executeTakeFirst()
      : undefined;
    if (!order || !item) return { ok: false, reason: 'unknown' };
    if (!REGISTER_KINDS.includes(item.kind) || !isSendable(order.status) || order.fulfilment_status === 'withdrawn')
      return { ok: false, reason: 'not-fetchable' };
    const state = nextItemState(item.state, 'fetch');
    if (!state) return { ok: false, reason: 'closed' };
    const at = now.toISOString();
    const due = item.next_attempt_at === null || item.next_attempt_at <= at;
    if (item.state === 'to_fetch' && (due || Number(item.leased) === 1)) return { ok: false, reason: 'already-due' };
    expectOneRow(
      await trx
        .updateTable('order_items')
        .set({ state, source: 'register', next_attempt_at: at, attempts: 0, lease_until: null, lease_owner: null })
        .where('id', '=', item.id)
        .executeTakeFirst(),
      'Demande au registre',
    );
    await syncOrderFulfilment(trx, reference);
    await recordEvent(trx, { reference, at, actor, kind: REGISTER_REQUEST_EVENT, detail: lineDetail(item.kind) });
    return { ok: true };
  });
}
