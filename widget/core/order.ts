/**
 * The rules of the order dialog as a pure reducer: no DOM, no framework. The dialog, the unit
 * tests and the property tests all drive this one function.
 */
import type { Attribution } from './attribution';
import { FIELD_MAX_LENGTHS } from './bounds';
import { COMPANY_FIELDS, createDraft, type CompanyField, type Draft, type FieldName } from './fields';
import { FIRST_STEP, STEP_FIELDS, missingFields, type Step } from './steps';
import type { MESSAGES, STEP_ERROR_MESSAGES } from './copy';
import { edited, refusesNext, searchReducer, type CompanySearch, type SearchAction } from './company-search';
import { DEFAULT_ENTRY, chooseDocuments, missingDocuments, type DocumentAction, type DocumentField } from './document-choice';

/**
 * How long after a step is painted its field takes the focus: time for a screen reader to take in
 * the change (Orca, reading Firefox, about 100-120 ms here; every opening and step heard at 250 ms).
 */
export const SCREEN_READER_MS = 250;

/** How long an error notice stays on screen; the fields it concerns stay marked invalid after it. */
export const TOAST_MS = 5000;

/**
 * How long the success notice stays, unless its button takes it away sooner: long enough for
 * someone whose screen reader was interrupted to go and find it and read it again (WCAG 2.2.1
 * counts 20 seconds as the time a user needs to act on a message).
 */
export const SUCCESS_MS = 20_000;

export type NoticeKey = keyof typeof MESSAGES;

/** A notice on screen; `id` changes each time one is raised, so a repeated one is announced again. */
export interface Notice {
  /** One of the product's messages, or in a build with an order service the documents' control it concerns (DOCUMENT_MESSAGES). */
  key: NoticeKey | DocumentField;
  id: number;
  /**
   * Whether its region announces it to screen readers. Not when a refused Suivant sends the focus
   * to an empty field, which says the message itself (the field points to it): it would be heard twice.
   */
  announced: boolean;
}

/** The dialog is shown or not; there is no other state. */
export type DialogStatus = 'closed' | 'open';

/**
 * Where the confirmed order stands once sent to the order service (builds that have one): the
 * payment page is opening, or the page's CSP kept the form from leaving (`form-action`); `null`
 * before, and again when the customer comes back with the Back button.
 */
export type Handoff = 'opening' | 'blocked' | null;

/**
 * Who opened the order in progress: what gets focus back when it closes (the trigger, or what had
 * focus), and whom the order is attributed to. Opaque to the rules, kept only while the order is open.
 */
export interface Opener<Trigger = unknown> {
  trigger: Trigger;
  attribution: Attribution;
}

export interface OrderState<Trigger = unknown> {
  status: DialogStatus;
  step: Step;
  draft: Draft;
  /** The error notice in the dialog, raised by a refused Suivant. */
  error: Notice | null;
  /** Suivant was refused on this step: its required fields still empty are marked invalid. */
  refused: boolean;
  /** The confirmation's notice, outside the dialog: it outlives the order, until dismissed. */
  success: Notice | null;
  opener: Opener<Trigger> | null;
  /** The order sent to the order service from step 3, which then can be neither confirmed again nor left. */
  handoff: Handoff;
  /** Step 1's company search, in a build with an order service; absent until it first acts in an opening. */
  search?: CompanySearch;
}

export type OrderAction<Trigger = unknown> =
  | { type: 'open'; prefill?: unknown; opener?: Opener<Trigger> }
  | { type: 'type'; field: FieldName; value: string }
  /** The last step's checkbox: start the service before the end of the withdrawal period. */
  | { type: 'tick'; checked: boolean }
  /** `focused`: the name of the field that has the focus, if any; a refusal announces its message unless focus moves. */
  | { type: 'next'; focused?: string }
  | { type: 'previous' }
  | { type: 'close' }
  /** Confirmer la commande in a build without an order service: the order ends in the browser (browserOrderReducer). */
  | { type: 'confirm' }
  /** Confirmer la commande in a build with one: the order is sent, the dialog stays while the payment page opens (serviceOrderReducer). */
  | { type: 'handOff' }
  /** The page's CSP blocked the order's form. */
  | { type: 'blocked' }
  /** The page came back from the back/forward cache: the payment page was left, the order may be confirmed again. */
  | { type: 'returned' }
  | { type: 'dismiss'; notice: 'error' | 'success' }
  /** The company search of step 1, in a build with an order service (serviceOrderReducer). */
  | SearchAction
  /** The documents of step 1, in a build with an order service (serviceOrderReducer). */
  | DocumentAction;

/**
 * The state of a dialog not yet opened: on step 1, an empty draft, no notice. Made when asked for
 * rather than as a constant, so that loading the script builds no draft: 0.03 of its 1.0 ms
 * evaluation at full speed (Chromium, 80 loads each, twice); the dialog asks when built.
 */
export function initialState<Trigger = unknown>(): OrderState<Trigger> {
  return {
    status: 'closed',
    step: FIRST_STEP,
    draft: createDraft(),
    error: null,
    refused: false,
    success: null,
    opener: null,
    handoff: null,
  };
}

/** The notice a step raises when its required fields are missing. */
export const STEP_ERRORS: Readonly<Record<1 | 2, keyof typeof STEP_ERROR_MESSAGES>> = {
  1: 'companyNameMissing',
  2: 'billingFieldsMissing',
};

function raise(previous: Notice | null, key: Notice['key'], announced = true): Notice {
  return { key, id: (previous?.id ?? 0) + 1, announced };
}

/** The fields shown as invalid: once Suivant was refused on the step, its required fields still empty. */
export function invalidFields(state: OrderState): FieldName[] {
  return state.refused ? missingFields(state.step, state.draft) : [];
}

/**
 * What a step lacks in a build with an order service: its required fields, then, once the company's
 * are given, the documents of step 1.
 */
export function missingOnService(step: Step, draft: Draft): (FieldName | DocumentField)[] {
  const missing = missingFields(step, draft);
  return step === 1 && !missing.length ? missingDocuments(draft) : missing;
}

/** invalidFields in a build with an order service, the documents' controls included. */
export function invalidOnService(state: OrderState): (FieldName | DocumentField)[] {
  return state.refused ? missingOnService(state.step, state.draft) : [];
}

/** A closed dialog: a fresh order for next time, the success notice left as it was. */
function closed<Trigger>(state: OrderState<Trigger>): OrderState<Trigger> {
  return { ...initialState(), success: state.success };
}

/**
 * Applies one user or API action, the rules every build shares; actions that make no sense in the
 * current state change nothing, and so do Confirmer's, which each build's own reducer applies
 * (browserOrderReducer, serviceOrderReducer).
 */
export function orderReducer<Trigger>(state: OrderState<Trigger>, action: OrderAction<Trigger>): OrderState<Trigger> {
  if (action.type === 'dismiss') return state[action.notice] ? { ...state, [action.notice]: null } : state;
  if (action.type === 'open') {
    if (state.status === 'open') return state;
    return { ...closed(state), status: 'open', draft: createDraft(action.prefill), opener: action.opener ?? null };
  }
  if (state.status === 'closed') return state;

  const { step } = state;
  switch (action.type) {
    case 'type':
      // Only the fields on screen can change, so a step already passed stays valid.
      return STEP_FIELDS[step].includes(action.field) ? { ...state, draft: { ...state.draft, [action.field]: action.value } } : state;
    case 'tick':
      // The checkbox is on the summary step only; Précédent and Suivant keep its value like any field's.
      return step === 3 ? { ...state, draft: { ...state.draft, immediateExecution: action.checked } } : state;
    case 'next': {
      if (step === 3) return state;
      const [firstMissing] = missingFields(step, state.draft);
      if (!firstMissing) return { ...state, step: (step + 1) as Step, error: null, refused: false };
      // The focus goes to the first empty field: unless it is there already, that field says the message.
      const error = raise(state.error, STEP_ERRORS[step], action.focused === firstMissing);
      return { ...state, error, refused: true };
    }
    case 'previous':
      return step === 1 || state.handoff ? state : { ...state, step: (step - 1) as Step, error: null, refused: false };
    case 'close':
      return closed(state);
  }
  return state;
}

/**
 * The rules of a build without an order service, where the order ends in the browser: on step 3,
 * Confirmer la commande closes the dialog on the success notice. A function of its own, so that a
 * build with an order service, which never confirms so, ships none of it.
 */
export function browserOrderReducer<Trigger>(state: OrderState<Trigger>, action: OrderAction<Trigger>): OrderState<Trigger> {
  if (action.type !== 'confirm') return orderReducer(state, action);
  // Only an open dialog stands on step 3: closing goes back to step 1.
  return state.step === 3 ? { ...closed(state), success: raise(state.success, 'orderConfirmed') } : state;
}

/**
 * The rules of a build with an order service: on step 3, Confirmer la commande sends the order, which
 * can then be neither sent again nor left (`handoff`), even once the page's CSP has blocked its form,
 * until the customer comes back from the payment page. A build without one ships none of it.
 */
export function serviceOrderReducer<Trigger>(state: OrderState<Trigger>, action: OrderAction<Trigger>): OrderState<Trigger> {
  // Only an open dialog stands on step 3, or has an order handed off: closing clears both.
  switch (action.type) {
    case 'suggest':
    case 'searchFailed':
    case 'move':
    case 'collapse':
    case 'choose': {
      if (state.status === 'closed' || state.step !== 1) return state;
      const search = searchReducer(state.search, action);
      if (search === state.search) return state;
      const { chosen } = search;
      // A company chosen fills the name and its head office's SIRET, cut as a prefill is (createDraft);
      // an earlier year of the accounts was another company's.
      const draft =
        action.type === 'choose' && chosen
          ? {
              ...state.draft,
              companyName: chosen.name.slice(0, FIELD_MAX_LENGTHS.companyName),
              siret: chosen.siret.slice(0, FIELD_MAX_LENGTHS.siret),
              accountsClosedOn: '',
            }
          : state.draft;
      return { ...state, draft, search };
    }
    case 'type': {
      const typed = orderReducer(state, action);
      if (typed === state || !COMPANY_FIELDS.includes(action.field as CompanyField)) return typed;
      const search = edited(state.search);
      // The company chosen no longer stands, nor the closing of its accounts.
      return search === state.search ? typed : { ...typed, draft: { ...typed.draft, accountsClosedOn: '' }, search };
    }
    case 'open': {
      // Every opening's draft holds the group's values after the fields': the dialog compares drafts
      // value by value, in order, to know whether to draw again (OrderDialog's render).
      const opened = orderReducer(state, action);
      return opened === state ? state : { ...opened, draft: { ...opened.draft, ...DEFAULT_ENTRY } };
    }
    case 'pick':
    case 'pickClosing':
    case 'describeDeed':
      return state.status === 'open' && state.step === 1 ? { ...state, draft: chooseDocuments(state.draft, action) } : state;
    case 'holdings':
      // Only about the company still chosen: an answer about one left since comes too late.
      return state.search?.chosen?.siren === action.siren ? { ...state, search: { ...state.search, holdings: action.holdings } } : state;
    case 'next': {
      if (state.status !== 'open' || state.step !== 1) break;
      if (refusesNext(state.search)) return { ...state, search: { ...state.search!, refused: true } };
      // The company's fields first, which orderReducer refuses for, then the documents.
      const [missing] = missingFields(1, state.draft).length ? [] : missingDocuments(state.draft);
      if (missing) return { ...state, error: raise(state.error, missing, action.focused === missing), refused: true };
      break;
    }
    case 'handOff':
      return state.step === 3 && !state.handoff ? { ...state, handoff: 'opening' } : state;
    case 'blocked':
      return state.handoff ? { ...state, handoff: 'blocked' } : state;
    case 'returned':
      return state.handoff ? { ...state, handoff: null } : state;
  }
  return orderReducer(state, action);
}
