import { describe, expect, it } from 'vitest';
import { SECONDARY_SOURCE } from '../../site/layout/Sources';
import { articleRoutes } from '../../site/routes';
import { builtPage } from '../support/built-pages';
import { textOf } from '../support/html';
import { typeset } from '../../site/typography';

describe('sources', () => {
  const OFFICIAL_HOST =
    /(^|\.)(gouv\.fr|infogreffe\.fr|monidenum\.fr|inpi\.fr|insee\.fr|bodacc\.fr|sirene\.fr|service-public\.fr|europa\.eu)$/;

  it.each(articleRoutes.map((route) => route.path))(
    '%s ends with a Sources list: official links, and any other marked as a secondary source',
    (path) => {
      const article = builtPage(path).querySelector('main article')!;
      const last = article.lastElementChild!;
      expect(last.matches('section.sources')).toBe(true);
      expect(textOf(last.querySelector('h2')!)).toBe('Sources');
      const items = [...last.querySelectorAll('li')];
      expect(items.filter((item) => !textOf(item).endsWith(`(${SECONDARY_SOURCE})`)).length).toBeGreaterThanOrEqual(3);
      for (const item of items) {
        const link = item.querySelector('a')!;
        const url = new URL(link.getAttribute('href')!);
        expect(url.protocol).toBe('https:');
        if (!OFFICIAL_HOST.test(url.hostname)) expect(textOf(item), url.href).toMatch(new RegExp(`\\(${SECONDARY_SOURCE}\\)$`));
        expect(textOf(link)).not.toMatch(/https?:|www\./);
      }
    },
  );

  it.each(articleRoutes.map((route) => route.path))(
    '%s cites pages that stay where they are: no tag listing, no print or search address',
    (path) => {
      for (const link of builtPage(path).querySelectorAll('.sources a'))
        expect(link.getAttribute('href')).not.toMatch(/\/tag\/|[?&](print|s)=/);
    },
  );

  it.each(articleRoutes.map((route) => route.path))('%s gives the service-public pages their current titles', (path) => {
    for (const link of builtPage(path).querySelectorAll('.sources a[href$="/vosdroits/F21000"]'))
      expect(textOf(link)).toBe(typeset('Comment obtenir un extrait K ou Kbis ?'));
  });

  it.each(articleRoutes.map((route) => route.path))(
    '%s cites the verification articles wherever it cites the anti-money-laundering rule',
    (path) => {
      const titles = [...builtPage(path).querySelectorAll('.sources li')]
        .map(textOf)
        .filter((title) => /monétaire et financier/.test(title));
      if (!titles.some((title) => /R561-5(?!\d)/.test(title))) return;
      expect(titles.join(' ')).toMatch(/R561-5-1/);
      expect(titles.join(' ')).toMatch(/R561-5-2/);
      expect(titles.join(' ')).not.toMatch(/R561-5\)/);
    },
  );
});
