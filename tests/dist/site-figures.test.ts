import { describe, expect, it } from 'vitest';
import { articleRoutes } from '../../site/routes';
import { typeset } from '../../site/typography';
import { FACTS, type Fact, formatFact } from '../../site/data/facts';
import { builtPage, builtPages } from '../support/built-pages';
import { textOf } from '../support/html';

const facts: readonly Fact[] = Object.values(FACTS);
/** Every figure of the facts module as the pages print it, typeset like the pages. */
const held = new Set(facts.map((fact) => typeset(formatFact(fact))));

/** The text a reader reads as the page's own words: not the Sources list (titles of texts) nor the update date. */
function ownText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll('.sources, .updated')) element.remove();
  return textOf(copy);
}

const EURO = /\d[\d\u00a0]*(?:,\d+)?\u00a0€/g;
const DURATION = /\d+\u00a0(?:jours? ouvrés?|jours?|mois|ans?|minutes?)(?![\p{L}])/gu;
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
/** A day, its month (kept together by a non-breaking space, or a plain one where a page forgot it) and a year. */
const DATE = new RegExp(`\\b\\d{1,2}(?:er)?[ \u00a0](?:${MONTHS}) \\d{4}`, 'g');
/** A month and a year with no day before them ("octobre 2019"). */
const MONTH = new RegExp(`(?<!\\d(?:er)?[ \u00a0])(?:${MONTHS}) \\d{4}`, 'g');

describe.each(builtPages().map((page) => [page.file, page.document] as const))('figures of %s', (_file, document) => {
  const text = ownText(document.body);

  it('shows no euro amount that the facts module does not hold', () => {
    expect((text.match(EURO) ?? []).filter((amount) => !held.has(amount))).toEqual([]);
  });

  it('shows no duration that the facts module does not hold', () => {
    expect((text.match(DURATION) ?? []).filter((duration) => !held.has(duration))).toEqual([]);
  });

  it('shows no calendar date that the facts module does not hold', () => {
    expect((text.match(DATE) ?? []).filter((date) => !held.has(typeset(date)))).toEqual([]);
    expect((text.match(MONTH) ?? []).filter((month) => !held.has(month))).toEqual([]);
  });

  it('keeps each day with its month: no line can end on « 17 » with « décembre » on the next', () => {
    expect(textOf(document.body).match(new RegExp(`\\b\\d{1,2}(?:er)? (?:${MONTHS})\\b`, 'g'))).toBeNull();
  });
});

describe.each(articleRoutes.map((route) => [route.path] as const))('sources of the figures of %s', (path) => {
  const main = builtPage(path).querySelector('main')!;
  const text = ownText(main);
  const listed = new Set([...main.querySelectorAll('.sources a')].map((link) => link.getAttribute('href')));

  it('lists the source of every figure it states (one of them when two facts read alike)', () => {
    const shown = [...held].filter((figure) => text.includes(figure));
    expect(shown.length).toBeGreaterThan(0);
    for (const figure of shown) {
      const sources = facts
        .filter((fact) => typeset(formatFact(fact)) === figure && fact.basis !== 'operator')
        .map((fact) => fact.source.url);
      if (sources.length)
        expect(
          sources.some((url) => listed.has(url)),
          `${figure} : ${sources.join(', ')}`,
        ).toBe(true);
    }
  });
});
