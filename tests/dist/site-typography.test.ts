import { describe, expect, it } from 'vitest';
import { VERBATIM } from '../../site/typography';
import { builtPages } from '../support/built-pages';

/** Every text node a reader sees (title included), the spec's verbatim strings cut out. */
function readableText(document: Document): string[] {
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    texts.push(node.textContent ?? '');
  }
  return texts.map((text) => VERBATIM.reduce((rest, verbatim) => rest.split(verbatim).join(' '), text));
}

const UNIT = /\d[ \t\n]+(jours?|mois|ans?|années?|semaines?|heures?|h|minutes?|€|%|chiffres)(?![\p{L}\p{N}])/u;

describe.each(builtPages().map((page) => [page.file, page.document] as const))('French typography of %s', (_file, document) => {
  const texts = readableText(document);

  it('has no straight apostrophe left outside the spec’s own strings', () => {
    expect(texts.join('').length).toBeGreaterThan(500);
    expect(texts.filter((text) => text.includes("'"))).toEqual([]);
  });

  it('never separates a number from its unit with a breakable space', () => {
    expect(texts.filter((text) => UNIT.test(text))).toEqual([]);
  });

  it('writes "n°" with a non-breaking space and the "er" of "1er" as a superscript', () => {
    expect(texts.filter((text) => /n° /i.test(text))).toEqual([]);
    expect(texts.filter((text) => /(?<![\p{L}\p{N}])1(er|re)(?![\p{L}\p{N}])/u.test(text))).toEqual([]);
    for (const sup of document.querySelectorAll('sup')) {
      expect(sup.textContent).toMatch(/^(er|re)$/);
      expect(sup.previousSibling?.textContent).toMatch(/(?<!\d)1$/);
    }
  });

  it('keeps « : ; ? ! » on the line of the word before', () => {
    expect(texts.filter((text) => / [:;?!»]|« /.test(text))).toEqual([]);
  });
});
