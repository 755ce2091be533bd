import { describe, expect, it } from 'vitest';
import {
  companyNumber,
  handedSiren,
  isUnverified,
  orderSiren,
  UNVERIFIED_COMPANY,
  verifiedCompany,
  withoutKbis,
} from '../../server/domain/company-identity';

describe('the company an order names', () => {
  it('takes the SIREN handed over when its key holds, in groups or not; refuses any other', () => {
    expect(handedSiren('')).toBe('');
    expect(handedSiren(' 812 345 676 ')).toBe('812345676');
    for (const typed of ['812345677', '81234567', 'abcdefghi', '8123456760']) expect(handedSiren(typed), typed).toBeNull();
  });

  it('looks up the SIREN handed over, else a SIRET typed in full, else nothing', () => {
    expect(companyNumber('812345676', '90312345300016')).toBe('812345676');
    expect(companyNumber('', '903 123 453 00016')).toBe('90312345300016');
    for (const siret of ['', '9031234530001', 'SIRET inconnu', '903123453000167']) expect(companyNumber('', siret), siret).toBeNull();
  });

  it('can have no Kbis when an association or foundation (9xxx) or a public body (7xxx)', () => {
    expect(withoutKbis('9220')).toBe('association');
    expect(withoutKbis('9300')).toBe('association');
    expect(withoutKbis('7210')).toBe('publicBody');
    for (const legalForm of ['5499', '5710', '1000', '4110', '', '92']) expect(withoutKbis(legalForm), legalForm).toBeNull();
  });

  it('keeps the company as the directory gave it, with when it was asked', () => {
    const at = new Date('2026-12-07T10:00:00Z');
    expect(
      verifiedCompany(
        {
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
        },
        at,
      ),
    ).toEqual({
      company_siren: '512349879',
      company_legal_name: 'MINOTERIE MARTIN',
      company_head_office_siret: '51234987900019',
      company_head_office_address: '2 QUAI DE LA FOSSE 44000 NANTES',
      company_legal_form: '5499',
      company_status: 'ceased',
      company_closed_on: '2019-06-30',
      company_checked_at: '2026-12-07T10:00:00.000Z',
    });
  });

  it('shows the SIREN the directory confirmed, else the one handed over; unverified without the directory’s', () => {
    expect(orderSiren({ company_siren: '512349879', siren: '' })).toBe('512349879');
    expect(orderSiren({ company_siren: null, siren: '812345676' })).toBe('812345676');
    expect(orderSiren({ company_siren: null, siren: '' })).toBe('');
    expect(isUnverified(UNVERIFIED_COMPANY)).toBe(true);
    expect(isUnverified({ company_checked_at: '2026-12-07T10:00:00.000Z' })).toBe(false);
  });
});
