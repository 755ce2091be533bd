import { DOCUMENT_FIELDS, type DocumentKind } from '../../widget/core/catalogue';
import { HANDOFF_FIELDS, IMMEDIATE_EXECUTION_VALUE } from '../../widget/core/handoff';
import { COMPLETE_ORDER, type TypedOrder } from '../../scripts/sample-order';

/** The form the dialog posts for `order`, as URL-encoded pairs. */
export function handoffForm(
  order: TypedOrder = COMPLETE_ORDER,
  extra: {
    reference?: string;
    immediateExecution?: boolean;
    partner?: string;
    page?: string;
    utm?: Record<string, string>;
    /** The documents ticked; none named (a widget before the catalogue) when absent. */
    documents?: readonly DocumentKind[];
    accountsYear?: string;
    deedDescription?: string;
  } = {},
): URLSearchParams {
  const form = new URLSearchParams({ ...order.company, ...order.billing });
  if (extra.reference) form.set(HANDOFF_FIELDS.reference, extra.reference);
  if (extra.immediateExecution) form.set(HANDOFF_FIELDS.immediateExecution, IMMEDIATE_EXECUTION_VALUE);
  if (extra.partner) form.set(HANDOFF_FIELDS.partner, extra.partner);
  form.set(HANDOFF_FIELDS.page, extra.page ?? 'https://partenaire.example/fiche');
  for (const [name, value] of Object.entries(extra.utm ?? {})) form.set(name, value);
  for (const kind of extra.documents ?? []) form.append(DOCUMENT_FIELDS.documents, kind);
  if (extra.accountsYear) form.set(DOCUMENT_FIELDS.accountsYear, extra.accountsYear);
  if (extra.deedDescription) form.set(DOCUMENT_FIELDS.deedDescription, extra.deedDescription);
  return form;
}

/** A form's fields the way the service reads them. */
export const fieldsOf = (form: URLSearchParams) => ({
  get: (name: string) => form.get(name),
  all: (name: string) => form.getAll(name),
  names: [...new Set(form.keys())],
});
