/**
 * An order's documents: what the customer chose becomes one line each, at the offer's price, with a
 * fulfilment of its own; the order's fulfilment follows from its lines. Pure, like order-state.ts,
 * so that the hand-off, the register's job and the back office ask the same questions.
 */
import { DEFAULT_DOCUMENTS, DOCUMENT_KINDS, type DocumentKind } from '../../widget/core/catalogue';
import { PRICE_HT_EUR } from '../../widget/core/offer';
import type { FulfilmentStatus, ItemState, OrderItemsTable } from '../db/schema';

/** One document's price in cents (VAT not applicable: the price excluding tax is what is paid). */
export const ITEM_AMOUNT_CENTS = Math.round(PRICE_HT_EUR * 100);

/** A document the customer asked for, as the hand-off gives it. */
export interface DocumentChoice {
  kind: DocumentKind;
  /** For the accounts: the closing year asked for, '' for the latest. */
  accountsYear: string;
  /** For another deed: which one, in the customer's words. */
  description: string;
}

/** What the register can give: the rest is for the operator. */
export const REGISTER_KINDS: readonly DocumentKind[] = ['statuts', 'comptes'];

/** A line before it has its id and its order's reference. */
export type OrderItemDraft = Omit<OrderItemsTable, 'id' | 'reference'>;

/**
 * The lines of an order, in the catalogue's order: the register's documents are for the service to
 * fetch when a register account is configured, and for the operator otherwise.
 */
export function newOrderItems(choices: readonly DocumentChoice[], registerConfigured: boolean): OrderItemDraft[] {
  const sorted = [...choices].sort((a, b) => DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind));
  return sorted.map((choice, position) => {
    const fetched = registerConfigured && REGISTER_KINDS.includes(choice.kind);
    return {
      position,
      kind: choice.kind,
      accounts_year: choice.kind === 'comptes' ? choice.accountsYear : '',
      description: choice.kind === 'acte' ? choice.description : '',
      amount_cents: ITEM_AMOUNT_CENTS,
      source: fetched ? 'register' : 'operator',
      state: fetched ? 'to_fetch' : 'to_send',
      failure: '',
      attempts: 0,
      next_attempt_at: null,
      lease_until: null,
      lease_owner: null,
      sent_at: null,
      refunded_at: null,
    };
  });
}

/** What a hand-off naming no document orders (a widget published before the catalogue): the Kbis alone. */
export const DEFAULT_CHOICES: readonly DocumentChoice[] = DEFAULT_DOCUMENTS.map((kind) => ({ kind, accountsYear: '', description: '' }));

/** What an order of these lines costs, in cents. */
export const itemsAmountCents = (items: readonly Pick<OrderItemsTable, 'amount_cents'>[]) =>
  items.reduce((sum, item) => sum + item.amount_cents, 0);

/**
 * What can happen to a line: sent (by the operator or the register's job; again, for a corrected
 * file), failed (the register could not give it), fetched again (the operator's « Récupérer au
 * registre », or a retry), refunded, or withdrawn with its order.
 */
export type ItemEvent = 'sent' | 'failed' | 'fetch' | 'refunded' | 'withdrawn';

/** The lines still owed to the customer: in « À envoyer » while any of its lines is. */
export const OPEN_ITEM_STATES = ['to_fetch', 'to_send', 'failed'] as const satisfies readonly ItemState[];

export const isOpenItem = (state: ItemState) => (OPEN_ITEM_STATES as readonly ItemState[]).includes(state);

/** The line's state after `event`, or null when the event is refused. */
export function nextItemState(state: ItemState, event: ItemEvent): ItemState | null {
  if (state === 'refunded' || state === 'withdrawn') return null;
  switch (event) {
    case 'sent':
      return 'sent';
    case 'failed':
      return state === 'to_fetch' ? 'failed' : null;
    case 'fetch':
      return state === 'sent' ? null : 'to_fetch';
    case 'refunded':
      return 'refunded';
    case 'withdrawn':
      return isOpenItem(state) ? 'withdrawn' : null;
  }
}

/**
 * The order's fulfilment from its lines: withdrawn with them, to send while any is owed, sent once
 * every line is sent or refunded and one at least was sent. Lines all refunded unsent leave it as it
 * was: the order's payment status (refunded) already says nothing more is owed.
 */
export function orderFulfilment(current: FulfilmentStatus, states: readonly ItemState[]): FulfilmentStatus {
  if (states.includes('withdrawn')) return 'withdrawn';
  if (states.some(isOpenItem)) return 'to_send';
  return states.includes('sent') ? 'sent' : current;
}
