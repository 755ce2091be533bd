import { describe, expect, it } from 'vitest';
import { formatFact } from '../../site/data/facts';
import { formatMonth } from '../../site/format';

const NBSP = '\u00a0';

describe('formatFact, each figure as the pages print it', () => {
  it.each([
    [{ value: 2.82, unit: 'eur' }, `2,82${NBSP}€`],
    [{ value: 2, unit: 'working-days' }, `2${NBSP}jours ouvrés`],
    [{ value: 1, unit: 'days' }, `1${NBSP}jour`],
    [{ value: 14, unit: 'days' }, `14${NBSP}jours`],
    [{ value: 3, unit: 'months' }, `3${NBSP}mois`],
    [{ value: 1, unit: 'years' }, `1${NBSP}an`],
    [{ value: 4, unit: 'years' }, `4${NBSP}ans`],
    [{ value: 1, unit: 'minutes' }, `1${NBSP}minute`],
    [{ value: 5, unit: 'minutes' }, `5${NBSP}minutes`],
    [{ value: 141, unit: 'courts' }, `141${NBSP}juridictions`],
    [{ value: 14, unit: 'digits' }, `14${NBSP}chiffres`],
    [{ value: '2021-11-01', unit: 'date' }, '1er\u00a0novembre 2021'],
    [{ value: '2019-10', unit: 'month' }, 'octobre 2019'],
  ] as const)('%j reads %s', (fact, printed) => {
    expect(formatFact(fact as Parameters<typeof formatFact>[0])).toBe(printed);
  });
});

describe('formatMonth', () => {
  it('writes a month in words with its year, January and December included', () => {
    expect(formatMonth('2022-01')).toBe('janvier 2022');
    expect(formatMonth('2022-12')).toBe('décembre 2022');
  });
});
