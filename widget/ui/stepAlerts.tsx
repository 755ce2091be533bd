import { STEP_ERROR_MESSAGES } from '../core/copy';
import { documentMessage, type DocumentField } from '../core/document-choice';
import type { FieldName } from '../core/fields';
import { STEP_ERRORS, type Notice } from '../core/order';
import type { Step } from '../core/steps';
import { Toast } from './Toast';
import { ERROR_ID } from './ids';
import { toasts, visuallyHidden } from './styles';

/**
 * A refused step's errors (`error`, the reducer's notice, and `invalid`, the fields marked invalid,
 * for which the step's message stays), inside the dialog: a modal dialog hides everything outside it from
 * assistive tech. Two alerts: an assertive one for a refusal that leaves the focus where it was; a
 * silent one (aria-live="off") when the focus moves to a field that says the message itself
 * (Notice.announced), which goes on holding the message, undrawn, for as long as fields point to it
 * (aria-errormessage). A region whose aria-live changed with its text went unheard. Assertive as well
 * as an alert: Firefox gives Linux screen readers no live attribute for role="alert" alone, and Orca
 * then says nothing (https://github.com/w3c/core-aam/issues/261).
 * With an order service, step 1's documents have messages of their own: the notice says the one it
 * was raised with, the silent alert the one of the controls marked invalid.
 */
export function stepAlerts(error: Notice | null, invalid: (FieldName | DocumentField)[], step: Step) {
  const message = STEP_ERROR_MESSAGES[STEP_ERRORS[step as 1 | 2]];
  return (
    <>
      <div className={toasts} role="alert" aria-live="assertive">
        <Toast notice={error?.announced ? error : null} text={__ORDER_SERVICE__ ? (documentMessage(error?.key) ?? message) : message} />
      </div>
      <div id={ERROR_ID} className={error && !error.announced ? toasts : visuallyHidden} role="alert" aria-live="off">
        {invalid.length > 0 && <p>{__ORDER_SERVICE__ ? (documentMessage(invalid[0]) ?? message) : message}</p>}
      </div>
    </>
  );
}
