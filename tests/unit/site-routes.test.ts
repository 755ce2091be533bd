import { describe, expect, it } from 'vitest';
import { routes } from '../../site/routes';
import { WITHDRAWAL_PATH } from '../../site/data/withdrawal';

/** The product's pages, in order: the home page, the seven articles, the two legal pages, the accessibility statement, then the withdrawal page the law requires. */
const PRODUCT_PATHS = [
  '/',
  '/pages/kbis-entreprises',
  '/pages/kbis-definition',
  '/pages/modification-kbis',
  '/pages/demande-kbis',
  '/pages/informations-entreprise',
  '/pages/recherche-entreprise',
  '/pages/greffe-tribunal-commerce',
  '/pages/cgv',
  '/pages/mentions-legales',
  '/pages/accessibilite',
  WITHDRAWAL_PATH,
];

describe('routes table', () => {
  it('lists exactly the product pages', () => {
    expect(routes.map((route) => route.path)).toEqual(PRODUCT_PATHS);
    expect(routes.filter((route) => route.kind === 'article')).toHaveLength(7);
  });

  it('gives every page a unique title of at most 60 characters', () => {
    for (const route of routes) expect(route.title.length, route.path).toBeLessThanOrEqual(60);
    expect(new Set(routes.map((route) => route.title)).size).toBe(routes.length);
  });

  it('gives every page a unique description of 120 to 160 characters', () => {
    for (const route of routes) {
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(120);
      expect(route.description.length, route.path).toBeLessThanOrEqual(160);
    }
    expect(new Set(routes.map((route) => route.description)).size).toBe(routes.length);
  });
});
