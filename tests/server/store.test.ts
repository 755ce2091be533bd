import { describe, expect, it } from 'vitest';
import { applyPaymentEvent, findOrderByReference, insertOrder } from '../../server/db/orders';
import { dueEmails, lease, listOutbox, markFailed, markSent } from '../../server/db/outbox';
import { openStore } from '../../server/db/connect';
import { newOrder } from '../../server/domain/new-order';
import type { OrdersTable } from '../../server/db/schema';
import type { EmailMessage } from '../../server/domain/email-message';
import { parseOrderInput } from '../../server/domain/order-input';
import { fieldsOf, handoffForm } from '../support/handoff-form';
import { STORE_KINDS, storesOf } from '../support/stores';

const input = (() => {
  const { get, names } = fieldsOf(handoffForm());
  const parsed = parseOrderInput(get, names);
  if (!parsed.ok) throw new Error('sample order refused');
  return parsed.value;
})();

const at = new Date('2026-11-27T10:00:00Z');
const order = (reference: string): OrdersTable =>
  newOrder(input, { reference, token: `token-${reference}`.padEnd(43, 'x'), now: at, paymentMode: 'test' });
const emailsFor = (paid: OrdersTable): EmailMessage[] => [
  { kind: 'order-confirmation', to: paid.email, subject: `Commande ${paid.reference}`, text: 't', html: '<p>h</p>' },
  { kind: 'order-notice', to: 'operateur@kbis.example', subject: `Nouvelle commande ${paid.reference}`, text: 't', html: '<p>h</p>' },
];

describe.each(STORE_KINDS)('the store on %s', (kind) => {
  const stores = storesOf(kind);

  it('migrates once: opening a migrated store again keeps its orders', async () => {
    const location = await stores.freshLocation();
    const first = await openStore(location);
    await insertOrder(first, order('KF-000000000001'));
    await first.destroy();
    const second = await openStore(location);
    expect(await findOrderByReference(second, 'KF-000000000001')).toMatchObject({
      status: 'awaiting_payment',
      company_name: input.company.companyName,
    });
    await second.destroy();
  });

  it('refuses a second order under a taken reference', async () => {
    const db = await stores.fresh();
    expect(await insertOrder(db, order('KF-000000000002'))).toBe(true);
    expect(await insertOrder(db, { ...order('KF-000000000002'), token: 'another'.padEnd(43, 'y') })).toBe(false);
  });

  it('pays an order once and queues its emails in the same transaction; a replay changes nothing', async () => {
    const db = await stores.fresh();
    await insertOrder(db, order('KF-000000000003'));
    const paid = await applyPaymentEvent(db, 'KF-000000000003', 'paid', at, emailsFor, 'cs_test_1');
    expect(paid).toMatchObject({ status: 'paid', paid_at: at.toISOString(), payment_id: 'cs_test_1' });
    expect(await applyPaymentEvent(db, 'KF-000000000003', 'paid', at, emailsFor)).toBeNull();
    expect(await applyPaymentEvent(db, 'KF-000000000003', 'cancelled', at, emailsFor)).toBeNull();
    expect((await listOutbox(db)).map((email) => email.kind).sort()).toEqual(['order-confirmation', 'order-notice']);
  });

  it('pays an order once when many payments of it race', async () => {
    const db = await stores.fresh();
    await insertOrder(db, order('KF-000000000004'));
    const results = await Promise.all(Array.from({ length: 8 }, () => applyPaymentEvent(db, 'KF-000000000004', 'paid', at, emailsFor)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await listOutbox(db)).toHaveLength(2);
  });

  it('leaves the order and its emails unwritten when composing the emails fails', async () => {
    const db = await stores.fresh();
    await insertOrder(db, order('KF-000000000005'));
    await expect(
      applyPaymentEvent(db, 'KF-000000000005', 'paid', at, () => {
        throw new Error('template broken');
      }),
    ).rejects.toThrow('template broken');
    expect(await findOrderByReference(db, 'KF-000000000005')).toMatchObject({ status: 'awaiting_payment', paid_at: null });
    expect(await listOutbox(db)).toEqual([]);
  });

  it('lends each due email to one sender at a time, and retries a failed one later', async () => {
    const db = await stores.fresh();
    await insertOrder(db, order('KF-000000000006'));
    await applyPaymentEvent(db, 'KF-000000000006', 'paid', at, emailsFor);
    const [first, second] = await dueEmails(db, at, 10);
    const until = new Date(at.getTime() + 60_000);
    expect(await Promise.all([lease(db, first, at, until), lease(db, first, at, until)])).toEqual([true, false]);
    expect((await dueEmails(db, at, 10)).map((email) => email.id)).toEqual([second.id]);
    await markSent(db, first.id, at);
    await markFailed(db, second, 'down', new Date(at.getTime() + 5_000));
    expect(await dueEmails(db, at, 10)).toEqual([]);
    expect(await dueEmails(db, new Date(at.getTime() + 5_000), 10)).toMatchObject([{ id: second.id, attempts: 1, last_error: 'down' }]);
  });
});
