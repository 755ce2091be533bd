import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { articleRoutes, legalRoutes, routes } from '../../site/routes';
import { ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { VIEWPORTS } from './support/chromium';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const { page, status } = await site.open(path, { viewport });
  expect(status).toBe(200);
  return page;
}

describe('header at 1280 px', () => {
  it('shows the seven articles, marks the current one and navigates', async () => {
    const page = await open('/pages/kbis-definition', VIEWPORTS.desktop);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link').count()).resolves.toBe(7);
    const current = nav.locator('[aria-current="page"]');
    await expect(current.getAttribute('href')).resolves.toBe('/pages/kbis-definition');
    const currentBackground = await current.evaluate((link) => getComputedStyle(link).backgroundColor);
    const otherBackground = await nav
      .getByRole('link')
      .first()
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(currentBackground).not.toBe(otherBackground);

    await expect(page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()).resolves.toBe(false);
    await expect(page.locator('header').getByRole('button', { name: ORDER_BUTTON_LABEL }).first().isVisible()).resolves.toBe(true);

    const target = articleRoutes[3];
    await nav.getByRole('link', { name: target.navLabel }).click();
    await page.waitForURL(site.url + target.path);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(target.heading);
  });

  it('keeps the logo, the seven links and the order button on one row on every page', async () => {
    const page = await site.browser.newPage({ viewport: VIEWPORTS.desktop });
    for (const route of routes) {
      await page.goto(site.url + route.path);
      const header = page.locator('header');
      const rows = await Promise.all(
        [
          header.getByRole('link', { name: 'Kbis Facile' }),
          page.getByRole('navigation', { name: 'Navigation principale' }),
          header.getByRole('button', { name: ORDER_BUTTON_LABEL }).first(),
        ].map(async (part) => {
          const box = (await part.boundingBox())!;
          return Math.round(box.y + box.height / 2);
        }),
      );
      expect(new Set(rows).size, route.path).toBe(1);
    }
  });

  it('keeps the header in view while scrolling', async () => {
    const page = await open('/', VIEWPORTS.desktop);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY > 500);
    const top = await page.locator('header').evaluate((header) => header.getBoundingClientRect().top);
    expect(top).toBe(0);
  });
});

describe('side menu at 375 px', () => {
  it('replaces the navigation with a menu button that opens and closes the side menu', async () => {
    const page = await open('/pages/demande-kbis', VIEWPORTS.phone);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).isVisible()).resolves.toBe(false);
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe(null);

    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Menu des guides' });
    await menu.waitFor({ state: 'visible' });
    await expect(menu.getByRole('link').count()).resolves.toBe(7);
    await expect(menu.locator('[aria-current="page"]').getAttribute('href')).resolves.toBe('/pages/demande-kbis');
    await expect(page.locator('.side-menu').getByRole('button', { name: ORDER_BUTTON_LABEL }).isVisible()).resolves.toBe(true);
    const box = await page.locator('.side-menu').boundingBox();
    expect(box!.x + box!.width).toBeCloseTo(VIEWPORTS.phone.width, 0);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await menuButton.click();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await menu.waitFor({ state: 'hidden' });

    await menuButton.click();
    await menu.getByRole('link', { name: articleRoutes[0].label }).click();
    await page.waitForURL(site.url + articleRoutes[0].path);
  });

  it('fits the phone width without horizontal scrolling on every page', async () => {
    const page = await site.browser.newPage({ viewport: VIEWPORTS.phone });
    for (const route of routes) {
      await page.goto(site.url + route.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route.path).toBeLessThanOrEqual(0);
    }
  });
});

describe('footer', () => {
  it('links every page and the legal pages, shows the year and the notice', async () => {
    const page = await open('/', VIEWPORTS.desktop);
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(routes.map((route) => route.path)));
    for (const legal of legalRoutes) await expect(footer.getByRole('link', { name: legal.heading }).isVisible()).resolves.toBe(true);
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain(String(new Date().getFullYear()));
    expect(text).toMatch(/service privé et indépendant/);
    await footer.getByRole('link', { name: legalRoutes[1].heading }).click();
    await page.waitForURL(site.url + legalRoutes[1].path);
  });
});

describe('static pages', () => {
  it('load nothing but the page, its stylesheet, the widget and the favicon, and log nothing', async () => {
    const context = await site.browser.newContext();
    const requested: string[] = [];
    await context.route('**/*', (route) => {
      requested.push(new URL(route.request().url()).pathname);
      return route.continue();
    });
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => logged.push(`exception: ${error.message}`));
    for (const route of routes) {
      requested.length = 0;
      logged.length = 0;
      await page.goto(site.url + route.path, { waitUntil: 'networkidle' });
      const unexpected = requested.filter(
        (path) => path !== route.path && !/^\/assets\/site-[\w-]+\.css$/.test(path) && path !== '/widget.js' && path !== '/favicon.svg',
      );
      expect(unexpected, route.path).toEqual([]);
      expect(logged, route.path).toEqual([]);
    }
  });
});
