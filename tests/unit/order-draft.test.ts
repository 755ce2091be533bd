import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, SUMMARY_LABELS } from '../../widget/core/copy';
import { BILLING_FIELDS, COMPANY_FIELDS, FIELD_INPUTS, FIELD_NAMES, REQUIRED_FIELDS, createDraft, toOrder } from '../../widget/core/fields';
import { STEP_FIELDS, missingFields, stepState } from '../../widget/core/steps';
import { FIELD_MAX_LENGTHS } from '../../widget/core/bounds';
import { addressLine, summaryRows } from '../../widget/core/summary';
import { COMPLETE_ORDER, EMPTY_DRAFT, MINIMAL_ORDER } from '../fixtures/orders';

describe('the order draft', () => {
  it('has the order form’s ten fields, grouped as company and billing, and the unticked checkbox of the last step', () => {
    expect(COMPANY_FIELDS).toEqual(['companyName', 'siret']);
    expect(BILLING_FIELDS).toEqual(['firstName', 'lastName', 'email', 'phone', 'company', 'address', 'postalCode', 'city']);
    expect(REQUIRED_FIELDS).toEqual(['companyName', 'firstName', 'lastName', 'email']);
    expect(Object.keys(EMPTY_DRAFT)).toEqual([...FIELD_NAMES, 'immediateExecution']);
    expect(FIELD_NAMES.every((name) => EMPTY_DRAFT[name] === '')).toBe(true);
    expect(EMPTY_DRAFT.immediateExecution).toBe(false);
  });

  it('gives every field a visible label and an input description', () => {
    for (const name of FIELD_NAMES) {
      expect(FIELD_LABELS[name]).toBeTruthy();
      expect(FIELD_INPUTS[name].autoComplete).toBeTruthy();
    }
    expect(FIELD_INPUTS.email.type).toBe('email');
    expect(FIELD_INPUTS.phone.type).toBe('tel');
    expect(FIELD_NAMES.filter((name) => FIELD_INPUTS[name].type)).toEqual(['email', 'phone']);
  });

  it('keeps only known string fields from a prefill, and never ticks the checkbox', () => {
    expect(createDraft({ siret: '1', email: 2, other: 'x', immediateExecution: true })).toEqual({ ...EMPTY_DRAFT, siret: '1' });
  });

  it('bounds every field, and nothing else', () => {
    expect(Object.keys(FIELD_MAX_LENGTHS).sort()).toEqual([...FIELD_NAMES].sort());
  });

  it('cuts a prefilled value to its field’s longest length, which the input’s maxlength does not enforce', () => {
    const longest = Object.fromEntries(FIELD_NAMES.map((name) => [name, 'x'.repeat(FIELD_MAX_LENGTHS[name])]));
    const tooLong = Object.fromEntries(FIELD_NAMES.map((name) => [name, `${longest[name]}y`]));
    expect(createDraft(tooLong)).toEqual({ ...longest, immediateExecution: false });
    expect(createDraft(longest)).toEqual({ ...longest, immediateExecution: false });
  });

  it('hands over the draft trimmed and grouped, with the checkbox as it stands', () => {
    const spaced = Object.fromEntries(
      Object.entries({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing }).map(([name, value]) => [name, ` \t${value}  `]),
    );
    expect(toOrder(createDraft(spaced))).toEqual({ ...COMPLETE_ORDER, immediateExecution: false });
    expect(toOrder({ ...createDraft(spaced), immediateExecution: true })).toEqual({ ...COMPLETE_ORDER, immediateExecution: true });
  });
});

describe('what each step requires', () => {
  it('shows the company fields, then the billing fields, then none', () => {
    expect(STEP_FIELDS).toEqual({ 1: COMPANY_FIELDS, 2: BILLING_FIELDS, 3: [] });
  });

  it.each([
    [1, {}, ['companyName']],
    [1, { companyName: '  ' }, ['companyName']],
    [1, { companyName: 'x' }, []],
    [2, {}, ['firstName', 'lastName', 'email']],
    [2, { firstName: 'a', email: ' ' }, ['lastName', 'email']],
    [2, { firstName: 'a', lastName: 'b', email: 'c' }, []],
    [3, {}, []],
  ] as const)('step %s with %j misses %j', (step, draft, missing) => {
    expect(missingFields(step, createDraft(draft))).toEqual(missing);
  });

  it.each([
    [1, 2, 'done'],
    [2, 2, 'current'],
    [3, 2, 'upcoming'],
  ] as const)('step %s seen from step %s is %s', (step, current, state) => {
    expect(stepState(step, current)).toBe(state);
  });
});

describe('the summary', () => {
  it('shows every row when everything is given', () => {
    expect(summaryRows(createDraft({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing }))).toEqual([
      ['companyName', COMPLETE_ORDER.company.companyName],
      ['siret', COMPLETE_ORDER.company.siret],
      ['fullName', `${COMPLETE_ORDER.billing.firstName} ${COMPLETE_ORDER.billing.lastName}`],
      ['company', COMPLETE_ORDER.billing.company],
      ['email', COMPLETE_ORDER.billing.email],
      ['phone', COMPLETE_ORDER.billing.phone],
      ['address', `${COMPLETE_ORDER.billing.address}, ${COMPLETE_ORDER.billing.postalCode} ${COMPLETE_ORDER.billing.city}`],
    ]);
  });

  it('leaves out the SIRET and the address when not given, but keeps company and phone', () => {
    expect(
      summaryRows(createDraft({ ...MINIMAL_ORDER.company, ...MINIMAL_ORDER.billing, postalCode: '69002', city: 'Lyon' })).map(
        ([key]) => key,
      ),
    ).toEqual(['companyName', 'fullName', 'company', 'email', 'phone']);
  });

  it('labels every row', () => {
    for (const [key] of summaryRows(createDraft({ ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing })))
      expect(SUMMARY_LABELS[key]).toBeTruthy();
  });

  it.each([
    [{ address: '12 rue X', postalCode: '69002', city: 'Lyon' }, '12 rue X, 69002 Lyon'],
    [{ address: '12 rue X', postalCode: '', city: 'Lyon' }, '12 rue X, Lyon'],
    [{ address: '12 rue X', postalCode: '69002', city: '' }, '12 rue X, 69002'],
    [{ address: '12 rue X', postalCode: '', city: '' }, '12 rue X'],
  ])('writes the address line of %j as %j', (parts, line) => {
    expect(addressLine({ ...toOrder(EMPTY_DRAFT).billing, ...parts })).toBe(line);
  });
});
