import { describe, expect, it } from 'vitest';
import { GREFFE_TARIFF_NOTE, NO_VAT_ADDED } from '../../site/layout/Prices';
import { typeset } from '../../site/typography';
import { OFFICIAL_LINKS, OFFICIAL_PRICES_EUR, PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/brand';
import { formatEuro, formatPriceHt } from '../../widget/core/format';
import { builtPage, builtPages } from '../support/built-pages';
import { textOf } from '../support/html';

const everyPage = builtPages().map((built) => [built.file, built.document] as const);
const main = (path: string) => builtPage(path).querySelector('main')!;

describe('prices', () => {
  const greffeFigures = Object.values(OFFICIAL_PRICES_EUR).map(formatEuro);

  it.each(everyPage)('%s: no date of verification that nobody made', (_file, document) => {
    expect(textOf(document.body)).not.toMatch(/1\s*er novembre 2026|au \d+(er)? \S+ 20\d\d\)/);
  });

  it.each(everyPage)('%s: every greffe price says TTC or HT and carries the tariff note', (_file, document) => {
    for (const block of document.querySelector('main')!.querySelectorAll('p, li, caption, th, td, dd')) {
      if (block.querySelector('p, li')) continue;
      const text = textOf(block);
      const container = block.closest('table') ?? block;
      for (const figure of greffeFigures) {
        let at = text.indexOf(figure);
        while (at !== -1) {
          expect(text.slice(at + figure.length), text).toMatch(/^\u00a0(TTC|HT)\b/);
          expect(textOf(container), text).toContain(typeset(GREFFE_TARIFF_NOTE));
          expect(container.querySelector(`a[href="${OFFICIAL_LINKS.infogreffe}"]`), text).not.toBeNull();
          at = text.indexOf(figure, at + 1);
        }
      }
    }
  });

  it('explains that 3,53 € and 4,24 € are one online fee without and with VAT', () => {
    for (const path of ['/', '/pages/demande-kbis']) {
      const text = textOf(main(path));
      expect(text).toContain(`${formatEuro(OFFICIAL_PRICES_EUR.online)}\u00a0HT`);
      expect(text).toContain(`${formatEuro(OFFICIAL_PRICES_EUR.emailPdf)}\u00a0TTC`);
      expect(text).toMatch(/même tarif/);
    }
  });

  it.each(everyPage)('%s: our price reads as the amount paid, VAT mention and no VAT added', (_file, document) => {
    const text = textOf(document.querySelector('main')!);
    if (!text.includes(formatPriceHt(PRICE_HT_EUR))) return;
    expect(text).toContain(VAT_NOTICE);
    expect(text).toContain(typeset(NO_VAT_ADDED));
  });
});
