import { describe, expect, it } from 'vitest';
import { companiesFound, companyQuery, formatFrenchDate, formatSiren, noKbis } from '../../widget/core/company-rules';
import { COMPANY_SEARCH } from '../../widget/core/copy';
import { NBSP } from '../../widget/core/format';
import { formatDate } from '../../site/format';

describe('noKbis', () => {
  it.each([
    ['9220', 'association'],
    ['9300', 'association'],
    ['9110', 'association'],
    ['7210', 'publicBody'],
    ['7389', 'publicBody'],
    ['5710', null],
    ['5499', null],
    ['1000', null],
    ['6540', null],
    ['4110', null],
    ['', null],
  ] as const)('gives %j: %s', (legalForm, reason) => {
    expect(noKbis({ legalForm })).toBe(reason);
  });
});

describe('companyQuery', () => {
  it.each([
    ['', null],
    ['ab', null],
    ['  a b ', null],
    ['abc', 'abc'],
    ['  boulangerie martin ', 'boulangerie martin'],
    ['a b c', 'a b c'],
    ['552', '552'],
    ['552 100 554', '552100554'],
    [' 552 100 554 00013 ', '55210055400013'],
    ['12 a', '12 a'],
  ])('makes %j into %j', (typed, query) => {
    expect(companyQuery(typed)).toBe(query);
  });
});

describe('formatSiren', () => {
  it('groups a SIREN by three, with non-breaking spaces', () => {
    expect(formatSiren('552100554')).toBe(`552${NBSP}100${NBSP}554`);
  });
});

describe('formatFrenchDate', () => {
  it.each(['2019-03-01', '2019-03-31', '2024-12-09', '2000-08-15'])('writes %s as the site does', (date) => {
    expect(formatFrenchDate(date)).toBe(formatDate(date));
  });

  it('says « 1er » for the first of a month', () => {
    expect(formatFrenchDate('2019-03-01')).toBe(`1er${NBSP}mars 2019`);
  });
});

describe('companiesFound', () => {
  it.each([
    [0, COMPANY_SEARCH.none],
    [1, '1 entreprise trouvée'],
    [3, '3 entreprises trouvées'],
    [8, '8 entreprises trouvées'],
  ])('says %i suggestions as %j', (count, said) => {
    expect(companiesFound(count)).toBe(said);
  });
});

describe('companyQuery, a name that ends with digits', () => {
  it('keeps the spaces of a name followed by a postcode: only a number typed in groups loses them', () => {
    expect(companyQuery('Boulangerie Martin 75011')).toBe('Boulangerie Martin 75011');
    expect(companyQuery(' 552 100 554 ')).toBe('552100554');
  });
});
