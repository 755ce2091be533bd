import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGAL_PATHS } from '../../widget/core/offer';
import { parseHtml } from '../support/html';
import { readBuilt } from '../support/built-pages';

describe("the pages the widget's last step links to", () => {
  it.each(Object.entries(LEGAL_PATHS))('%s: %s is a built page, with the article it points to', (_, path) => {
    const { pathname, hash } = new URL(path, 'https://kbis-facile.example');
    const file = `${pathname.slice(1)}.html`;
    expect(existsSync(new URL(`../../dist/${file}`, import.meta.url)), file).toBe(true);
    const document = parseHtml(readBuilt(file).toString('utf8'));
    if (hash) expect(document.getElementById(hash.slice(1))?.tagName).toMatch(/^H[23]$/);
  });
});
