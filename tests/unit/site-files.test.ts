import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, FAVICON_PATH, OG_IMAGE } from '../../site/config';
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
    expect(locations).toHaveLength(10);
  });

  it('points robots.txt to the sitemap and allows crawling', () => {
    const robots = renderRobots();
    expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
    expect(robots).not.toMatch(/Disallow: \/\s/);
  });
});

describe('social sharing image', () => {
  it('is a PNG of 1200×630', () => {
    const png = readFileSync(new URL(`../../site/public${OG_IMAGE.path}`, import.meta.url));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height are the first two big-endian integers after the chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect([OG_IMAGE.width, OG_IMAGE.height]).toEqual([1200, 630]);
  });
});

describe('favicon', () => {
  it('is an SVG document drawn in the brand colour', () => {
    const svg = renderSite(TEST_ASSETS).get(FAVICON_PATH.slice(1))!;
    expect(parseHtml(svg).querySelector('svg rect')?.getAttribute('fill')).toBe(BRAND_COLOR);
  });
});
