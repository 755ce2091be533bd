/**
 * The back office's reads of orders: its views, page by page from a sort key (keyset: each page
 * costs the same however deep), the search, and what the order page shows.
 */
import { type ExpressionBuilder, sql } from 'kysely';
import type { OrderSearch } from '../domain/order-search';
import { isOpenItem } from '../domain/order-items';
import { SENDABLE_STATUSES } from '../domain/order-state';
import type { Store } from './connect';
import { onePage, PAGE_SIZE } from './pages';
import { itemsByOrder } from './order-items';
import type { Database, OrderItemsTable } from './schema';

export type OrderView = 'to-send' | 'late' | 'to-verify' | 'sent' | 'search';

export const LIST_COLUMNS = [
  'reference',
  'company_name',
  'first_name',
  'last_name',
  'email',
  'status',
  'fulfilment_status',
  'created_at',
  'paid_at',
  'work_starts_on',
  'deliver_by',
  'sent_at',
  'company_checked_at',
] as const;

export type ListedOrder = Pick<Database['orders'], (typeof LIST_COLUMNS)[number]>;

/** The view's sort key of a row: what the next page starts after. */
export function sortKey(view: OrderView, order: ListedOrder): string[] {
  if (view === 'sent') return [order.sent_at ?? '', order.reference];
  if (view === 'search') return [order.created_at, order.reference];
  return [order.deliver_by ?? '', order.reference];
}

type OrdersEb = ExpressionBuilder<Database, 'orders'>;

/** After (ascending) or before (descending) the key `[first, reference]` in the order of `column`, reference. */
const after = (column: 'deliver_by' | 'sent_at' | 'created_at', key: string[], direction: '>' | '<') => (eb: OrdersEb) =>
  eb.or([eb(column, direction, key[0]), eb.and([eb(column, '=', key[0]), eb('reference', direction, key[1])])]);

function searchCondition(search: OrderSearch) {
  return (eb: OrdersEb) => {
    switch (search.kind) {
      case 'reference':
        return eb('reference', '=', search.value);
      case 'email':
        return eb(sql<string>`lower(email)`, '=', search.value);
      case 'siret':
        return eb.or([eb('siret', 'in', [search.value, search.typed]), eb('company_head_office_siret', '=', search.value)]);
      case 'siren':
        return eb.or([
          eb('company_siren', '=', search.value),
          eb('siren', '=', search.value),
          // A SIRET typed without spaces starts with its SIREN: a range the SIRET's index serves.
          eb.and([eb('siret', '>=', search.value), eb('siret', '<', `${search.value}~`)]),
        ]);
      case 'company':
        return eb(
          sql<string>`lower(company_name)`,
          'like',
          sql<string>`${`%${search.value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`,
        );
    }
  };
}

export interface ListRequest {
  view: OrderView;
  /** The Paris calendar day: « En retard » holds what was due before it. */
  today: string;
  cursor: string[] | null;
  search: OrderSearch | null;
}

/** In the order of the lists owed (deliver_by, reference), as both stores compare these ASCII keys. */
const byDeadline = (a: ListedOrder, b: ListedOrder) =>
  (a.deliver_by ?? '') < (b.deliver_by ?? '') ? -1 : (a.deliver_by ?? '') > (b.deliver_by ?? '') ? 1 : a.reference < b.reference ? -1 : 1;

/** One page of the view, and whether another follows. */
export async function listOrderPage(
  db: Store,
  { view, today, cursor, search }: ListRequest,
): Promise<{ orders: ListedOrder[]; more: boolean }> {
  let query = db.selectFrom('orders').select(LIST_COLUMNS);
  if (view === 'search' && search) {
    query = query.where(searchCondition(search)).orderBy('created_at', 'desc').orderBy('reference', 'desc');
    if (cursor) query = query.where(after('created_at', cursor, '<'));
  } else if (view === 'sent') {
    query = query.where('fulfilment_status', '=', 'sent').orderBy('sent_at', 'desc').orderBy('reference', 'desc');
    if (cursor) query = query.where(after('sent_at', cursor, '<'));
  } else {
    query = query.where('fulfilment_status', '=', 'to_send').orderBy('deliver_by').orderBy('reference');
    if (view === 'late') query = query.where('deliver_by', '<', today);
    if (view === 'to-verify') query = query.where('company_checked_at', 'is', null);
    if (cursor) query = query.where(after('deliver_by', cursor, '>'));
    // One payment status at a time: each page is then read in the index's order (orders_to_send), where
    // `status in (…)` would sort every order to send to keep fifty.
    const each = await Promise.all(
      SENDABLE_STATUSES.map((status) =>
        query
          .where('status', '=', status)
          .limit(PAGE_SIZE + 1)
          .execute(),
      ),
    );
    const { rows, more } = onePage(
      each
        .flat()
        .sort(byDeadline)
        .slice(0, PAGE_SIZE + 1),
    );
    return { orders: rows, more };
  }
  const { rows, more } = onePage(await query.limit(PAGE_SIZE + 1).execute());
  return { orders: rows, more };
}

/** The documents still owed of each listed order (OPEN_ITEM_STATES), in its order, by reference: one query for the page. */
export async function owedDocuments(db: Store, references: readonly string[]): Promise<Map<string, OrderItemsTable[]>> {
  const lines = await itemsByOrder(db, references);
  return new Map([...lines].map(([reference, items]) => [reference, items.filter((item) => isOpenItem(item.state))]));
}

/** The emails about the order, for its history. */
export const emailsAbout = (db: Store, reference: string) =>
  db.selectFrom('outbox').select(['subject', 'created_at', 'sent_at', 'given_up_at']).where('reference', '=', reference).execute();
