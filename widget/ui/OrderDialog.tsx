import { Component, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { attribution } from '../core/attribution';
import { EVENTS, PARTNER_ATTRIBUTE } from '../core/contract';
import { BUTTONS, DIALOG_TITLE, HANDOFF, MESSAGES, PAYMENT_NEXT, STEP_ANNOUNCEMENTS, STEP_INTROS } from '../core/copy';
import { confirmOrder } from '../core/checkout';
import type { FieldName } from '../core/fields';
import { HANDOFF_PATH, handoffFields } from '../core/handoff';
import {
  SCREEN_READER_MS,
  STEP_ERRORS,
  SUCCESS_MS,
  TOAST_MS,
  initialState,
  invalidFields,
  orderReducer,
  type Notice,
  type OrderAction,
  type OrderState,
} from '../core/order';
import { STEP_FIELDS, missingFields } from '../core/steps';
import { emit } from '../events';
import { Icon } from './Icon';
import { OfficialRoute } from './OfficialRoute';
import { Progress } from './Progress';
import { StepFields } from './StepFields';
import { StepSummary } from './StepSummary';
import { SuccessNotice } from './SuccessNotice';
import { Toast } from './Toast';
import { afterPaint } from './afterPaint';
import { ERROR_ID, TITLE_ID } from './ids';
import { returnFocus } from './returnFocus';
import { postOrder } from './postOrder';
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

/**
 * The second click of a double click on Suivant lands where Suivant was: on Confirmer (same place
 * in the footer), or on the backdrop when the shorter summary step shrank the dialog. Neither may act.
 */
const secondClick = (event: { detail: number }) => event.detail > 1;

export interface OrderDialogProps {
  /** Receives the dialog's controls once it is rendered. */
  connect: (controls: OrderControls) => void;
  /** The origin that served widget.js, which the last step's legal links point to. */
  origin: string;
  /** The page's partner, from the script tag: the orders of triggers that name none are theirs. */
  partner?: string | null;
}

type DialogState = OrderState<Element | null>;

/**
 * The order dialog and its notices: the only stateful component. Its state is the reducer's, all of
 * it (`orderReducer`); this component maps it onto a native modal `<dialog>`, focus, scroll, what
 * screen readers announce, and events. A class rather than hooks: the widget then ships no hooks
 * runtime (724 B gzip), and each change of state is handled in one place, `componentDidUpdate`, in
 * the order the browser needs it.
 */
export class OrderDialog extends Component<OrderDialogProps, DialogState> implements OrderControls {
  override state: DialogState = initialState();
  readonly #dialogRef: RefObject<HTMLDialogElement | null> = { current: null };
  readonly #formRef: RefObject<HTMLFormElement | null> = { current: null };
  #unlockScroll: (() => void) | null = null;
  #pressedBackdrop = false;
  readonly #timers: { error?: ReturnType<typeof setTimeout>; success?: ReturnType<typeof setTimeout> } = {};
  /** What the elements last drawn show, and those elements (render). */
  #shown: unknown[] = [];
  #elements: ReactNode = null;

  override componentDidMount() {
    // The backdrop's clicks are heard on the shadow root rather than on the <dialog>: Firefox tells
    // screen readers that everything inside an element with a click listener is « cliquable »
    // (the steps' opening sentences included).
    const root = this.#dialogRef.current!.getRootNode();
    root.addEventListener('pointerdown', this.#pressBackdrop);
    root.addEventListener('click', this.#clickBackdrop);
    if (__ORDER_SERVICE__) {
      // The page's CSP may forbid the order's form its target, or the payment page the service
      // redirects to (form-action): the page then stays, and the dialog says so. Reported, not
      // enforced, the navigation goes on.
      document.addEventListener('securitypolicyviolation', (event) => {
        if (event.effectiveDirective === 'form-action' && event.disposition === 'enforce') this.#dispatch({ type: 'blocked' });
      });
      // Back from the payment page, the page may be restored as it was left, the order opening.
      addEventListener('pageshow', (event) => {
        if (event.persisted) this.#dispatch({ type: 'returned' });
      });
    }
    this.props.connect(this);
  }

  #dispatch(action: OrderAction<Element | null>) {
    this.setState((state) => orderReducer(state, action));
  }

  open(prefill?: unknown, trigger?: Element | null) {
    // Read when the order starts: a single-page app may change its address before the confirmation.
    // The reducer keeps them only if this opening opens: a second one leaves the order its own.
    const opener = {
      trigger: trigger ?? document.activeElement,
      attribution: attribution([trigger?.getAttribute(PARTNER_ATTRIBUTE), this.props.partner], location),
    };
    this.#dispatch({ type: 'open', prefill, opener });
  }

  close = () => this.#dispatch({ type: 'close' });

  override componentDidUpdate(_: OrderDialogProps, previous: DialogState) {
    const { status, step, error, success } = this.state;
    const dialog = this.#dialogRef.current!;
    if (status !== previous.status) {
      if (status === 'open') {
        // The dialog itself takes the first focus, its first field a moment later (#focusStepSoon).
        dialog.showModal();
        dialog.focus();
        this.#unlockScroll = lockScroll();
        emit(EVENTS.open, null);
        this.#focusStepSoon();
      } else {
        dialog.close();
        this.#unlockScroll!();
        // The dialog gives focus back to what had it when it opened, which is not the trigger when the
        // API opened it or when the browser does not focus clicked buttons (Safari): do it here.
        returnFocus(previous.opener!.trigger);
        emit(EVENTS.close, null);
      }
    }
    // A step change leaves the focus where it was until then: focused again, the dialog would be
    // read whole at every step.
    if (status === 'open' && status === previous.status && step !== previous.step) this.#focusStepSoon();
    if (status === 'open' && (status !== previous.status || step !== previous.step)) emit(EVENTS.step, { step });
    this.#expire('error', error, previous.error, TOAST_MS);
    this.#expire('success', success, previous.success, SUCCESS_MS);
  }

  /**
   * Focuses the step's target once the change has been painted and a screen reader has had
   * SCREEN_READER_MS to take it in: focused sooner, the target is lost on Orca, which moves its own
   * focus there silently when the element that had the focus leaves the accessibility tree (the
   * trigger as the page turns inert, a field of the step just left), then drops the real focus
   * event as a duplicate and stays in browse mode. Counted from the paint, so a slow device's
   * rendering does not eat into it; a key pressed meanwhile brings the focus at once (onKeyDown).
   */
  #focusStepSoon() {
    const dialog = this.#dialogRef.current!;
    const root = dialog.getRootNode() as ShadowRoot;
    const before = root.activeElement;
    afterPaint(() =>
      setTimeout(() => {
        // The step of that moment (a closed dialog's fields take no focus), unless the customer put
        // the focus somewhere else meanwhile, or the widget left the page.
        if (!dialog.isConnected) return;
        const now = root.activeElement;
        if (!now || now === before || now === dialog || now.closest('[hidden]')) this.#focusStep();
      }, SCREEN_READER_MS),
    );
  }

  /**
   * A character typed while the dialog itself holds the focus (before #focusStepSoon gives it to the
   * step) goes to the step's field: focused during keydown, the field receives the character.
   */
  #typeEarly = (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && event.key.length === 1) this.#focusStep();
  };

  /** The step's first field (StepFields names it by id), or on the summary its opening sentence. */
  #focusStep() {
    const { step } = this.state;
    this.#formRef.current!.querySelector<HTMLElement>(step === 3 ? 'p[tabindex]' : `#${STEP_FIELDS[step][0]}`)!.focus();
  }

  /** Takes a notice away once it has been up for `ms`, counted again when it is raised again. */
  #expire(which: 'error' | 'success', notice: Notice | null, before: Notice | null, ms: number) {
    if (notice === before) return;
    clearTimeout(this.#timers[which]);
    // Stryker disable next-line ConditionalExpression: dismissing when no notice is up changes nothing (orderReducer).
    if (notice) this.#timers[which] = setTimeout(() => this.#dispatch({ type: 'dismiss', notice: which }), ms);
  }

  #type = (field: FieldName, value: string) => this.#dispatch({ type: 'type', field, value });

  #next = (event: FormEvent) => {
    event.preventDefault();
    const { step, draft } = this.state;
    const missing = missingFields(step, draft);
    const form = this.#formRef.current!;
    // Fields' ids are their names (StepFields).
    const focused = (form.getRootNode() as ShadowRoot).activeElement?.id;
    if (missing[0]) {
      form.querySelector<HTMLElement>(`#${missing[0]}`)!.focus();
      emit(EVENTS.invalid, { step, missing });
    }
    this.#dispatch({ type: 'next', focused });
  };

  #previous = () => this.#dispatch({ type: 'previous' });

  /**
   * Confirmer la commande: the order goes to the page (kbis:confirm), then, in a build with an order
   * service, to the service, whose payment page replaces the page; once sent, it is not sent again.
   * Sent once « Ouverture de la page de paiement… » has been painted and a screen reader has had
   * SCREEN_READER_MS to take it in: sent at once, a fast service's payment page replaced the page
   * before Orca read the sentence, and a blind customer heard only the new page.
   */
  #confirm = (event: MouseEvent) => {
    if (secondClick(event) || this.state.handoff) return;
    const order = confirmOrder(this.state.draft, this.state.opener!.attribution);
    emit(EVENTS.confirm, { order });
    if (__ORDER_SERVICE__) {
      this.#dispatch({ type: 'handOff' });
      const dialog = this.#dialogRef.current!;
      const fields = handoffFields(order);
      afterPaint(() => setTimeout(() => postOrder(dialog, this.props.origin + HANDOFF_PATH, fields), SCREEN_READER_MS));
    } else this.#dispatch({ type: 'confirm' });
  };

  /**
   * The <dialog>'s close event, which comes a task after it closed. Only a close the browser made
   * (Escape) closes the order: one that was rendered closed, or has been reopened since, is stale.
   * Preact renders a reopening before the event; React may render it after.
   */
  #closedByBrowser = () => {
    if (!this.#dialogRef.current!.open && this.state.status === 'open') this.close();
  };

  /** A click closes the dialog only when it started and ended on the backdrop (the <dialog> itself). */
  #pressBackdrop = (event: Event) => {
    this.#pressedBackdrop = event.target === this.#dialogRef.current;
  };

  #clickBackdrop = (event: Event) => {
    if (this.#pressedBackdrop && event.target === this.#dialogRef.current && !secondClick(event as UIEvent)) this.close();
  };

  override render() {
    const { step, draft, error, success, handoff } = this.state;
    const invalid = invalidFields(this.state);
    // Opening and closing change what the dialog does (`status`), not what it shows. Render then
    // returns the very elements it returned last time, which Preact, like React, skips instead of
    // comparing them node by node: a reopen's script 6.1 -> 5.4 ms at 4x CPU slowdown (main-thread
    // profile, medians of 60). Not `shouldComponentUpdate`: returning false there would also skip
    // `componentDidUpdate`, which shows and closes the <dialog>. Each opening makes a new draft: it is
    // compared field by field (every draft lists its fields in the order createDraft gives them).
    const shown = [step, error, success, handoff, invalid.join(), ...Object.values(draft)];
    if (shown.some((value, index) => value !== this.#shown[index])) {
      this.#shown = shown;
      this.#elements = this.#draw(invalid);
    }
    return this.#elements;
  }

  #draw(invalid: FieldName[]) {
    const { step, draft, error, success, handoff } = this.state;
    const intro = STEP_INTROS[step];
    return (
      <>
        <dialog
          ref={this.#dialogRef}
          className={styles.dialog}
          aria-labelledby={TITLE_ID}
          // Focused before any field when it opens: see componentDidUpdate.
          tabIndex={-1}
          onClose={this.#closedByBrowser}
          onKeyDown={this.#typeEarly}
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
              {/* Read with the dialog as it opens, announced at each step change. First in the body:
                  where Orca puts its own focus when the field that had it is hidden, rather than on
                  the step's opening sentence, whose focus it would then take for a duplicate. */}
              <p className={styles.visuallyHidden} aria-live="polite">
                {STEP_ANNOUNCEMENTS[step - 1]}
              </p>
              {intro && (
                <p className={styles.note} tabIndex={-1}>
                  {intro}
                </p>
              )}
              {step === 3 && <p>{PAYMENT_NEXT}</p>}
              {step === 1 && <OfficialRoute />}
              <StepFields step={step} draft={draft} invalid={invalid} onType={this.#type} />
              {step === 3 && (
                <StepSummary draft={draft} origin={this.props.origin} onTick={(checked) => this.#dispatch({ type: 'tick', checked })} />
              )}
            </div>
            {__ORDER_SERVICE__ && (
              // The order sent to the order service: the payment page opening, or kept from opening by
              // the page. There from the start, empty until then: a live region is heard only once it
              // was seen. Polite: Confirmer keeps the focus, and says nothing new.
              <div className={styles.handoff} role="status" aria-live="polite">
                {handoff === 'opening' && <p>{HANDOFF.opening}</p>}
                {handoff === 'blocked' && (
                  <p>
                    {HANDOFF.blocked}
                    <a target="_blank" rel="noopener" href={`${this.props.origin}/`}>
                      {HANDOFF.link}
                    </a>
                    {HANDOFF.after}
                  </p>
                )}
              </div>
            )}
            <div className={styles.footer}>
              <button type="button" className={styles.button} disabled={step === 1 || !!handoff} onClick={this.#previous}>
                {BUTTONS.previous}
              </button>
              {step === 3 ? (
                <button
                  key="confirm"
                  type="button"
                  // Stryker disable next-line StringLiteral: the confirm button's look, which only a browser renders (tests/browser/widget-look.test.ts).
                  className={`${styles.button} ${styles.confirm}`}
                  // Not `disabled`, which would take the focus away from it: it keeps it, pressed in vain.
                  aria-disabled={!!handoff || undefined}
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
          {/* Errors, inside the dialog: a modal dialog hides everything outside it from assistive
              tech. Two alerts: an assertive one for a refusal that leaves the focus where it was; a
              silent one (aria-live="off") when the focus moves to a field that says the message
              itself (Notice.announced), which goes on holding the message, undrawn, for as long as
              fields point to it (aria-errormessage). A region whose aria-live changed with its text
              went unheard. Assertive as well as an alert: Firefox gives Linux screen readers no
              live attribute for role="alert" alone, and Orca then says nothing
              (https://github.com/w3c/core-aam/issues/261). */}
          <div className={styles.toasts} role="alert" aria-live="assertive">
            <Toast notice={error?.announced ? error : null} />
          </div>
          <div id={ERROR_ID} className={error && !error.announced ? styles.toasts : styles.visuallyHidden} role="alert" aria-live="off">
            {invalid.length > 0 && <p>{MESSAGES[STEP_ERRORS[step as 1 | 2]]}</p>}
          </div>
        </dialog>
        {/* Only where the order ends in the browser: with an order service, the service's own page says it. */}
        {!__ORDER_SERVICE__ && <SuccessNotice notice={success} onDismiss={() => this.#dispatch({ type: 'dismiss', notice: 'success' })} />}
      </>
    );
  }
}
