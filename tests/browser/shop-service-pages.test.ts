/**
 * The service's own pages in Chromium: the pending confirmation page that learns of the payment
 * while it is open and says so once, without reloading; the withdrawal form refused from another
 * site; the public demo's banner on a phone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startShop } from '../../server/main';
import { CONFIRMATION, DEMO_BANNER, WITHDRAWAL_PAGE } from '../../server/pages/copy';
import { ORDER_TRACKING_SCRIPT_PATH } from '../../server/pages/pages';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { WITHDRAWAL_POST_PATH } from '../../site/data/withdrawal';
import { typeset } from '../../site/typography';
import { MESSAGES } from '../../widget/core/copy';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { handoffForm } from '../support/handoff-form';
import { axeViolations } from './support/axe';
import { chromiumForThisFile, VIEWPORTS } from './support/chromium';
import { startPartnerServer } from './support/partner-server';

const shop = inject('shop');
const chromium = chromiumForThisFile();

const post = (url: string, body = '') =>
  fetch(url, { method: 'POST', body, redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

/** A new order awaiting its payment: its token. */
async function pendingOrder(email: string): Promise<string> {
  const form = handoffForm();
  form.set('email', email);
  const response = await post(`${shop.url}${HANDOFF_PATH}`, form.toString());
  return new URL(response.headers.get('location')!).pathname.replace(`${TEST_PAYMENT_PATH}/`, '');
}

describe('the pending confirmation page in Chromium', () => {
  it('says once, in its live region, that the payment is confirmed, without reloading nor moving the focus', async () => {
    const page = await chromium.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const statuses: string[] = [];
    let looks = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/etat')) looks++;
    });
    page.on('response', async (response) => {
      if (response.url().endsWith('/etat')) statuses.push((await response.json()).status);
    });
    // The page's timers run on a clock of the test's: seconds pass at once, one step at a time, each
    // step letting the answer of the look it caused arrive.
    await page.clock.install();
    const advanceUntil = (reached: () => boolean | Promise<boolean>) =>
      expect
        .poll(async () => {
          await page.clock.runFor(1_000);
          return reached();
        })
        .toBe(true);
    const token = await pendingOrder('attente-js@example.fr');
    await page.goto(`${shop.url}${HANDOFF_PATH}/${token}`);
    await page.getByRole('heading', { level: 1, name: CONFIRMATION.pendingTitle }).waitFor();
    const region = page.locator('[aria-live="polite"]');
    await region.evaluate((element) => {
      const changes: number[] = [];
      (window as unknown as { changes: number[] }).changes = changes;
      new MutationObserver((records) => changes.push(records.length)).observe(element, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.getByRole('link', { name: CONFIRMATION.checkAgain }).focus();

    // Two looks while the payment waits: the region stays silent.
    await advanceUntil(() => statuses.length >= 2);
    expect(statuses).toEqual(['awaiting_payment', 'awaiting_payment']);
    expect(await region.textContent()).toBe('');

    await post(`${shop.url}${TEST_PAYMENT_PATH}/${token}/payer`);
    await advanceUntil(async () => (await region.textContent()) !== '');
    expect(await region.textContent()).toBe(`${typeset(CONFIRMATION.nowPaid)} ${CONFIRMATION.show}`);

    // Ten minutes on: no other look, no other word, the same page, the focus where it was.
    const looksWhenPaid = looks;
    for (let step = 0; step < 24; step++) {
      await page.clock.runFor(25_000);
      expect(looks).toBe(looksWhenPaid);
    }
    expect(statuses.filter((status) => status === 'paid')).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { changes: number[] }).changes)).toEqual([1]);
    expect(page.url()).toBe(`${shop.url}${HANDOFF_PATH}/${token}`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(CONFIRMATION.checkAgain);
    expect(errors).toEqual([]);

    await region.getByRole('link', { name: CONFIRMATION.show }).click();
    await page.getByRole('heading', { level: 1, name: MESSAGES.orderConfirmed }).waitFor();
  });

  it('without JavaScript, shows the confirmation on « Vérifier à nouveau » once paid', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const token = await pendingOrder('attente-sans-js@example.fr');
    await page.goto(`${shop.url}${HANDOFF_PATH}/${token}`);
    await page.getByRole('heading', { level: 1, name: CONFIRMATION.pendingTitle }).waitFor();
    await post(`${shop.url}${TEST_PAYMENT_PATH}/${token}/payer`);
    await page.getByRole('link', { name: CONFIRMATION.checkAgain }).click();
    await page.getByRole('heading', { level: 1, name: MESSAGES.orderConfirmed }).waitFor();
  });

  it('loads its script from the service under the pages’ policy', async () => {
    const response = await fetch(`${shop.url}${ORDER_TRACKING_SCRIPT_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
  });
});

describe('the withdrawal form posted from another site', () => {
  it('is refused with a French page, and nothing is recorded', async () => {
    const stranger = await startPartnerServer({
      relay: {
        bodyEnd: `<form method="post" action="${shop.url}${WITHDRAWAL_POST_PATH}">
          <input type="hidden" name="name" value="Camille Martin"><input type="hidden" name="email" value="victime@example.org">
          <input type="hidden" name="orderDate" value="2026-11-20"><button>Envoyer</button></form>`,
      },
    });
    try {
      const page = await chromium.browser.newPage();
      await page.goto(`${stranger.url}/relay`);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith(WITHDRAWAL_POST_PATH)),
        page.getByRole('button', { name: 'Envoyer' }).click(),
      ]);
      expect(response.status()).toBe(403);
      await page.getByRole('heading', { level: 1, name: WITHDRAWAL_PAGE.foreignTitle }).waitFor();
    } finally {
      await stranger.close();
    }
  });
});

describe('a public demo', () => {
  it('shows its banner on a phone, named as a region, with no WCAG violation', async () => {
    const data = mkdtempSync(join(tmpdir(), 'kbis-demo-'));
    const demo = await startShop(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        PAYMENT_MODE: 'test',
        ORDER_SERVICE_URL: 'https://demo.kbis.example',
        SQLITE_FILE: join(data, 'demo.sqlite'),
        OUTBOX_DIR: join(data, 'outbox'),
      }),
      () => {},
    );
    try {
      const page = await chromium.browser.newPage({ viewport: VIEWPORTS.phone });
      await page.goto(`${demo.url}${HANDOFF_PATH}/${'A'.repeat(43)}`);
      const banner = page.getByRole('region', { name: DEMO_BANNER.label });
      await expect(banner.isVisible()).resolves.toBe(true);
      expect(await banner.textContent()).toBe(`${DEMO_BANNER.label}. ${typeset(DEMO_BANNER.text)}`);
      const box = (await banner.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await demo.close();
      rmSync(data, { recursive: true, force: true });
    }
  });
});
