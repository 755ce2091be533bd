import { describe, expect, it } from 'vitest';
import { COMPANY_QUERY_MAX_CHARS, companyQuery } from '../../server/domain/company-query';
import { directoryCompanies, directoryCompany, suggestion } from '../../server/domain/directory-answer';

describe('the company search’s query', () => {
  it('is one form whatever the case, accents and spaces', () => {
    for (const typed of ['Boulangerie Martin', '  BOULANGÉRIE   martin ', 'boulangerie\tmartin'])
      expect(companyQuery(typed)).toBe('boulangerie martin');
  });

  it('is a SIREN’s or a SIRET’s digits when typed in groups', () => {
    expect(companyQuery('812 345 676')).toBe('812345676');
    expect(companyQuery(' 812 345 676 00017 ')).toBe('81234567600017');
  });

  it('is refused under 3 characters spaces aside, over the bound once trimmed, or with a control character', () => {
    for (const typed of [null, undefined, '', 'ab', ' a b ', 'x'.repeat(COMPANY_QUERY_MAX_CHARS + 1), 'ab\u0007c'])
      expect(companyQuery(typed), JSON.stringify(typed)).toBeNull();
    expect(companyQuery(` ${'é'.repeat(COMPANY_QUERY_MAX_CHARS)} `)).toBe('e'.repeat(COMPANY_QUERY_MAX_CHARS));
  });
});

describe('the directory’s answer', () => {
  const result = {
    siren: '512349879',
    nom_complet: 'MINOTERIE MARTIN',
    nature_juridique: '5499',
    etat_administratif: 'C',
    date_fermeture: '2019-06-30',
    siege: { siret: '51234987900019', adresse: '2 QUAI DE LA FOSSE 44000 NANTES', code_postal: '44000', libelle_commune: 'NANTES' },
    complements: { est_entrepreneur_individuel: false },
  };

  it('becomes a company with its head office, status and closing day', () => {
    expect(directoryCompany(result)).toEqual({
      siren: '512349879',
      name: 'MINOTERIE MARTIN',
      siret: '51234987900019',
      postalCode: '44000',
      city: 'NANTES',
      legalForm: '5499',
      ceased: true,
      closedOn: '2019-06-30',
      soleTrader: false,
      address: '2 QUAI DE LA FOSSE 44000 NANTES',
    });
    expect(suggestion(directoryCompany(result)!)).not.toHaveProperty('address');
  });

  it('tolerates what the directory may leave empty: a head office, its town, the legal form', () => {
    expect(
      directoryCompany({ siren: '812345676', nom_complet: 'X', siege: null, nature_juridique: null, etat_administratif: 'A' }),
    ).toEqual({
      siren: '812345676',
      name: 'X',
      siret: '',
      postalCode: '',
      city: '',
      legalForm: '',
      ceased: false,
      closedOn: null,
      soleTrader: false,
      address: '',
    });
  });

  it('leaves out a result without a SIREN or a name, and refuses an answer without its results list', () => {
    expect(directoryCompanies({ results: [result, { siren: '12', nom_complet: 'Y' }, { siren: '812345676' }] })).toHaveLength(1);
    for (const answer of [null, [], { results: 'none' }, { erreur: 'x' }]) expect(directoryCompanies(answer)).toBeNull();
  });
});
