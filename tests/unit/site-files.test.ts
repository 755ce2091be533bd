import { describe, expect, it } from 'vitest';
import { absoluteUrl, FAVICON_PATH } from '../../site/config';
import { renderRobots, renderSite, renderSitemap } from '../../site/prerender';
import { routes } from '../../site/routes';
import { BRAND_COLOR } from '../../widget/core/offer';
import { parseHtml } from '../support/html';
import { TEST_ASSETS } from '../support/site';

describe('sitemap and robots', () => {
  it('lists every route once, with absolute URLs', () => {
    const xml = renderSitemap();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(routes.map((route) => absoluteUrl(route.path)));
    expect(locations).toHaveLength(12);
  });

  it('points robots.txt to the sitemap and allows crawling', () => {
    const robots = renderRobots();
    expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
    expect(robots).not.toMatch(/Disallow: \/\s/);
  });
});

describe('favicon', () => {
  it('is an SVG document drawn in the brand colour', () => {
    const svg = renderSite(TEST_ASSETS).get(FAVICON_PATH.slice(1))!;
    expect(parseHtml(svg).querySelector('svg rect')?.getAttribute('fill')).toBe(BRAND_COLOR);
  });
});
