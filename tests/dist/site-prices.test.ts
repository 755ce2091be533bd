import { describe, expect, it } from 'vitest';
import { GREFFE_TARIFF_NOTE, NO_VAT_ADDED_TERMS, TARIFF_NOTE_ID, TARIFF_NOTE_LINK } from '../../site/layout/Prices';
import { PRICE_PAID } from '../../site/pricePaid';
import { typeset } from '../../site/typography';
import { OFFICIAL_LINKS } from '../../site/data/sources';
import { BRAND_NAME, PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/offer';
import { NO_VAT_ADDED } from '../../widget/core/copy';
import { GREFFE_FEES_2025_EUR, EARLIER_GREFFE_FEES_EUR } from '../../site/data/facts';
import { formatEuro, formatPriceHt } from '../../widget/core/format';
import { builtPage, builtPages } from '../support/built-pages';
import { sentences, textOf } from '../support/html';

const everyPage = builtPages().map((built) => [built.file, built.document] as const);
const main = (path: string) => builtPage(path).querySelector('main')!;
/** A verb of the imperfect before the figure: the amount was the greffe's, it is not said to be today's. */
const PAST_TENSE = /(?<!\p{L})(était|étaient|coûtait|coûtaient|circulaient)(?!\p{L})/u;

describe('prices', () => {
  const earlierFigures = Object.values(EARLIER_GREFFE_FEES_EUR).map(formatEuro);
  const greffeFigures = [...earlierFigures, ...Object.values(GREFFE_FEES_2025_EUR).map(formatEuro)];

  it.each(everyPage)('%s: no date of verification that nobody made', (_file, document) => {
    expect(textOf(document.body)).not.toMatch(/1\s*er novembre 2026|au \d+(er)? \S+ 20\d\d\)/);
  });

  /** Paragraphs, list items and table cells, innermost first: where a reader meets a figure. */
  const figureBlocks = (document: Document) =>
    [...document.querySelector('main')!.querySelectorAll('p, li, caption, th, td, dd')].filter((block) => !block.querySelector('p, li'));
  const noteOf = (document: Document) => document.getElementById(TARIFF_NOTE_ID);

  it.each(everyPage)('%s: every greffe price is an amount VAT included', (_file, document) => {
    for (const block of figureBlocks(document)) {
      const text = textOf(block);
      for (const figure of greffeFigures) {
        for (let at = text.indexOf(figure); at !== -1; at = text.indexOf(figure, at + 1))
          expect(text.slice(at + figure.length), text).toMatch(/^\u00a0TTC\b/);
      }
    }
  });

  it.each(everyPage)(
    '%s: one note on the tariff, right under the first greffe price, that every other greffe price links to',
    (_file, document) => {
      const withFigure = figureBlocks(document).filter((block) => earlierFigures.some((figure) => textOf(block).includes(figure)));
      if (withFigure.length === 0) return expect(noteOf(document)).toBeNull();
      const note = noteOf(document)!;
      expect(document.querySelectorAll(`[id="${TARIFF_NOTE_ID}"]`)).toHaveLength(1);
      expect(note.previousElementSibling!.contains(withFigure[0]!), textOf(withFigure[0]!)).toBe(true);
      for (const block of withFigure.slice(1)) {
        const link = block.querySelector(`a[href="#${TARIFF_NOTE_ID}"]`);
        expect(link && textOf(link), textOf(block)).toBe(TARIFF_NOTE_LINK);
      }
    },
  );

  it.each(everyPage)('%s: the note says what the figures are and links to the tariff in force', (_file, document) => {
    const note = noteOf(document);
    if (!note) return;
    expect(textOf(note)).toMatch(new RegExp(`^${typeset(GREFFE_TARIFF_NOTE)}`));
    expect(note.querySelector(`a[href="${OFFICIAL_LINKS.infogreffe}"]`)).not.toBeNull();
  });

  it.each(everyPage)('%s: the note gives the latest figure held for every route', (_file, document) => {
    const note = noteOf(document);
    if (!note) return;
    for (const amount of Object.values(GREFFE_FEES_2025_EUR)) expect(textOf(note)).toContain(`${formatEuro(amount)}\u00a0TTC`);
  });

  it.each(everyPage)('%s: a figure of the earlier tariff is told in the past tense, never the present', (_file, document) => {
    const blocks = figureBlocks(document).filter((block) => !block.closest('table'));
    for (const block of blocks)
      for (const sentence of textOf(block).split(/(?<=[.!?;])\s+/)) {
        const at = Math.min(...earlierFigures.map((figure) => sentence.indexOf(figure)).filter((index) => index !== -1));
        if (at === Number.POSITIVE_INFINITY) continue;
        expect(sentence.slice(0, at), sentence).toMatch(PAST_TENSE);
      }
  });

  it.each(['/', '/pages/demande-kbis'])('%s: the price table’s caption qualifies none of its rows', (path) => {
    const table = main(path).querySelector('table')!;
    expect(textOf(table.querySelector('caption')!)).not.toMatch(/tarif|comparaison/i);
    for (const row of table.querySelectorAll('tbody tr')) {
      const greffe = earlierFigures.some((figure) => textOf(row).includes(figure));
      expect(row.querySelector(`a[href="#${TARIFF_NOTE_ID}"]`) !== null, textOf(row)).toBe(greffe);
    }
  });

  it.each(everyPage)('%s: no sentence says what the greffe charges today with a figure of the earlier tariff', (_file, document) => {
    const claims = sentences(document.querySelector('main')!).filter((sentence) =>
      earlierFigures.some((figure) => sentence.includes(figure)),
    );
    for (const claim of claims)
      expect(claim, claim).not.toMatch(
        /(?<!\p{L})(coûte(nt)?|demande|factur\p{L}*|délivr\p{L}* (dès|pour)|aujourd’hui|actuellement)(?!\p{L})/u,
      );
  });

  it.each(['/', '/pages/demande-kbis'])(
    '%s gives the two online figures as two amounts VAT included, with no relation between them',
    (path) => {
      const text = textOf(main(path));
      expect(text).toContain(`${formatEuro(EARLIER_GREFFE_FEES_EUR.emailPdf)}\u00a0TTC`);
      expect(text).toContain(`${formatEuro(EARLIER_GREFFE_FEES_EUR.online)}\u00a0TTC`);
      expect(text).not.toMatch(/(désignent|c’est) le même tarif|avec et sans la TVA|sans et avec la TVA|TVA de 20/);
      expect(text).not.toMatch(/\d,\d\d\u00a0€\u00a0HT/);
    },
  );

  it.each(everyPage)('%s: a table that gives amounts VAT included gives ours as an amount paid, not HT', (_file, document) => {
    for (const table of document.querySelectorAll('table')) {
      if (!/TTC/.test(textOf(table))) continue;
      for (const cell of table.querySelectorAll('td')) expect(textOf(cell)).not.toMatch(/\bHT\b/);
      if (textOf(table).includes(BRAND_NAME)) expect(textOf(table)).toContain(PRICE_PAID);
    }
  });

  it.each(everyPage)('%s: the descriptions and the structured data give our price with what is paid', (_file, document) => {
    const metas = [...document.querySelectorAll('meta[content]')].map((meta) => meta.getAttribute('content')!);
    const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    for (const text of [...metas, jsonLd].filter((content) => content.includes(formatEuro(PRICE_HT_EUR))))
      expect(text, text).toContain(PRICE_PAID);
  });

  it.each(everyPage)('%s: our price reads as the amount paid, VAT mention and no VAT added', (_file, document) => {
    const text = textOf(document.querySelector('main')!);
    if (!text.includes(formatPriceHt(PRICE_HT_EUR))) return;
    expect(text).toContain(VAT_NOTICE);
    expect([NO_VAT_ADDED, NO_VAT_ADDED_TERMS].map(typeset).some((words) => text.includes(words))).toBe(true);
  });
});
