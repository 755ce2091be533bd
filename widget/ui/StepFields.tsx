import { FIELD_HINTS, FIELD_LABELS, REQUIRED_LEGEND, REQUIRED_MARK } from '../core/copy';
import { FIELD_INPUTS, REQUIRED_FIELDS, type Draft, type FieldName } from '../core/fields';
import { FIELD_MAX_LENGTHS } from '../core/bounds';
import { STEP_FIELDS, type Step } from '../core/steps';
import type { CompanySearch, SearchAction } from '../core/company-search';
import type { DocumentAction, DocumentField } from '../core/document-choice';
import { CompanyChoices, comboboxAttributes } from './companyCombobox';
import { DocumentChoices } from './DocumentChoices';
import { ERROR_ID } from './ids';
import { field, fields, note, wide } from './styles';

export interface StepFieldsProps {
  /** The step shown: 1 or 2 shows its fields, 3 (the summary) none. */
  step: Step;
  draft: Draft;
  /** The fields to mark invalid: those left empty when Suivant was refused (and the documents' controls, with an order service). */
  invalid: readonly (FieldName | DocumentField)[];
  onType: (name: FieldName, value: string) => void;
  /** The company search, in a build with an order service: its state, and where its actions and the documents' go. */
  search?: CompanySearch;
  onSearch?: (action: SearchAction | DocumentAction) => void;
}

/**
 * The fields of the two form steps: the required-field legend, then for each step a grid of
 * labelled controls, each named after its field; required ones carry a visible mark and
 * `aria-required`, not `required`, which would make every empty one `:invalid` and read as « saisie
 * non valable » before the customer has done anything. A field is invalid only once Suivant was
 * refused, and then points to the step's message as its error (aria-errormessage, which Orca says
 * after « saisie non valable », on focus and in « où suis-je » alike).
 * Both steps stay built and the one not shown is `hidden`: the dialog is built while the browser is
 * idle, so Suivant and Précédent only show one and hide the other (a page's first Suivant, 31.9 ->
 * 24.6 ms at 4x CPU slowdown, medians of 30 fresh pages), and a field keeps what the browser holds
 * for it (caret, undo) when the visitor comes back to its step.
 */
export function StepFields({ step, draft, invalid, onType, search, onSearch }: StepFieldsProps) {
  // `hidden` on a plain wrapper: on the grid itself, the grid's `display` would win over it.
  const panel = (each: Step) => {
    const grid = () => (
      <div className={fields}>
        {STEP_FIELDS[each].map((name) => {
          const { type, autoComplete, inputMode, wide: isWide } = FIELD_INPUTS[name];
          const required = REQUIRED_FIELDS.includes(name);
          const isInvalid = invalid.includes(name);
          const hint = FIELD_HINTS[name];
          const hintId = `${name}-hint`;
          const combobox = __ORDER_SERVICE__ && name === 'companyName';
          return (
            <div key={name} className={isWide ? `${field} ${wide}` : field}>
              <label htmlFor={name}>
                {FIELD_LABELS[name]}
                {required && <span aria-hidden="true">{REQUIRED_MARK}</span>}
              </label>
              <input
                // Ids are scoped to the shadow root, where the field names are unique.
                id={name}
                name={name}
                type={type}
                autoComplete={autoComplete}
                inputMode={inputMode}
                // The order service refuses longer: the customer is stopped while typing, not after.
                maxLength={FIELD_MAX_LENGTHS[name]}
                aria-required={required}
                // Absent rather than "false" until then: Orca, reading Firefox, kept calling a field set
                // to "false" valid after it turned "true".
                aria-invalid={isInvalid || undefined}
                aria-errormessage={isInvalid ? ERROR_ID : undefined}
                aria-describedby={hint && hintId}
                value={draft[name]}
                onInput={(event) => onType(name, event.currentTarget.value)}
                {...(combobox && comboboxAttributes(search, onSearch!))}
              />
              {hint && <small id={hintId}>{hint}</small>}
              {combobox && <CompanyChoices search={search} dispatch={onSearch!} />}
            </div>
          );
        })}
      </div>
    );
    return (
      <div hidden={each !== step}>
        {/* With an order service, step 1's documents come under the company's fields. */}
        {__ORDER_SERVICE__ && each === 1 ? (
          <>
            {grid()}
            <DocumentChoices draft={draft} invalid={invalid} holdings={search?.holdings} dispatch={onSearch!} />
          </>
        ) : (
          grid()
        )}
      </div>
    );
  };
  return (
    <>
      {step < 3 && <p className={note}>{REQUIRED_LEGEND}</p>}
      {panel(1)}
      {panel(2)}
    </>
  );
}
