/**
 * Refunds, of an amount of the order or of one of its documents: asked by an admin (a row `requested`,
 * recorded in the order's history), then confirmed —
 * at once in test mode, by Stripe's refund event otherwise. The confirmation moves the order's status
 * (order-state.ts), adds to its refunded total and queues the customer's email in one transaction, once:
 * a replayed event finds the refund no longer `requested` and changes nothing. Each transaction that
 * moves money locks the order first (order-lock.ts).
 */
import type { EmailMessage } from '../domain/email-message';
import { type RefundRefusal, refundRefusal, statusAfterRefund } from '../domain/order-state';
import type { Store } from './connect';
import { before, onePage, PAGE_SIZE } from './pages';
import { recordEvent } from './events';
import { issueCreditNote } from './invoices';
import { expectOneRow, lockOrder } from './order-lock';
import { withdrawalDeclaredAt } from './refund-cause';
import { queueEmails } from './outbox';
import type { CreditKind, Database, OrdersTable, RefundsTable } from './schema';
import { syncOrderFulfilment } from './order-items';
import { OPEN_ITEM_STATES } from '../domain/order-items';
import type { Transaction } from 'kysely';
import { impliedCreditKind } from '../domain/credit-kind';
import { lineDetail } from '../domain/item-history';
import { itemName } from '../domain/item-name';
import { type ItemRefundRefusal, itemRefundRefusal } from '../domain/item-refund';

export const REFUND_EVENTS = {
  requested: 'refund_requested',
  askedAgain: 'refund_asked_again',
  confirmed: 'refund_confirmed',
  failed: 'refund_failed',
} as const;

/** As the credit note writes it, the euro sign bound to its amount. */
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€`;

/**
 * Why a refund is not recorded: the order's rules, the document's (when one is named), no such order, or
 * a form key already used on another order.
 */
export type RefundRequestRefusal = RefundRefusal | ItemRefundRefusal | 'unknown' | 'key-of-another-order';

/** The refund recorded, or the one the same form recorded before (`repeated`, nothing new). */
export type RefundRequest =
  | { ok: true; refund: RefundsTable; order: OrdersTable; repeated: boolean }
  | { ok: false; reason: RefundRequestRefusal };

/**
 * Records the refund `id` (the form's one-time key) of `amountCents` asked by `operatorEmail`, unless the
 * order's status or what is already refunded or being refunded forbids it. The amounts still `requested`
 * count, so that two refunds asked before Stripe confirms either never exceed what was paid. With `itemId`,
 * the refund is that document's, for its price: refused for a line of another order, one refunded or
 * withdrawn, or one whose refund is already asked (two forms posted at once: one refund). A form posted
 * again finds its refund and records nothing.
 */
export async function requestRefund(
  db: Store,
  reference: string,
  id: string,
  amountCents: number,
  reason: string,
  operatorEmail: string,
  now: Date,
  creditKind: CreditKind | 'unchosen' = 'unchosen',
  itemId: string | null = null,
): Promise<RefundRequest> {
  return db.transaction().execute(async (trx): Promise<RefundRequest> => {
    const order = await lockOrder(trx, reference);
    if (!order) return { ok: false, reason: 'unknown' };
    const earlier = await trx.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
    if (earlier)
      return earlier.reference === reference
        ? { ok: true, refund: earlier, order, repeated: true }
        : { ok: false, reason: 'key-of-another-order' };
    const pending = await trx
      .selectFrom('refunds')
      .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
      .where('reference', '=', reference)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    const committed = order.refunded_cents + Number(pending?.cents ?? 0);
    const refusal = refundRefusal(order.status, order.amount_cents, committed, amountCents);
    if (refusal) return { ok: false, reason: refusal };
    const item = itemId
      ? await trx.selectFrom('order_items').selectAll().where('id', '=', itemId).where('reference', '=', reference).executeTakeFirst()
      : null;
    if (itemId) {
      const asked = await trx
        .selectFrom('refunds')
        .select('id')
        .where('item_id', '=', itemId)
        .where('status', '=', 'requested')
        .executeTakeFirst();
      const itemRefusal = itemRefundRefusal(item ?? undefined, asked !== undefined, amountCents, creditKind);
      if (itemRefusal) return { ok: false, reason: itemRefusal };
    }
    const at = now.toISOString();
    const refund: RefundsTable = {
      id,
      reference,
      amount_cents: amountCents,
      reason,
      credit_kind: item
        ? 'cancellation'
        : creditKind === 'unchosen'
          ? impliedCreditKind(amountCents, order.amount_cents - committed)
          : creditKind,
      status: 'requested',
      provider_id: null,
      requested_by: operatorEmail,
      requested_at: at,
      confirmed_at: null,
      item_id: item?.id ?? null,
    };
    await trx.insertInto('refunds').values(refund).execute();
    await recordEvent(trx, {
      reference,
      at,
      actor: operatorEmail,
      kind: REFUND_EVENTS.requested,
      // A document's own refund names its line first, so that the line's history shows it (domain/item-history.ts).
      detail: item ? lineDetail(item.kind, `${euros(amountCents)} : ${reason}`) : `${euros(amountCents)} : ${reason}`,
    });
    return { ok: true, refund, order, repeated: false };
  });
}

/** The order's refunds asked of Stripe and not confirmed yet, oldest first. */
export const pendingRefunds = (db: Store, reference: string) =>
  db
    .selectFrom('refunds')
    .selectAll()
    .where('reference', '=', reference)
    .where('status', '=', 'requested')
    .orderBy('requested_at')
    .orderBy('id')
    .execute();

export async function setRefundProviderId(db: Store, id: string, providerId: string): Promise<void> {
  await db.updateTable('refunds').set({ provider_id: providerId }).where('id', '=', id).execute();
}

/**
 * Records that `actor` asked Stripe again for the refund `id`, still `requested`, and the refund Stripe
 * answered with; false when the refund was settled meanwhile.
 */
export async function recordRefundAskedAgain(db: Store, id: string, providerId: string, actor: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const refund = await trx.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
    if (refund?.status !== 'requested') return false;
    await trx.updateTable('refunds').set({ provider_id: providerId }).where('id', '=', id).execute();
    await recordEvent(trx, {
      reference: refund.reference,
      at: now.toISOString(),
      actor,
      kind: REFUND_EVENTS.askedAgain,
      detail: `${euros(refund.amount_cents)} : ${providerId}`,
    });
    return true;
  });
}

export const findRefund = (db: Store, id: string) => db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Confirms the refund `id` (succeeded): the order's refunded total and status move and the customer's
 * email is queued. Returns the updated order, or null when nothing changed (unknown, already settled).
 */
export async function confirmRefund(
  db: Store,
  id: string,
  actor: string,
  now: Date,
  emailFor: (order: OrdersTable, refund: RefundFacts) => EmailMessage,
): Promise<OrdersTable | null> {
  return db.transaction().execute(async (trx) => {
    const asked = await trx.selectFrom('refunds').select('reference').where('id', '=', id).executeTakeFirst();
    if (!asked) return null;
    const order = await lockOrder(trx, asked.reference);
    // Read again under the lock: another confirmation of the same refund may have settled it meanwhile.
    const refund = await trx.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
    if (!order || refund?.status !== 'requested') return null;
    const refunded = order.refunded_cents + refund.amount_cents;
    const status = statusAfterRefund(order.status, order.amount_cents, refunded);
    if (!status) return null;
    const at = now.toISOString();
    const settled = await trx
      .updateTable('refunds')
      .set({ status: 'succeeded', confirmed_at: at })
      .where('id', '=', id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    if (Number(settled.numUpdatedRows) !== 1) return null;
    const changes = { status, refunded_cents: refunded, refunded_at: at };
    expectOneRow(
      await trx
        .updateTable('orders')
        .set(changes)
        .where('reference', '=', order.reference)
        .where('refunded_cents', '=', order.refunded_cents)
        .executeTakeFirst(),
      `confirmation du remboursement ${id}`,
    );
    const updated = { ...order, ...changes };
    const item = refund.item_id
      ? await trx.selectFrom('order_items').selectAll().where('id', '=', refund.item_id).executeTakeFirst()
      : undefined;
    await refundItems(trx, order.reference, refund.item_id, status === 'refunded', at);
    const document = item ? { name: itemName(item), wasSent: item.sent_at !== null } : null;
    await recordEvent(trx, {
      reference: order.reference,
      at,
      actor,
      kind: REFUND_EVENTS.confirmed,
      detail: item ? lineDetail(item.kind, euros(refund.amount_cents)) : euros(refund.amount_cents),
    });
    // The credit note corrects the order's invoice; an order paid before invoices were issued has none to correct.
    const invoiced = await trx
      .selectFrom('invoices')
      .select('number')
      .where('reference', '=', order.reference)
      .where('kind', '=', 'invoice')
      .executeTakeFirst();
    const creditNote = invoiced
      ? await issueCreditNote(trx, { reference: order.reference, refundId: id, amountCents: refund.amount_cents, now })
      : null;
    const facts: RefundFacts = {
      amountCents: refund.amount_cents,
      document,
      creditKind: refund.credit_kind,
      creditNote: creditNote?.number ?? null,
      invoice: invoiced?.number ?? null,
      withdrawnAt: refund.credit_kind === 'cancellation' ? await withdrawalDeclaredAt(trx, order.reference) : null,
    };
    await queueEmails(trx, [emailFor(updated, facts)], now);
    return updated;
  });
}

/**
 * The documents a confirmed refund settles: the one it names (sent or not), and, once the whole order is
 * refunded, every one still owed; the order's fulfilment follows (a document refunded is no longer to send).
 */
async function refundItems(trx: Transaction<Database>, reference: string, itemId: string | null, wholeOrder: boolean, at: string) {
  const refunded = () =>
    trx
      .updateTable('order_items')
      .set({ state: 'refunded', refunded_at: at, lease_until: null, lease_owner: null })
      .where('reference', '=', reference);
  if (itemId) await refunded().where('id', '=', itemId).where('state', 'not in', ['refunded', 'withdrawn']).execute();
  if (wholeOrder) await refunded().where('state', 'in', OPEN_ITEM_STATES).execute();
  await syncOrderFulfilment(trx, reference);
}

/** What the customer's email says of a refund confirmed: its amount, its credit note, the invoice it corrects, its cause. */
export interface RefundFacts {
  amountCents: number;
  /** The document refunded on its own (its name, and whether it had been sent), or null for a refund of the order as a whole. */
  document: { name: string; wasSent: boolean } | null;
  creditKind: CreditKind;
  /** The credit note issued, and the invoice it corrects: null for an order paid before invoices were issued. */
  creditNote: string | null;
  invoice: string | null;
  /** When the withdrawal it answers was declared (ISO instant), for a cancellation after one. */
  withdrawnAt: string | null;
}

/** Marks the refund `id` failed (Stripe could not refund the card); true when it changed. */
export async function failRefund(db: Store, id: string, actor: string, now: Date, why: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const asked = await trx.selectFrom('refunds').select('reference').where('id', '=', id).executeTakeFirst();
    if (!asked) return false;
    await lockOrder(trx, asked.reference);
    const refund = await trx.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
    if (refund?.status !== 'requested') return false;
    expectOneRow(
      await trx.updateTable('refunds').set({ status: 'failed' }).where('id', '=', id).where('status', '=', 'requested').executeTakeFirst(),
      `échec du remboursement ${id}`,
    );
    await recordEvent(trx, { reference: refund.reference, at: now.toISOString(), actor, kind: REFUND_EVENTS.failed, detail: why });
    return true;
  });
}

/**
 * One page of the refunds with their order's company, newest first, for the « Remboursements » view: after
 * the cursor `[requested_at, id]` of the previous page's last row when given.
 */
export async function listRefunds(db: Store, cursor: readonly string[] | null = null) {
  let query = db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.reference', 'refunds.reference')
    .selectAll('refunds')
    .select(['orders.company_name', 'orders.amount_cents as order_amount_cents'])
    .orderBy('refunds.requested_at', 'desc')
    .orderBy('refunds.id', 'desc');
  if (cursor) query = query.where(before('refunds.requested_at', 'refunds.id', cursor));
  return onePage(await query.limit(PAGE_SIZE + 1).execute());
}
