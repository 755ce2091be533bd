import { Component, type FormEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { attribution, type Attribution } from '../core/attribution';
import { EVENTS, PARTNER_ATTRIBUTE } from '../core/contract';
import { BUTTONS, DIALOG_TITLE, STEP_INTROS } from '../core/copy';
import { confirmOrder } from '../core/checkout';
import type { Draft, FieldName } from '../core/fields';
import { TOAST_MS, initialState, orderReducer, type Notice, type OrderAction, type OrderState } from '../core/order';
import { STEP_FIELDS, missingFields, type Step } from '../core/steps';
import { emit } from '../events';
import { Icon } from './Icon';
import { Progress } from './Progress';
import { StepFields } from './StepFields';
import { StepSummary } from './StepSummary';
import { Toast } from './Toast';
import { afterPaint } from './afterPaint';
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
  /** Receives the dialog's controls once it is rendered. */
  connect: (controls: OrderControls) => void;
  /** The origin that served widget.js, which the last step's legal links point to. */
  origin: string;
  /** The page's partner, from the script tag: the orders of triggers that name none are theirs. */
  partner?: string | null;
}

interface DialogState extends OrderState {
  /** The notice in the region outside the dialog: the success, once the closed dialog has been painted. */
  success: Notice | null;
}

/**
 * The order dialog and its notices: the only stateful component, and the controls it connects to
 * the page-facing side. The rules live in `orderReducer`; this component maps them onto a native
 * modal `<dialog>`, focus, scroll and events. A class rather than hooks: the widget then ships no
 * hooks runtime (724 B gzip), and each change of state is handled in one place,
 * `componentDidUpdate`, in the order the browser needs it.
 */
export class OrderDialog extends Component<OrderDialogProps, DialogState> implements OrderControls {
  override state: DialogState = { ...initialState(), success: null };
  readonly #dialogRef: RefObject<HTMLDialogElement | null> = { current: null };
  readonly #formRef: RefObject<HTMLFormElement | null> = { current: null };
  readonly #successRef: RefObject<HTMLDivElement | null> = { current: null };
  #focusOnClose: Element | null = null;
  #openedFrom: Attribution | null = null;
  #unlockScroll: (() => void) | null = null;
  #pressedBackdrop = false;
  #successShown = false;
  #noticeTimer?: ReturnType<typeof setTimeout>;
  /** What the elements last drawn show, and those elements (render). */
  #shown: unknown[] = [];
  #elements: ReactNode = null;

  override componentDidMount() {
    this.props.connect(this);
  }

  #dispatch(action: OrderAction) {
    this.setState((state) => orderReducer(state, action));
  }

  open(prefill?: unknown, trigger?: Element | null) {
    const dialog = this.#dialogRef.current!;
    const { host } = dialog.getRootNode() as ShadowRoot;
    // Built off the page (mountWidget), the host joins <body> at the first opening; a single-page app
    // that rewrote <body> since took it away: put it back.
    if (!host.isConnected) {
      document.body.append(host);
      // A removal hid the success region: it is shown again at the next close.
      this.#successShown = false;
      // Removed while open, the dialog left the top layer but kept its open attribute: the order
      // in progress comes back as it was.
      if (dialog.open) {
        // Stryker disable next-line StringLiteral: happy-dom shows an open dialog again; Chromium throws, as tests/browser/widget-hostile-pages.test.ts sees.
        dialog.removeAttribute('open');
        dialog.showModal();
        return;
      }
    }
    const focusOnClose = trigger ?? document.activeElement;
    // Read when the order starts: a single-page app may change its address before the confirmation.
    const openedFrom = attribution([trigger?.getAttribute(PARTNER_ATTRIBUTE), this.props.partner], location);
    // Decided on the state the updates queued so far lead to, not on the <dialog>, which shows a
    // close only once it is rendered: `close(); open(other)` in one task opens on `other`. Only an
    // opening that opens takes the trigger and attribution: a second one leaves the order's own.
    this.setState((state) => {
      const opened = orderReducer(state, { type: 'open', prefill });
      if (opened !== state) {
        this.#focusOnClose = focusOnClose;
        this.#openedFrom = openedFrom;
      }
      return opened;
    });
  }

  close = () => this.#dispatch({ type: 'close' });

  override componentDidUpdate(_: OrderDialogProps, previous: DialogState) {
    const { status, step, notice } = this.state;
    const dialog = this.#dialogRef.current!;
    if (status !== previous.status) {
      if (status === 'open') {
        dialog.showModal();
        this.#unlockScroll = lockScroll();
        emit(EVENTS.open, null);
      } else {
        dialog.close();
        // Shown once per connection, when the dialog first closes rather than when it first opens,
        // which is the click a visitor waits on; every opening puts the dialog above it in the top
        // layer. Optional: happy-dom and browsers before 2024 have no popover, the region is then only fixed.
        if (!this.#successShown) this.#successRef.current!.showPopover?.();
        this.#successShown = true;
        this.#unlockScroll!();
        // The dialog gives focus back to what had it when it opened, which is not the trigger when the
        // API opened it or when the browser does not focus clicked buttons (Safari): do it here.
        returnFocus(this.#focusOnClose);
        emit(EVENTS.close, null);
      }
    }
    if (status === 'open' && (status !== previous.status || step !== previous.step)) {
      // The step's first field (StepFields names it by id), or on the summary its opening sentence
      // (the form's first paragraph), not its checkbox.
      this.#formRef.current!.querySelector<HTMLElement>(step === 3 ? 'p' : `#${STEP_FIELDS[step][0]}`)!.focus();
      emit(EVENTS.step, { step });
    }
    if (notice !== previous.notice) {
      clearTimeout(this.#noticeTimer);
      // Stryker disable next-line ConditionalExpression: dismissing when no notice is up changes nothing (orderReducer).
      if (notice) this.#noticeTimer = setTimeout(() => this.#dispatch({ type: 'dismiss' }), TOAST_MS);
    }
    // While the modal was open the region outside it was pruned from the accessibility tree: the
    // success goes there once the close has been painted, in a region screen readers see again.
    if (this.#success() !== this.state.success) afterPaint(() => this.setState({ success: this.#success() }));
  }

  /** The notice the region outside the dialog should show. */
  #success() {
    return this.state.status === 'closed' ? this.state.notice : null;
  }

  #type = (field: FieldName, value: string) => this.#dispatch({ type: 'type', field, value });

  #next = (event: FormEvent) => {
    event.preventDefault();
    const { step, draft } = this.state;
    const missing = missingFields(step, draft);
    if (missing[0]) {
      this.#formRef.current!.querySelector<HTMLElement>(`#${missing[0]}`)!.focus();
      emit(EVENTS.invalid, { step, missing });
    }
    this.#dispatch({ type: 'next' });
  };

  #confirm = (event: MouseEvent) => {
    if (secondClick(event)) return;
    emit(EVENTS.confirm, { order: confirmOrder(this.state.draft, this.#openedFrom!) });
    this.#dispatch({ type: 'confirm' });
  };

  override render() {
    const { step, draft, notice, success } = this.state;
    // Opening and closing change what the dialog does (`status`), not what it shows. Render then
    // returns the very elements it returned last time, which Preact, like React, skips instead of
    // comparing them node by node: a reopen's script 6.1 -> 5.4 ms at 4x CPU slowdown (main-thread
    // profile, medians of 60). Each opening makes a new draft: it is compared field by field (every
    // draft lists its fields in the order createDraft gives them).
    const shown = [step, notice, success, ...Object.values(draft)];
    if (shown.some((value, index) => value !== this.#shown[index])) {
      this.#shown = shown;
      this.#elements = this.#draw(step, draft, notice, success);
    }
    return this.#elements;
  }

  #draw(step: Step, draft: Draft, notice: Notice | null, success: Notice | null) {
    return (
      <>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click handles the backdrop; from the keyboard, Escape closes the dialog natively. */}
        <dialog
          ref={this.#dialogRef}
          className={styles.dialog}
          aria-labelledby={TITLE_ID}
          // The event comes a task after the dialog closed. Only a close the browser made (Escape)
          // closes the order: one that was rendered closed, or has been reopened since, is stale.
          // Preact renders a reopening before the event; React may render it after.
          onClose={() => this.#dialogRef.current!.open || this.state.status !== 'open' || this.close()}
          onPointerDown={(event) => (this.#pressedBackdrop = event.target === event.currentTarget)}
          onClick={(event) => this.#pressedBackdrop && event.target === event.currentTarget && !secondClick(event) && this.close()}
        >
          <form ref={this.#formRef} className={styles.form} noValidate onSubmit={this.#next}>
            <div className={styles.header}>
              <h2 id={TITLE_ID}>{DIALOG_TITLE}</h2>
              <button type="button" className={styles.iconButton} aria-label={BUTTONS.close} onClick={this.close}>
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
              <StepFields step={step} draft={draft} onType={this.#type} />
              {step === 3 && (
                <StepSummary draft={draft} origin={this.props.origin} onTick={(checked) => this.#dispatch({ type: 'tick', checked })} />
              )}
            </div>
            <div className={styles.footer}>
              <button type="button" className={styles.button} disabled={step === 1} onClick={() => this.#dispatch({ type: 'previous' })}>
                {BUTTONS.previous}
              </button>
              {step === 3 ? (
                <button
                  key="confirm"
                  type="button"
                  // Stryker disable next-line StringLiteral: the confirm button's look, which only a browser renders (tests/browser/widget-look.test.ts).
                  className={`${styles.button} ${styles.confirm}`}
                  onClick={this.#confirm}
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
        <div ref={this.#successRef} className={styles.toasts} role="status" popover="manual">
          <Toast notice={success} />
        </div>
      </>
    );
  }
}
