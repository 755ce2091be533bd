import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../site/routes';
import { SOURCES } from '../../site/data/sources';
import { MEDIATOR } from '../../site/data/operator';
import { OFFICIAL_LINKS } from '../../site/data/sources';
import { renderNotFoundDocument, renderRouteDocument, routeByPath } from '../support/site';

const PUBLIC_DIR = new URL('../../site/public/', import.meta.url);
const routePaths = new Set(routes.map((route) => route.path));
const pages = [
  ...routes.map((route) => ({ name: route.path, doc: renderRouteDocument(route) })),
  { name: '404', doc: renderNotFoundDocument() },
];

describe.each(pages)('links of $name', ({ doc }) => {
  it('point to an existing route, anchor or public file', () => {
    for (const link of doc.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href')!;
      if (/^https?:/.test(href)) continue;
      const [path, hash] = href.split('#');
      if (path === '') {
        expect(doc.getElementById(hash), href).not.toBeNull();
        continue;
      }
      if (routePaths.has(path)) {
        if (hash) expect(renderRouteDocument(routeByPath(path)).getElementById(hash), href).not.toBeNull();
        continue;
      }
      expect(existsSync(new URL(`.${path}`, PUBLIC_DIR)), href).toBe(true);
    }
  });

  it('leave the site only for the official sites, the sources we cite and the mediator we name', () => {
    const official = new Set<string>(
      [...Object.values(OFFICIAL_LINKS), ...Object.values(SOURCES).map((source: { url: string }) => source.url), MEDIATOR.website].map(
        (url) => new URL(url).origin,
      ),
    );
    for (const link of doc.querySelectorAll('a[href^="http"]')) {
      expect(official.has(new URL(link.getAttribute('href')!).origin), link.getAttribute('href')!).toBe(true);
      expect(link.textContent, 'link text names the destination, not the URL').not.toMatch(/https?:|www\./);
    }
  });
});
