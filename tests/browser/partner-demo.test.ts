import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER, startPartnerDemo } from '../../scripts/demo-partner.mjs';
import { EVENTS } from '../../widget/core/contract';
import { BUTTONS, ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { rgb } from '../support/colour';
import { closeContextsAfterEach, launchChromium } from './support/chromium';
import { cspViolations, recordCspViolations } from './support/hostile-pages';
import { field, openPartnerPage, orderFromStep1 } from './support/partner-browser';

let browser: Browser;
let demo: Awaited<ReturnType<typeof startPartnerDemo>>;
beforeAll(async () => {
  [browser, demo] = await Promise.all([launchChromium(), startPartnerDemo({ sitePort: 0, demoPort: 0 })]);
});
closeContextsAfterEach(() => browser);
afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

async function openDemo() {
  const opened = await openPartnerPage(browser, demo.demoUrl, { prepare: (context) => context.addInitScript(recordCspViolations) });
  const section = (index: number) => opened.page.locator('main section').nth(index);
  return { ...opened, section };
}

describe('npm run demo:partner', () => {
  it('serves a partner page on another origin that shows the pinned snippet it uses', async () => {
    const { page } = await openDemo();
    expect(new URL(demo.demoUrl).origin).not.toBe(new URL(demo.siteUrl).origin);
    const used = await page
      .locator('script[integrity]')
      .evaluate((script: HTMLScriptElement) => ({ src: script.src, integrity: script.integrity, crossOrigin: script.crossOrigin }));
    expect(used.src.startsWith(`${demo.siteUrl}/widget/`)).toBe(true);
    expect(used.crossOrigin).toBe('anonymous');
    await expect(page.locator('#snippet').textContent()).resolves.toContain(used.integrity);
  });

  it('orders from the plain button and logs the events, the order included', async () => {
    const { page, section } = await openDemo();
    await section(0).getByRole('button', { name: ORDER_BUTTON_LABEL }).click();
    await orderFromStep1(page);
    const log = page.getByRole('list').filter({ hasText: EVENTS.confirm });
    // Every event a whole order fires; kbis:invalid, for a refused Suivant, has its own test below.
    for (const type of Object.values(EVENTS).filter((type) => type !== EVENTS.invalid))
      await expect(log.textContent()).resolves.toContain(type);
    await expect(log.textContent()).resolves.toContain(JSON.stringify(COMPLETE_ORDER.company.companyName));
    await expect(cspViolations(page)).resolves.toEqual([]);
  });

  it('themes the dialog with the --kbis-* properties of its stylesheet, and logs kbis:invalid', async () => {
    const { page, section } = await openDemo();
    await section(0).getByRole('button', { name: ORDER_BUTTON_LABEL }).click();
    await page.getByRole('button', { name: BUTTONS.next, exact: true }).click();
    const [accent, next] = await Promise.all([
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--kbis-accent').trim()),
      page.getByRole('button', { name: BUTTONS.next, exact: true }).evaluate((button) => getComputedStyle(button).backgroundColor),
    ]);
    expect(accent).toMatch(/^#[0-9a-f]{6}$/);
    expect(next).toBe(rgb(accent));
    await expect(page.getByRole('list').filter({ hasText: EVENTS.invalid }).textContent()).resolves.toContain('"missing":["companyName"]');
    await expect(section(3).textContent()).resolves.toContain(accent);
    await expect(cspViolations(page)).resolves.toEqual([]);
  });

  it("attributes each order: the script tag's partner, a button's own, and the campaign link's utm_* parameters", async () => {
    const { page, section } = await openDemo();
    const confirmations = () => page.getByRole('list').locator('li').filter({ hasText: EVENTS.confirm });
    const ordered = async (index: number) =>
      JSON.parse((await confirmations().nth(index).textContent())!.split(`${EVENTS.confirm} `)[1]!).order;

    await section(4)
      .getByRole('link', { name: /lettre d’information/ })
      .click();
    await page.waitForURL(/utm_source=lettre/);
    await page.waitForFunction(() => 'KbisWidget' in window);
    await section(0).getByRole('button', { name: ORDER_BUTTON_LABEL }).click();
    await orderFromStep1(page);
    const own = section(4).getByRole('button', { name: /salon/ });
    await own.click();
    await orderFromStep1(page);

    const source = { page: `${demo.demoUrl}/`, utm: { utm_source: 'lettre', utm_medium: 'email', utm_campaign: 'rentree' } };
    expect([await ordered(0), await ordered(1)].map(({ partner, source }) => ({ partner, source }))).toEqual([
      { partner: DEMO_PARTNER, source },
      { partner: await own.getAttribute('data-kbis-partner'), source },
    ]);
    await expect(page.locator('#snippet').textContent()).resolves.toContain(`data-kbis-partner="${DEMO_PARTNER}"`);
    await expect(cspViolations(page)).resolves.toEqual([]);
  });

  it('prefills step 1 from the data-kbis-order link', async () => {
    const { page, section } = await openDemo();
    const link = section(1).getByRole('link');
    const company = await link.getAttribute('data-kbis-company');
    await link.click();
    await expect(field(page, 'companyName').inputValue()).resolves.toBe(company);
    await expect(page.evaluate(() => location.pathname)).resolves.toBe('/');
  });

  it('opens the order from a button added after the page loaded', async () => {
    const { page, section } = await openDemo();
    await section(2)
      .getByRole('button', { name: /Ajouter/ })
      .click();
    await section(2).getByRole('button', { name: ORDER_BUTTON_LABEL }).click();
    await page.getByRole('dialog').waitFor();
  });
});
