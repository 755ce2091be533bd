/**
 * Least privilege, walked: every method and path the service registers under /exploitant, read from
 * the app itself (a new route cannot be left out), as a stranger, a fulfiller and an admin, against
 * the role table of domain/permissions.ts that each route names an action of.
 */
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_PATH, CSRF_FIELD } from '../../server/http/back-office/env';
import type { RouteAccess } from '../../server/http/back-office/guard';
import { BO } from '../../server/domain/back-office-paths';
import { type BackOfficeAction, can, ROLE_ACTIONS } from '../../server/domain/permissions';
import type { OperatorRole } from '../../server/db/schema';
import { SECURITY_LOG, REFUSAL_REASONS } from '../../server/domain/security-log';
import { NAV, REFUSED } from '../../server/pages/back-office/copy';
import { FORBIDDEN } from '../../server/pages/back-office/delivery-copy';
import { typeset } from '../../site/typography';
import { newSecret } from '../../server/domain/secrets';
import { signedIn, storedOrder } from '../support/back-office';
import { parseHtml, textOf } from '../support/html';
import { serviceApp, SERVICE_URL } from '../../dev/service';
import { STORE_KINDS, storesOf } from '../support/stores';

const REFERENCE = 'KF-000000000001';
/** A value for each parameter of the back office's paths. */
const PARAMS: Record<string, string> = { reference: REFERENCE, file: 'F-000001.pdf', id: 'inconnu', secret: newSecret() };

interface Route {
  method: string;
  path: string;
  access: RouteAccess | undefined;
}

/** The back office's routes as the app registers them, each with the access its first handler declares. */
function backOfficeRoutes(app: ReturnType<typeof serviceApp>['app']): Route[] {
  const routes = new Map<string, Route>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' || !path.startsWith(BACK_OFFICE_PATH)) continue;
    const key = `${method} ${path}`;
    const route = routes.get(key) ?? { method, path, access: undefined };
    const access = (handler as { access?: RouteAccess }).access;
    if (access) {
      expect(route.access, `${key} déclare deux accès`).toBeUndefined();
      route.access = access;
    }
    routes.set(key, route);
  }
  return [...routes.values()];
}

const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? name);

describe.each(STORE_KINDS)('the back office’s routes on %s', (kind) => {
  const stores = storesOf(kind);

  it('each declare an action of the role table, which the guard applies to a stranger, a fulfiller and an admin', async () => {
    const db = await stores.fresh();
    const { app, securityLogs } = serviceApp(db);
    await storedOrder(db, REFERENCE);
    const routes = backOfficeRoutes(app);
    // The walk covers the views, the money and the sign-in: a route missing from the app would leave it short.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) expect(route.access, `${route.method} ${route.path} ne déclare aucune action`).toBeDefined();
    const declared = new Set(routes.map((route) => route.access));
    for (const action of Object.keys(ROLE_ACTIONS)) expect(declared, `aucune route pour ${action}`).toContain(action);

    const request = async (route: Route, session?: { cookie: string; csrf: string }) => {
      const path = concrete(route.path);
      const headers: Record<string, string> = { Origin: SERVICE_URL, ...(session ? { cookie: session.cookie } : {}) };
      if (route.method === 'GET') return app.request(path, { headers });
      return app.request(path, {
        method: route.method,
        body: new URLSearchParams(session ? { [CSRF_FIELD]: session.csrf } : {}),
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    };

    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const stranger = await request(route);
      if (route.access === 'open') {
        // Open to all (the passkey script needs the build: its status is not this test's business).
        expect(stranger.status, name).not.toBe(403);
        expect(stranger.headers.get('location'), name).not.toBe(BO.signIn);
        continue;
      }
      expect([stranger.status, stranger.headers.get('location')], name).toEqual([303, BO.signIn]);
      const action = route.access as BackOfficeAction;
      for (const role of ['fulfiller', 'admin'] as OperatorRole[]) {
        const email = `${role}@kbis.example`;
        const response = await request(route, await signedIn(db, SERVICE_URL, email, role));
        const body = await response.text();
        if (can(role, action)) {
          expect(response.status, `${name} (${role})`).not.toBe(403);
          expect(response.status, `${name} (${role})`).toBeLessThan(500);
          continue;
        }
        expect(response.status, `${name} (${role})`).toBe(403);
        expect(body.includes(typeset(REFUSED.forbidden)) || body.includes(FORBIDDEN.text), `${name} (${role})`).toBe(true);
        expect(securityLogs.at(-1)).toBe(SECURITY_LOG.refused({ email, role }, route.method, concrete(route.path), REFUSAL_REASONS.role));
      }
    }
    // What the table says of a fulfiller, in the walk's own terms.
    const fulfillerRefused = routes.filter((route) => route.access !== 'open' && !can('fulfiller', route.access as BackOfficeAction));
    expect(fulfillerRefused.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      [
        'GET /exploitant/factures/:file',
        'GET /exploitant/remboursements',
        'POST /exploitant/commandes/:reference/remboursement',
        'POST /exploitant/commandes/:reference/remboursement/:id/relance',
        'POST /exploitant/retractations/:id/decision',
        'POST /exploitant/retractations/:id/rapprochement',
      ].sort(),
    );
  });

  it('offers a fulfiller no link it may not open: no « Remboursements », no invoice', async () => {
    const db = await stores.fresh();
    const { app } = serviceApp(db);
    await storedOrder(db, REFERENCE);
    const pageAs = async (role: OperatorRole) => {
      const { cookie } = await signedIn(db, SERVICE_URL, `${role}@kbis.example`, role);
      return parseHtml(await (await app.request(BO.order(REFERENCE), { headers: { cookie } })).text());
    };
    const navOf = (page: Document) => [...page.querySelectorAll('nav a')].map(textOf);
    const invoiceLinks = (page: Document) => [...page.querySelectorAll(`a[href="${BO.invoice('TEST-000001')}"]`)];
    const fulfiller = await pageAs('fulfiller');
    expect(navOf(fulfiller)).toEqual([NAV.toSend, NAV.late, NAV.toVerify, NAV.sent, NAV.withdrawals]);
    expect(invoiceLinks(fulfiller)).toEqual([]);
    // The invoice is still named, as a fact of the order.
    expect(textOf(fulfiller.body)).toContain('Facture TEST-000001');
    const admin = await pageAs('admin');
    expect(navOf(admin)).toEqual([NAV.toSend, NAV.late, NAV.toVerify, NAV.sent, NAV.withdrawals, NAV.refunds]);
    expect(invoiceLinks(admin)).toHaveLength(1);
  });
});
