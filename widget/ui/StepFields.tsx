import { FIELD_LABELS, PLACEHOLDERS, REQUIRED_LEGEND, REQUIRED_MARK } from '../core/copy';
import { FIELD_INPUTS, REQUIRED_FIELDS, type Draft, type FieldName } from '../core/fields';
import { field, fields, note, wide } from './styles';

export interface StepFieldsProps {
  names: readonly FieldName[];
  draft: Draft;
  onType: (name: FieldName, value: string) => void;
}

/**
 * The body of the two form steps: the required-field legend and a grid of labelled controls,
 * each named after its field; required ones carry a visible mark and `required`.
 */
export function StepFields({ names, draft, onType }: StepFieldsProps) {
  return (
    <>
      <p className={note}>{REQUIRED_LEGEND}</p>
      <div className={fields}>
        {names.map((name) => {
          const { type, autoComplete, inputMode, wide: isWide } = FIELD_INPUTS[name];
          const required = REQUIRED_FIELDS.includes(name);
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
                placeholder={PLACEHOLDERS[name]}
                required={required}
                value={draft[name]}
                onInput={(event) => onType(name, event.currentTarget.value)}
              />
            </div>
          );
        })}
      </div>
    </>
  );
}
