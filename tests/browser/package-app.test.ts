/**
 * @kbis-facile/widget in a partner's React 19 app (tests/fixtures/package-app): the packed tarball
 * installed with npm, the app built with Vite and served on another origin than the site, the widget
 * loaded from the site with the package's own version and integrity (SRI on by default).
 */
import { readFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KbisOrder } from '../../packages/widget/src/index';
import { EVENTS } from '../../widget/core/contract';
import { createDraft } from '../../widget/core/fields';
import { missingFields } from '../../widget/core/steps';
import { COMPLETE_ORDER, confirmedOrder } from '../fixtures/orders';
import { BUTTONS, type ButtonCall, REMOVE_LABEL } from '../fixtures/package-app/buttons';
import { closeContextsAfterEach, launchChromium } from './support/chromium';
import { buildPackageApp, installedPackage, servePackageApp } from './support/package-app';
import { button, orderFromStep1 } from './support/partner-browser';
import { serveDist } from './support/server';

const [SALON, LETTRE] = BUTTONS;

let browser: Browser;
let site: Awaited<ReturnType<typeof serveDist>>;
let app: Awaited<ReturnType<typeof servePackageApp>>;
beforeAll(async () => {
  const [built, launched, served] = await Promise.all([buildPackageApp(), launchChromium(), serveDist('127.0.0.1')]);
  browser = launched;
  site = served;
  app = await servePackageApp(built);
}, 120_000);
closeContextsAfterEach(() => browser);
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), app?.close()]);
});

async function openApp(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${app.url}/?site=${encodeURIComponent(site.url)}`);
  await page.waitForFunction(() => 'KbisWidget' in window);
  return page;
}

function calls(page: Page): Promise<ButtonCall[]> {
  return page.evaluate(() => (window as unknown as { buttonCalls: ButtonCall[] }).buttonCalls);
}

/** The `kbis:*` event types `target` ('document' or 'window') has listeners for, and its capture click listeners. */
async function listeners(cdp: CDPSession, target: 'document' | 'window') {
  const { result } = await cdp.send('Runtime.evaluate', { expression: target });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  return {
    kbis: listeners.filter(({ type }) => type.startsWith('kbis:')).map(({ type }) => type),
    captureClicks: listeners.filter(({ type, useCapture }) => type === 'click' && useCapture).length,
  };
}

describe('KbisOrderButton in a React 19 app built with Vite from the packed tarball', () => {
  it('is the widget version the package was built with, loaded from the site with its integrity', async () => {
    const page = await openApp();
    const script = page.locator('script[src*="/widget/"]');
    const { version } = installedPackage();
    await expect(script.getAttribute('src')).resolves.toBe(`${site.url}/widget/${version}.js`);
    const manifest = await (await fetch(`${site.url}/widget.json`)).json();
    await expect(script.getAttribute('integrity')).resolves.toBe(manifest.integrity);
    await expect(script.getAttribute('crossorigin')).resolves.toBe('anonymous');
    await expect(page.evaluate(() => window.KbisWidget!.version)).resolves.toBe(version);
  });

  it('rejects, naming the file, when its bytes do not match the integrity given: the browser never runs it', async () => {
    const releases: Record<string, string> = JSON.parse(readFileSync(new URL('../../widget-releases.json', import.meta.url), 'utf8'));
    const { version } = installedPackage();
    const [otherIntegrity] = Object.entries(releases)
      .filter(([release]) => release !== version)
      .map(([, integrity]) => integrity);
    const page = await browser.newPage();
    await page.goto(`${app.url}/?site=${encodeURIComponent(site.url)}&integrity=${encodeURIComponent(otherIntegrity!)}`);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(`${site.url}/widget/${version}.js`);
    await expect(page.evaluate(() => 'KbisWidget' in window)).resolves.toBe(false);
  });

  it("hands each button's handlers its own order only, with its partner, and removes them on unmount", async () => {
    const page = await openApp();
    const source = { page: `${app.url}/`, utm: {} };

    await page.getByRole('button', { name: SALON.label }).click();
    await button(page, 'next').click();
    await orderFromStep1(page);
    const salonOrder = confirmedOrder(COMPLETE_ORDER, false, { partner: SALON.partner, source });
    const afterFirst = await calls(page);
    expect(afterFirst).toEqual([
      { partner: SALON.partner, handler: 'onStep', value: 1 },
      { partner: SALON.partner, handler: 'onInvalid', value: missingFields(1, createDraft()) },
      { partner: SALON.partner, handler: 'onStep', value: 2 },
      { partner: SALON.partner, handler: 'onStep', value: 3 },
      { partner: SALON.partner, handler: 'onConfirm', value: salonOrder },
      { partner: SALON.partner, handler: 'onClose' },
    ]);
    const order = afterFirst[4]!.value as KbisOrder;
    expect(order.partner).toBe(SALON.partner);

    await page.getByRole('button', { name: LETTRE.label }).click();
    await orderFromStep1(page);
    const lettreOrder = confirmedOrder(COMPLETE_ORDER, false, { partner: LETTRE.partner, source });
    await expect(calls(page)).resolves.toEqual([
      ...afterFirst,
      { partner: LETTRE.partner, handler: 'onStep', value: 1 },
      { partner: LETTRE.partner, handler: 'onStep', value: 2 },
      { partner: LETTRE.partner, handler: 'onStep', value: 3 },
      { partner: LETTRE.partner, handler: 'onConfirm', value: lettreOrder },
      { partner: LETTRE.partner, handler: 'onClose' },
    ]);

    const cdp = await page.context().newCDPSession(page);
    const before = { document: await listeners(cdp, 'document'), window: await listeners(cdp, 'window') };
    expect(before.document.kbis.sort()).toEqual(BUTTONS.flatMap(() => Object.values(EVENTS)).sort());
    await page.getByRole('button', { name: REMOVE_LABEL }).click();
    await page.getByRole('button', { name: SALON.label }).waitFor({ state: 'detached' });
    await expect(listeners(cdp, 'document')).resolves.toEqual({ kbis: [], captureClicks: before.document.captureClicks });
    await expect(listeners(cdp, 'window')).resolves.toEqual({ kbis: [], captureClicks: before.window.captureClicks - BUTTONS.length });
  });
});
