/**
 * SQLite's checkpoints run in the background (server/db/sqlite-checkpoints.ts), never inside a
 * request's commit: the log reaches the database file within a few CHECKPOINT_MS without any
 * commit filling it, and closing the store leaves everything in the file.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/db/connect';
import { CHECKPOINT_MS } from '../../server/db/sqlite-checkpoints';

const dir = mkdtempSync(join(tmpdir(), 'kbis-checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Polls `condition` every 50 ms until it holds, for at most `ms`. */
async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

describe('SQLite checkpoints', () => {
  it('copy the log into the database file in the background, and closing empties the log', async () => {
    const file = join(dir, 'shop.sqlite');
    const db = await openStore(file);
    // The migrations are committed to the log; no commit follows that could checkpoint it.
    const pages = await sql<{ bytes: number }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`.execute(
      db,
    );
    const bytes = pages.rows[0]!.bytes;
    expect(bytes).toBeGreaterThan(64 * 1024);
    expect(await until(() => statSync(file).size >= bytes, 10 * CHECKPOINT_MS)).toBe(true);
    await db.destroy();
    expect(!existsSync(`${file}-wal`) || statSync(`${file}-wal`).size === 0).toBe(true);
    // Once destroy resolved, no connection is left: the database is one file, to copy or remove.
    expect(readdirSync(dir)).toEqual(['shop.sqlite']);
  });
});
