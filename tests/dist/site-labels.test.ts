import { describe, expect, it } from 'vitest';
import { articleRoutes } from '../../site/routes';
import { builtPage, builtPages } from '../support/built-pages';
import { textOf } from '../support/html';

const everyPage = builtPages().map((built) => [built.file, built.document] as const);

/** Every label the built pages give a path: header, side menu, footer, breadcrumb and breadcrumb data. */
function labelsOf(path: string): { header: Set<string>; full: Set<string> } {
  const header = new Set<string>();
  const full = new Set<string>();
  for (const [, document] of everyPage) {
    for (const link of document.querySelectorAll(`.main-nav a[href="${path}"]`)) header.add(textOf(link));
    for (const link of document.querySelectorAll(`.side-menu a[href="${path}"], footer a[href="${path}"]`)) full.add(textOf(link));
  }
  const own = builtPage(path);
  full.add(textOf(own.querySelector('.breadcrumb [aria-current="page"]')!));
  const data = JSON.parse(own.querySelector('script[type="application/ld+json"]')!.textContent!) as {
    '@graph': { '@type': string; itemListElement?: { position: number; name: string }[] }[];
  };
  const crumbs = data['@graph'].find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement!;
  full.add(crumbs.find((crumb) => crumb.position === 2)!.name);
  return { header, full };
}

describe.each(articleRoutes.map((route) => [route.path] as const))('labels of %s', (path) => {
  const { header, full } = labelsOf(path);

  it('has one label in the side menu, the footer and the breadcrumb', () => {
    expect([...full]).toHaveLength(1);
  });

  it('has one header label, the full label or its first words', () => {
    expect([...header]).toHaveLength(1);
    const [short] = header;
    const [label] = full;
    expect(label === short || label!.startsWith(`${short} `), `${short} / ${label}`).toBe(true);
  });
});
