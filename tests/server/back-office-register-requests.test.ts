/**
 * « Récupérer au registre » on SQLite and PostgreSQL: a line the register gives goes back to the
 * register's job, due now, with the request in the order's history; a line sent, refunded or withdrawn,
 * a Kbis, an unpaid order are refused with nothing written; two operators clicking at once record one
 * request. Through the back office's real guard: the role, the form token, the register configured.
 */
import { describe, expect, it } from 'vitest';
import type { Store } from '../../server/db/connect';
import { listEvents } from '../../server/db/events';
import { orderItems } from '../../server/db/order-items';
import { insertOrder } from '../../server/db/orders';
import { REGISTER_REQUEST_EVENT, requestRegisterFetch } from '../../server/db/register-requests';
import type { ItemState, OrderItemsTable, OrdersTable } from '../../server/db/schema';
import { CSRF_FIELD, ITEM_FIELD, orderPagePath, registerFetchPath } from '../../server/domain/back-office-paths';
import { lineDetail } from '../../server/domain/item-history';
import { type DocumentChoice, newOrderItems } from '../../server/domain/order-items';
import { FETCH_ERRORS, ITEM } from '../../server/pages/back-office/item-copy';
import { SERVICE_URL, serviceApp } from '../../dev/service';
import { signedIn } from '../support/back-office';
import { paidOrder } from '../support/email-fixtures';
import { parseHtml, textOf } from '../support/html';
import { STORE_KINDS, storesOf } from '../support/stores';

const REGISTER_ENV = { INPI_USERNAME: 'demo', INPI_PASSWORD: 'demo', INPI_API_URL: 'http://127.0.0.1:9' };
const OPERATOR = 'alice@example.fr';
const NOW = new Date('2026-12-07T13:02:00.000Z');
const choice = (kind: DocumentChoice['kind']): DocumentChoice => ({
  kind,
  accountsYear: '',
  description: kind === 'acte' ? 'PV d’AG' : '',
});

let count = 0;
/** A paid order of the Kbis, the statuts and the accounts, the register configured when it was taken. */
async function orderOfThree(db: Store, overrides: Partial<OrdersTable> = {}) {
  count++;
  const order = paidOrder({
    reference: `KF-REGISTRE${String(count).padStart(4, '0')}`,
    token: `r${String(count).padStart(42, '0')}`,
    ...overrides,
  });
  await insertOrder(db, order, newOrderItems([choice('kbis'), choice('statuts'), choice('comptes')], true));
  const [kbis, statuts, comptes] = await orderItems(db, order.reference);
  return { order, kbis: kbis!, statuts: statuts!, comptes: comptes! };
}

const setLine = (db: Store, id: string, values: Partial<OrderItemsTable>) =>
  db.updateTable('order_items').set(values).where('id', '=', id).execute();

const failed = (db: Store, id: string, state: ItemState = 'failed') =>
  setLine(db, id, {
    state,
    failure: 'Le registre n’a pas répondu (HTTP 503)',
    attempts: 4,
    next_attempt_at: null,
    lease_until: '2026-12-07T12:00:00.000Z',
    lease_owner: 'ancien',
  });

const requests = async (db: Store, reference: string) =>
  (await listEvents(db, reference)).filter((event) => event.kind === REGISTER_REQUEST_EVENT);

describe.each(STORE_KINDS)('« Récupérer au registre » on %s', (kind) => {
  const stores = storesOf(kind);

  it('hands a failed line back to the register’s job, due now, and records who asked', async () => {
    const db = await stores.fresh();
    const { order, statuts } = await orderOfThree(db);
    await failed(db, statuts.id);
    expect(await requestRegisterFetch(db, order.reference, statuts.id, OPERATOR, NOW)).toEqual({ ok: true });
    const line = (await orderItems(db, order.reference)).find((item) => item.id === statuts.id)!;
    expect(line).toMatchObject({
      state: 'to_fetch',
      source: 'register',
      next_attempt_at: NOW.toISOString(),
      attempts: 0,
      lease_until: null,
      lease_owner: null,
    });
    expect(await requests(db, order.reference)).toEqual([
      expect.objectContaining({ at: NOW.toISOString(), actor: OPERATOR, detail: lineDetail('statuts') }),
    ]);
  });

  it('brings a scheduled retry forward, and leaves alone a fetch already due or under way', async () => {
    const db = await stores.fresh();
    const { order, statuts, comptes } = await orderOfThree(db);
    // As the order was taken: due at once, the job's to take.
    expect(await requestRegisterFetch(db, order.reference, statuts.id, OPERATOR, NOW)).toEqual({ ok: false, reason: 'already-due' });
    await setLine(db, statuts.id, { next_attempt_at: '2026-12-07T13:07:00.000Z', failure: 'HTTP 503' });
    expect(await requestRegisterFetch(db, order.reference, statuts.id, OPERATOR, NOW)).toEqual({ ok: true });
    // Being fetched by an instance right now (its lease runs on the database's clock): asking again would fetch it twice.
    await setLine(db, comptes.id, {
      next_attempt_at: '2026-12-07T13:07:00.000Z',
      lease_until: '2999-01-01T00:00:00.000Z',
      lease_owner: 'a',
    });
    expect(await requestRegisterFetch(db, order.reference, comptes.id, OPERATOR, NOW)).toEqual({ ok: false, reason: 'already-due' });
    expect((await requests(db, order.reference)).map((event) => event.detail)).toEqual([lineDetail('statuts')]);
  });

  it('refuses a line sent, refunded or withdrawn, a Kbis, an unpaid order, another order’s line, writing nothing', async () => {
    const db = await stores.fresh();
    const { order, kbis, statuts, comptes } = await orderOfThree(db);
    const other = await orderOfThree(db);
    const unpaid = await orderOfThree(db, { status: 'awaiting_payment', paid_at: null });
    await failed(db, unpaid.statuts.id);
    for (const state of ['sent', 'refunded', 'withdrawn'] as const) {
      await failed(db, statuts.id, state);
      const before = JSON.stringify(await orderItems(db, order.reference));
      expect(await requestRegisterFetch(db, order.reference, statuts.id, OPERATOR, NOW)).toEqual({ ok: false, reason: 'closed' });
      expect(JSON.stringify(await orderItems(db, order.reference))).toBe(before);
    }
    await failed(db, comptes.id);
    expect(await requestRegisterFetch(db, order.reference, kbis.id, OPERATOR, NOW)).toEqual({ ok: false, reason: 'not-fetchable' });
    expect(await requestRegisterFetch(db, unpaid.order.reference, unpaid.statuts.id, OPERATOR, NOW)).toEqual({
      ok: false,
      reason: 'not-fetchable',
    });
    expect(await requestRegisterFetch(db, other.order.reference, comptes.id, OPERATOR, NOW)).toEqual({ ok: false, reason: 'unknown' });
    expect(await requestRegisterFetch(db, 'KF-INCONNUE', comptes.id, OPERATOR, NOW)).toEqual({ ok: false, reason: 'unknown' });
    for (const reference of [order.reference, other.order.reference, unpaid.order.reference])
      expect(await requests(db, reference)).toEqual([]);
    expect((await orderItems(db, order.reference)).find((item) => item.id === comptes.id)?.state).toBe('failed');
  });

  it('two operators clicking at once: one request recorded, the line due once', async () => {
    const db = await stores.fresh();
    const { order, comptes } = await orderOfThree(db);
    await failed(db, comptes.id);
    const answers = await Promise.all([
      requestRegisterFetch(db, order.reference, comptes.id, OPERATOR, NOW),
      requestRegisterFetch(db, order.reference, comptes.id, 'bob@example.fr', NOW),
    ]);
    expect(answers).toEqual(expect.arrayContaining([{ ok: true }, { ok: false, reason: 'already-due' }]));
    expect(await requests(db, order.reference)).toHaveLength(1);
  });

  describe('through the order page’s button', () => {
    async function shop(env: Record<string, string> = REGISTER_ENV) {
      const db = await stores.fresh();
      const service = serviceApp(db, env);
      const { order, kbis, statuts } = await orderOfThree(db);
      await failed(db, statuts.id);
      const session = await signedIn(db, SERVICE_URL, OPERATOR, 'fulfiller');
      const post = (item: string, token = session.csrf) =>
        service.app.request(registerFetchPath(order.reference), {
          method: 'POST',
          headers: { cookie: session.cookie, origin: SERVICE_URL, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ [CSRF_FIELD]: token, [ITEM_FIELD]: item }).toString(),
        });
      const page = async () =>
        parseHtml(await (await service.app.request(orderPagePath(order.reference), { headers: { cookie: session.cookie } })).text());
      return { db, order, kbis, statuts, post, page };
    }

    it('offers it on the failed line, asks the register, and the line then says it is to fetch', async () => {
      const { db, order, kbis, statuts, post, page } = await shop();
      const line = (document: Document, kind: string) => document.querySelector(`section[aria-labelledby="ligne-${kind}"]`)!;
      const before = await page();
      expect([...line(before, 'statuts').querySelectorAll('button')].map(textOf)).toContain(ITEM.fetch);
      expect([...line(before, 'kbis').querySelectorAll('button')].map(textOf)).not.toContain(ITEM.fetch);

      const asked = await post(statuts.id);
      expect([asked.status, asked.headers.get('location')]).toEqual([303, orderPagePath(order.reference)]);
      const after = line(await page(), 'statuts');
      expect(textOf(after)).toContain(ITEM.states.to_fetch);
      expect([...after.querySelectorAll('button')].map(textOf)).not.toContain(ITEM.fetch);
      expect(textOf(after.querySelector('ol')!)).toContain(`Récupération au registre demandée, par ${OPERATOR}`);
      // Asked again (a second tab): nothing more is recorded.
      expect((await post(statuts.id)).status).toBe(303);
      expect(await requests(db, order.reference)).toHaveLength(1);

      const refused = await post(kbis.id);
      expect(refused.status).toBe(409);
      expect(textOf(parseHtml(await refused.text()).querySelector('main')!)).toContain(FETCH_ERRORS.refusals['not-fetchable']);
      expect((await post('x'.repeat(65))).status).toBe(404);
      expect((await post(statuts.id, 'jeton-faux')).status).toBe(403);
    });

    it('without a register account, offers no button and refuses the request', async () => {
      const { statuts, post, page } = await shop({});
      expect([...(await page()).querySelectorAll('button')].map(textOf)).not.toContain(ITEM.fetch);
      const refused = await post(statuts.id);
      expect(refused.status).toBe(409);
      expect(textOf(parseHtml(await refused.text()).querySelector('main')!)).toContain(FETCH_ERRORS.notConfigured);
    });
  });
});
