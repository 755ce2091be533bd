import { describe, expect, it } from 'vitest';
import { articleRoutes } from '../../site/routes';
import { builtPage } from '../support/built-pages';
import { textOf } from '../support/html';

describe('sources', () => {
  const OFFICIAL_HOST = /(^|\.)(gouv\.fr|infogreffe\.fr|monidenum\.fr|inpi\.fr|insee\.fr|bodacc\.fr|sirene\.fr|service-public\.fr)$/;

  it.each(articleRoutes.map((route) => route.path))('%s ends with a Sources list of official links', (path) => {
    const article = builtPage(path).querySelector('main article')!;
    const last = article.lastElementChild!;
    expect(last.matches('section.sources')).toBe(true);
    expect(textOf(last.querySelector('h2')!)).toBe('Sources');
    const links = [...last.querySelectorAll('a')];
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      const url = new URL(link.getAttribute('href')!);
      expect(url.protocol).toBe('https:');
      expect(url.hostname, url.href).toMatch(OFFICIAL_HOST);
      expect(textOf(link)).not.toMatch(/https?:|www\./);
    }
  });
});
