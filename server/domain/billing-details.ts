/**
 * The billed company's details, asked at the payment step when the order names one (its `company`):
 * the postal address its invoice must carry (Code de commerce L441-9; CGI ann. II art. 242 nonies A),
 * required then, and its SIREN or VAT number, optional. The dialog's fields stay as they are: the
 * address is optional there. Bounded as the dialog's fields are; pure.
 */
import { FIELD_MAX_LENGTHS } from '../../widget/core/bounds';
import { type BillingIdentifierError, parseBillingIdentifier } from './billing-identifier';
import type { FormFields, Parsed } from './order-input';

/** The form's field names: the dialog's for the address, and the identifier's own. */
export const BILLING_DETAILS_FIELDS = {
  address: 'address',
  postalCode: 'postalCode',
  city: 'city',
  identifier: 'billingIdentifier',
} as const;

export type BillingDetailsField = keyof typeof BILLING_DETAILS_FIELDS;

/** Longest identifier typed, spaces and dots included: « FR 40 303 265 045 » and some slack. */
export const BILLING_IDENTIFIER_MAX_LENGTH = 30;

export const BILLING_DETAILS_MAX_LENGTHS: Record<BillingDetailsField, number> = {
  address: FIELD_MAX_LENGTHS.address,
  postalCode: FIELD_MAX_LENGTHS.postalCode,
  city: FIELD_MAX_LENGTHS.city,
  identifier: BILLING_IDENTIFIER_MAX_LENGTH,
};

export interface BillingDetails {
  address: string;
  postalCode: string;
  city: string;
  /** Normalized (billing-identifier.ts); '' when none was given. */
  identifier: string;
}

export type BillingDetailsProblem = 'missing' | 'tooLong' | BillingIdentifierError;

/** What was typed (for the form shown again) and, per field, what is wrong with it. */
export interface BillingDetailsErrors {
  typed: Record<BillingDetailsField, string>;
  problems: Partial<Record<BillingDetailsField, BillingDetailsProblem>>;
}

const REQUIRED: readonly BillingDetailsField[] = ['address', 'postalCode', 'city'];

/** Reads the payment step's billing fields: the address required, the identifier optional but checked when given. */
export function parseBillingDetails(field: FormFields): Parsed<BillingDetails, BillingDetailsErrors> {
  const names = Object.keys(BILLING_DETAILS_FIELDS) as BillingDetailsField[];
  const typed = Object.fromEntries(names.map((name) => [name, (field(BILLING_DETAILS_FIELDS[name]) ?? '').trim()])) as Record<
    BillingDetailsField,
    string
  >;
  const problems: BillingDetailsErrors['problems'] = {};
  for (const name of names) {
    if (typed[name].length > BILLING_DETAILS_MAX_LENGTHS[name]) problems[name] = 'tooLong';
    else if (REQUIRED.includes(name) && !typed[name]) problems[name] = 'missing';
  }
  let identifier = '';
  if (typed.identifier && !problems.identifier) {
    const parsed = parseBillingIdentifier(typed.identifier);
    if (parsed.ok) identifier = parsed.value.value;
    else problems.identifier = parsed.error;
  }
  if (Object.keys(problems).length) return { ok: false, error: { typed, problems } };
  return { ok: true, value: { address: typed.address, postalCode: typed.postalCode, city: typed.city, identifier } };
}

/** Whether the order bills a company, and so whether the payment step asks for its details. */
export const billsCompany = (order: { billing_company: string }) => order.billing_company.trim() !== '';

/** What the order already has for each of the form's fields, by the form's names. */
export const storedBillingFields = (order: {
  address: string;
  postal_code: string;
  city: string;
  billing_identifier: string;
}): Record<string, string> => ({
  [BILLING_DETAILS_FIELDS.address]: order.address,
  [BILLING_DETAILS_FIELDS.postalCode]: order.postal_code,
  [BILLING_DETAILS_FIELDS.city]: order.city,
  [BILLING_DETAILS_FIELDS.identifier]: order.billing_identifier,
});
