/**
 * The hand-off of a confirmed order from the dialog to the seller's order service, in a build that
 * has one: a top-level form POST (no fetch, no CORS), so that it works from partners' pages on any
 * origin. The form's fields are the order's own (FieldName) and HANDOFF_FIELDS; the service checks
 * every one again, with the same names and bounds, and answers with the payment page.
 */
import { UTM_MAX_FIELDS } from './bounds';
import { DOCUMENT_FIELDS } from './catalogue';
import type { Order } from './checkout';

/** The service's path that receives the order (POST), relative to the service's public URL. */
export const HANDOFF_PATH = '/commandes';

/** The form fields besides the order's own: the widget's reference, the customer's choice, who sent it. */
export const HANDOFF_FIELDS = {
  reference: 'reference',
  /** Sent, as `IMMEDIATE_EXECUTION_VALUE`, only when the customer ticked the box. */
  immediateExecution: 'immediateExecution',
  /** Absent when no partner is named. */
  partner: 'partner',
  /** The page the dialog was opened on (origin and path); its `utm_*` parameters follow, each under its own name. */
  page: 'page',
} as const;

export const IMMEDIATE_EXECUTION_VALUE = 'oui';

/** A form field of the hand-off: its name and value. */
export type HandoffField = readonly [name: string, value: string];

/**
 * The form fields that hand `order` off, in this order: the order's own fields (trimmed, as
 * `kbis:confirm` gives them), each document ordered, the accounts' year and the other deed's
 * description when given (DOCUMENT_FIELDS), its reference, the customer's request for immediate execution if
 * ticked, the partner if named, the page, then its first UTM_MAX_FIELDS campaign parameters.
 */
export function handoffFields({
  company,
  billing,
  documents = [],
  accountsYear,
  deedDescription,
  reference,
  immediateExecution,
  partner,
  source,
}: Order): HandoffField[] {
  return [
    ...Object.entries({ ...company, ...billing }),
    ...documents.map((kind) => [DOCUMENT_FIELDS.documents, kind] as const),
    ...(accountsYear ? [[DOCUMENT_FIELDS.accountsYear, accountsYear] as const] : []),
    ...(deedDescription ? [[DOCUMENT_FIELDS.deedDescription, deedDescription] as const] : []),
    [HANDOFF_FIELDS.reference, reference],
    ...(immediateExecution ? [[HANDOFF_FIELDS.immediateExecution, IMMEDIATE_EXECUTION_VALUE] as const] : []),
    ...(partner ? [[HANDOFF_FIELDS.partner, partner] as const] : []),
    [HANDOFF_FIELDS.page, source.page],
    ...Object.entries(source.utm).slice(0, UTM_MAX_FIELDS),
  ];
}
