import { describe, expect, it } from 'vitest';
import { COMPANY_SUGGESTIONS_MAX } from '../../widget/core/company';
import { NO_SEARCH, searchReducer, type SearchAction } from '../../widget/core/company-search';
import { withSiren, confirmOrder } from '../../widget/core/checkout';
import { COMPANY_SEARCH } from '../../widget/core/copy';
import { NBSP } from '../../widget/core/format';
import { SIREN_HANDOFF_FIELD } from '../../widget/core/company';
import { handoffFields } from '../../widget/core/handoff';
import { browserOrderReducer, initialState, serviceOrderReducer, type OrderAction, type OrderState } from '../../widget/core/order';
import { ASSOCIATION, CEASED, PUBLIC_BODY, SAS, SOLE_TRADER } from '../fixtures/companies';
import { COMPLETE_ORDER } from '../fixtures/orders';

const FOUND = [SAS, ASSOCIATION, PUBLIC_BODY, SOLE_TRADER, CEASED];

const search = (...actions: SearchAction[]) => actions.reduce(searchReducer, NO_SEARCH);

describe('the company search’s state', () => {
  it('shows an answer’s suggestions, none active, and says how many came', () => {
    expect(search({ type: 'suggest', companies: FOUND })).toEqual({
      ...NO_SEARCH,
      companies: FOUND,
      expanded: true,
      said: '5 entreprises trouvées',
    });
  });

  it('shows no list for an answer with none, and says so', () => {
    expect(search({ type: 'suggest', companies: [] })).toEqual({ ...NO_SEARCH, said: COMPANY_SEARCH.none });
  });

  it(`keeps at most ${COMPANY_SUGGESTIONS_MAX} suggestions`, () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...SAS, siren: String(index) }));
    expect(search({ type: 'suggest', companies: many }).companies).toEqual(many.slice(0, COMPANY_SUGGESTIONS_MAX));
  });

  it.each([
    [[1], 0],
    [[1, 1], 1],
    [[1, 1, 1, 1, 1], 4],
    [[1, 1, 1, 1, 1, 1], 0],
    [[-1], 4],
    [[-1, -1], 3],
    [[1, -1], 4],
    [[1, 1, -1], 0],
  ] as const)('moves the active option by %j to %i, round at either end', (moves, active) => {
    const moved = search({ type: 'suggest', companies: FOUND }, ...moves.map((by) => ({ type: 'move', by }) as const));
    expect(moved.active).toBe(active);
    expect(moved.expanded).toBe(true);
  });

  it('moves nowhere without suggestions', () => {
    expect(search({ type: 'move', by: 1 })).toBe(NO_SEARCH);
  });

  it('closes the list on collapse, keeping its suggestions for the arrows to show again', () => {
    const collapsed = search({ type: 'suggest', companies: FOUND }, { type: 'move', by: 1 }, { type: 'collapse' });
    expect(collapsed).toMatchObject({ expanded: false, active: -1, companies: FOUND });
    expect(searchReducer(collapsed, { type: 'collapse' })).toBe(collapsed);
    expect(searchReducer(collapsed, { type: 'move', by: 1 })).toMatchObject({ expanded: true, active: 0 });
  });

  it('chooses an option: the list closes, the company is kept and said with its SIREN', () => {
    const chosen = search({ type: 'suggest', companies: FOUND }, { type: 'choose', index: 0 });
    expect(chosen).toMatchObject({ expanded: false, active: -1, chosen: SAS });
    expect(chosen.said).toBe(`Entreprise choisie${NBSP}: BOULANGERIE MARTIN, SIREN${NBSP}552${NBSP}100${NBSP}554`);
  });

  it('chooses nothing out of the list', () => {
    const shown = search({ type: 'suggest', companies: FOUND });
    expect(searchReducer(shown, { type: 'choose', index: 5 })).toBe(shown);
  });

  it('clears the suggestions when the search fails, and remembers it failed', () => {
    expect(search({ type: 'suggest', companies: FOUND }, { type: 'searchFailed' })).toMatchObject({
      companies: [],
      expanded: false,
      failed: true,
    });
  });
});

/** An open dialog on step 1, as a build with an order service runs it. */
const open = (): OrderState => serviceOrderReducer(initialState(), { type: 'open' });
const run = (state: OrderState, ...actions: OrderAction[]) => actions.reduce(serviceOrderReducer, state);
const chosen = (company = SAS) => run(open(), { type: 'suggest', companies: [company] }, { type: 'choose', index: 0 });

describe('the dialog with a company search (serviceOrderReducer)', () => {
  it('fills the name and the head office’s SIRET with the company chosen', () => {
    expect(chosen().draft).toMatchObject({ companyName: SAS.name, siret: SAS.siret });
  });

  it.each(['companyName', 'siret'] as const)('drops the company chosen once %s is edited', (field) => {
    const edited = run(chosen(), { type: 'type', field, value: 'autre' });
    expect(edited.search?.chosen).toBeNull();
  });

  it('keeps the company chosen while the billing step is typed', () => {
    const state = run(chosen(), { type: 'type', field: 'companyName', value: SAS.name });
    const billing = run({ ...chosen(), step: 2 }, { type: 'type', field: 'firstName', value: 'Ana' });
    expect(state.search?.chosen).toBeNull();
    expect(billing.search?.chosen).toBe(SAS);
  });

  it.each([ASSOCIATION, PUBLIC_BODY])('refuses Suivant for a company with no Kbis ($legalForm), on step 1', (company) => {
    const refused = run(chosen(company), { type: 'next' });
    expect(refused.step).toBe(1);
    expect(refused.search?.refused).toBe(true);
  });

  it.each([SAS, SOLE_TRADER, CEASED])('lets Suivant through for $name', (company) => {
    expect(run(chosen(company), { type: 'next' }).step).toBe(2);
  });

  it('lets an association typed by hand through: only a company chosen is known', () => {
    expect(run(open(), { type: 'type', field: 'companyName', value: ASSOCIATION.name }, { type: 'next' }).step).toBe(2);
  });

  it('forgets the search once closed, and applies none to a closed dialog or past step 1', () => {
    expect(run(chosen(), { type: 'close' }).search).toBeUndefined();
    expect(run(initialState(), { type: 'suggest', companies: [SAS] })).toEqual(initialState());
    const onStep2 = { ...open(), step: 2 as const };
    expect(run(onStep2, { type: 'suggest', companies: [SAS] })).toBe(onStep2);
  });

  it('is not the static build’s: its reducer ignores the search', () => {
    const state = browserOrderReducer(initialState(), { type: 'open' });
    expect(browserOrderReducer(state, { type: 'suggest', companies: [SAS] })).toBe(state);
  });
});

describe('the SIREN of the company chosen in the order', () => {
  const FROM = { partner: null, source: { page: 'https://example.fr/', utm: {} } };
  const order = confirmOrder(chosen().draft, FROM, new Date(0), new Uint8Array(12));

  it('goes into order.company beside the SIRET, and into the hand-off under its own field', () => {
    const withIt = withSiren(order, SAS.siren);
    expect(withIt.company).toEqual({ companyName: SAS.name, siret: SAS.siret, siren: SAS.siren });
    expect(handoffFields(withIt)).toContainEqual([SIREN_HANDOFF_FIELD, SAS.siren]);
  });

  it('is absent when none was chosen', () => {
    expect(withSiren(order, undefined)).toBe(order);
    expect(handoffFields(order).map(([name]) => name)).not.toContain(SIREN_HANDOFF_FIELD);
    expect(Object.keys(order.company)).toEqual(Object.keys(COMPLETE_ORDER.company));
  });
});
