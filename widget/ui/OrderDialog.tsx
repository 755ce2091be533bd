import { useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { attribution, type Attribution } from '../core/attribution';
import { EVENTS, PARTNER_ATTRIBUTE } from '../core/contract';
import { BUTTONS, DIALOG_TITLE, STEP_INTROS } from '../core/copy';
import { confirmOrder } from '../core/checkout';
import type { FieldName } from '../core/fields';
import { INITIAL_STATE, TOAST_MS, orderReducer, type Notice } from '../core/order';
import { STEP_FIELDS, missingFields } from '../core/steps';
import { emit } from '../events';
import { Icon } from './Icon';
import { Progress } from './Progress';
import { StepFields } from './StepFields';
import { StepSummary } from './StepSummary';
import { Toast } from './Toast';
import { returnFocus } from './returnFocus';
import { lockScroll } from './scrollLock';
import * as styles from './styles';

/** What the page-facing side (triggers, `window.KbisWidget`) may ask of the dialog. */
export interface OrderControls {
  /**
   * Opens on step 1, prefilled; focus returns to `trigger` (or the focused element) on close, and
   * the trigger's `data-kbis-partner` names the order's partner.
   */
  open(prefill?: unknown, trigger?: Element | null): void;
  close(): void;
}

const TITLE_ID = 'kbis-title';

/**
 * The second click of a double click on Suivant lands where Suivant was: on Confirmer (same place
 * in the footer), or on the backdrop when the shorter summary step shrank the dialog. Neither may act.
 */
const secondClick = (event: MouseEvent) => event.detail > 1;

export interface OrderDialogProps {
  connect: (controls: OrderControls) => void;
  /** The origin that served widget.js, which the last step's legal links point to. */
  origin: string;
  /** The page's partner, from the script tag: the orders of triggers that name none are theirs. */
  partner?: string | null;
}

/**
 * The order dialog and its notices: the only stateful component. The rules live in
 * `orderReducer`; this component maps them onto a native modal `<dialog>`, focus, scroll and events.
 */
export function OrderDialog({ connect, origin, partner }: OrderDialogProps) {
  const [state, dispatch] = useReducer(orderReducer, INITIAL_STATE);
  const { status, step, draft, notice } = state;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const focusOnClose = useRef<Element | null>(null);
  const openedFrom = useRef<Attribution | null>(null);
  const unlockScroll = useRef<(() => void) | null>(null);
  const pressedBackdrop = useRef(false);
  const [success, setSuccess] = useState<Notice | null>(null);

  const close = () => dispatch({ type: 'close' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the controls are handed over once, at mount; they read refs and dispatch, which never change.
  useLayoutEffect(() => {
    connect({
      open(prefill, trigger) {
        const dialog = dialogRef.current!;
        const { host } = dialog.getRootNode() as ShadowRoot;
        // A single-page app that rewrote <body> took the host with it: put it back.
        const removed = !host.isConnected;
        if (removed) document.body.append(host);
        // Shown before the dialog, so the dialog's top layer entry sits above it; again after a
        // removal, which hides it (showing a shown popover does nothing). Optional: happy-dom and
        // browsers before 2024 have no popover, the region is then only fixed.
        successRef.current?.showPopover?.();
        if (dialog.open && !removed) return;
        focusOnClose.current = trigger ?? document.activeElement;
        if (dialog.open) {
          // Removed while open, the dialog left the top layer but kept its open attribute: the
          // order in progress comes back as it was.
          // Stryker disable next-line StringLiteral: happy-dom shows an open dialog again; Chromium throws, as tests/browser/widget-hostile-pages.test.ts sees.
          dialog.removeAttribute('open');
          dialog.showModal();
          return;
        }
        // Read when the order starts: a single-page app may change its address before the confirmation.
        openedFrom.current = attribution([trigger?.getAttribute(PARTNER_ATTRIBUTE), partner], location);
        dispatch({ type: 'open', prefill });
      },
      close,
    });
  }, []);

  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    if (status === 'open') {
      dialog.showModal();
      unlockScroll.current = lockScroll();
      emit(EVENTS.open, null);
    } else if (unlockScroll.current) {
      dialog.close();
      unlockScroll.current();
      unlockScroll.current = null;
      // The dialog gives focus back to what had it when it opened, which is not the trigger when the
      // API opened it or when the browser does not focus clicked buttons (Safari): do it here.
      returnFocus(focusOnClose.current);
      emit(EVENTS.close, null);
    }
  }, [status]);

  useLayoutEffect(() => {
    if (status !== 'open') return;
    // The first field, or on the summary its opening sentence (the form's first paragraph), not its checkbox.
    formRef.current!.querySelector<HTMLElement>(step === 3 ? 'p' : 'input')!.focus();
    emit(EVENTS.step, { step });
  }, [status, step]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => dispatch({ type: 'dismiss' }), TOAST_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // While the modal was open the region outside it was pruned from the accessibility tree; an
  // effect runs after the close has been painted, so the text lands in a region screen readers see.
  useEffect(() => setSuccess(status === 'closed' ? notice : null), [status, notice]);

  const type = (field: FieldName, value: string) => dispatch({ type: 'type', field, value });

  const next = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(step, draft);
    if (missing[0]) {
      (formRef.current!.elements.namedItem(missing[0]) as HTMLElement).focus();
      emit(EVENTS.invalid, { step, missing });
    }
    dispatch({ type: 'next' });
  };

  const confirm = (event: MouseEvent) => {
    if (secondClick(event)) return;
    emit(EVENTS.confirm, { order: confirmOrder(draft, openedFrom.current!) });
    dispatch({ type: 'confirm' });
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click handles the backdrop; from the keyboard, Escape closes the dialog natively. */}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={TITLE_ID}
        // The event comes a task after the dialog closed: if it has been reopened since, it is stale.
        onClose={() => dialogRef.current!.open || close()}
        onPointerDown={(event) => (pressedBackdrop.current = event.target === event.currentTarget)}
        onClick={(event) => pressedBackdrop.current && event.target === event.currentTarget && !secondClick(event) && close()}
      >
        <form ref={formRef} className={styles.form} noValidate onSubmit={next}>
          <div className={styles.header}>
            <h2 id={TITLE_ID}>{DIALOG_TITLE}</h2>
            <button type="button" className={styles.iconButton} aria-label={BUTTONS.close} onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          <Progress step={step} />
          <div className={styles.body}>
            {STEP_INTROS[step] && (
              <p className={styles.note} tabIndex={-1}>
                {STEP_INTROS[step]}
              </p>
            )}
            {step === 3 ? (
              <StepSummary draft={draft} origin={origin} onTick={(checked) => dispatch({ type: 'tick', checked })} />
            ) : (
              <StepFields names={STEP_FIELDS[step]} draft={draft} onType={type} />
            )}
          </div>
          <div className={styles.footer}>
            <button type="button" className={styles.button} disabled={step === 1} onClick={() => dispatch({ type: 'previous' })}>
              {BUTTONS.previous}
            </button>
            {step === 3 ? (
              <button
                key="confirm"
                type="button"
                // Stryker disable next-line StringLiteral: the confirm button's look, which only a browser renders (tests/browser/widget-look.test.ts).
                className={`${styles.button} ${styles.confirm}`}
                onClick={confirm}
              >
                {BUTTONS.confirm}
              </button>
            ) : (
              <button key="next" type="submit" className={`${styles.button} ${styles.primary}`}>
                {BUTTONS.next}
              </button>
            )}
          </div>
        </form>
        {/* Errors, inside the dialog: a modal dialog hides everything outside it from assistive tech.
            Hidden with the dialog once closed, so the success notice never shows here. */}
        <div className={styles.toasts} role="alert">
          <Toast notice={notice} />
        </div>
      </dialog>
      {/* The success, outside: it stays after the dialog closes; as a popover it sits in the top
          layer, above whatever z-index the page uses. */}
      <div ref={successRef} className={styles.toasts} role="status" popover="manual">
        <Toast notice={success} />
      </div>
    </>
  );
}
