/**
 * The back office's lists, page by page from where the last page ended (keyset pagination): each page
 * costs the same however deep, and a row added meanwhile neither repeats nor hides another.
 */
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from './schema';

/** The rows of one page of the back office's lists. */
export const PAGE_SIZE = 50;

/**
 * Rows before the key `[at, id]` in the order `at` desc, `id` desc: the next page of a newest-first list.
 * The columns are named as the query names them (`table.column`).
 */
export const before =
  (atColumn: string, idColumn: string, [at, id]: readonly string[]) =>
  <Tables extends keyof Database>(eb: ExpressionBuilder<Database, Tables>) =>
    eb.or([eb(sql.ref(atColumn), '<', at), eb.and([eb(sql.ref(atColumn), '=', at), eb(sql.ref(idColumn), '<', id)])]);

/** A page read with one row more than PAGE_SIZE: its rows, and whether another page follows. */
export const onePage = <Row>(rows: Row[]) => ({ rows: rows.slice(0, PAGE_SIZE), more: rows.length > PAGE_SIZE });
