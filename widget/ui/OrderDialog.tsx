import { Component, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { attribution } from '../core/attribution';
import { EVENTS, PARTNER_ATTRIBUTE } from '../core/contract';
import { BUTTONS, DIALOG_TITLE } from '../core/copy';
import { confirmOrder, withDocuments, withSiren } from '../core/checkout';
import type { DocumentField } from '../core/document-choice';
import type { FieldName } from '../core/fields';
import {
  browserOrderReducer,
  initialState,
  invalidFields,
  invalidOnService,
  missingOnService,
  serviceOrderReducer,
  type OrderAction,
  type OrderState,
} from '../core/order';
import { missingFields } from '../core/steps';
import { emit } from '../events';
import { Icon } from './Icon';
import { Progress } from './Progress';
import { SuccessNotice } from './SuccessNotice';
import { closeOnBackdrop } from './closeOnBackdrop';
import { LISTBOX_ID, REFUSAL_ID } from './companyCombobox';
import { focusStep, focusStepSoon, typeEarly } from './delayedFocus';
import { expireNotices } from './expireNotices';
import { followHandOff, handOff, handOffStatus } from './handOff';
import { TITLE_ID } from './ids';
import { returnFocus } from './returnFocus';
import { askHoldings } from './askHoldings';
import { companySearcher } from './searchCompanies';
import { secondClick } from './secondClick';
import { lockScroll } from './scrollLock';
import { stepAlerts } from './stepAlerts';
import { stepBody } from './stepBody';
import { stepButtons } from './stepButtons';
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

export interface OrderDialogProps {
  /** Receives the dialog's controls once it is rendered. */
  connect: (controls: OrderControls) => void;
  /** The origin that served widget.js, which the last step's legal links point to. */
  origin: string;
  /** The page's partner, from the script tag: the orders of triggers that name none are theirs. */
  partner?: string | null;
}

/**
 * The order dialog and its notices: the only stateful component. Its state is the reducer's, all of
 * it (`orderReducer` and its build's ending); this component maps it onto a native modal `<dialog>`,
 * focus, scroll, what screen readers announce, and events. A class rather than hooks: the widget then ships no hooks
 * runtime (724 B gzip), and each change of state is handled in one place, `componentDidUpdate`, in
 * the order the browser needs it.
 */
export class OrderDialog extends Component<OrderDialogProps, OrderState<Element | null>> implements OrderControls {
  override state: OrderState<Element | null> = initialState();
  readonly #dialogRef: RefObject<HTMLDialogElement | null> = { current: null };
  readonly #formRef: RefObject<HTMLFormElement | null> = { current: null };
  #unlockScroll: (() => void) | null = null;
  /** What the elements last drawn show, and those elements (render). */
  #shown: unknown[] = [];
  #elements: ReactNode = null;

  override componentDidMount() {
    closeOnBackdrop(this.#dialogRef.current!, this.close);
    if (__ORDER_SERVICE__) followHandOff(this.#dispatch);
    this.props.connect(this);
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

  /** The rules of the build: Confirmer hands the order off to the service, or ends it in the browser. */
  #dispatch = (action: OrderAction<Element | null>) =>
    this.setState((state) => (__ORDER_SERVICE__ ? serviceOrderReducer : browserOrderReducer)(state, action));
  close = () => this.#dispatch({ type: 'close' });

  override componentDidUpdate(_: OrderDialogProps, previous: OrderState<Element | null>) {
    const { status, step } = this.state;
    const dialog = this.#dialogRef.current!;
    if (status !== previous.status) {
      if (status === 'open') {
        // The dialog itself takes the first focus, its first field a moment later (below).
        dialog.showModal();
        dialog.focus();
        this.#unlockScroll = lockScroll();
        emit(EVENTS.open, null);
      } else {
        dialog.close();
        this.#unlockScroll!();
        // The dialog gives focus back to what had it when it opened, which is not the trigger when the
        // API opened it or when the browser does not focus clicked buttons (Safari): do it here.
        returnFocus(previous.opener!.trigger);
        emit(EVENTS.close, null);
        // Closed, the dialog forgets a search still pending: once, as it closes, since forgetting
        // renders again.
        if (__ORDER_SERVICE__) this.#searchCompanies!('');
      }
    }
    if (status === 'open' && (status !== previous.status || step !== previous.step)) {
      // The step's target takes the focus a moment later (delayedFocus.ts). Until then a step change
      // leaves it where it was: focused again, the dialog would be read whole at every step.
      focusStepSoon(dialog, this.#focusStep);
      emit(EVENTS.step, { step });
    }
    this.#expireNotices(this.state, previous);
    if (__ORDER_SERVICE__) {
      // The active suggestion and Suivant's refusal stay in sight (on a phone, the refusal comes under the fold).
      const { search } = this.state;
      const active = search?.active ?? -1;
      if (active >= 0 && active !== previous.search?.active)
        dialog.querySelector(`#${LISTBOX_ID}`)!.children[active]!.scrollIntoView({ block: 'nearest' });
      if (search?.refused && !previous.search?.refused) dialog.querySelector(`#${REFUSAL_ID}`)!.scrollIntoView({ block: 'nearest' });
      // A company chosen: what the register holds of it, said under the documents when the service answers.
      const chosen = search?.chosen;
      if (chosen && chosen !== previous.search?.chosen) askHoldings(this.props.origin, chosen.siren, this.#dispatch);
    }
  }

  readonly #expireNotices = expireNotices((notice) => this.#dispatch({ type: 'dismiss', notice }));
  #focusStep = () => focusStep(this.#formRef.current!, this.state.step);
  #typeEarly = (event: KeyboardEvent) => typeEarly(event, this.#focusStep);
  /** The company search's requests, in a build with an order service, to the service that served widget.js. */
  readonly #searchCompanies = __ORDER_SERVICE__ ? companySearcher(this.props.origin, this.#dispatch) : null;
  #type = (field: FieldName, value: string) => {
    this.#dispatch({ type: 'type', field, value });
    if (__ORDER_SERVICE__ && field === 'companyName') this.#searchCompanies!(value);
  };
  #previous = () => this.#dispatch({ type: 'previous' });

  #next = (event: FormEvent) => {
    event.preventDefault();
    const { step, draft } = this.state;
    const missing = __ORDER_SERVICE__ ? missingOnService(step, draft) : missingFields(step, draft);
    const form = this.#formRef.current!;
    // Fields' ids are their names (StepFields); the documents' checkboxes share one (DocumentChoices),
    // the first of them takes the focus.
    const focused = (form.getRootNode() as ShadowRoot).activeElement?.id;
    if (missing[0]) {
      form.querySelector<HTMLElement>(__ORDER_SERVICE__ ? `[name=${missing[0]}]` : `#${missing[0]}`)!.focus();
      emit(EVENTS.invalid, { step, missing });
    }
    this.#dispatch({ type: 'next', focused });
  };

  /**
   * Confirmer la commande: the order goes to the page (kbis:confirm), then, in a build with an order
   * service, to the service (handOff), whose payment page replaces the page; once sent, never again.
   */
  #confirm = (event: MouseEvent) => {
    if (secondClick(event) || this.state.handoff) return;
    const confirmed = confirmOrder(this.state.draft, this.state.opener!.attribution);
    const order = __ORDER_SERVICE__ ? withDocuments(withSiren(confirmed, this.state.search?.chosen?.siren), this.state.draft) : confirmed;
    emit(EVENTS.confirm, { order });
    if (__ORDER_SERVICE__) handOff(this.#dialogRef.current!, this.props.origin, order, this.#dispatch);
    else this.#dispatch({ type: 'confirm' });
  };

  /**
   * The <dialog>'s close event, which comes a task after it closed. Only a close the browser made
   * (Escape) closes the order: one that was rendered closed, or has been reopened since, is stale.
   * Preact renders a reopening before the event; React may render it after.
   */
  #closedByBrowser = () => {
    if (!this.#dialogRef.current!.open && this.state.status === 'open') this.close();
  };

  override render() {
    const { step, draft, error, success, handoff } = this.state;
    const invalid = __ORDER_SERVICE__ ? invalidOnService(this.state) : invalidFields(this.state);
    // Opening and closing change what the dialog does (`status`), not what it shows. Render then
    // returns the very elements it returned last time, which Preact, like React, skips instead of
    // comparing them node by node: a reopen's script 6.1 -> 5.4 ms at 4x CPU slowdown (main-thread
    // profile, medians of 60). Not `shouldComponentUpdate`: returning false there would also skip
    // `componentDidUpdate`, which shows and closes the <dialog>. Each opening makes a new draft: it is
    // compared field by field (every draft lists its fields in the order createDraft gives them).
    const shown = [step, error, success, handoff, invalid.join(), __ORDER_SERVICE__ && this.state.search, ...Object.values(draft)];
    if (shown.some((value, index) => value !== this.#shown[index])) {
      this.#shown = shown;
      this.#elements = this.#draw(invalid);
    }
    return this.#elements;
  }

  #draw(invalid: (FieldName | DocumentField)[]) {
    const { step, draft, error, success, handoff } = this.state;
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
            {stepBody(
              step,
              draft,
              invalid,
              this.props.origin,
              this.#type,
              (checked) => this.#dispatch({ type: 'tick', checked }),
              __ORDER_SERVICE__ ? this.state.search : undefined,
              this.#dispatch,
            )}
            {__ORDER_SERVICE__ && handOffStatus(handoff, this.props.origin)}
            {stepButtons(step, handoff, this.#previous, this.#confirm)}
          </form>
          {stepAlerts(error, invalid, step)}
        </dialog>
        {/* Only where the order ends in the browser: with an order service, the service's own page says it. */}
        {!__ORDER_SERVICE__ && <SuccessNotice notice={success} onDismiss={() => this.#dispatch({ type: 'dismiss', notice: 'success' })} />}
      </>
    );
  }
}
