/**
 * Two instances of the service share one store, each with its own register's job and connection:
 * every line is fetched and sent once, however their passes overlap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../server/db/connect';
import { insertOrder, applyPaymentEvent } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { newOrderItems } from '../../server/domain/order-items';
import { documentDeliveryEmail } from '../../server/email/document-delivery';
import { startRegisterJob } from '../../server/register/fetch-job';
import { createRegisterClient } from '../../server/register/inpi-client';
import {
  REGISTER_STAND_IN_ACCOUNT,
  REGISTER_STAND_IN_SIRENS,
  type RegisterStandIn,
  startRegisterStandIn,
} from '../../dev/register-stand-in';
import { ctx, paidOrder } from '../support/email-fixtures';
import { STORE_KINDS, storesOf } from '../support/stores';

const ORDERS = 6;

describe.each(STORE_KINDS)('two instances fetching from the register, on %s', (kind) => {
  const stores = storesOf(kind);
  let register: RegisterStandIn;
  const opened: Store[] = [];

  beforeAll(async () => {
    register = await startRegisterStandIn();
  });
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.destroy()));
    await register.close();
  });

  it('sends each line once', { timeout: 60_000 }, async () => {
    const location = await stores.freshLocation();
    const [first, second] = [await openStore(location), await openStore(location)];
    opened.push(first!, second!);
    for (let index = 0; index < ORDERS; index++) {
      const order = paidOrder({
        reference: `KF-TWO0000000${index}`,
        token: `${index}`.repeat(43),
        status: 'awaiting_payment',
        paid_at: null,
        siren: REGISTER_STAND_IN_SIRENS.full,
      });
      const choices = (['statuts', 'comptes'] as const).map((kind) => ({ kind, accountsYear: '', description: '' }));
      await insertOrder(first!, order, newOrderItems(choices, true));
      await applyPaymentEvent(first!, order.reference, 'paid', new Date(), () => []);
    }
    // Slow enough that both instances' passes overlap on every line.
    register.slow(50);
    register.failWith('slow');
    const account = { url: register.url, username: REGISTER_STAND_IN_ACCOUNT.username, password: REGISTER_STAND_IN_ACCOUNT.password };
    const jobs = [first!, second!].map((db) =>
      startRegisterJob(db, {
        client: createRegisterClient(account),
        emailFor: (order, documentId, item, sizeBytes, pick) =>
          documentDeliveryEmail(order, documentId, item, { sizeBytes, registerFiling: pick }, ctx),
        kickOutbox: () => {},
        log: () => {},
        pollMs: 60_000,
      }),
    );
    try {
      // Each job starts a pass at once; these wait for it and run one more each, side by side.
      await Promise.all([...jobs, ...jobs].map((job) => job.drain()));
      const items = await first!.selectFrom('order_items').select(['id', 'state']).execute();
      expect(items.map((item) => item.state)).toEqual(Array(2 * ORDERS).fill('sent'));
      const documents = await first!.selectFrom('documents').select('item_id').execute();
      expect(documents.map((document) => document.item_id).sort()).toEqual(items.map((item) => item.id).sort());
      expect((await listOutbox(first!)).filter((email) => email.kind === 'document-delivery')).toHaveLength(2 * ORDERS);
      const downloads = register.requests.filter((request) => request.endsWith('/download'));
      expect(downloads).toHaveLength(2 * ORDERS);
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
      register.failWith(null);
    }
  });
});
