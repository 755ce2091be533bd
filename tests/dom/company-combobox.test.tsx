import { act, fireEvent } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../widget/core/checkout';
import { COMPANY_SEARCH_DEBOUNCE_MS, COMPANY_SEARCH_PATH, type CompanySuggestion } from '../../widget/core/company';
import { formatSiren } from '../../widget/core/company-rules';
import { COMPANY_RULES, COMPANY_SEARCH, FIELD_LABELS } from '../../widget/core/copy';
import { EVENTS } from '../../widget/core/contract';
import { ASSOCIATION, CEASED, PUBLIC_BODY, SAS, SOLE_TRADER } from '../fixtures/companies';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { cleanupDialog, recordEvents, renderDialog, WIDGET_ORIGIN } from './support/dialog';

/** Texts as drawn, non-breaking spaces included (Testing Library's default makes them plain spaces). */
const ASIS = { normalizer: (text: string) => text };

const FOUND = [SAS, ASSOCIATION, PUBLIC_BODY, SOLE_TRADER, CEASED];

/** What the page's fetch was asked, and the answers it gives, one per request, in order. */
let requests: Array<{ url: string; init: RequestInit }>;
let answers: Array<() => Promise<Response>>;

const json =
  (companies: CompanySuggestion[], status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify({ companies }), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  requests = [];
  answers = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  vi.stubGlobal('__ORDER_SERVICE__', true);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const answer = answers.shift() ?? json([]);
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      answer().then(resolve, reject);
    });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanupDialog();
});

/** An open dialog in a build with an order service, and its company combobox. */
async function openDialog() {
  const ui = renderDialog();
  await ui.open();
  const combobox = ui.view.getByRole('combobox', { name: FIELD_LABELS.companyName }) as HTMLInputElement;
  /** Types `value` and lets the pause pass and the answer come. */
  const type = async (value: string, waitMs = COMPANY_SEARCH_DEBOUNCE_MS) => {
    fireEvent.input(combobox, { target: { value } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(waitMs);
    });
  };
  const key = (name: string) => fireEvent.keyDown(combobox, { key: name });
  const options = () => ui.view.queryAllByRole('option');
  const listbox = () => ui.root.getElementById(combobox.getAttribute('aria-controls')!)!;
  /** What the field's polite live region says: the count, then the company chosen. */
  const said = () => combobox.parentElement!.querySelector('p[aria-live="polite"]')!.textContent;
  return { ui, combobox, type, key, options, listbox, said };
}

describe('the company field, with an order service', () => {
  it('is an APG combobox with a list, closed until suggestions come', async () => {
    const { combobox, listbox } = await openDialog();
    expect(combobox.getAttribute('aria-autocomplete')).toBe('list');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.getAttribute('autocomplete')).toBe('off');
    expect(listbox().getAttribute('role')).toBe('listbox');
    expect(listbox().getAttribute('aria-label')).toBe(COMPANY_SEARCH.list);
    expect(listbox().hidden).toBe(true);
  });

  it('asks nothing under three characters, spaces aside', async () => {
    const { type } = await openDialog();
    await type('b');
    await type('b o ');
    expect(requests).toEqual([]);
  });

  it('asks the service that served widget.js once the customer pauses, without credentials, and shows the suggestions', async () => {
    answers.push(json(FOUND));
    const { type, combobox, options, listbox, said } = await openDialog();
    await type('bou', 0);
    await type('boul', COMPANY_SEARCH_DEBOUNCE_MS - 1);
    expect(requests).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`${WIDGET_ORIGIN}${COMPANY_SEARCH_PATH}?q=boul`);
    expect(requests[0]!.init).toMatchObject({ credentials: 'omit', mode: 'cors' });
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    expect(options().map((option) => option.textContent)).toEqual(
      FOUND.map((company) => expect.stringContaining(company.name) as unknown as string),
    );
    expect(options()[0]!.textContent).toContain(`${COMPANY_SEARCH.siren}${formatSiren(SAS.siren)} · 69002 LYON`);
    expect(options()[4]!.textContent).toContain(`${COMPANY_SEARCH.ceased}${COMPANY_SEARCH.ceasedOn}1er\u00a0mars 2019`);
    expect(said()).toBe('5 entreprises trouvées');
  });

  it('shows only the answer to the latest text: an older one, slower, is dropped', async () => {
    let slow!: (response: Response) => void;
    answers.push(() => new Promise((resolve) => (slow = resolve)), json([CEASED]));
    const { type, options } = await openDialog();
    await type('mar');
    await type('martin');
    expect(requests).toHaveLength(2);
    expect((requests[0]!.init.signal as AbortSignal).aborted).toBe(true);
    await act(async () => slow(await json(FOUND)()));
    expect(options().map((option) => option.id)).toEqual(['companyName-option-0']);
    expect(options()[0]!.textContent).toContain(CEASED.name);
  });

  it('moves with the arrows, round at either end, and Enter chooses without sending the step', async () => {
    answers.push(json(FOUND));
    const steps = recordEvents([EVENTS.step, EVENTS.invalid]);
    const { ui, type, key, combobox, options, said } = await openDialog();
    await type('mar');
    key('ArrowDown');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowUp');
    key('ArrowUp');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(options()[3]!.id);
    steps.seen.length = 0;
    const enter = fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(enter).toBe(false);
    expect(combobox.value).toBe(SOLE_TRADER.name);
    expect(ui.field('siret').value).toBe(SOLE_TRADER.siret);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
    expect(ui.view.getByText(`${COMPANY_SEARCH.siren}${formatSiren(SOLE_TRADER.siren)}`, ASIS).id).toBe(
      combobox.getAttribute('aria-describedby'),
    );
    expect(ui.view.getByText(COMPANY_RULES.soleTrader, ASIS)).toBeTruthy();
    expect(said()).toBe(`${COMPANY_SEARCH.chosen}${SOLE_TRADER.name}, ${COMPANY_SEARCH.siren}${formatSiren(SOLE_TRADER.siren)}`);
    expect(steps.seen).toEqual([]);
  });

  it('closes the list on Escape, keeping that Escape from the dialog; the next one is the dialog’s', async () => {
    answers.push(json(FOUND));
    const { type, combobox, listbox } = await openDialog();
    await type('mar');
    expect(fireEvent.keyDown(combobox, { key: 'Escape' })).toBe(false);
    expect(listbox().hidden).toBe(true);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(fireEvent.keyDown(combobox, { key: 'Escape' })).toBe(true);
  });

  it('chooses by a click, the press leaving the focus in the field', async () => {
    answers.push(json(FOUND));
    const { type, combobox, options } = await openDialog();
    await type('mar');
    expect(fireEvent.mouseDown(options()[0]!)).toBe(false);
    fireEvent.click(options()[0]!);
    expect(combobox.value).toBe(SAS.name);
  });

  it('drops the company chosen, and its SIREN, once the name is edited', async () => {
    answers.push(json(FOUND));
    const { ui, type, key, combobox } = await openDialog();
    await type('mar');
    key('ArrowDown');
    key('Enter');
    expect(combobox.getAttribute('aria-describedby')).not.toBeNull();
    await type(`${SAS.name} `);
    expect(combobox.hasAttribute('aria-describedby')).toBe(false);
    expect(ui.view.queryByText(`${COMPANY_SEARCH.siren}${formatSiren(SAS.siren)}`, ASIS)).toBeNull();
  });

  it.each([
    [ASSOCIATION, COMPANY_RULES.association],
    [PUBLIC_BODY, COMPANY_RULES.publicBody],
  ])('refuses Suivant for $name, saying why and what exists instead', async (company, message) => {
    answers.push(json([company]));
    const { ui, type, key } = await openDialog();
    await type('ass');
    key('ArrowDown');
    key('Enter');
    expect(ui.view.queryByText(message, ASIS)).toBeNull();
    fireEvent.click(ui.button('next'));
    expect(ui.view.getByText(message, ASIS).closest('[aria-live]')!.getAttribute('aria-live')).toBe('assertive');
    expect(ui.view.getByRole('combobox', { name: FIELD_LABELS.companyName })).toBeTruthy();
    expect(ui.field('siret').closest('[hidden]')).toBeNull();
  });

  it.each([
    ['the service’s 204, the directory unable to answer', () => Promise.resolve(new Response(null, { status: 204 }))],
    ['a 503', json([], 503)],
    ['a network error or the page’s CSP', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is not JSON', () => Promise.resolve(new Response('<html>'))],
  ])('says once that the search is unavailable after %s, and the name is typed as before', async (_, failure) => {
    answers.push(failure, failure);
    const { ui, type } = await openDialog();
    await type('mar');
    await type('mart');
    expect(ui.view.getAllByText(COMPANY_SEARCH.unavailable, ASIS)).toHaveLength(1);
    expect(ui.view.queryAllByRole('option')).toEqual([]);
    await type('Martin SARL');
    fireEvent.click(ui.button('next'));
    expect(ui.field('firstName').closest('[hidden]')).toBeNull();
  });

  it('says the unavailable search after a timeout of the service', async () => {
    answers.push(() => new Promise(() => {}));
    const { ui, type } = await openDialog();
    await type('mar', 5000);
    expect(ui.view.getByText(COMPANY_SEARCH.unavailable, ASIS)).toBeTruthy();
  });

  it('hands the SIREN chosen over in kbis:confirm', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    answers.push(json([SAS]));
    const events = recordEvents([EVENTS.confirm]);
    const { ui, type, key } = await openDialog();
    await type('mar');
    key('ArrowDown');
    key('Enter');
    fireEvent.click(ui.button('next'));
    ui.type(COMPLETE_ORDER.billing);
    fireEvent.click(ui.button('next'));
    const shown = ui.view
      .getAllByText(`${COMPANY_SEARCH.siren}${formatSiren(SAS.siren)}`, ASIS)
      .filter((line) => !line.closest('[hidden]'));
    expect(shown.map((line) => line.tagName)).toEqual(['P']);
    fireEvent.click(ui.button('confirm'));
    const { order } = events.seen[0]!.detail as { order: Order };
    expect(order.company).toEqual({ companyName: SAS.name, siret: SAS.siret, siren: SAS.siren });
  });

  it('names a ceased company on the last step, with what its Kbis shows', async () => {
    answers.push(json([CEASED]));
    const { ui, type, key } = await openDialog();
    await type('mar');
    key('ArrowDown');
    key('Enter');
    fireEvent.click(ui.button('next'));
    ui.type(COMPLETE_ORDER.billing);
    fireEvent.click(ui.button('next'));
    expect(
      ui.view.getByText(`${COMPANY_RULES.ceased}${COMPANY_SEARCH.ceasedOn}1er\u00a0mars 2019${COMPANY_RULES.ceasedKbis}`, ASIS),
    ).toBeTruthy();
  });
});

describe('the company field, without an order service', () => {
  it('stays a plain text field that asks nothing', async () => {
    vi.stubGlobal('__ORDER_SERVICE__', false);
    const ui = renderDialog();
    await ui.open();
    ui.type({ companyName: 'Boulangerie Martin' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(requests).toEqual([]);
    expect(ui.view.queryByRole('combobox')).toBeNull();
    expect(ui.field('companyName').hasAttribute('aria-expanded')).toBe(false);
  });
});
