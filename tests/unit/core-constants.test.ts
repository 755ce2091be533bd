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
  /** The autofill field names of the HTML standard (WHATWG, « Autofill »), and `off`. */
  const AUTOFILL = ['off', 'organization', 'given-name', 'family-name', 'email', 'tel', 'street-address', 'postal-code', 'address-level2'];

  it('gives every field an autofill token browsers know, its own but for the two company names', async () => {
    const { FIELD_INPUTS, FIELD_NAMES } = await fields();
    const tokens = FIELD_NAMES.map((name) => FIELD_INPUTS[name].autoComplete);
    expect(tokens.filter((token) => !AUTOFILL.includes(token))).toEqual([]);
    expect(new Set(tokens).size).toBe(FIELD_NAMES.length - 1);
    // The SIRET is no personal data a browser keeps: never offered from another site's forms.
    expect(FIELD_INPUTS.siret.autoComplete).toBe('off');
  });

  it('opens the email and phone keyboards, digits for the SIRET, plain text elsewhere', async () => {
    const { FIELD_INPUTS, FIELD_NAMES } = await fields();
    const typed = FIELD_NAMES.filter((name) => FIELD_INPUTS[name].type || FIELD_INPUTS[name].inputMode);
    expect(typed.map((name) => [name, FIELD_INPUTS[name].type ?? FIELD_INPUTS[name].inputMode])).toEqual([
      ['siret', 'numeric'],
      ['email', 'email'],
      ['phone', 'tel'],
    ]);
  });

  it('gives the whole row to what is long to type: the company names, the SIRET and the address', async () => {
    const { FIELD_INPUTS, FIELD_NAMES } = await fields();
    expect(FIELD_NAMES.filter((name) => FIELD_INPUTS[name].wide)).toEqual(['companyName', 'siret', 'company', 'address']);
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
      handoff: null,
    });
    expect(STEP_ERRORS).toEqual({ 1: 'companyNameMissing', 2: 'billingFieldsMissing' });
  });
});
