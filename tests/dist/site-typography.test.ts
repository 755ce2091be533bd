import { describe, expect, it } from 'vitest';
import { typeset, VERBATIM } from '../../site/typography';
import { builtPages } from '../support/built-pages';

/** Every text node a reader sees (title included), the strings kept byte for byte (VERBATIM) cut out. */
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

  it('has no straight apostrophe left outside the strings kept byte for byte (VERBATIM)', () => {
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

/** Text that social networks and search engines show for a page: its meta descriptions and titles. */
const HEAD_TEXT = [
  'description',
  'og:title',
  'og:description',
  'og:site_name',
  'og:image:alt',
  'twitter:title',
  'twitter:description',
  'twitter:image:alt',
];

/** Every string of a JSON value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe.each(builtPages().map((page) => [page.file, page.document] as const))('French typography of the head of %s', (_file, document) => {
  it('typesets the social and search tags as the body is', () => {
    const tags = [...document.querySelectorAll('meta[content]')].filter((meta) =>
      HEAD_TEXT.includes(meta.getAttribute('name') ?? meta.getAttribute('property') ?? ''),
    );
    expect(tags.length).toBeGreaterThan(3);
    const contents = tags.map((meta) => meta.getAttribute('content')!);
    expect(contents.filter((content) => typeset(content) !== content)).toEqual([]);
  });

  it('typesets the strings of the structured data, those kept byte for byte (VERBATIM) left as they are', () => {
    const script = document.querySelector('script[type="application/ld+json"]');
    if (!script) return;
    const texts = strings(JSON.parse(script.textContent!));
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((text) => typeset(text) !== text)).toEqual([]);
  });
});
