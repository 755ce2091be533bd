/**
 * The back office in Chromium, on SQLite and PostgreSQL: an operator enrols from the address the
 * command prints, with the DevTools protocol's virtual authenticator as its device, signs in and
 * out, lists and opens orders and writes a note; a stranger and a cross-origin POST are refused;
 * axe finds nothing at 375 and 1280 px. The shop runs at http://localhost (passkeys refuse IPs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorsCommand } from '../../server/cli/operators';
import { readConfig } from '../../server/config';
import { listEvents } from '../../server/db/events';
import { BO } from '../../server/domain/back-office-paths';
import { type RunningShop, startShop } from '../../server/main';
import { ENROL, FRAME, LIST, NAV, ORDER, SIGN_IN } from '../../server/pages/back-office/copy';
import { typeset } from '../../site/typography';
import { storedOrder } from '../support/back-office';
import { freePort } from '../support/free-port';
import { startPostgres, type ThrowawayPostgres } from '../support/postgres';
import { axeViolations } from './support/axe';
import { closeContextsAfterEach, launchChromium, VIEWPORTS } from './support/chromium';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
closeContextsAfterEach(() => browser);

/** A browser context whose pages use a virtual platform authenticator, and the errors they log. */
async function operatorDevice() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function expectNoAxeViolations(page: Page) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${page.url()} at ${viewport.width} px`).toEqual([]);
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: typeset(name) });

describe.each(['SQLite', 'PostgreSQL'] as const)('the back office in Chromium on %s', (kind) => {
  let shop: RunningShop;
  let postgres: ThrowawayPostgres | undefined;
  const data = mkdtempSync(join(tmpdir(), 'kbis-back-office-'));

  beforeAll(async () => {
    const port = await freePort();
    if (kind === 'PostgreSQL') postgres = await startPostgres();
    const database = postgres ? await postgres.createDatabase('back_office') : join(data, 'shop.sqlite');
    shop = await startShop(
      readConfig({
        PORT: String(port),
        HOST: 'localhost',
        ORDER_SERVICE_URL: `http://localhost:${port}`,
        DATABASE_URL: database,
        OUTBOX_DIR: join(data, 'outbox'),
      }),
      () => {},
    );
  });
  afterAll(async () => {
    await shop?.close();
    await postgres?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  async function enrolmentAddress(email: string, role: 'admin' | 'fulfiller') {
    const lines: string[] = [];
    await operatorsCommand(shop.context.db, ['add', email, '--role', role], (line) => lines.push(line), {
      serviceUrl: shop.context.config.serviceUrl,
      now: new Date(),
    });
    return lines.find((line) => line.startsWith('http'))!;
  }

  it('enrols, signs in and out, lists, opens an order and writes a note, with no error and nothing for axe', async () => {
    const order = await storedOrder(shop.context.db, 'KF-0000000000A1', { companyName: 'Menuiserie Durand' });
    const { page, errors } = await operatorDevice();

    await page.goto(await enrolmentAddress('alice@example.fr', 'admin'));
    await heading(page, ENROL.title).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: typeset(ENROL.button) }).click();
    await heading(page, NAV.toSend).waitFor();
    expect(new URL(page.url()).pathname).toBe(BO.home);
    // The back office's own stylesheet applies: its views are a row of links, not a bulleted list.
    expect(
      await page
        .getByRole('navigation', { name: FRAME.navLabel })
        .getByRole('list')
        .evaluate((list) => getComputedStyle(list).listStyleType),
    ).toBe('none');
    await expectNoAxeViolations(page);

    const link = page.getByRole('link', { name: order.reference });
    await expect(page.getByRole('searchbox', { name: LIST.searchLabel }).count()).resolves.toBe(1);
    await link.click();
    await heading(page, ORDER.title(order.reference)).waitFor();
    await expect(page.getByText('Menuiserie Durand').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: ORDER.historyHeading }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: ORDER.noteLabel }).fill('Extrait commandé sur infogreffe.fr');
    await page.getByRole('button', { name: ORDER.noteButton }).click();
    await page.getByRole('cell', { name: /Extrait commandé sur infogreffe\.fr/ }).waitFor();
    const note = (await listEvents(shop.context.db, order.reference)).at(-1);
    expect(note).toMatchObject({ kind: 'note', actor: 'alice@example.fr' });

    await page.getByRole('button', { name: FRAME.signOut }).click();
    await heading(page, SIGN_IN.title).waitFor();
    await page.goto(`${shop.url}${BO.home}`);
    await heading(page, SIGN_IN.title).waitFor();
    await expectNoAxeViolations(page);

    // By keyboard: the sign-in button focused and pressed.
    await page.getByRole('button', { name: typeset(SIGN_IN.button) }).focus();
    await page.keyboard.press('Enter');
    await heading(page, NAV.toSend).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a stranger to sign in, and refuses a cross-origin POST (403) without changing anything', async () => {
    const order = await storedOrder(shop.context.db, 'KF-0000000000B2');
    const page = await browser.newPage();
    await page.goto(`${shop.url}${BO.order(order.reference)}`);
    expect(new URL(page.url()).pathname).toBe(BO.signIn);

    await page.route('http://ailleurs.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Ailleurs</title><form method="post" action="${shop.url}${BO.note(order.reference)}"><input name="note" value="intrus"><button>Envoyer</button></form>`,
      }),
    );
    await page.goto('http://ailleurs.test/');
    const [response] = await Promise.all([
      page.waitForResponse(`${shop.url}${BO.note(order.reference)}`),
      page.getByRole('button', { name: 'Envoyer' }).click(),
    ]);
    expect(response.status()).toBe(403);
    expect((await listEvents(shop.context.db, order.reference)).map((event) => event.kind)).toEqual(['created', 'paid']);
  });

  it('offers a fulfiller no « Rembourser »', async () => {
    const order = await storedOrder(shop.context.db, 'KF-0000000000C3');
    const { page, errors } = await operatorDevice();
    await page.goto(await enrolmentAddress('bob@example.fr', 'fulfiller'));
    await page.getByRole('button', { name: typeset(ENROL.button) }).click();
    await heading(page, NAV.toSend).waitFor();
    await page.goto(`${shop.url}${BO.order(order.reference)}`);
    await heading(page, ORDER.title(order.reference)).waitFor();
    await expect(page.getByRole('button', { name: 'Rembourser' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: ORDER.noteButton }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });
});
