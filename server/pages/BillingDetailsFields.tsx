/**
 * The billed company's fields on the payment step, inside the form whose button pays: its address,
 * required, prefilled from what the dialog sent, and its SIREN or VAT number, optional. Shown again
 * with what was typed and, under each field it concerns, what to correct.
 */
import {
  BILLING_DETAILS_FIELDS,
  BILLING_DETAILS_MAX_LENGTHS,
  type BillingDetailsErrors,
  type BillingDetailsField,
  type BillingDetailsProblem,
} from '../domain/billing-details';
import { BILLING_DETAILS as B } from './copy';

const INPUTS: Record<BillingDetailsField, { autoComplete: string; required: boolean }> = {
  address: { autoComplete: 'street-address', required: true },
  postalCode: { autoComplete: 'postal-code', required: true },
  city: { autoComplete: 'address-level2', required: true },
  identifier: { autoComplete: 'off', required: false },
};

export const billingFieldId = (name: BillingDetailsField) => `facturation-${name}`;

/** The French words of one field's problem. */
export function billingProblemText(name: BillingDetailsField, problem: BillingDetailsProblem): string {
  if (problem === 'missing') return B.problems.missing[name];
  if (problem === 'tooLong') return B.problems.tooLong(BILLING_DETAILS_MAX_LENGTHS[name]);
  return B.problems[problem];
}

export function BillingDetailsFields({
  company,
  values,
  problems,
}: {
  company: string;
  values: Record<BillingDetailsField, string>;
  problems: BillingDetailsErrors['problems'];
}) {
  const names = Object.keys(BILLING_DETAILS_FIELDS) as BillingDetailsField[];
  return (
    <fieldset className="billing-form">
      <legend>{B.heading(company)}</legend>
      <p className="field-hint">{B.intro}</p>
      {names.map((name) => {
        const id = billingFieldId(name);
        const problem = problems[name];
        const hint = name === 'identifier' ? `${id}-aide` : undefined;
        const error = problem ? `${id}-erreur` : undefined;
        const describedBy = [hint, error].filter(Boolean).join(' ') || undefined;
        return (
          <div className="field" key={name}>
            <label htmlFor={id}>{B.labels[name]}</label>
            {hint && (
              <p className="field-hint" id={hint}>
                {B.identifierHint}
              </p>
            )}
            {problem && (
              <p className="field-error" id={error}>
                {billingProblemText(name, problem)}
              </p>
            )}
            <input
              id={id}
              name={BILLING_DETAILS_FIELDS[name]}
              type="text"
              autoComplete={INPUTS[name].autoComplete}
              required={INPUTS[name].required}
              maxLength={BILLING_DETAILS_MAX_LENGTHS[name]}
              defaultValue={values[name]}
              aria-describedby={describedBy}
              aria-invalid={problem ? true : undefined}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
