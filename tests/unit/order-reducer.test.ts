import { describe, expect, it } from 'vitest';
import { createDraft, type Draft, type FieldName } from '../../widget/core/fields';
import {
  STEP_ERRORS,
  browserOrderReducer,
  initialState,
  invalidFields,
  orderReducer,
  serviceOrderReducer,
  type OrderAction,
  type OrderState,
} from '../../widget/core/order';
import type { Step } from '../../widget/core/steps';
import { COMPLETE_ORDER, EMPTY_DRAFT } from '../fixtures/orders';

const COMPLETE_DRAFT: Draft = { ...COMPLETE_ORDER.company, ...COMPLETE_ORDER.billing, immediateExecution: false };

/** An open dialog on `step` with `draft`. */
function at(step: Step, draft: Partial<Draft> = COMPLETE_DRAFT): OrderState {
  return { ...initialState(), status: 'open', step, draft: { ...EMPTY_DRAFT, ...draft } };
}

const OPENER = { trigger: 'the trigger', attribution: { partner: 'acme', source: { page: 'https://example.fr/', utm: {} } } };

/** Applies `actions` with the rules of a build without an order service, which add confirming to the shared ones. */
function run(state: OrderState, ...actions: OrderAction[]): OrderState {
  return actions.reduce(browserOrderReducer, state);
}

describe('opening', () => {
  it('starts closed, on step 1, with an empty draft, no notice, nothing refused and no opener', () => {
    expect(initialState()).toEqual({
      status: 'closed',
      step: 1,
      draft: EMPTY_DRAFT,
      error: null,
      refused: false,
      success: null,
      opener: null,
      handoff: null,
    });
  });

  it.each([
    ['nothing', undefined, EMPTY_DRAFT],
    [
      'the step-1 attributes',
      { companyName: 'ACME SAS', siret: '12345678901234' },
      { ...EMPTY_DRAFT, companyName: 'ACME SAS', siret: '12345678901234' },
    ],
    ['any known field', { email: 'a@b.fr' }, { ...EMPTY_DRAFT, email: 'a@b.fr' }],
    ['absent attributes (null)', { companyName: null, siret: null }, EMPTY_DRAFT],
    ['unknown keys and non-strings', { companyName: 42, hack: 'x', siret: ['1'] }, EMPTY_DRAFT],
    ['a ticked immediate execution (only the customer may tick it)', { immediateExecution: true }, EMPTY_DRAFT],
    ['a string instead of an object', 'ACME', EMPTY_DRAFT],
    ['null', null, EMPTY_DRAFT],
  ])('opens on step 1 prefilled with %s', (_, prefill, draft) => {
    expect(orderReducer(initialState(), { type: 'open', prefill })).toEqual({ ...initialState(), status: 'open', draft });
  });

  it('keeps who opened the order: the trigger focus returns to and the attribution', () => {
    expect(orderReducer(initialState(), { type: 'open', opener: OPENER }).opener).toBe(OPENER);
  });

  it('leaves the success notice of the previous order up', () => {
    const confirmed = run(at(3), { type: 'confirm' });
    expect(browserOrderReducer(confirmed, { type: 'open' }).success).toBe(confirmed.success);
  });

  it('ignores open while already open, keeping what was typed and who opened it', () => {
    const state = orderReducer(at(2), { type: 'open', opener: OPENER });
    expect(orderReducer(state, { type: 'open', prefill: { companyName: 'Other' }, opener: { ...OPENER, trigger: 'other' } })).toBe(state);
  });
});

describe('typing', () => {
  it.each([
    [1, 'companyName'],
    [1, 'siret'],
    [2, 'firstName'],
    [2, 'city'],
  ] as const)('on step %s changes %s, untrimmed', (step, field) => {
    expect(orderReducer(at(step, {}), { type: 'type', field, value: '  x ' }).draft[field]).toBe('  x ');
  });

  it.each([
    [1, 'email'],
    [2, 'companyName'],
    [3, 'companyName'],
    [3, 'email'],
  ] as const)('on step %s leaves %s (not on screen) alone', (step, field) => {
    const state = at(step);
    expect(orderReducer(state, { type: 'type', field, value: '' })).toBe(state);
  });
});

describe('the immediate-execution checkbox', () => {
  it('starts unticked', () => {
    expect(initialState().draft.immediateExecution).toBe(false);
    expect(orderReducer(initialState(), { type: 'open' }).draft.immediateExecution).toBe(false);
  });

  it.each([true, false])('is ticked or unticked (%s) on step 3', (checked) => {
    expect(orderReducer(at(3, { immediateExecution: !checked }), { type: 'tick', checked }).draft.immediateExecution).toBe(checked);
  });

  it.each([1, 2] as const)('cannot change on step %s, where it is not on screen', (step) => {
    const state = at(step);
    expect(orderReducer(state, { type: 'tick', checked: true })).toBe(state);
  });

  it('keeps its value through Précédent and Suivant, like any field', () => {
    const ticked = run(at(3), { type: 'tick', checked: true });
    const back = run(ticked, { type: 'previous' }, { type: 'previous' });
    expect(back.draft.immediateExecution).toBe(true);
    expect(run(back, { type: 'next' }, { type: 'next' }).draft.immediateExecution).toBe(true);
  });

  it.each<OrderAction>([{ type: 'close' }, { type: 'confirm' }])('is cleared by %j, and unticked when the dialog opens again', (action) => {
    const after = run(at(3), { type: 'tick', checked: true }, action, { type: 'open' });
    expect(after.draft.immediateExecution).toBe(false);
  });
});

describe('Suivant on step 1', () => {
  it.each(['', ' ', '\t\n  '])('refuses a blank company name (%j) with its error and stays', (companyName) => {
    const next = orderReducer(at(1, { companyName }), { type: 'next' });
    expect(next.step).toBe(1);
    expect(next.error?.key).toBe('companyNameMissing');
    expect(STEP_ERRORS[1]).toBe('companyNameMissing');
    expect(invalidFields(next)).toEqual(['companyName']);
  });

  it.each([
    ['a name', { companyName: 'ACME' }],
    ['a name with spaces around', { companyName: '  ACME  ' }],
    ['a name and any SIRET (no format check)', { companyName: 'ACME', siret: 'abc' }],
    ['a name and a 14-digit SIRET', { companyName: 'ACME', siret: '12345678901234' }],
  ])('moves to step 2 with %s', (_, draft) => {
    expect(orderReducer(at(1, draft), { type: 'next' })).toMatchObject({ step: 2, error: null, refused: false });
  });
});

describe('Suivant on step 2', () => {
  const REQUIRED = { companyName: 'ACME', firstName: 'Camille', lastName: 'Martin', email: 'camille@example.fr' };
  it.each<[string, Partial<Draft>]>([
    ['no first name', { firstName: '' }],
    ['a blank last name', { lastName: '   ' }],
    ['no email', { email: '' }],
    ['nothing at all', { firstName: '', lastName: '', email: '' }],
  ])('refuses %s with the billing error and stays', (_, missing) => {
    const next = orderReducer(at(2, { ...REQUIRED, ...missing }), { type: 'next' });
    expect(next.step).toBe(2);
    expect(next.error?.key).toBe('billingFieldsMissing');
    expect(invalidFields(next)).toEqual(['firstName', 'lastName', 'email'].filter((name) => name in missing));
  });

  it.each<[string, Partial<Draft>]>([
    ['only the required fields', {}],
    ['an email without any format', { email: 'pas-un-email' }],
    ['any phone and postal code', { phone: 'abc', postalCode: '1' }],
  ])('moves to step 3 with %s', (_, extra) => {
    expect(orderReducer(at(2, { ...REQUIRED, ...extra }), { type: 'next' })).toMatchObject({ step: 3, error: null, refused: false });
  });

  it('raises the same error again with a new id, so it is announced again', () => {
    const once = orderReducer(at(2, {}), { type: 'next' });
    const twice = orderReducer(once, { type: 'next' });
    expect(twice.error).toEqual({ key: 'billingFieldsMissing', id: once.error!.id + 1, announced: false });
  });
});

describe('whether a refusal is announced by its region', () => {
  it('is when the focus is already on the first empty field, which then says nothing new', () => {
    expect(orderReducer(at(1, {}), { type: 'next', focused: 'companyName' }).error?.announced).toBe(true);
    expect(orderReducer(at(2, { lastName: 'Martin' }), { type: 'next', focused: 'firstName' }).error?.announced).toBe(true);
  });

  it('is not when the focus moves to that field, which says the message itself', () => {
    expect(orderReducer(at(1, {}), { type: 'next', focused: 'siret' }).error?.announced).toBe(false);
    expect(orderReducer(at(1, {}), { type: 'next' }).error?.announced).toBe(false);
    expect(orderReducer(at(2, { firstName: 'Camille' }), { type: 'next', focused: 'firstName' }).error?.announced).toBe(false);
  });
});

describe('fields marked invalid', () => {
  it('are none before Suivant is refused, however empty the required fields', () => {
    expect(invalidFields(at(1, {}))).toEqual([]);
    expect(invalidFields(at(2, {}))).toEqual([]);
  });

  it('are the required fields still empty once refused, and leave the list as they are filled in', () => {
    const refused = orderReducer(at(2, { companyName: 'ACME' }), { type: 'next' });
    expect(invalidFields(refused)).toEqual(['firstName', 'lastName', 'email']);
    const typed = run(refused, { type: 'type', field: 'lastName', value: 'Martin' }, { type: 'type', field: 'firstName', value: ' ' });
    expect(invalidFields(typed)).toEqual(['firstName', 'email']);
  });

  it('stay marked when the error notice has gone, and are cleared by a step change', () => {
    const refused = run(at(2, { companyName: 'ACME' }), { type: 'next' }, { type: 'dismiss', notice: 'error' });
    expect(refused.error).toBeNull();
    expect(invalidFields(refused)).toEqual(['firstName', 'lastName', 'email']);
    const back = orderReducer(refused, { type: 'previous' });
    expect(back.refused).toBe(false);
    expect(invalidFields(orderReducer(back, { type: 'next' }))).toEqual([]);
  });
});

describe('step bounds', () => {
  it('does not go past step 3', () => {
    const state = at(3);
    expect(orderReducer(state, { type: 'next' })).toBe(state);
  });

  it('does not go before step 1', () => {
    const state = at(1, {});
    expect(orderReducer(state, { type: 'previous' })).toBe(state);
  });

  it.each([
    [2, 1],
    [3, 2],
  ] as const)('Précédent from %s goes to %s without validating and keeps the values', (from, to) => {
    const draft = { companyName: '', firstName: 'x' };
    expect(orderReducer(at(from, draft), { type: 'previous' })).toEqual(at(to, draft));
  });

  it('clears an error once the user moves on', () => {
    const refused = orderReducer(at(1, {}), { type: 'next' });
    const typed = orderReducer(refused, { type: 'type', field: 'companyName', value: 'ACME' });
    expect(typed.error).not.toBeNull();
    expect(orderReducer(typed, { type: 'next' }).error).toBeNull();
  });
});

describe('closing and confirming', () => {
  it.each([1, 2, 3] as const)('closing on step %s goes back to step 1 with every field cleared', (step) => {
    const refused = { ...at(step), error: { key: 'billingFieldsMissing', id: 3, announced: true }, refused: true, opener: OPENER } as const;
    expect(orderReducer(refused, { type: 'close' })).toEqual(initialState());
  });

  it('closing leaves the success notice of an earlier order up', () => {
    const success = { key: 'orderConfirmed', id: 2, announced: true } as const;
    expect(orderReducer({ ...at(2), success }, { type: 'close' }).success).toBe(success);
  });

  it('confirming on step 3 closes, clears and shows the success notice', () => {
    expect(browserOrderReducer({ ...at(3), opener: OPENER }, { type: 'confirm' })).toEqual({
      ...initialState(),
      success: { key: 'orderConfirmed', id: 1, announced: true },
    });
  });

  it('gives each success notice a new id, so a second order is announced again', () => {
    const first = browserOrderReducer(at(3), { type: 'confirm' });
    const second = run(first, { type: 'open' }, { type: 'next' }, { type: 'next' });
    expect(browserOrderReducer({ ...second, step: 3 }, { type: 'confirm' }).success).toEqual({
      key: 'orderConfirmed',
      id: 2,
      announced: true,
    });
  });

  it.each([1, 2] as const)('confirming on step %s does nothing', (step) => {
    const state = at(step);
    expect(browserOrderReducer(state, { type: 'confirm' })).toBe(state);
  });

  it('keeps the success notice when the closed dialog reports its close', () => {
    const confirmed = browserOrderReducer(at(3), { type: 'confirm' });
    expect(orderReducer(confirmed, { type: 'close' })).toBe(confirmed);
  });

  it.each<OrderAction>([{ type: 'confirm' }, { type: 'handOff' }, { type: 'blocked' }, { type: 'returned' }])(
    'leaves %j to the rules of each build: the shared ones change nothing on step 3',
    (action) => {
      const state = { ...at(3), opener: OPENER };
      expect(orderReducer(state, action)).toBe(state);
    },
  );

  it('never confirms in the browser in a build with an order service, nor hands off in one without', () => {
    const state = { ...at(3), opener: OPENER };
    expect(serviceOrderReducer(state, { type: 'confirm' })).toBe(state);
    for (const action of [{ type: 'handOff' }, { type: 'blocked' }, { type: 'returned' }] as const)
      expect(browserOrderReducer(state, action)).toBe(state);
  });

  it.each<OrderAction>([
    { type: 'type', field: 'companyName' as FieldName, value: 'x' },
    { type: 'next' },
    { type: 'previous' },
    { type: 'confirm' },
    { type: 'close' },
  ])('ignores %j while closed', (action) => {
    const closed = initialState();
    expect(browserOrderReducer(closed, action)).toBe(closed);
  });
});

describe('handing the order off to the order service', () => {
  const opening = (state: OrderState = { ...at(3), opener: OPENER }) => serviceOrderReducer(state, { type: 'handOff' });

  it('keeps the dialog open on step 3 with the order as it was, the payment page opening', () => {
    const state = { ...at(3, { ...COMPLETE_DRAFT, immediateExecution: true }), opener: OPENER };
    expect(opening(state)).toEqual({ ...state, handoff: 'opening' });
  });

  it.each([1, 2] as const)('does nothing on step %s', (step) => {
    const state = at(step);
    expect(serviceOrderReducer(state, { type: 'handOff' })).toBe(state);
  });

  it.each<OrderAction>([{ type: 'handOff' }, { type: 'confirm' }, { type: 'previous' }])(
    'ignores %j while the order is handed off: it is sent once, from step 3',
    (action) => {
      for (const state of [opening(), serviceOrderReducer(opening(), { type: 'blocked' })])
        expect(serviceOrderReducer(state, action)).toBe(state);
    },
  );

  it.each<OrderAction>([{ type: 'handOff' }, { type: 'blocked' }, { type: 'returned' }])('ignores %j while closed', (action) => {
    const closed = initialState();
    expect(serviceOrderReducer(closed, action)).toBe(closed);
  });

  it('says the form was blocked only while the payment page is opening', () => {
    expect(serviceOrderReducer(opening(), { type: 'blocked' })).toEqual({ ...opening(), handoff: 'blocked' });
    for (const state of [at(3), initialState()]) expect(serviceOrderReducer(state, { type: 'blocked' })).toBe(state);
  });

  it('goes back to step 3, order and box kept, ready to confirm again, when the page comes back from the back/forward cache', () => {
    const state = { ...at(3, { ...COMPLETE_DRAFT, immediateExecution: true }), opener: OPENER };
    expect(serviceOrderReducer(serviceOrderReducer(state, { type: 'handOff' }), { type: 'returned' })).toEqual(state);
    expect(run(state, { type: 'handOff' }, { type: 'blocked' }, { type: 'returned' })).toEqual(state);
    for (const other of [state, initialState()]) expect(serviceOrderReducer(other, { type: 'returned' })).toBe(other);
  });

  it('lets the customer tick or untick the box and close the dialog, which clears the hand-off with the order', () => {
    expect(serviceOrderReducer(opening(), { type: 'tick', checked: true }).draft.immediateExecution).toBe(true);
    const success = { key: 'orderConfirmed', id: 1, announced: true } as const;
    expect(serviceOrderReducer({ ...opening(), success }, { type: 'close' })).toEqual({ ...initialState(), success });
  });
});

describe('notices', () => {
  it('dismisses the error on screen, leaving the success notice', () => {
    const success = { key: 'orderConfirmed', id: 1, announced: true } as const;
    const refused = orderReducer({ ...at(1, {}), success }, { type: 'next' });
    expect(orderReducer(refused, { type: 'dismiss', notice: 'error' })).toEqual({ ...refused, error: null });
  });

  it('dismisses the success notice, open or closed, leaving the error', () => {
    const confirmed = browserOrderReducer(at(3), { type: 'confirm' });
    expect(orderReducer(confirmed, { type: 'dismiss', notice: 'success' })).toEqual(initialState());
    const refused = orderReducer({ ...at(1, {}), success: { key: 'orderConfirmed', id: 1, announced: true } }, { type: 'next' });
    expect(orderReducer(refused, { type: 'dismiss', notice: 'success' })).toEqual({ ...refused, success: null });
  });

  it.each(['error', 'success'] as const)('dismissing the %s with none up changes nothing', (notice) => {
    const state = at(2);
    expect(orderReducer(state, { type: 'dismiss', notice })).toBe(state);
  });

  it('never changes the state it is given', () => {
    const state = Object.freeze({ ...at(1, {}), draft: Object.freeze(createDraft()) });
    expect(() => run(state, { type: 'type', field: 'companyName', value: 'x' }, { type: 'next' }, { type: 'close' })).not.toThrow();
  });
});
