import { describe, expect, it } from 'vitest';
import { freshImport } from '../support/fresh-import';

// Each module is loaded anew in its test (tests/support/fresh-import.ts): these are the constants
// a partner or a customer relies on, checked as the module computes them.
const checkout = () => freshImport(() => import('../../widget/core/checkout'));
const fields = () => freshImport(() => import('../../widget/core/fields'));
const steps = () => freshImport(() => import('../../widget/core/steps'));
const summary = () => freshImport(() => import('../../widget/core/summary'));
const order = () => freshImport(() => import('../../widget/core/order'));

describe('what a partner receives', () => {
  it('the offer: a Kbis at the flat price excluding tax, with the VAT mention', async () => {
    const { OFFER } = await checkout();
    const { PRICE_HT_EUR, VAT_NOTICE } = await import('../../widget/core/offer');
    expect(OFFER).toEqual({ document: 'kbis', priceExclTaxEur: PRICE_HT_EUR, vatNotice: VAT_NOTICE });
  });

  it('the reference format: KF- and exactly twelve base-32 digits, nothing before or after', async () => {
    const { REFERENCE_DIGITS, REFERENCE_PATTERN, orderReference } = await checkout();
    expect(orderReference(new Uint8Array(REFERENCE_DIGITS).fill(31))).toMatch(REFERENCE_PATTERN);
    expect('KF-0123456789AV').toMatch(REFERENCE_PATTERN);
    for (const wrong of ['KF-0123456789A', 'KF-0123456789AVX', 'KF-0123456789AW', 'xKF-0123456789AV', 'KF-0123456789AV ', 'KF-0', 'KF-'])
      expect(wrong).not.toMatch(REFERENCE_PATTERN);
  });

  it('the fields Suivant requires: the company name on step 1, first name, last name and email on step 2', async () => {
    const { REQUIRED_FIELDS, createDraft } = await fields();
    const { missingFields } = await steps();
    const EMPTY_DRAFT = createDraft();
    expect(REQUIRED_FIELDS).toEqual(['companyName', 'firstName', 'lastName', 'email']);
    expect(missingFields(1, EMPTY_DRAFT)).toEqual(['companyName']);
    expect(missingFields(2, EMPTY_DRAFT)).toEqual(['firstName', 'lastName', 'email']);
    expect(missingFields(3, EMPTY_DRAFT)).toEqual([]);
  });

  it('the steps: three, starting on the first, the summary asking for nothing', async () => {
    const { STEPS, FIRST_STEP, STEP_FIELDS } = await steps();
    expect(STEPS).toEqual([1, 2, 3]);
    expect(FIRST_STEP).toBe(1);
    expect(STEP_FIELDS[3]).toEqual([]);
  });
});

describe('what a phone keyboard and a password manager read from each field', () => {
  // [field, input type, autocomplete token (WHATWG autofill), input mode, spans both columns]
  it.each([
    ['companyName', undefined, 'organization', undefined, true],
    ['siret', undefined, 'off', 'numeric', true],
    ['firstName', undefined, 'given-name', undefined, undefined],
    ['lastName', undefined, 'family-name', undefined, undefined],
    ['email', 'email', 'email', undefined, undefined],
    ['phone', 'tel', 'tel', undefined, undefined],
    ['company', undefined, 'organization', undefined, true],
    ['address', undefined, 'street-address', undefined, true],
    ['postalCode', undefined, 'postal-code', undefined, undefined],
    ['city', undefined, 'address-level2', undefined, undefined],
  ] as const)('%s: type %s, autocomplete %s, inputmode %s, wide %s', async (name, type, autoComplete, inputMode, wide) => {
    const { FIELD_INPUTS } = await fields();
    expect(FIELD_INPUTS[name]).toEqual({ type, autoComplete, inputMode, wide });
  });
});

describe('what the last step and the notices show', () => {
  it('the SIRET and address rows only when given; the others always', async () => {
    const { summaryRows } = await summary();
    const EMPTY_DRAFT = (await fields()).createDraft();
    const keys = (draft: Partial<typeof EMPTY_DRAFT>) => summaryRows({ ...EMPTY_DRAFT, ...draft }).map(([key]) => key);
    expect(keys({})).toEqual(['companyName', 'fullName', 'company', 'email', 'phone']);
    expect(keys({ siret: '1', address: 'a' })).toEqual(['companyName', 'siret', 'fullName', 'company', 'email', 'phone', 'address']);
  });

  it('the dialog starts closed on step 1, empty; each step names its own error', async () => {
    const { initialState, STEP_ERRORS } = await order();
    const { createDraft } = await fields();
    expect(initialState()).toEqual({
      status: 'closed',
      step: 1,
      draft: createDraft(),
      error: null,
      refused: false,
      success: null,
      opener: null,
    });
    expect(STEP_ERRORS).toEqual({ 1: 'companyNameMissing', 2: 'billingFieldsMissing' });
  });
});
