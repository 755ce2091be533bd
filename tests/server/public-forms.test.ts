/**
 * The service's public forms against strangers (another site's form, a link in a name, a flood of
 * declarations for one address, an address that is not one), its public demo's banner, and the
 * pending page that waits without reloading forever.
 */
import { describe, expect, it } from 'vitest';
import { listOrders } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { listWithdrawals } from '../../server/db/withdrawals';
import { ACKNOWLEDGEMENTS_PER_DAY } from '../../server/domain/acknowledgement-limit';
import { CANCELLED, CONFIRMATION, DEMO_BANNER, ERRORS, WITHDRAWAL_PAGE } from '../../server/pages/copy';
import { ORDER_TRACKING_SCRIPT_PATH, PENDING_AUTO_RELOADS, PENDING_LOADS_PARAM, PENDING_RELOAD_SECONDS } from '../../server/pages/pages';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { WITHDRAWAL_PATH, WITHDRAWAL_POST_PATH } from '../../site/data/withdrawal';
import { typeset } from '../../site/typography';
import { MESSAGES } from '../../widget/core/copy';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { handoffForm } from '../support/handoff-form';
import { headingOf, parseHtml, textOf } from '../support/html';
import { locationPath, SERVICE_URL, serviceApp } from '../../dev/service';
import { STORE_KINDS, storesOf } from '../support/stores';

const declaration = (values: Record<string, string> = {}) =>
  new URLSearchParams({ name: 'Camille Martin', email: 'camille.martin@example.fr', reference: '', orderDate: '2026-11-20', ...values });

const tokenOf = (response: Response) => locationPath(response).split('/').at(-1)!;

describe.each(STORE_KINDS)('the public forms on %s', (kind) => {
  const stores = storesOf(kind);

  describe('the withdrawal form', () => {
    it('refuses a declaration posted from another site with a French page (403): nothing stored, no email', async () => {
      const service = serviceApp(await stores.fresh());
      for (const headers of <Record<string, string>[]>[
        { Origin: 'https://phish.example' },
        { Origin: 'null' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { Origin: SERVICE_URL, 'Sec-Fetch-Site': 'cross-site' },
      ]) {
        const response = await service.post(WITHDRAWAL_POST_PATH, declaration({ name: 'Visitez https://phish.example' }), headers);
        expect(response.status).toBe(403);
        const document = parseHtml(await response.text());
        expect(document.querySelector('h1')?.textContent).toBe(WITHDRAWAL_PAGE.foreignTitle);
        expect(textOf(document.querySelector('article')!)).toContain(typeset(WITHDRAWAL_PAGE.foreign));
        expect(document.querySelector(`article a[href="${WITHDRAWAL_PATH}"]`)?.textContent).toBe(WITHDRAWAL_PAGE.back);
      }
      expect(await listWithdrawals(service.context.db)).toEqual([]);
      expect(await listOutbox(service.context.db)).toEqual([]);
    });

    it('records a declaration from its own pages, on the service’s origin or the site’s', async () => {
      const service = serviceApp(await stores.fresh(), { SITE_URL: 'http://localhost:4998' });
      const sameOrigin = await service.post(WITHDRAWAL_POST_PATH, declaration(), { Origin: SERVICE_URL, 'Sec-Fetch-Site': 'same-origin' });
      const fromSite = await service.post(WITHDRAWAL_POST_PATH, declaration(), {
        Origin: 'http://localhost:4998',
        'Sec-Fetch-Site': 'same-site',
      });
      expect([sameOrigin.status, fromSite.status]).toEqual([303, 303]);
      expect(await listWithdrawals(service.context.db)).toHaveLength(2);
    });

    it('refuses a name that holds a web or email address, saying why, and stores nothing', async () => {
      const service = serviceApp(await stores.fresh());
      for (const name of [
        'Visitez https://phish.example maintenant',
        'Voir www.phish.example',
        'Remboursement immédiat sur paypa1-secure.com/rembourser',
        'example.fr',
      ]) {
        const response = await service.post(WITHDRAWAL_POST_PATH, declaration({ name, email: 'victime@example.org' }));
        expect(response.status).toBe(400);
        const document = parseHtml(await response.text());
        expect(document.querySelector('h1')?.textContent).toBe(WITHDRAWAL_PAGE.invalidTitle);
        expect(textOf(document.querySelector('article')!)).toContain(typeset(WITHDRAWAL_PAGE.link));
      }
      expect(await listWithdrawals(service.context.db)).toEqual([]);
      expect(await listOutbox(service.context.db)).toEqual([]);
    });

    it('acknowledges at most 3 declarations to one address in 24 h, whatever its case; each is recorded and shown recorded', async () => {
      const service = serviceApp(await stores.fresh());
      const now = Date.parse('2026-11-28T10:00:00Z');
      const said: string[] = [];
      const declare = async (email: string, at: number) => {
        service.context.now = () => new Date(at);
        const response = await service.post(WITHDRAWAL_POST_PATH, declaration({ email }));
        expect(response.status).toBe(303);
        const page = parseHtml(await (await service.app.request(locationPath(response))).text());
        expect(page.querySelector('h1')?.textContent).toBe(typeset(WITHDRAWAL_PAGE.recordedTitle));
        said.push(textOf(page.querySelector('[role="status"]')!));
      };
      // Two the day before, out of the window; then five within it, the address typed in other cases.
      await declare('victime@example.org', now - 25 * 3600_000);
      await declare('victime@example.org', now - 24 * 3600_000 - 1);
      for (const [index, email] of [
        'victime@example.org',
        'Victime@Example.org',
        'VICTIME@example.org',
        'victime@example.org',
        'victime@EXAMPLE.ORG',
      ].entries())
        await declare(email, now + index * 1000);
      await declare('autre@example.org', now + 10_000);

      expect(await listWithdrawals(service.context.db)).toHaveLength(8);
      const outbox = await listOutbox(service.context.db);
      const acknowledgements = outbox.filter((email) => email.kind === 'withdrawal-acknowledgement');
      expect(acknowledgements.filter((email) => email.recipient.toLowerCase() === 'victime@example.org')).toHaveLength(
        2 + ACKNOWLEDGEMENTS_PER_DAY,
      );
      expect(acknowledgements.filter((email) => email.recipient === 'autre@example.org')).toHaveLength(1);
      // The operator still learns of every declaration.
      expect(outbox.filter((email) => email.kind === 'withdrawal-notice')).toHaveLength(8);
      // Each page says whether an acknowledgement goes: the 4th and 5th of the day are their own record.
      const unacknowledged = typeset(WITHDRAWAL_PAGE.recordedWithoutAcknowledgement);
      expect(said.map((text) => text === unacknowledged)).toEqual([false, false, false, false, false, true, true, false]);
    });
    it('counts declarations made at the same moment one after the other', async () => {
      const service = serviceApp(await stores.fresh());
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => service.post(WITHDRAWAL_POST_PATH, declaration({ email: 'ensemble@example.org' }))),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(303));
      const kinds = (await listOutbox(service.context.db)).map((email) => email.kind);
      expect(kinds.filter((kind) => kind === 'withdrawal-acknowledgement')).toHaveLength(ACKNOWLEDGEMENTS_PER_DAY);
      expect(kinds.filter((kind) => kind === 'withdrawal-notice')).toHaveLength(6);
    });
  });

  describe('the hand-off', () => {
    it('refuses an email address without the shape of one with a page that says what to fix and leads back to the order', async () => {
      const service = serviceApp(await stores.fresh());
      const form = handoffForm();
      form.set('email', 'camille@gmail');
      const response = await service.post(HANDOFF_PATH, form, { Origin: 'https://partenaire.example' });
      expect(response.status).toBe(400);
      const document = parseHtml(await response.text());
      expect(document.querySelector('h1')?.textContent).toBe(ERRORS.badEmailTitle);
      expect(textOf(document.querySelector('article')!)).toContain(typeset(ERRORS.badEmail('camille@gmail')));
      const back = [...document.querySelectorAll('article a')].find((link) => link.textContent === ERRORS.backToOrder);
      expect(back?.getAttribute('href')).toBe('https://partenaire.example/fiche');
      expect(await listOrders(service.context.db)).toEqual([]);
    });

    it('leads back home when the order came from no http(s) page', async () => {
      const service = serviceApp(await stores.fresh());
      const form = handoffForm(undefined, { page: 'javascript:alert(1)' });
      form.set('email', 'camille martin@gmail.com');
      const document = parseHtml(await (await service.post(HANDOFF_PATH, form)).text());
      const back = [...document.querySelectorAll('article a')].find((link) => link.textContent === ERRORS.backToOrder);
      expect(back?.getAttribute('href')).toBe('/');
    });

    it('names the host of the page the cancelled order came from, and links back only to an http(s) page', async () => {
      const service = serviceApp(await stores.fresh());
      const cancelled = async (page: string) => {
        const token = tokenOf(await service.post(HANDOFF_PATH, handoffForm(undefined, { page })));
        const response = await service.post(`${TEST_PAYMENT_PATH}/${token}/annuler`, '');
        return parseHtml(await (await service.app.request(locationPath(response))).text());
      };
      const fromPartner = await cancelled('https://partenaire.example/fiche?x=1');
      const back = [...fromPartner.querySelectorAll('article a')].map((link) => [link.textContent, link.getAttribute('href')]);
      expect(back).toEqual([
        [CANCELLED.backTo('partenaire.example'), 'https://partenaire.example/fiche?x=1'],
        [typeset(CANCELLED.home), '/'],
      ]);
      for (const page of ['javascript:alert(1)', 'data:text/html,x', 'https://user:pass@partenaire.example/', 'pas une adresse'])
        expect([...(await cancelled(page)).querySelectorAll('article a')].map((link) => link.getAttribute('href'))).toEqual(['/']);
    });
  });

  describe('the pending confirmation page', () => {
    it('answers how the order stands, and nothing more, for the page’s script', async () => {
      const service = serviceApp(await stores.fresh());
      const token = tokenOf(await service.post(HANDOFF_PATH, handoffForm()));
      const status = async (path: string) => {
        const response = await service.app.request(path);
        return [response.status, response.headers.get('cache-control'), await response.json()];
      };
      expect(await status(`${HANDOFF_PATH}/${token}/etat`)).toEqual([200, 'no-store', { status: 'awaiting_payment' }]);
      await service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, '');
      expect(await status(`${HANDOFF_PATH}/${token}/etat`)).toEqual([200, 'no-store', { status: 'paid' }]);
      expect(await status(`${HANDOFF_PATH}/${'A'.repeat(43)}/etat`)).toEqual([404, 'no-store', { status: null }]);
    });

    it('serves its script from its own origin, under the pages’ policy', async () => {
      const service = serviceApp(await stores.fresh());
      const response = await service.app.request(ORDER_TRACKING_SCRIPT_PATH);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const script = await response.text();
      expect(script).toContain('[data-order-status]');
      // Trusted Types allow no policy: the script writes text, never HTML.
      expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    });

    it('reloads itself without JavaScript a few times at most, then only on « Vérifier à nouveau »', async () => {
      const service = serviceApp(await stores.fresh());
      const token = tokenOf(await service.post(HANDOFF_PATH, handoffForm()));
      const page = `${HANDOFF_PATH}/${token}`;
      let path = page;
      const reloads: string[] = [];
      for (let load = 1; load <= PENDING_AUTO_RELOADS + 2; load++) {
        const document = parseHtml(await (await service.app.request(path)).text());
        expect(document.querySelector('h1')?.textContent).toBe(CONFIRMATION.pendingTitle);
        // Never a reload with JavaScript on: the script watches instead.
        expect(document.querySelectorAll('head > meta[http-equiv="refresh"]')).toHaveLength(0);
        expect(document.querySelector(`script[src="${ORDER_TRACKING_SCRIPT_PATH}"]`)).not.toBeNull();
        expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
        const checkAgain = [...document.querySelectorAll('article a')].find((link) => link.textContent === CONFIRMATION.checkAgain);
        expect(checkAgain?.getAttribute('href')).toMatch(new RegExp(`^${page}\\?${PENDING_LOADS_PARAM}=\\d+$`));
        const refresh = /<noscript><meta http-equiv="refresh" content="(\d+);url=([^"]+)"\/><\/noscript>/.exec(
          await (await service.app.request(path)).text(),
        );
        if (!refresh) {
          path = checkAgain!.getAttribute('href')!;
          continue;
        }
        expect(Number(refresh[1])).toBe(PENDING_RELOAD_SECONDS);
        reloads.push(refresh[2]!);
        path = refresh[2]!;
      }
      expect(reloads).toEqual(Array.from({ length: PENDING_AUTO_RELOADS }, (_, index) => `${page}?${PENDING_LOADS_PARAM}=${index + 2}`));
      // An address someone changed counts as a first load.
      expect(await (await service.app.request(`${page}?${PENDING_LOADS_PARAM}=-4`)).text()).toContain(`${PENDING_LOADS_PARAM}=2"`);
      await service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, '');
      expect(headingOf(await (await service.app.request(path)).text())).toBe(MESSAGES.orderConfirmed);
    });
  });

  describe('a public demo (PAYMENT_MODE=test on a public address)', () => {
    /** The banner's region, by its name, and its text, on the page at `path`. */
    const banner = async (service: ReturnType<typeof serviceApp>, response: Response | string) => {
      const html = typeof response === 'string' ? await (await service.app.request(response)).text() : await response.text();
      const region = parseHtml(html).querySelector(`main section[aria-label="${DEMO_BANNER.label}"]`);
      return region && textOf(region);
    };
    const expected = `${DEMO_BANNER.label}. ${typeset(DEMO_BANNER.text)}`;

    it('says on every page of the service that no card is debited and no order is real', async () => {
      const service = serviceApp(await stores.fresh(), { PAYMENT_MODE: 'test', ORDER_SERVICE_URL: 'https://demo.kbis.example' });
      const order = async () => tokenOf(await service.post(HANDOFF_PATH, handoffForm()));
      const pending = await order();
      const paid = await order();
      await service.post(`${TEST_PAYMENT_PATH}/${paid}/payer`, '');
      const cancelled = await order();
      await service.post(`${TEST_PAYMENT_PATH}/${cancelled}/annuler`, '');
      const recorded = locationPath(await service.post(WITHDRAWAL_POST_PATH, declaration()));
      const badEmail = handoffForm();
      badEmail.set('email', 'x');
      for (const page of [
        `${TEST_PAYMENT_PATH}/${pending}`,
        `${HANDOFF_PATH}/${pending}`,
        `${HANDOFF_PATH}/${paid}`,
        `${HANDOFF_PATH}/${cancelled}/annulation`,
        recorded,
        `${HANDOFF_PATH}/${'A'.repeat(43)}`,
      ])
        expect(await banner(service, page), page).toBe(expected);
      expect(await banner(service, await service.post(HANDOFF_PATH, badEmail))).toBe(expected);
      expect(await banner(service, await service.post(WITHDRAWAL_POST_PATH, declaration({ name: '' })))).toBe(expected);
    });

    it('shows no banner on this machine', async () => {
      const service = serviceApp(await stores.fresh());
      const token = tokenOf(await service.post(HANDOFF_PATH, handoffForm()));
      expect(await banner(service, `${TEST_PAYMENT_PATH}/${token}`)).toBeNull();
    });
  });
});
