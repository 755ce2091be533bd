import { describe, expect, it } from 'vitest';
import { FIELD_NAMES } from '../../widget/core/fields';
import { HANDOFF_FIELDS, HANDOFF_PATH } from '../../widget/core/handoff';
import { COMPANY_SEARCH_PATH, COMPANY_SEARCH_QUERY, isSirenKeyValid, SIREN_HANDOFF_FIELD } from '../../widget/core/company';

describe('isSirenKeyValid', () => {
  it.each(['552100554', '732829320', '443061841', '356000000', '900000001'])('accepts the SIREN %s, whose key holds', (siren) => {
    expect(isSirenKeyValid(siren)).toBe(true);
  });

  it.each(['552100555', '732829321', '123456789', '900000000'])('refuses %s, whose key does not hold', (siren) => {
    expect(isSirenKeyValid(siren)).toBe(false);
  });

  it.each(['', '55210055', '5521005540', '552 100 554', 'abcdefghi'])('refuses %j, which is not nine digits', (value) => {
    expect(isSirenKeyValid(value)).toBe(false);
  });
});

describe('the search and hand-off names the service reads', () => {
  it('asks on a path of its own, beside the hand-off, with a named query parameter', () => {
    expect(COMPANY_SEARCH_PATH).toMatch(/^\/[a-z-]+$/);
    expect(COMPANY_SEARCH_PATH).not.toBe(HANDOFF_PATH);
    expect(COMPANY_SEARCH_QUERY).toMatch(/^[a-z]+$/);
  });

  it('hands the SIREN off under a name no other field of the form uses', () => {
    expect(SIREN_HANDOFF_FIELD).toMatch(/^[a-z]+$/);
    expect([...FIELD_NAMES, ...Object.values(HANDOFF_FIELDS)]).not.toContain(SIREN_HANDOFF_FIELD);
  });
});
