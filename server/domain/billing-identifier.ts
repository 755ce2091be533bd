/**
 * The billed company's identifier, optional at the payment step: a SIREN, checked by its Luhn key;
 * a French VAT number, « FR », a two-digit key and the SIREN, checked by that key; another member
 * state's VAT number, checked by its shape only (its country's register alone can say more). Pure.
 */
import { isSirenKeyValid } from '../../widget/core/company';

export type BillingIdentifier = { kind: 'siren'; value: string } | { kind: 'vat'; value: string };

export type BillingIdentifierError = 'shape' | 'sirenKey' | 'vatKey';

/**
 * The shape of each member state's VAT number after its country code (Commission, VIES « VAT number
 * validation »), Greece under « EL »; Northern Ireland's « XI » numbers have the United Kingdom's shape.
 */
const EU_VAT_SHAPES: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The key of the French VAT number of `siren`: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export const frenchVatKey = (siren: string) => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');

/** What the customer typed, without the spaces, dots and hyphens people write in it, in capitals. */
export const normalizeIdentifier = (typed: string) => typed.replace(/[\s.\-\u00a0\u202f]/g, '').toUpperCase();

/** `typed` read as a SIREN or a VAT number, or why it is neither. */
export function parseBillingIdentifier(
  typed: string,
): { ok: true; value: BillingIdentifier } | { ok: false; error: BillingIdentifierError } {
  const value = normalizeIdentifier(typed);
  if (/^\d{9}$/.test(value))
    return isSirenKeyValid(value) ? { ok: true, value: { kind: 'siren', value } } : { ok: false, error: 'sirenKey' };
  const french = /^FR(\d{2})(\d{9})$/.exec(value);
  if (french) return french[1] === frenchVatKey(french[2]!) ? { ok: true, value: { kind: 'vat', value } } : { ok: false, error: 'vatKey' };
  const shape = EU_VAT_SHAPES[value.slice(0, 2)];
  if (shape?.test(value.slice(2))) return { ok: true, value: { kind: 'vat', value } };
  return { ok: false, error: 'shape' };
}

/** The kind of an identifier already stored (normalized and checked): nine digits are a SIREN. */
export const identifierKind = (stored: string): BillingIdentifier['kind'] => (/^\d{9}$/.test(stored) ? 'siren' : 'vat');
