/**
 * The database's clock, as the ISO 8601 UTC text every time column holds ('2026-11-28T06:52:33.123Z'),
 * so that it compares as text with them in both stores. Several instances share one PostgreSQL but
 * not one clock: whatever decides between instances (the outbox's leases) reads this one.
 */
import { PostgresAdapter, type RawBuilder, sql } from 'kysely';

export function databaseNow(db: { getExecutor(): { adapter: unknown } }, plusMs = 0): RawBuilder<string> {
  if (!Number.isInteger(plusMs)) throw new Error(`Whole milliseconds expected: ${plusMs}`);
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql<string>`to_char((clock_timestamp() + make_interval(secs => ${sql.lit(plusMs / 1000)})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${sql.lit(`${plusMs >= 0 ? '+' : ''}${plusMs / 1000} seconds`)})`;
}
