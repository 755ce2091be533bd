import type { MouseEvent } from 'react';
import { BUTTONS } from '../core/copy';
import type { Handoff } from '../core/order';
import type { Step } from '../core/steps';
import { button, confirm, footer, primary } from './styles';

/**
 * The dialog's footer: Précédent, then Suivant, which submits the form, or on the last step
 * Confirmer la commande. Once the order is handed off to the order service (`handoff`), neither acts.
 */
export function stepButtons(step: Step, handoff: Handoff, onPrevious: () => void, onConfirm: (event: MouseEvent) => void) {
  return (
    <div className={footer}>
      <button type="button" className={button} disabled={step === 1 || !!handoff} onClick={onPrevious}>
        {BUTTONS.previous}
      </button>
      {step === 3 ? (
        <button
          key="confirm"
          type="button"
          // Stryker disable next-line StringLiteral: the confirm button's look, which only a browser renders (tests/browser/widget-look.test.ts).
          className={`${button} ${confirm}`}
          // Not `disabled`, which would take the focus away from it: it keeps it, pressed in vain.
          aria-disabled={!!handoff || undefined}
          onClick={onConfirm}
        >
          {BUTTONS.confirm}
        </button>
      ) : (
        <button key="next" type="submit" className={`${button} ${primary}`}>
          {BUTTONS.next}
        </button>
      )}
    </div>
  );
}
