/**
 * The site under its real headers (site/headers.mjs, as npm start, dist/_headers and nginx send
 * them), with a report-uri added: every page and a whole order without a single Content-Security-
 * Policy or Trusted Types violation, seen both by the page's own events and by the reports the
 * browser posts from the first byte on.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, META_CONTENT_SECURITY_POLICY, UNUSED_FEATURES } from '../../site/headers.mjs';
import { routes } from '../../site/routes';
import { ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { closeContextsAfterEach, launchChromium, VIEWPORTS } from './support/chromium';
import { deliberateViolation, startCspReportCollector, writeHtmlFromString } from './support/csp-reports';
import { cspViolations, recordCspViolations } from './support/hostile-pages';
import { openPartnerPage, orderFromStep1 } from './support/partner-browser';
import { serveDist } from './support/server';

let browser: Browser;
let collector: Awaited<ReturnType<typeof startCspReportCollector>>;
let site: Awaited<ReturnType<typeof serveDist>>;
beforeAll(async () => {
  collector = await startCspReportCollector();
  [browser, site] = await Promise.all([launchChromium(), serveDist('127.0.0.1', { reportUri: collector.uri })]);
});
closeContextsAfterEach(() => browser);
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), collector?.close()]);
});

const MISSING = '/pages/introuvable';
const PAGES = [...routes.map((route) => route.path), MISSING];

/** A fresh page recording violations, console messages and uncaught errors from its first byte. */
async function open(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const logged: string[] = [];
  const opened = await openPartnerPage(browser, site.url + path, {
    viewport,
    prepare: async (context) => {
      await context.addInitScript(recordCspViolations);
      context.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
      context.on('weberror', (error) => logged.push(`exception: ${error.error().message}`));
    },
  });
  return { ...opened, logged };
}

/** What went wrong on a page: violations it saw, and anything logged but the 404 page's own lines. */
async function problems(page: Page, logged: string[]) {
  const expected = [/^warning: Page non trouvée : \//, /^error: Failed to load resource: .* 404 /];
  return { violations: await cspViolations(page), logged: logged.filter((line) => !expected.some((pattern) => pattern.test(line))) };
}

describe('every page under its real headers', () => {
  it.each(PAGES)('%s is sent with the header policy and loads without a violation', async (path) => {
    const response = await fetch(site.url + path);
    expect(response.status).toBe(path === MISSING ? 404 : 200);
    const expected = headersFor(path === MISSING ? '/404.html' : path, { reportUri: collector.uri });
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
    await expect(response.text()).resolves.toContain(
      `<meta http-equiv="Content-Security-Policy" content="${META_CONTENT_SECURITY_POLICY.replaceAll("'", '&#x27;')}"/>`,
    );

    const { page, logged } = await open(path);
    await page.waitForFunction(() => document.readyState === 'complete');
    await expect(problems(page, logged)).resolves.toEqual({ violations: [], logged: [] });
  });

  it('still logs the missing path on the 404 page, as its only warning', async () => {
    const { page, logged } = await open(MISSING);
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(logged.filter((line) => line.startsWith('warning:'))).toEqual([`warning: Page non trouvée : ${MISSING}`]);
  });

  it.each(Object.entries(VIEWPORTS))('takes a whole order at %s size without a violation', async (_, viewport) => {
    const { page, logged } = await open('/', viewport);
    const trigger = viewport === VIEWPORTS.phone ? page.getByRole('main') : page.locator('header');
    await trigger.getByRole('button', { name: ORDER_BUTTON_LABEL }).first().click();
    await page.getByRole('dialog').waitFor();
    await orderFromStep1(page);
    await expect(problems(page, logged)).resolves.toEqual({ violations: [], logged: [] });
  });

  it('opens the side menu on a phone without a violation', async () => {
    const { page, logged } = await open('/pages/demande-kbis', VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('navigation', { name: 'Menu des guides' }).waitFor();
    await expect(problems(page, logged)).resolves.toEqual({ violations: [], logged: [] });
  });

  it('turns off every feature of the Permissions-Policy, each one known to the browser', async () => {
    const { page, logged } = await open('/');
    const allowed = await page.evaluate(
      (features) =>
        features.filter((feature) =>
          (document as unknown as { featurePolicy: { allowsFeature(name: string): boolean } }).featurePolicy.allowsFeature(feature),
        ),
      UNUSED_FEATURES,
    );
    expect(allowed).toEqual([]);
    expect(logged.filter((line) => /Permissions-Policy|feature/i.test(line))).toEqual([]);
  });
});

describe('what the browser reported', () => {
  // Runs after every test above, in the same browser: a violation they missed would be reported by now.
  it('is only the Trusted Types violation written on purpose: the policy is enforced and nothing else broke it', async () => {
    const { page } = await open('/');
    expect(await page.evaluate(writeHtmlFromString)).toBe('TypeError');
    await expect.poll(() => collector.reports.length).toBeGreaterThan(0);
    expect(collector.reports).toEqual([deliberateViolation(`${site.url}/`)]);
  });
});
