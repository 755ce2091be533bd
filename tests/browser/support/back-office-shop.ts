/**
 * The back office's browser tests: the shop at http://localhost (passkeys refuse IPs) on SQLite or
 * PostgreSQL, optionally sending its emails to the tests' SMTP server, optionally with a register
 * account; an operator's device, a context whose pages use the DevTools protocol's virtual
 * authenticator; axe at both widths; screenshots for a person to look at.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { operatorsCommand } from '../../../server/cli/operators';
import { readConfig } from '../../../server/config';
import type { OperatorRole } from '../../../server/db/schema';
import { type RunningShop, startShop } from '../../../server/main';
import { ENROL, NAV } from '../../../server/pages/back-office/copy';
import { typeset } from '../../../site/typography';
import { freePort } from '../../../dev/free-port';
import { startPostgres, type ThrowawayPostgres } from '../../../dev/postgres';
import { startSmtpServer } from '../../support/smtp';
import { axeViolations } from './axe';
import { VIEWPORTS } from './chromium';

export type StoreKind = 'SQLite' | 'PostgreSQL';

/** A register account on an address where nothing answers: the back office offers « Récupérer au registre ». */
const REGISTER_ACCOUNT = { INPI_USERNAME: 'exploitation', INPI_PASSWORD: 'essai', INPI_API_URL: 'http://127.0.0.1:9' };

/**
 * Starts the shop for the calling `describe` (its beforeAll and afterAll); with `smtp`, the tests' SMTP
 * server receives its emails. The getters read what beforeAll started.
 */
export function backOfficeShop(kind: StoreKind, { smtp = false, register = false } = {}) {
  let shop: RunningShop;
  let mail: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let postgres: ThrowawayPostgres | undefined;
  const data = mkdtempSync(join(tmpdir(), 'kbis-back-office-'));

  beforeAll(async () => {
    const port = await freePort();
    if (kind === 'PostgreSQL') postgres = await startPostgres();
    if (smtp) mail = await startSmtpServer();
    const database = postgres ? await postgres.createDatabase('back_office') : join(data, 'shop.sqlite');
    shop = await startShop(
      readConfig({
        PORT: String(port),
        HOST: 'localhost',
        ORDER_SERVICE_URL: `http://localhost:${port}`,
        DATABASE_URL: database,
        OUTBOX_DIR: join(data, 'outbox'),
        ...(mail ? { SMTP_URL: mail.url } : {}),
        ...(register ? REGISTER_ACCOUNT : {}),
      }),
      () => {},
    );
  });
  afterAll(async () => {
    await shop?.close();
    await mail?.close();
    await postgres?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  return {
    get shop() {
      return shop;
    },
    /** The messages the SMTP server accepted (with `smtp` only). */
    get received() {
      if (!mail) throw new Error('backOfficeShop started without smtp');
      return mail.received;
    },
    /** The one-time enrolment address `npm run operators -- add` prints for `email`. */
    async enrolmentAddress(email: string, role: OperatorRole) {
      const lines: string[] = [];
      await operatorsCommand(shop.context.db, ['add', email, '--role', role], (line) => lines.push(line), {
        serviceUrl: () => shop.context.config.serviceUrl,
        now: new Date(),
      });
      return lines.find((line) => line.startsWith('http'))!;
    },
  };
}

export type BackOfficeShop = ReturnType<typeof backOfficeShop>;

/** A browser context whose pages use a virtual platform authenticator, and the errors they log. */
export async function operatorDevice(browser: Browser) {
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

/** An operator enrolled from the printed address with a new device, signed in on « À envoyer ». */
export async function enrolledOperator(browser: Browser, shop: BackOfficeShop, email: string, role: OperatorRole) {
  const device = await operatorDevice(browser);
  await device.page.goto(await shop.enrolmentAddress(email, role));
  await device.page.getByRole('button', { name: typeset(ENROL.button) }).click();
  await heading(device.page, NAV.toSend).waitFor();
  return device;
}

export async function expectNoAxeViolations(page: Page) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${page.url()} at ${viewport.width} px`).toEqual([]);
  }
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: typeset(name) });

/** With BO_SHOTS=<folder>: the page at a phone's and a desktop's width, for a person to look at. */
export async function screenshots(page: Page, name: string) {
  const folder = process.env.BO_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
    // A long page also in screens of its height, legible once scaled down to be looked at.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; height > 2 * viewport.height && y < height; y += viewport.height)
      await page.screenshot({
        path: join(folder, `${name}-${width}-${y / viewport.height + 1}.png`),
        fullPage: true,
        clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
      });
  }
}
