import { describe, expect, it } from 'vitest';
import { isSirenKeyValid } from '../../widget/core/company';

describe('isSirenKeyValid', () => {
  it.each(['552100554', '732829320', '443061841', '356000000'])('accepts the SIREN %s, whose key holds', (siren) => {
    expect(isSirenKeyValid(siren)).toBe(true);
  });

  it.each(['552100555', '732829321', '123456789'])('refuses %s, whose key does not hold', (siren) => {
    expect(isSirenKeyValid(siren)).toBe(false);
  });

  it.each(['', '55210055', '5521005540', '552 100 554', 'abcdefghi'])('refuses %j, which is not nine digits', (value) => {
    expect(isSirenKeyValid(value)).toBe(false);
  });
});
