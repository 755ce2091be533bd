/**
 * The order the dialog hands over (a form POST, widget/core/handoff.ts), checked again on the
 * service with the dialog's own rules: the same required fields, the same bounds, the documents
 * among the catalogue's. The dialog checks no format; the service checks two: the email address's shape, because the payment provider
 * refuses an address without it and no retry would ever succeed, and the SIREN's key, since the
 * service looks the company up by it. Unknown fields are ignored. Pure:
 * the handler only translates the request.
 */
import { UTM_PREFIX } from '../../widget/core/attribution';
import { ATTRIBUTION_MAX_LENGTH, FIELD_MAX_LENGTHS, UTM_MAX_FIELDS } from '../../widget/core/bounds';
import { REFERENCE_PATTERN } from '../../widget/core/checkout';
import {
  BILLING_FIELDS,
  COMPANY_FIELDS,
  FIELD_NAMES,
  REQUIRED_FIELDS,
  type BillingField,
  type CompanyField,
  type FieldName,
} from '../../widget/core/fields';
import { HANDOFF_FIELDS, IMMEDIATE_EXECUTION_VALUE } from '../../widget/core/handoff';
import { STEP_ERRORS } from '../../widget/core/order';
import { SIREN_HANDOFF_FIELD } from '../../widget/core/company';
import { DEED_DESCRIPTION_MAX_LENGTH, DOCUMENT_FIELDS, DOCUMENT_KINDS, type DocumentKind } from '../../widget/core/catalogue';
import { handedSiren } from './company-identity';
import { DEFAULT_CHOICES, type DocumentChoice } from './order-items';

/** What the service stores of a hand-off. */
export interface OrderInput {
  company: Record<CompanyField, string>;
  billing: Record<BillingField, string>;
  immediateExecution: boolean;
  /** The dialog's reference when it is well formed; the service makes a new one otherwise. */
  reference: string | null;
  partner: string | null;
  page: string;
  utm: Record<string, string>;
  /** The SIREN of the company chosen among the suggestions, its key checked; '' when none was. */
  siren: string;
  /** The documents ordered, each once; the Kbis alone when the hand-off names none. */
  documents: DocumentChoice[];
}

/**
 * Why a hand-off is refused: required fields left empty (the step's message, widget/core/copy.ts), a
 * value too long, or an email address without the shape of one (with the page it came from, the way back).
 */
export type OrderInputError =
  | { kind: 'missing'; step: 1 | 2; fields: FieldName[] }
  | { kind: 'tooLong'; fields: string[] }
  | { kind: 'badEmail'; email: string; page: string }
  | { kind: 'badSiren'; page: string }
  | { kind: 'badDocuments'; page: string };

/** A SIREN's nine digits, in groups at most (« 812 345 676 »): anything longer is no SIREN. */
export const SIREN_MAX_LENGTH = 16;

/**
 * Something before one @, a domain with a dot that neither starts nor ends it, no space anywhere:
 * the shape every mailbox has, nothing stricter (a valid but unusual address must pass).
 */
export const hasEmailShape = (email: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);

export type Parsed<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** A form's fields, the first value of each name (what `URLSearchParams.get` gives). */
export type FormFields = (name: string) => string | null;

/** Every value of a form's field (what `URLSearchParams.getAll` gives). */
export type FormValues = (name: string) => string[];

/** Most `documents` values read: one per kind, and a few repeated ones from a form posted twice. */
const DOCUMENT_VALUES_MAX = 2 * DOCUMENT_KINDS.length;

/** An accounts' closing year: four digits, from the first the register could hold. */
const isClosingYear = (year: string) => /^(19|20)\d\d$/.test(year);

/**
 * The documents a hand-off orders, or null when they do not read: an unknown kind, no description of
 * the other deed, a year that is none. Named twice, a document is ordered once.
 */
export function parseDocuments(values: readonly string[], accountsYear: string, description: string): DocumentChoice[] | null {
  if (values.length > DOCUMENT_VALUES_MAX) return null;
  if (!values.length) return [...DEFAULT_CHOICES];
  if (!values.every((value): value is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(value))) return null;
  const kinds = DOCUMENT_KINDS.filter((kind) => values.includes(kind));
  if (kinds.includes('acte') && !description) return null;
  if (accountsYear && (!kinds.includes('comptes') || !isClosingYear(accountsYear))) return null;
  return kinds.map((kind) => ({
    kind,
    accountsYear: kind === 'comptes' ? accountsYear : '',
    description: kind === 'acte' ? description : '',
  }));
}

const text = (value: string | null) => (value ?? '').trim();

/**
 * Reads a hand-off. Required fields are checked in the dialog's order: step 1's first, with its
 * message, then step 2's. Every value longer than its bound is refused rather than cut: a name cut
 * short would be sent on a Kbis order without the customer knowing.
 */
export function parseOrderInput(
  field: FormFields,
  names: readonly string[],
  all: FormValues = (name) => {
    const value = field(name);
    return value === null ? [] : [value];
  },
): Parsed<OrderInput, OrderInputError> {
  const values = Object.fromEntries(FIELD_NAMES.map((name) => [name, text(field(name))])) as Record<FieldName, string>;
  const tooLong: string[] = FIELD_NAMES.filter((name) => values[name].length > FIELD_MAX_LENGTHS[name]);

  const bounded = (name: string) => {
    const value = text(field(name));
    if (value.length > ATTRIBUTION_MAX_LENGTH) tooLong.push(name);
    return value;
  };
  const partner = bounded(HANDOFF_FIELDS.partner) || null;
  const page = bounded(HANDOFF_FIELDS.page);
  const utmNames = [...new Set(names.filter((name) => name.startsWith(UTM_PREFIX) && name.length <= 40))].slice(0, UTM_MAX_FIELDS);
  const utm = Object.fromEntries(utmNames.map((name) => [name, bounded(name)]));
  const reference = text(field(HANDOFF_FIELDS.reference));
  const typedSiren = text(field(SIREN_HANDOFF_FIELD));
  if (typedSiren.length > SIREN_MAX_LENGTH) tooLong.push(SIREN_HANDOFF_FIELD);
  const description = text(field(DOCUMENT_FIELDS.deedDescription));
  if (description.length > DEED_DESCRIPTION_MAX_LENGTH) tooLong.push(DOCUMENT_FIELDS.deedDescription);

  for (const step of [1, 2] as const) {
    const fields = (step === 1 ? COMPANY_FIELDS : BILLING_FIELDS).filter((name) => REQUIRED_FIELDS.includes(name) && !values[name]);
    if (fields.length) return { ok: false, error: { kind: 'missing', step, fields } };
  }
  if (tooLong.length) return { ok: false, error: { kind: 'tooLong', fields: tooLong } };
  if (!hasEmailShape(values.email)) return { ok: false, error: { kind: 'badEmail', email: values.email, page } };
  const siren = handedSiren(typedSiren);
  if (siren === null) return { ok: false, error: { kind: 'badSiren', page } };
  const documents = parseDocuments(
    all(DOCUMENT_FIELDS.documents).map((value) => value.trim()),
    text(field(DOCUMENT_FIELDS.accountsYear)),
    description,
  );
  if (!documents) return { ok: false, error: { kind: 'badDocuments', page } };

  const pick = <K extends FieldName>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, values[key]])) as Record<K, string>;
  return {
    ok: true,
    value: {
      company: pick(COMPANY_FIELDS),
      billing: pick(BILLING_FIELDS),
      immediateExecution: field(HANDOFF_FIELDS.immediateExecution) === IMMEDIATE_EXECUTION_VALUE,
      reference: REFERENCE_PATTERN.test(reference) ? reference : null,
      partner,
      page,
      utm,
      siren,
      documents,
    },
  };
}

/** The message of a step whose required fields are missing. */
export const missingMessageKey = (step: 1 | 2) => STEP_ERRORS[step];
