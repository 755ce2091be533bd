import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../server/db/connect';
import { orderItems } from '../../server/db/order-items';
import { newOrder } from '../../server/domain/new-order';
import { parseOrderInput } from '../../server/domain/order-input';
import { fieldsOf, handoffForm } from '../support/handoff-form';
import { STORE_KINDS, storesOf } from '../support/stores';

const input = (() => {
  const { get, names, all } = fieldsOf(handoffForm());
  const parsed = parseOrderInput(get, names, all);
  if (!parsed.ok) throw new Error('sample order refused');
  return parsed.value;
})();

/** The orders table as the version before the catalogue wrote it. */
const oldRow = (reference: string, changes: Record<string, unknown>) => ({
  ...newOrder(input, {
    reference,
    token: `token-${reference}`.padEnd(43, 'x'),
    now: new Date('2026-12-01T10:00:00Z'),
    paymentMode: 'test',
  }),
  cgv_version: '2026-12-07',
  ...changes,
});

describe.each(STORE_KINDS)('the catalogue’s migration on %s', (kind) => {
  const stores = storesOf(kind);

  it('makes each earlier order’s Kbis its one document, in the state its order was in, with the files already sent', async () => {
    const location = await stores.freshLocation();
    const before = await openStore(location, { lastMigration: '2026-12-07-050-company-identity' });
    const rows = [
      oldRow('KF-000000000001', { status: 'paid', fulfilment_status: 'to_send' }),
      oldRow('KF-000000000002', { status: 'paid', fulfilment_status: 'sent', sent_at: '2026-12-02T09:00:00.000Z' }),
      oldRow('KF-000000000003', { status: 'refunded', refunded_cents: 3500, refunded_at: '2026-12-03T09:00:00.000Z' }),
      oldRow('KF-000000000004', { status: 'paid', fulfilment_status: 'withdrawn' }),
      oldRow('KF-000000000005', {}),
    ];
    // The columns the catalogue added are not there yet: the rows as the earlier version stored them.
    for (const row of rows) await before.insertInto('orders').values(row).execute();
    await sql`INSERT INTO documents (id, reference, file_name, content, size, sha256, uploaded_by, uploaded_at)
      VALUES ('d1', 'KF-000000000002', 'Kbis.pdf', NULL, 0, '', 'op@kbis.example', '2026-12-02T09:00:00.000Z')`.execute(before);
    await before.destroy();

    const after = await openStore(location);
    const lines = await Promise.all(rows.map((row) => orderItems(after, row.reference)));
    expect(lines.map((items) => items.map((item) => [item.kind, item.state, item.amount_cents, item.source]))).toEqual([
      [['kbis', 'to_send', 3500, 'operator']],
      [['kbis', 'sent', 3500, 'operator']],
      [['kbis', 'refunded', 3500, 'operator']],
      [['kbis', 'withdrawn', 3500, 'operator']],
      [['kbis', 'to_send', 3500, 'operator']],
    ]);
    expect(lines[1][0].sent_at).toBe('2026-12-02T09:00:00.000Z');
    expect(lines[2][0].refunded_at).toBe('2026-12-03T09:00:00.000Z');
    const document = await after.selectFrom('documents').select('item_id').where('id', '=', 'd1').executeTakeFirstOrThrow();
    expect(document.item_id).toBe(lines[1][0].id);
    await after.destroy();
  });
});
