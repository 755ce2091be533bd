/** Which clicks open the order dialog: one delegated listener, so triggers added later work too. */
import { TRIGGER_ATTRIBUTES, isOrderLabel } from './core/contract';

/** The trigger a click on `target` (or one of its children) activates, if any. */
export function findTrigger(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const marked = target.closest(`[${TRIGGER_ATTRIBUTES.order}]`);
  if (marked) return marked;
  const control = target.closest('a, button');
  // Stryker disable next-line StringLiteral: an element's textContent is never null, the fallback only satisfies the DOM's types.
  return control && isOrderLabel(control.textContent ?? '') ? control : null;
}

/** Step-1 prefill from the trigger's `data-kbis-company` and `data-kbis-siret` (absent: null, ignored). */
export function readPrefill(trigger: Element) {
  return {
    companyName: trigger.getAttribute(TRIGGER_ATTRIBUTES.company),
    siret: trigger.getAttribute(TRIGGER_ATTRIBUTES.siret),
  };
}

/**
 * Calls `open` for every click on a trigger, and keeps trigger links from navigating. Listens in
 * the capture phase so a page handler that stops propagation cannot swallow the click.
 */
export function listenForTriggers(open: (prefill: ReturnType<typeof readPrefill>, trigger: Element) => void): void {
  document.addEventListener(
    'click',
    (event) => {
      const trigger = findTrigger(event.target);
      if (!trigger) return;
      event.preventDefault();
      open(readPrefill(trigger), trigger);
    },
    true,
  );
}
