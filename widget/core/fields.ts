/** The order draft: field names, which ones are required, and how each is typed in. */
import { FIELD_MAX_LENGTHS } from './bounds';
import type { DocumentKind } from './catalogue';

export const COMPANY_FIELDS = ['companyName', 'siret'] as const;
export const BILLING_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'address', 'postalCode', 'city'] as const;

export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type BillingField = (typeof BILLING_FIELDS)[number];
export type FieldName = CompanyField | BillingField;

export const FIELD_NAMES: readonly FieldName[] = [...COMPANY_FIELDS, ...BILLING_FIELDS];

/** The documents chosen in a build with an order service (document-choice.ts): in every draft of an opening, absent before. */
export interface DocumentsEntry {
  /** The documents ticked, in catalogue order. */
  documents: readonly DocumentKind[];
  /**
   * The closing day (`YYYY-MM-DD`) of earlier accounts asked for, among those the register lists
   * (earlierClosings), or '' for the latest filed. The hand-off carries its year (`accountsYear`).
   */
  accountsClosedOn: string;
  /** The other deed, as the customer describes it, untrimmed. */
  deedDescription: string;
}

/**
 * What the user typed, untrimmed (trimming happens when the draft is checked or handed over), and
 * the last step's checkbox: whether the customer asks the service to start before the end of the
 * withdrawal period. Unticked until the customer ticks it: no prefill can tick it for them. In a
 * build with an order service, the documents chosen in step 1 too, absent until changed.
 */
export type Draft = Readonly<Record<FieldName, string> & { immediateExecution: boolean } & Partial<DocumentsEntry>>;

/**
 * The company of an order: its fields, and `siren` only when the customer chose it among the company
 * search's suggestions (a build with an order service: checkout.ts, withSiren).
 */
export interface OrderCompany {
  companyName: string;
  siret: string;
  siren?: string;
}

/** What the customer entered, as `kbis:confirm` hands it over: trimmed and grouped, with the checkbox. */
export interface OrderEntry {
  company: OrderCompany;
  billing: Record<BillingField, string>;
  immediateExecution: boolean;
}

export const REQUIRED_FIELDS: readonly FieldName[] = ['companyName', 'firstName', 'lastName', 'email'];

/** Digits of a SIRET: the company's SIREN (9) and its establishment's NIC (5). */
export const SIRET_DIGITS = 14;

/**
 * A draft with every field, taking from `prefill` (attributes, partner scripts: untrusted) only
 * the known fields that hold strings, cut to their longest length: an input's maxlength stops only
 * what is typed, and the order service refuses a longer value.
 */
export function createDraft(prefill?: unknown): Draft {
  const given = (prefill ?? {}) as Record<string, unknown>;
  const fields = Object.fromEntries(
    FIELD_NAMES.map((name) => {
      const prefilled = given[name];
      return [name, typeof prefilled === 'string' ? prefilled.slice(0, FIELD_MAX_LENGTHS[name]) : ''];
    }),
  );
  return { ...fields, immediateExecution: false } as Draft;
}

export interface FieldInput {
  /** Plain text when absent. */
  type?: 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'numeric';
  /** Spans both columns of the field grid. */
  wide?: boolean;
}

/** Input type and autofill hint of each control; no pattern: no format check, the product accepts any text. */
export const FIELD_INPUTS: Readonly<Record<FieldName, FieldInput>> = {
  companyName: { autoComplete: 'organization', wide: true },
  siret: { autoComplete: 'off', inputMode: 'numeric', wide: true },
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { autoComplete: 'organization', wide: true },
  address: { autoComplete: 'street-address', wide: true },
  postalCode: { autoComplete: 'postal-code' },
  city: { autoComplete: 'address-level2' },
};

/** The draft trimmed and grouped (company, billing), with the customer's withdrawal choice. */
export function toOrder(draft: Draft): OrderEntry {
  const pick = <K extends FieldName>(names: readonly K[]) =>
    Object.fromEntries(names.map((name) => [name, draft[name].trim()])) as Record<K, string>;
  return { company: pick(COMPANY_FIELDS), billing: pick(BILLING_FIELDS), immediateExecution: draft.immediateExecution };
}
