import { describe, expect, it } from 'vitest';
import { routes } from '../../site/routes';
import { axeViolations } from './support/axe';
import { VIEWPORTS } from './support/chromium';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();

const PATHS = [...routes.map((route) => route.path), '/page-inexistante'];

describe.each(Object.entries(VIEWPORTS))('axe-core at %s width', (_name, viewport) => {
  it('finds no WCAG 2.2 A/AA violation on any page', async () => {
    const page = await site.browser.newPage({ viewport });
    for (const path of PATHS) {
      await page.goto(site.url + path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});

describe('axe-core on the open side menu', () => {
  it('finds no violation', async () => {
    const { page } = await site.open('/pages/cgv', { viewport: VIEWPORTS.phone });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
