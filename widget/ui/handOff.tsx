import type { Order } from '../core/checkout';
import { HANDOFF } from '../core/copy';
import { HANDOFF_PATH, handoffFields } from '../core/handoff';
import { SCREEN_READER_MS, type Handoff } from '../core/order';
import { afterPaint } from './afterPaint';
import { postOrder } from './postOrder';
import { handoff as handoffStyle } from './styles';

/*
 * The confirmed order's hand-off to the order service, whose payment page replaces the page. Only in
 * a build that has one: the dialog calls all of this behind the compile-time `__ORDER_SERVICE__`, so
 * that a static build's bytes drop it as dead code.
 */

/** What the hand-off tells the dialog's reducer. */
type Dispatch = (action: { type: 'handOff' | 'blocked' | 'returned' }) => void;

/** Tells the dialog what became of an order handed off: kept on the page by its CSP, or left for the payment page and back. */
export function followHandOff(dispatch: Dispatch): void {
  // The page's CSP may forbid the order's form its target, or the payment page the service
  // redirects to (form-action): the page then stays, and the dialog says so. Reported, not
  // enforced, the navigation goes on.
  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.effectiveDirective === 'form-action' && event.disposition === 'enforce') dispatch({ type: 'blocked' });
  });
  // Back from the payment page, the page may be restored as it was left, the order opening.
  addEventListener('pageshow', (event) => {
    if (event.persisted) dispatch({ type: 'returned' });
  });
}

/**
 * Sends `order` to the order service on `origin` by a form beside `dialog`, once « Ouverture de la
 * page de paiement… » has been painted and a screen reader has had SCREEN_READER_MS to take it in:
 * sent at once, a fast service's payment page replaced the page before Orca read the sentence, and a
 * blind customer heard only the new page.
 */
export function handOff(dialog: HTMLDialogElement, origin: string, order: Order, dispatch: Dispatch): void {
  dispatch({ type: 'handOff' });
  const fields = handoffFields(order);
  afterPaint(() => postOrder(dialog, origin + HANDOFF_PATH, fields), SCREEN_READER_MS);
}

/**
 * The order sent to the order service: the payment page opening, or kept from opening by the page.
 * There from the start, empty until then: a live region is heard only once it was seen. Polite:
 * Confirmer keeps the focus, and says nothing new.
 */
export function handOffStatus(handoff: Handoff, origin: string) {
  return (
    <div className={handoffStyle} role="status" aria-live="polite">
      {handoff === 'opening' && <p>{HANDOFF.opening}</p>}
      {handoff === 'blocked' && (
        <p>
          {HANDOFF.blocked}
          <a target="_blank" rel="noopener" href={`${origin}/`}>
            {HANDOFF.link}
          </a>
          {HANDOFF.after}
        </p>
      )}
    </div>
  );
}
