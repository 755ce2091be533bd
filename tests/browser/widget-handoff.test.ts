import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { SERVICE_WIDGET_GZIP_BUDGET_BYTES } from '../../build/budgets.mjs';
import { DOCUMENT_FIELDS } from '../../widget/core/catalogue';
import { REFERENCE_PATTERN } from '../../widget/core/checkout';
import { HANDOFF, IMMEDIATE_EXECUTION, STEP_INTROS } from '../../widget/core/copy';
import { FIELD_NAMES } from '../../widget/core/fields';
import { HANDOFF_FIELDS, IMMEDIATE_EXECUTION_VALUE } from '../../widget/core/handoff';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { axeViolations } from './support/axe';
import { closeContextsAfterEach, launchChromium } from './support/chromium';
import { PAYMENT_PATH, PAYMENT_TITLE, startOrderService } from './support/order-service';
import { button, fill, openPartnerPage, widgetTag } from './support/partner-browser';
import { startPartnerServer } from './support/partner-server';

const PARTNER = 'acme';
const TYPED = { ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing };

let browser: Browser;
let service: Awaited<ReturnType<typeof startOrderService>>;
let partner: Awaited<ReturnType<typeof startPartnerServer>>;

// The widget is built for the test's service first: a build of its own takes a while.
beforeAll(async () => {
  [browser, service] = await Promise.all([launchChromium(), startOrderService()]);
  const tag = widgetTag(service.widgetUrl, `defer data-kbis-partner="${PARTNER}"`);
  partner = await startPartnerServer({
    partner: { bodyEnd: tag },
    // The page's own CSP lets its forms go nowhere, the widget's included.
    strict: { bodyEnd: tag, headers: { 'Content-Security-Policy': "form-action 'none'" } },
  });
}, 180_000);
closeContextsAfterEach(() => browser);
afterAll(async () => {
  await browser?.close();
  await Promise.all([service?.close(), partner?.close()]);
});

/** From the partner page: the complete order typed in, the box ticked, confirmed. */
async function confirmOrder(page: Page) {
  await page.locator('#label-trigger').click();
  await fill(page, COMPLETE_ORDER.company);
  await button(page, 'next').click();
  await fill(page, COMPLETE_ORDER.billing);
  await button(page, 'next').click();
  await page.getByText(STEP_INTROS[3]!).waitFor();
  await page.getByRole('checkbox', { name: IMMEDIATE_EXECUTION.label }).check();
  // A form blocked by the page's CSP starts a navigation that never ends: not waited for.
  await button(page, 'confirm').click({ noWaitAfter: true });
}

describe('a widget built with an order service', () => {
  it(`stays within ${SERVICE_WIDGET_GZIP_BUDGET_BYTES} bytes gzipped, the budget of the build customers load`, () => {
    expect(gzipSync(service.widget, { level: 9 }).length).toBeLessThanOrEqual(SERVICE_WIDGET_GZIP_BUDGET_BYTES);
  });

  it('has the integrity that the CHANGELOG gives its version for a build with an order service', () => {
    const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
    const entry = changelog.split(`\n## [${version}]`)[1]!.split('\n## ')[0];
    expect(entry).toContain(`sha384-${createHash('sha384').update(service.widget).digest('base64')}`);
  });

  it('posts the confirmed order to the service, whose payment page the browser then shows', async () => {
    const { page } = await openPartnerPage(browser, `${partner.url}/partner?utm_source=lettre&utm_campaign=lancement&ref=x`);
    await confirmOrder(page);
    await page.waitForURL(service.url + PAYMENT_PATH);
    await page.getByRole('heading', { name: PAYMENT_TITLE }).waitFor();

    expect(service.orders).toHaveLength(1);
    const [{ contentType, fields }] = service.orders as [(typeof service.orders)[number]];
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(fields).toEqual([
      ...FIELD_NAMES.map((name) => [name, TYPED[name]]),
      // The documents, the Kbis alone as the dialog opens.
      [DOCUMENT_FIELDS.documents, 'kbis'],
      [HANDOFF_FIELDS.reference, expect.stringMatching(REFERENCE_PATTERN)],
      [HANDOFF_FIELDS.immediateExecution, IMMEDIATE_EXECUTION_VALUE],
      [HANDOFF_FIELDS.partner, PARTNER],
      [HANDOFF_FIELDS.page, `${partner.url}/partner`],
      ['utm_source', 'lettre'],
      ['utm_campaign', 'lancement'],
    ]);
  });

  it('says so in the dialog, with the seller’s site to order from, when the page’s CSP forbids the form', async () => {
    const before = service.orders.length;
    const { page } = await openPartnerPage(browser, `${partner.url}/strict`);
    await confirmOrder(page);
    const region = page.getByRole('dialog').getByRole('status');
    const link = region.getByRole('link', { name: HANDOFF.link });
    // Polled: Playwright's waits hold on for the navigation the CSP blocked, which never ends.
    await expect.poll(() => link.count()).toBe(1);
    await expect(region.textContent()).resolves.toBe(HANDOFF.blocked + HANDOFF.link + HANDOFF.after);
    // Set apart from the summary above it and in bold: the hand-off's own rules, which only this build has.
    // evaluateAll, which does not wait, like count() above, for the navigation that never ends.
    await expect(
      region
        .locator('p')
        .evaluateAll((elements) =>
          elements.map((element) => [getComputedStyle(element).borderTopStyle, getComputedStyle(element).fontWeight]),
        ),
    ).resolves.toEqual([['solid', '600']]);
    await expect(link.getAttribute('href')).resolves.toBe(`${service.url}/`);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(page.url()).toBe(`${partner.url}/strict`);
    expect(service.orders).toHaveLength(before);
  });
});
