import { describe, expect, it } from 'vitest';
import { formatEuro, formatPriceHt, formatWorkingDays } from '../../widget/core/format';
import { formatDate, frenchSpacing } from '../../site/format';

const NBSP = '\u00a0';

describe('French formatting', () => {
  it.each([
    [35, `35${NBSP}€`],
    [2.82, `2,82${NBSP}€`],
    [4.08, `4,08${NBSP}€`],
    [3.5, `3,50${NBSP}€`],
    [3000, `3${NBSP}000${NBSP}€`],
    [1234567.5, `1${NBSP}234${NBSP}567,50${NBSP}€`],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatEuro(amount)).toBe(expected);
  });

  it('writes a delay in working days with a non-breaking space and the right number', () => {
    expect(formatWorkingDays(2)).toBe(`2${NBSP}jours ouvrés`);
    expect(formatWorkingDays(1)).toBe(`1${NBSP}jour ouvré`);
  });

  it('adds HT after the service price', () => {
    expect(formatPriceHt(35)).toBe(`35${NBSP}€${NBSP}HT`);
  });

  it('keeps high punctuation and guillemets on the line of the word before', () => {
    expect(frenchSpacing('Extrait Kbis : définition ? « oui » !')).toBe(
      `Extrait Kbis${NBSP}: définition${NBSP}? «${NBSP}oui${NBSP}»${NBSP}!`,
    );
    expect(frenchSpacing('Sans ponctuation')).toBe('Sans ponctuation');
  });

  it.each([
    ['2026-11-01', '1er\u00a0novembre 2026'],
    ['2026-02-14', '14\u00a0février 2026'],
    ['2027-08-31', '31\u00a0août 2027'],
  ])('writes the date %s as %s', (isoDate, expected) => {
    expect(formatDate(isoDate)).toBe(expected);
  });
});
