import { describe, expect, it } from 'vitest';
import { articleRoutes, legalRoutes, routes } from '../../site/routes';
import { ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { renderRouteDocument } from '../support/site';
import { textOf } from '../support/html';

describe.each(routes)('layout of $path', (route) => {
  const doc = renderRouteDocument(route);

  it('never lets a line start with high punctuation or a closing guillemet', () => {
    const breakable = textOf(doc.body).match(/.{0,20}(?: [:;?!»]|« ).{0,20}/g);
    expect(breakable).toBeNull();
  });

  it('has a sticky header with the logo linking home and an order button', () => {
    const header = doc.querySelector('header')!;
    expect(header.querySelector('a[href="/"]')).not.toBeNull();
    const buttons = [...header.querySelectorAll('button')].filter((button) => textOf(button) === ORDER_BUTTON_LABEL);
    expect(buttons.length).toBeGreaterThanOrEqual(2); // header and side menu
  });

  it('lists the seven articles in both menus, marking only the current one', () => {
    for (const nav of [doc.querySelector('nav[aria-label="Navigation principale"]')!, doc.querySelector('.side-menu nav')!]) {
      const links = [...nav.querySelectorAll('a')];
      expect(links.map((link) => link.getAttribute('href'))).toEqual(articleRoutes.map((article) => article.path));
      const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.getAttribute('href'))).toEqual(route.kind === 'article' ? [route.path] : []);
    }
  });

  it('opens the side menu without script: a popover and its trigger', () => {
    const menu = doc.querySelector('[popover]')!;
    expect(menu.id).not.toBe('');
    expect(doc.querySelector(`button[popovertarget="${menu.id}"]`)?.getAttribute('aria-label')).toBe('Ouvrir le menu');
  });

  it('has a footer with every page, the legal links, the year and the non-affiliation notice', () => {
    const footer = doc.querySelector('footer')!;
    const hrefs = [...footer.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([...routes.map((page) => page.path)]));
    expect(hrefs).toEqual(expect.arrayContaining(legalRoutes.map((page) => page.path)));
    const text = textOf(footer);
    expect(text).toContain(String(new Date().getFullYear()));
    expect(text).toMatch(/service privé/);
    expect(text).toMatch(/n’est affilié ni aux greffes/);
  });
});
