/**
 * Money under concurrency, through the real paths: two admins refunding one order at the same moment
 * (the order page's form, over the back office's routes), and two of Stripe's confirmations arriving
 * together (the store's confirmation, as the webhook and « Redemander à Stripe » call it). Each race runs
 * ten times on a fresh order: on PostgreSQL only the order's lock (db/order-lock.ts) makes them wait for
 * each other. On SQLite, transactions take the write lock as they begin, against other processes.
 */
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../server/db/connect';
import { listEvents, SYSTEM_ACTOR } from '../../server/db/events';
import { findOrderByReference, insertOrder } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { confirmRefund, requestRefund } from '../../server/db/refunds';
import { orderPagePath, refundPath } from '../../server/domain/back-office-paths';
import { REFUND_KEY_FIELD } from '../../server/domain/refund-key';
import { refundConfirmationEmail } from '../../server/email/refund-confirmation';
import { REFUND_ERRORS } from '../../server/pages/back-office/delivery-copy';
import { typeset } from '../../site/typography';
import { asOperator, OPERATORS } from '../support/back-office-operator';
import { paidOrder } from '../support/email-fixtures';
import { parseHtml, textOf } from '../support/html';
import { serviceApp } from '../../dev/service';
import { STORE_KINDS, storesOf } from '../support/stores';

const ROUNDS = 10;

describe.each(STORE_KINDS)('money under concurrency on %s', (kind) => {
  const stores = storesOf(kind);
  const reference = (round: number, race: string) => `KF-RACE${race}${String(round).padStart(4, '0')}`;

  it(`refunds 20 € once of two 20 € asked at once on a 35 € order, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const service = serviceApp(await stores.fresh());
    const admin = asOperator(service.context, 'admin');
    const db = service.context.db;
    for (let round = 0; round < ROUNDS; round++) {
      const order = paidOrder({ reference: reference(round, 'A'), token: `race-a-${round}` });
      expect(order.amount_cents).toBe(3500);
      await insertOrder(db, order);
      const form = () => new URLSearchParams({ montant: '20', motif: 'Geste', [REFUND_KEY_FIELD]: randomUUID() });
      const answers = await Promise.all([admin.post(refundPath(order.reference), form()), admin.post(refundPath(order.reference), form())]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round + 1}`).toEqual([303, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(textOf(parseHtml(await refused.text()).querySelector('article')!)).toContain(typeset(REFUND_ERRORS.refusals['too-much']));
      expect(answers.find((answer) => answer.status === 303)!.headers.get('location')).toBe(orderPagePath(order.reference));
      expect(await findOrderByReference(db, order.reference)).toMatchObject({ status: 'partly_refunded', refunded_cents: 2000 });
      const refunds = await db.selectFrom('refunds').select('amount_cents').where('reference', '=', order.reference).execute();
      expect(refunds).toEqual([{ amount_cents: 2000 }]);
    }
    expect((await listOutbox(db)).filter((email) => email.kind === 'refund')).toHaveLength(ROUNDS);
  });

  it(`records both amounts of two confirmations arriving at once, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const db = await stores.fresh();
    const now = new Date();
    for (let round = 0; round < ROUNDS; round++) {
      const order = paidOrder({ reference: reference(round, 'B'), token: `race-b-${round}` });
      await insertOrder(db, order);
      const asked = [];
      for (const cents of [1000, 500]) {
        const request = await requestRefund(db, order.reference, randomUUID(), cents, 'Retard', OPERATORS.admin, now);
        if (!request.ok) throw new Error(`refund refused: ${request.reason}`);
        asked.push(request.refund.id);
      }
      const confirmed = await Promise.all(asked.map((id) => confirmRefund(db, id, SYSTEM_ACTOR, now, refundConfirmationEmail)));
      expect(
        confirmed.every((order) => order !== null),
        `round ${round + 1}`,
      ).toBe(true);
      expect(await findOrderByReference(db, order.reference)).toMatchObject({ status: 'partly_refunded', refunded_cents: 1500 });
      const kinds = (await listEvents(db, order.reference)).map((event) => event.kind);
      expect(kinds.filter((event) => event === 'refund_confirmed')).toHaveLength(2);
    }
    expect((await listOutbox(db)).filter((email) => email.kind === 'refund')).toHaveLength(2 * ROUNDS);
  });
});

describe('SQLite’s transactions', () => {
  const stores = storesOf('SQLite');

  it('take the write lock as they begin: none reads while another process writes', async () => {
    const location = await stores.freshLocation();
    const db = await openStore(location);
    // Another process's connection (an operator's command), holding the write lock.
    const other = new SQLite(location);
    other.exec('BEGIN IMMEDIATE');
    try {
      // A deferred transaction would read at once, from a state the other one may change before it writes.
      await expect(db.transaction().execute((trx) => trx.selectFrom('orders').select('reference').execute())).rejects.toThrow(
        /database is locked/,
      );
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    await expect(db.transaction().execute((trx) => trx.selectFrom('orders').select('reference').execute())).resolves.toEqual([]);
    await db.destroy();
  }, 20_000);
});
