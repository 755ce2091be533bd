import { describe, expect, it } from 'vitest';
import { listEvents, recordEvent, SYSTEM_ACTOR } from '../../server/db/events';
import { applyPaymentEvent, findOrderByReference, insertOrder } from '../../server/db/orders';
import { dueEmails, lease, listOutbox, markFailed, markSent } from '../../server/db/outbox';
import { openStore } from '../../server/db/connect';
import { CGV_VERSION_MAX_LENGTH } from '../../site/data/cgv-version';
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

  it('keeps an order’s history in the order it was recorded, even within one millisecond', async () => {
    const db = await stores.fresh();
    const at = '2026-11-28T10:00:00.000Z';
    const kinds = Array.from({ length: 40 }, (_, index) => `kind-${index}`);
    for (const kind of kinds) await recordEvent(db, { reference: 'KF-HISTORY00001', at, actor: SYSTEM_ACTOR, kind });
    expect((await listEvents(db, 'KF-HISTORY00001')).map((event) => event.kind)).toEqual(kinds);
  });

  it('records the CGV version an order accepted up to its bound, a day’s second version included', async () => {
    const db = await stores.fresh();
    for (const [reference, version] of [
      ['KF-0000000000V2', '2026-12-07.2'],
      ['KF-0000000000VX', '9'.repeat(CGV_VERSION_MAX_LENGTH)],
    ] as const) {
      expect(await insertOrder(db, { ...order(reference), cgv_version: version })).toBe(true);
      expect(await findOrderByReference(db, reference)).toMatchObject({ cgv_version: version });
    }
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
    const owners = await Promise.all([lease(db, first, 60_000), lease(db, first, 60_000)]);
    expect(owners.filter((owner) => owner === null)).toHaveLength(1);
    expect((await dueEmails(db, at, 10)).map((email) => email.id)).toEqual([second.id]);
    expect(await markSent(db, first.id, owners.find(Boolean)!)).toBe(true);
    expect(await markFailed(db, second, (await lease(db, second, 60_000))!, 'down', new Date(at.getTime() + 5_000))).toBe(true);
    expect(await dueEmails(db, at, 10)).toEqual([]);
    expect(await dueEmails(db, new Date(at.getTime() + 5_000), 10)).toMatchObject([{ id: second.id, attempts: 1, last_error: 'down' }]);
  });

  it("times leases by the database's clock, whatever the instance's clock says", async () => {
    const db = await stores.fresh();
    await insertOrder(db, order('KF-000000000007'));
    await applyPaymentEvent(db, 'KF-000000000007', 'paid', at, emailsFor);
    const [first] = await dueEmails(db, at, 10);
    await lease(db, first, 60_000);
    // An instance whose clock runs a day ahead still sees the lease held.
    const dayAhead = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect((await dueEmails(db, dayAhead, 10)).map((email) => email.id)).not.toContain(first.id);
    const [held] = (await listOutbox(db)).filter((email) => email.id === first.id);
    const leaseEnds = Date.parse(held.lease_until!);
    expect(leaseEnds - Date.now()).toBeGreaterThan(50_000);
    expect(leaseEnds - Date.now()).toBeLessThan(70_000);
    expect(held.lease_until).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('marks an email sent or failed only with the lease it was taken with', async () => {
    const db = await stores.fresh();
    await insertOrder(db, order('KF-000000000008'));
    await applyPaymentEvent(db, 'KF-000000000008', 'paid', at, emailsFor);
    const [first] = await dueEmails(db, at, 10);
    // A lease already over: another sender may take the email.
    const late = (await lease(db, first, -1_000))!;
    const current = (await lease(db, first, 60_000))!;
    expect(current).not.toBeNull();
    expect(await markSent(db, first.id, late)).toBe(false);
    expect(await markFailed(db, first, late, 'timeout', new Date(at.getTime() + 5_000))).toBe(false);
    expect((await listOutbox(db)).find((email) => email.id === first.id)).toMatchObject({
      sent_at: null,
      attempts: 0,
      last_error: null,
      lease_owner: current,
    });
    expect(await markSent(db, first.id, current)).toBe(true);
    expect((await listOutbox(db)).find((email) => email.id === first.id)?.sent_at).toMatch(/Z$/);
  });
});
