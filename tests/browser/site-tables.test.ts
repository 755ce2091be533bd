import { describe, expect, it } from 'vitest';
import { routes } from '../../site/routes';
import { builtPage } from '../support/built-pages';
import { VIEWPORTS } from './support/chromium';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();

/** The pages with a table, and how many columns and body rows each table has, read on the built HTML. */
const TABLE_PAGES = routes
  .map((route) => ({
    path: route.path,
    tables: [...builtPage(route.path).querySelectorAll('table')].map((table) => ({
      columns: table.querySelectorAll('thead th').length,
      rows: table.querySelectorAll('tbody tr').length,
    })),
  }))
  .filter((page) => page.tables.length > 0);

describe('tables on a phone (375 px)', () => {
  it('covers the price tables', () => {
    expect(TABLE_PAGES.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/pages/demande-kbis']));
  });

  it.each(TABLE_PAGES)('$path: every price reads inside the viewport and no table scrolls sideways', async ({ path }) => {
    const { page } = await site.open(path, { viewport: VIEWPORTS.phone });
    const regions = await page
      .locator('.table-wrap')
      .evaluateAll((wraps) => wraps.map((wrap) => ({ scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth })));
    for (const region of regions) expect(region.scrollWidth, path).toBeLessThanOrEqual(region.clientWidth);
    const prices = page.locator('table td').filter({ hasText: '€' });
    const count = await prices.count();
    for (let index = 0; index < count; index++) {
      const cell = prices.nth(index);
      await cell.scrollIntoViewIfNeeded();
      const [box, text] = [(await cell.boundingBox())!, (await cell.textContent()) ?? ''];
      expect(box.x, text).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, text).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(VIEWPORTS.phone.width);
  });

  it.each(TABLE_PAGES)('$path: no table scrolls sideways at 1280 px either', async ({ path }) => {
    const { page } = await site.open(path, { viewport: VIEWPORTS.desktop });
    const regions = await page.locator('.table-wrap').evaluateAll((wraps) => wraps.map((wrap) => wrap.scrollWidth - wrap.clientWidth));
    expect(regions.every((overflow) => overflow <= 0)).toBe(true);
  });

  it.each(TABLE_PAGES)('$path: the tables keep their semantics for screen readers', async ({ path, tables }) => {
    const { page } = await site.open(path, { viewport: VIEWPORTS.phone });
    const found = page.getByRole('table');
    await expect(found.count()).resolves.toBe(tables.length);
    for (const [index, { columns, rows }] of tables.entries()) {
      const table = found.nth(index);
      await expect(table.getAttribute('aria-label')).resolves.toBeNull();
      await expect(table.getByRole('columnheader').count()).resolves.toBe(columns);
      await expect(table.getByRole('rowheader').count()).resolves.toBe(rows);
      await expect(table.getByRole('cell').count()).resolves.toBe(rows * (columns - 1));
      const snapshot = await table.ariaSnapshot();
      expect(snapshot).toMatch(/^- table/);
    }
  });
});
