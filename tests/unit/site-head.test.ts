import { describe, expect, it } from 'vitest';
import { absoluteUrl, OG_IMAGE, SITE_URL } from '../../site/config';
import { routes } from '../../site/routes';
import { BRAND_NAME, PRICE_HT_EUR } from '../../widget/core/offer';
import { renderRouteDocument } from '../support/site';
import { textOf } from '../support/html';

const meta = (doc: Document, key: string) => doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');

function jsonLdTypes(doc: Document): string[] {
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0].textContent ?? '');
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'].map((node: { '@type': string }) => node['@type']);
}

/** The parts of a JSON-LD node these tests read. */
interface LdNode {
  '@type': string;
  offers?: { '@type': string; price: string | number; priceCurrency: string };
  itemListElement?: Array<{ item: string }>;
}

function graph(doc: Document): LdNode[] {
  return JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')['@graph'];
}

describe.each(routes)('head of $path', (route) => {
  const doc = renderRouteDocument(route);

  it('is a French document with one h1, its title and description', () => {
    expect(doc.documentElement.getAttribute('lang')).toBe('fr');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(textOf(doc.querySelector('h1')!)).toBe(route.heading);
    expect(doc.title).toBe(route.title);
    expect(meta(doc, 'description')).toBe(route.description);
    expect(meta(doc, 'viewport')).toBe('width=device-width, initial-scale=1');
    expect(meta(doc, 'theme-color')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('type')).toBe('image/svg+xml');
  });

  it('has an absolute canonical URL from SITE_URL, used by og:url', () => {
    const canonical = doc.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    const href = canonical[0].getAttribute('href')!;
    expect(href).toBe(absoluteUrl(route.path));
    expect(href.startsWith(`${SITE_URL}/`)).toBe(true);
    expect(meta(doc, 'og:url')).toBe(href);
  });

  it('has Open Graph and Twitter card tags with an absolute 1200×630 PNG image', () => {
    expect(meta(doc, 'og:title')).toBe(route.title);
    expect(meta(doc, 'og:description')).toBe(route.description);
    expect(meta(doc, 'og:type')).toBe(route.kind === 'article' ? 'article' : 'website');
    expect(meta(doc, 'og:locale')).toBe('fr_FR');
    expect(meta(doc, 'og:site_name')).toBe(BRAND_NAME);
    expect(meta(doc, 'og:image')).toBe(`${SITE_URL}${OG_IMAGE.path}`);
    expect(meta(doc, 'og:image')).toMatch(/\.png$/);
    expect(meta(doc, 'og:image:width')).toBe('1200');
    expect(meta(doc, 'og:image:height')).toBe('630');
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
  });

  it('loads one stylesheet and only the widget script, deferred', () => {
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    const scripts = [...doc.querySelectorAll('script:not([type="application/ld+json"])')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/widget.js']);
    expect(scripts[0].hasAttribute('defer')).toBe(true);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('has valid JSON-LD of the right types', () => {
    const types = jsonLdTypes(doc);
    if (route.kind === 'home') {
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'Service']));
      const { offers } = graph(doc).find((node) => node['@type'] === 'Service')!;
      expect(offers?.['@type']).toBe('Offer');
      expect(Number(offers?.price)).toBe(PRICE_HT_EUR);
      expect(offers?.priceCurrency).toBe('EUR');
    } else {
      expect(types).toContain(route.kind === 'article' ? 'Article' : 'WebPage');
      expect(types).toContain('BreadcrumbList');
      const crumbs = graph(doc).find((node) => node['@type'] === 'BreadcrumbList')!;
      expect(crumbs.itemListElement?.map((item) => item.item)).toEqual([absoluteUrl('/'), absoluteUrl(route.path)]);
    }
  });
});

describe('JSON-LD serialization', () => {
  it('never lets page text close the script element', () => {
    for (const route of routes) {
      const json = renderRouteDocument(route).querySelector('script[type="application/ld+json"]')!.innerHTML;
      expect(json).not.toMatch(/<\/?script/i);
    }
  });
});
