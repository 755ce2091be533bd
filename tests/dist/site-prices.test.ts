import { describe, expect, it } from 'vitest';
import { GREFFE_TARIFF_NOTE } from '../../site/layout/Prices';
import { PRICE_PAID } from '../../site/pricePaid';
import { typeset } from '../../site/typography';
import { OFFICIAL_LINKS } from '../../site/data/sources';
import { BRAND_NAME, PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/offer';
import { NO_VAT_ADDED } from '../../widget/core/copy';
import { GREFFE_FEES_2025_EUR, SPEC_GREFFE_FEES_EUR } from '../../site/data/facts';
import { formatEuro, formatPriceHt } from '../../widget/core/format';
import { builtPage, builtPages } from '../support/built-pages';
import { sentences, textOf } from '../support/html';

const everyPage = builtPages().map((built) => [built.file, built.document] as const);
const main = (path: string) => builtPage(path).querySelector('main')!;

describe('prices', () => {
  const specFigures = Object.values(SPEC_GREFFE_FEES_EUR).map(formatEuro);
  const greffeFigures = [...specFigures, ...Object.values(GREFFE_FEES_2025_EUR).map(formatEuro)];

  it.each(everyPage)('%s: no date of verification that nobody made', (_file, document) => {
    expect(textOf(document.body)).not.toMatch(/1\s*er novembre 2026|au \d+(er)? \S+ 20\d\d\)/);
  });

  it.each(everyPage)('%s: every greffe price is an amount VAT included, with the link to the tariff in force', (_file, document) => {
    for (const block of document.querySelector('main')!.querySelectorAll('p, li, caption, th, td, dd')) {
      if (block.querySelector('p, li')) continue;
      const text = textOf(block);
      const container = block.closest('table') ?? block;
      for (const figure of greffeFigures) {
        let at = text.indexOf(figure);
        while (at !== -1) {
          expect(text.slice(at + figure.length), text).toMatch(/^\u00a0TTC\b/);
          expect(container.querySelector(`a[href="${OFFICIAL_LINKS.infogreffe}"]`), text).not.toBeNull();
          if (specFigures.includes(figure)) expect(textOf(container), text).toContain(typeset(GREFFE_TARIFF_NOTE));
          at = text.indexOf(figure, at + 1);
        }
      }
    }
  });

  it.each(everyPage)('%s: no sentence says what the greffe charges today with a figure of the earlier tariff', (_file, document) => {
    const claims = sentences(document.querySelector('main')!).filter((sentence) => specFigures.some((figure) => sentence.includes(figure)));
    for (const claim of claims)
      expect(claim, claim).not.toMatch(
        /(?<!\p{L})(coûte(nt)?|demande|factur\p{L}*|délivr\p{L}* (dès|pour)|aujourd’hui|actuellement)(?!\p{L})/u,
      );
  });

  it.each(['/', '/pages/demande-kbis'])(
    '%s gives the two online figures as two amounts VAT included, with no relation between them',
    (path) => {
      const text = textOf(main(path));
      expect(text).toContain(`${formatEuro(SPEC_GREFFE_FEES_EUR.emailPdf)}\u00a0TTC`);
      expect(text).toContain(`${formatEuro(SPEC_GREFFE_FEES_EUR.online)}\u00a0TTC`);
      expect(text).not.toMatch(/(désignent|c’est) le même tarif|avec et sans la TVA|sans et avec la TVA|TVA de 20/);
      expect(text).not.toMatch(/\d,\d\d\u00a0€\u00a0HT/);
    },
  );

  it.each(everyPage)(
    '%s: every figure of the earlier tariff has the latest figure held for the same route beside it',
    (_file, document) => {
      const latest = { counter: 'counter', post: 'post', emailPdf: 'online', online: 'online' } as const;
      for (const block of document.querySelector('main')!.querySelectorAll('p, li, caption, th, td, dd')) {
        if (block.querySelector('p, li')) continue;
        const container = textOf(block.closest('table') ?? block);
        for (const [route, amount] of Object.entries(SPEC_GREFFE_FEES_EUR) as [keyof typeof latest, number][])
          if (textOf(block).includes(formatEuro(amount)))
            expect(container, textOf(block)).toContain(`${formatEuro(GREFFE_FEES_2025_EUR[latest[route]])}\u00a0TTC`);
      }
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
    expect(text).toContain(typeset(NO_VAT_ADDED));
  });
});
