import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { operatorsCommand } from '../../server/cli/operators';
import { listEvents, recordEvent } from '../../server/db/events';
import { findOrderByReference } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { purge } from '../../server/db/purge';
import { checkLateOrders } from '../../server/email/late-check';
import { lateNoticeEmail } from '../../server/email/late-notice';
import { BACK_OFFICE_PATH, type BackOfficeEnv, CSRF_FIELD } from '../../server/http/back-office/env';
import { requireAction } from '../../server/http/back-office/guard';
import { backOfficeRoutes } from '../../server/http/back-office/routes';
import { BO } from '../../server/domain/back-office-paths';
import { DEADLINE, EVENT_LABELS, LIST, REFUSED } from '../../server/pages/back-office/copy';
import { DELIVERY_EVENT_LABELS } from '../../server/pages/back-office/delivery-copy';
import { typeset } from '../../site/typography';
import { signedIn, storedOrder } from '../support/back-office';
import { parseHtml } from '../support/html';
import { serviceApp, SERVICE_URL } from '../../dev/service';
import { findInvoice } from '../../server/db/invoices';
import { invoiceFileName } from '../../server/pdf/copy';
import { STORE_KINDS, storesOf } from '../support/stores';

const ORIGIN = { Origin: SERVICE_URL };
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe.each(STORE_KINDS)('the back office on %s', (kind) => {
  const stores = storesOf(kind);

  it('sends a stranger to sign in, and serves its pages noindex and uncached', async () => {
    const db = await stores.fresh();
    const { app } = serviceApp(db);
    const stranger = await app.request(BO.home);
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('location')).toBe(BO.signIn);
    const signIn = await app.request(BO.signIn);
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('x-robots-tag')).toBe('noindex');
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    expect(signIn.headers.get('permissions-policy')).toContain('publickey-credentials-get=(self)');
    expect(await signIn.text()).toContain('<meta name="robots" content="noindex"/>');
  });

  it('lists the orders to send by deadline, finds one by email, and shows its page with its history', async () => {
    const db = await stores.fresh();
    const { app } = serviceApp(db);
    await storedOrder(db, 'KF-000000000002', { paidAt: new Date('2026-11-24T10:00:00Z'), email: 'Second@Example.fr' });
    await storedOrder(db, 'KF-000000000001', { paidAt: new Date('2026-11-23T10:00:00Z') });
    await storedOrder(db, 'KF-000000000003', { paidAt: null });
    const { cookie } = await signedIn(db, SERVICE_URL, 'alice@example.fr', 'fulfiller');
    const list = await (await app.request(BO.home, { headers: { cookie } })).text();
    expect(list.indexOf('KF-000000000001')).toBeGreaterThan(0);
    expect(list.indexOf('KF-000000000001')).toBeLessThan(list.indexOf('KF-000000000002'));
    expect(list).not.toContain('KF-000000000003');
    expect(list).toContain(typeset(DEADLINE.sendBefore('25\u00a0novembre 2026')));
    const found = await (await app.request(`${BO.search}?q=second%40example.FR`, { headers: { cookie } })).text();
    expect(found).toContain('KF-000000000002');
    expect(found).not.toContain('KF-000000000001');
    await storedOrder(db, 'KF-000000000004', { paidAt: new Date(), immediate: false });
    const waiting = await (await app.request(`${BO.search}?q=KF-000000000004`, { headers: { cookie } })).text();
    expect(waiting).toContain('à commencer le');
    expect(waiting).toContain('à envoyer avant le');
    const orderPage = await (await app.request(BO.order('KF-000000000001'), { headers: { cookie } })).text();
    expect(orderPage).toContain(EVENT_LABELS.created);
    expect(orderPage).toContain(EVENT_LABELS.paid);
    // The heading never breaks the reference after « KF- ».
    expect(orderPage).toMatch(/<h1>[^<]*<span class="nowrap">KF-000000000001<\/span><\/h1>/);
  });

  it('names in words the history’s events of sending, refunds and withdrawals', async () => {
    const db = await stores.fresh();
    const { app } = serviceApp(db);
    await storedOrder(db, 'KF-000000000001');
    for (const kind of Object.keys(DELIVERY_EVENT_LABELS))
      await recordEvent(db, { reference: 'KF-000000000001', at: new Date().toISOString(), actor: 'alice@example.fr', kind });
    const { cookie } = await signedIn(db, SERVICE_URL, 'alice@example.fr', 'admin');
    const orderPage = await (await app.request(BO.order('KF-000000000001'), { headers: { cookie } })).text();
    for (const [kind, label] of Object.entries(DELIVERY_EVENT_LABELS)) {
      expect(orderPage).toContain(label);
      expect(orderPage).not.toContain(`>${kind}<`);
    }
  });

  it('links the order’s invoice (a test order’s, of the test sequence) and serves its PDF as issued, to a signed-in admin only', async () => {
    const db = await stores.fresh();
    const { app } = serviceApp(db);
    await storedOrder(db, 'KF-000000000001');
    const { cookie } = await signedIn(db, SERVICE_URL, 'alice@example.fr', 'admin');
    const orderPage = parseHtml(await (await app.request(BO.order('KF-000000000001'), { headers: { cookie } })).text());
    const link = [...orderPage.querySelectorAll('a')].find((anchor) => anchor.getAttribute('href') === BO.invoice('TEST-000001'));
    expect(link?.textContent).toMatch(/^Facture TEST-000001 du 20\u00a0novembre 2026/);
    const pdf = await app.request(BO.invoice('TEST-000001'), { headers: { cookie } });
    expect([pdf.status, pdf.headers.get('content-type'), pdf.headers.get('content-disposition')]).toEqual([
      200,
      'application/pdf',
      `attachment; filename="${invoiceFileName('invoice', 'TEST-000001')}"`,
    ]);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from((await findInvoice(db, 'TEST-000001'))!.pdf!).equals(Buffer.from(bytes))).toBe(true);
    expect((await app.request(BO.invoice('TEST-000001'))).status).toBe(303);
    const fulfiller = await signedIn(db, SERVICE_URL, 'bob@example.fr', 'fulfiller');
    expect((await app.request(BO.invoice('TEST-000001'), { headers: { cookie: fulfiller.cookie } })).status).toBe(403);
    expect((await app.request(BO.invoice('TEST-000009'), { headers: { cookie } })).status).toBe(404);
  });

  it('pages with a cursor: each order once across pages', async () => {
    const db = await stores.fresh();
    const { app } = serviceApp(db);
    for (let index = 0; index < 55; index++)
      await storedOrder(db, `KF-${String(index).padStart(12, '0')}`, { paidAt: new Date(Date.UTC(2026, 10, 2 + (index % 20), 10)) });
    const { cookie } = await signedIn(db, SERVICE_URL, 'alice@example.fr', 'admin');
    const first = await (await app.request(BO.home, { headers: { cookie } })).text();
    const next = /href="(\/exploitant\?apres=[^"]+)"/.exec(first)![1].replaceAll('&amp;', '&');
    const second = await (await app.request(next, { headers: { cookie } })).text();
    const references = (html: string) => [...html.matchAll(/>(KF-\d{12})</g)].map((match) => match[1]);
    expect(references(first)).toHaveLength(50);
    expect(references(second)).toHaveLength(5);
    expect(new Set([...references(first), ...references(second)]).size).toBe(55);
    expect(first).toContain(LIST.next);
  });

  it('records a note with the operator as actor; refuses a cross-origin POST or one without the token, changing nothing', async () => {
    const db = await stores.fresh();
    const { app, post } = serviceApp(db);
    await storedOrder(db, 'KF-000000000001');
    const { cookie, csrf } = await signedIn(db, SERVICE_URL, 'alice@example.fr', 'fulfiller');
    const crossOrigin = await post(BO.note('KF-000000000001'), form({ note: 'pirate', [CSRF_FIELD]: csrf }), {
      cookie,
      Origin: 'https://evil.example',
    });
    expect(crossOrigin.status).toBe(403);
    expect(await crossOrigin.text()).toContain(typeset(REFUSED.crossOrigin));
    const noOrigin = await post(BO.note('KF-000000000001'), form({ note: 'pirate', [CSRF_FIELD]: csrf }), { cookie });
    expect(noOrigin.status).toBe(403);
    const noToken = await post(BO.note('KF-000000000001'), form({ note: 'pirate' }), { cookie, ...ORIGIN });
    expect(noToken.status).toBe(403);
    expect((await listEvents(db, 'KF-000000000001')).map((event) => event.kind)).toEqual(['created', 'paid']);
    const noted = await post(BO.note('KF-000000000001'), form({ note: 'Client rappelé', [CSRF_FIELD]: csrf }), { cookie, ...ORIGIN });
    expect(noted.status).toBe(303);
    const events = await listEvents(db, 'KF-000000000001');
    expect(events.at(-1)).toMatchObject({ kind: 'note', actor: 'alice@example.fr', detail: 'Client rappelé' });
    const sameSite = await post(BO.note('KF-000000000001'), form({ note: 'Sans Origin', [CSRF_FIELD]: csrf }), {
      cookie,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(sameSite.status).toBe(303);
    await app.request(BO.signOut, { method: 'POST', body: form({ [CSRF_FIELD]: csrf }), headers: { cookie, ...ORIGIN } });
    expect((await app.request(BO.home, { headers: { cookie } })).status).toBe(303);
  });

  it('refuses an admin action to a fulfiller (403, nothing done) and lets an admin through, behind the guard', async () => {
    const db = await stores.fresh();
    const { context } = serviceApp(db);
    let refunds = 0;
    const refundLike = new Hono<BackOfficeEnv>().post('/essai-remboursement', requireAction(context, 'refund'), (c) => {
      refunds++;
      return c.text('remboursé');
    });
    const app = new Hono().route(
      BACK_OFFICE_PATH,
      backOfficeRoutes(context, () => 'test', { routes: [refundLike] }),
    );
    const path = `${BACK_OFFICE_PATH}/essai-remboursement`;
    const attempt = (session: { cookie: string; csrf: string }) =>
      app.request(path, {
        method: 'POST',
        body: form({ [CSRF_FIELD]: session.csrf }),
        headers: { cookie: session.cookie, ...ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const fulfiller = await attempt(await signedIn(db, SERVICE_URL, 'bob@example.fr', 'fulfiller'));
    expect(fulfiller.status).toBe(403);
    expect(await fulfiller.text()).toContain(typeset(REFUSED.forbidden));
    expect(refunds).toBe(0);
    expect((await app.request(path, { method: 'POST', headers: ORIGIN })).status).toBe(303);
    expect((await attempt(await signedIn(db, SERVICE_URL, 'alice@example.fr', 'admin'))).status).toBe(200);
    expect(refunds).toBe(1);
  });

  it('enrols through the printed address: one at a time, 24 hours; `remove` ends the operator’s sessions', async () => {
    const db = await stores.fresh();
    const { app } = serviceApp(db);
    const now = new Date();
    const add = async (role = 'fulfiller') => {
      const lines: string[] = [];
      expect(
        await operatorsCommand(db, ['add', 'Carole@Example.fr', '--role', role], (line) => lines.push(line), {
          serviceUrl: () => SERVICE_URL,
          now,
        }),
      ).toBe(0);
      return new URL(lines.find((line) => line.startsWith('http'))!).pathname;
    };
    const first = await add();
    expect(first).toMatch(/^\/exploitant\/inscription\/[A-Za-z0-9_-]{43}$/);
    expect((await app.request(first)).status).toBe(200);
    const second = await add('admin');
    expect((await app.request(first)).status).toBe(404);
    expect(await (await app.request(second)).text()).toContain('carole@example.fr');
    const operator = await db.selectFrom('operators').selectAll().executeTakeFirstOrThrow();
    expect(operator.role).toBe('admin');
    expect(operator.enrolment_hash).not.toContain(second.split('/').at(-1));
    expect(await operatorsCommand(db, ['add', 'x@example.fr', '--role', 'chef'], () => {}, { serviceUrl: () => SERVICE_URL, now })).toBe(2);

    const { cookie } = await signedIn(db, SERVICE_URL, 'carole@example.fr', 'admin');
    const lines: string[] = [];
    await operatorsCommand(db, ['list'], (line) => lines.push(line), { serviceUrl: () => SERVICE_URL, now });
    expect(lines.join('\n')).toContain('carole@example.fr  admin');
    expect(await operatorsCommand(db, ['remove', 'carole@example.fr'], () => {}, { serviceUrl: () => SERVICE_URL, now })).toBe(0);
    expect((await app.request(BO.home, { headers: { cookie } })).status).toBe(303);
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('purges an order’s history with the order, and only then', async () => {
    const db = await stores.fresh();
    await storedOrder(db, 'KF-000000000001', { createdAt: new Date('2020-01-01T09:00:00Z'), paidAt: new Date('2020-01-01T09:05:00Z') });
    await storedOrder(db, 'KF-000000000002');
    await purge(db, {
      ordersBefore: '2021-01-01T00:00:00.000Z',
      unmatchedWithdrawalsBefore: '2000-01-01T00:00:00.000Z',
      unpaidOrdersBefore: '2000-01-01T00:00:00.000Z',
      sentEmailsBefore: '2000-01-01T00:00:00.000Z',
      givenUpEmailsBefore: '2000-01-01T00:00:00.000Z',
      invoicesBefore: '2000-01-01T00:00:00.000Z',
      documentsBefore: '2000-01-01T00:00:00.000Z',
    });
    expect(await listEvents(db, 'KF-000000000001')).toEqual([]);
    expect(await listEvents(db, 'KF-000000000002')).toHaveLength(2);
  });

  it('ends a session idle for 30 minutes', async () => {
    const db = await stores.fresh();
    const { app } = serviceApp(db);
    const { cookie } = await signedIn(db, SERVICE_URL, 'alice@example.fr', 'admin', new Date(Date.now() - 31 * 60_000));
    expect((await app.request(BO.home, { headers: { cookie } })).status).toBe(303);
  });

  it('tells the operator once about a late order, however many checks run', async () => {
    const db = await stores.fresh();
    const paid = await storedOrder(db, 'KF-000000000001', { paidAt: new Date('2026-11-02T10:00:00Z') });
    expect(paid.deliver_by).toBe('2026-11-04');
    const options = {
      emailFor: (order: Parameters<typeof lateNoticeEmail>[0]) =>
        lateNoticeEmail(
          order,
          { siteUrl: SERVICE_URL, serviceUrl: SERVICE_URL, operatorEmail: 'ops@example.fr' },
          (reference) => `${SERVICE_URL}${BO.order(reference)}`,
        ),
      kick: () => {},
      now: () => new Date('2026-11-05T08:00:00Z'),
    };
    expect(await checkLateOrders(db, { ...options, now: () => new Date('2026-11-04T20:00:00Z') })).toBe(0);
    const counts = await Promise.all([checkLateOrders(db, options), checkLateOrders(db, options)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await checkLateOrders(db, options)).toBe(0);
    const late = (await listOutbox(db)).filter((email) => email.kind === 'late-notice');
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ recipient: 'ops@example.fr', reference: 'KF-000000000001' });
    expect((await findOrderByReference(db, 'KF-000000000001'))!.late_notified_at).not.toBeNull();
  });
});
