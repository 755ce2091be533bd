import type { KeyboardEvent } from 'react';
import { SCREEN_READER_MS } from '../core/order';
import { STEP_FIELDS, type Step } from '../core/steps';
import { afterPaint } from './afterPaint';

/**
 * The focus of a step, given late on purpose. As the dialog opens, and as a step changes, the element
 * that had the focus leaves the accessibility tree (the trigger as the page turns inert, a field of
 * the step just left). Focused at once, the step's target is then lost on Orca, which moves its own
 * focus there silently, drops the real focus event as a duplicate and stays in browse mode. So the
 * dialog itself takes the first focus as it opens, a step change leaves the focus where it was, and
 * the step's target is focused once the change has been painted and a screen reader has had
 * SCREEN_READER_MS to take it in; counted from the paint, so a slow device's rendering does not eat
 * into it.
 *
 * Only these two moves wait: every other one (a refused step's first empty field, the trigger as the
 * dialog closes) leaves the focused element in the tree and happens at once. The wait is the same on
 * every platform: a page cannot tell that a screen reader is running, and guessing it from the
 * platform would be fragile; SCREEN_READER_MS after the paint is imperceptible, and a character typed
 * meanwhile brings the focus at once (typeEarly).
 */

/** The step's first field (StepFields names it by id), or on the summary its opening sentence. */
export function focusStep(form: HTMLFormElement, step: Step): void {
  form.querySelector<HTMLElement>(step === 3 ? 'p[tabindex]' : `#${STEP_FIELDS[step][0]}`)!.focus();
}

/** Calls `focus` (focusStep on the step of that moment) once SCREEN_READER_MS have passed after the paint. */
export function focusStepSoon(dialog: HTMLDialogElement, focus: () => void): void {
  const root = dialog.getRootNode() as ShadowRoot;
  const before = root.activeElement;
  afterPaint(() => {
    // The step of that moment (a closed dialog's fields take no focus), unless the customer put
    // the focus somewhere else meanwhile, or the widget left the page.
    if (!dialog.isConnected) return;
    const now = root.activeElement;
    if (!now || now === before || now === dialog || now.closest('[hidden]')) focus();
  }, SCREEN_READER_MS);
}

/**
 * A character typed while the dialog itself holds the focus (before focusStepSoon gives it to the
 * step) goes to the step's field: focused during keydown, the field receives the character.
 */
export function typeEarly(event: KeyboardEvent, focus: () => void): void {
  if (event.target === event.currentTarget && event.key.length === 1) focus();
}
