import { WITHDRAWAL_CONFIRM_LABEL, WITHDRAWAL_FIELDS, WITHDRAWAL_POST_PATH, type WithdrawalField } from '../data/withdrawal';

/** How each field is typed: the browser's own keyboard, date picker and autofill, with no script. */
const INPUTS: Record<WithdrawalField, { type: 'text' | 'email' | 'date'; autoComplete?: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  reference: { type: 'text', autoComplete: 'off' },
  orderDate: { type: 'date' },
};

/** What helps to fill a field in: where the reference is, and that an approximate date will do. */
const HINTS: Partial<Record<WithdrawalField, string>> = {
  reference: "Elle figure dans l'email de confirmation de votre commande. Sans elle, les autres champs suffisent.",
  orderDate: 'Si vous ne connaissez pas la date exacte, indiquez une date approchée.',
};

const fieldId = (name: WithdrawalField) => `retractation-${name}`;

/**
 * The withdrawal declaration, posted to the order service as a plain HTML form: it works without
 * JavaScript, and the browser checks the required fields and their lengths before sending.
 */
export function WithdrawalForm({ serviceUrl, labelledBy }: { serviceUrl: string; labelledBy: string }) {
  const names = Object.keys(WITHDRAWAL_FIELDS) as WithdrawalField[];
  return (
    <form className="withdrawal-form" method="post" action={serviceUrl + WITHDRAWAL_POST_PATH} aria-labelledby={labelledBy}>
      {names.map((name) => {
        const { label, required, maxLength } = WITHDRAWAL_FIELDS[name];
        const { type, autoComplete } = INPUTS[name];
        const hintId = HINTS[name] ? `${fieldId(name)}-aide` : undefined;
        return (
          <div className="field" key={name}>
            <label htmlFor={fieldId(name)}>{label}</label>
            {hintId && (
              <p className="field-hint" id={hintId}>
                {HINTS[name]}
              </p>
            )}
            <input
              id={fieldId(name)}
              name={name}
              type={type}
              autoComplete={autoComplete}
              required={required}
              // HTML allows maxlength on text-like inputs only; a date input sends YYYY-MM-DD, which the service checks.
              maxLength={type === 'date' ? undefined : maxLength}
              aria-describedby={hintId}
            />
          </div>
        );
      })}
      <button type="submit" className="btn btn-large">
        {WITHDRAWAL_CONFIRM_LABEL}
      </button>
    </form>
  );
}
