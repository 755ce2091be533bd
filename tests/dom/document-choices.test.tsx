import { act, fireEvent, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEED_DESCRIPTION_MAX_LENGTH,
  DOCUMENT_COPY,
  DOCUMENT_FIELDS,
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  latestAccountsText,
  registerHoldingsPath,
  statutsFiledOnText,
  type RegisterHoldings,
} from '../../widget/core/catalogue';
import type { Order } from '../../widget/core/checkout';
import { COMPANY_SEARCH_DEBOUNCE_MS, type CompanySuggestion } from '../../widget/core/company';
import {
  DOCUMENTS_PAID,
  DOCUMENT_PRICE,
  FIELD_LABELS,
  LAST_STEP_OPENING,
  PAYMENT_NEXT_AROUND,
  RECEIPT,
  STEP_ERROR_MESSAGES,
} from '../../widget/core/copy';
import { EVENTS } from '../../widget/core/contract';
import { closingText } from '../../widget/core/document-choice';
import { NBSP } from '../../widget/core/format';
import { SCREEN_READER_MS } from '../../widget/core/order';
import { SAS } from '../fixtures/companies';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { WIDGET_ORIGIN, cleanupDialog, recordEvents, renderDialog } from './support/dialog';

/** Texts as drawn, non-breaking spaces included (Testing Library's default makes them plain spaces). */
const ASIS = { normalizer: (text: string) => text };

const HOLDINGS: RegisterHoldings = {
  statutsFiledOn: '2024-03-12',
  accounts: [
    { closedOn: '2024-12-31', filedOn: '2025-06-30' },
    { closedOn: '2023-12-31', filedOn: '2024-07-01' },
  ],
};

/** What the page's fetch was asked, and the answers it gives by path; anything else is a 404. */
let requests: Array<{ url: string; init: RequestInit }>;
let answers: Map<string, () => Promise<Response>>;
/** The fields of each form the widget submitted. */
let submitted: Array<Array<[string, string]>>;

const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  requests = [];
  answers = new Map();
  submitted = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  vi.stubGlobal('__ORDER_SERVICE__', true);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const answer = answers.get(new URL(url).pathname) ?? json({}, 404);
    return answer();
  });
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push([...this.querySelectorAll('input')].map((input) => [input.name, input.value]));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  cleanupDialog();
});

/** Lets pending timers and answers run. */
const settle = (ms = COMPANY_SEARCH_DEBOUNCE_MS) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** An open dialog of a build with an order service, and its documents group. */
async function openDialog() {
  const ui = renderDialog();
  await ui.open();
  const group = ui.view.getByRole('group', { name: DOCUMENT_COPY.legend });
  const box = (kind: (typeof DOCUMENT_KINDS)[number]) => ui.view.getByRole('checkbox', { name: DOCUMENT_LABELS[kind] }) as HTMLInputElement;
  const tick = (kind: (typeof DOCUMENT_KINDS)[number]) => fireEvent.click(box(kind));
  const year = () => ui.view.queryByRole('combobox', { name: DOCUMENT_COPY.accountsYear }) as HTMLSelectElement | null;
  const deed = () => ui.view.queryByRole('textbox', { name: DOCUMENT_COPY.deedDescription }) as HTMLInputElement | null;
  /** Types a name, waits for the suggestions, and chooses the first. */
  const choose = async (company: CompanySuggestion) => {
    answers.set('/entreprises', json({ companies: [company] }));
    const combobox = ui.view.getByRole('combobox', { name: FIELD_LABELS.companyName });
    fireEvent.input(combobox, { target: { value: company.name.slice(0, 5) } });
    await settle();
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'Enter' });
    await settle(0);
  };
  return { ui, group, box, tick, year, deed, choose };
}

/** The receipt's lines, as read. */
const receiptLines = (ui: ReturnType<typeof renderDialog>) =>
  within(ui.root.querySelector<HTMLElement>('ul')!)
    .getAllByRole('listitem')
    .map((line) => line.textContent);

/** The receipt's total line, as read. */
const total = (ui: ReturnType<typeof renderDialog>) =>
  [...ui.root.querySelector('ul')!.parentElement!.children].find((line) => line.textContent!.startsWith(RECEIPT.total))!.textContent;

/** Whether the dialog shows step 2 (a hidden field has no role to find it by). */
const onStep2 = (ui: ReturnType<typeof renderDialog>) => !ui.root.getElementById('firstName')!.closest('[hidden]');

/** Goes on to the summary with the billing typed in. */
function toSummary(ui: ReturnType<typeof renderDialog>) {
  fireEvent.click(ui.button('next'));
  ui.type(COMPLETE_ORDER.billing);
  fireEvent.click(ui.button('next'));
}

describe('the documents of step 1, with an order service', () => {
  it('offers the four documents under the company, the Kbis ticked', async () => {
    const { ui, group, box, year, deed } = await openDialog();
    expect(group.tagName).toBe('FIELDSET');
    expect(ui.field('siret').compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(DOCUMENT_KINDS.map((kind) => [box(kind).name, box(kind).value, box(kind).checked])).toEqual([
      ['documents', 'kbis', true],
      ['documents', 'statuts', false],
      ['documents', 'comptes', false],
      ['documents', 'acte', false],
    ]);
    expect(year()).toBeNull();
    expect(deed()).toBeNull();
  });

  it('refuses Suivant with none ticked: the message said, the first box focused and marked, pointing to it', async () => {
    const invalid = recordEvents([EVENTS.invalid]);
    const { ui, box, tick } = await openDialog();
    ui.type({ companyName: COMPLETE_ORDER.company.companyName });
    tick('kbis');
    fireEvent.click(ui.button('next'));
    expect(ui.error()).toBe(DOCUMENT_COPY.required);
    expect(ui.root.activeElement).toBe(box('kbis'));
    for (const kind of DOCUMENT_KINDS) {
      expect(box(kind).getAttribute('aria-invalid')).toBe('true');
      expect(ui.root.getElementById(box(kind).getAttribute('aria-errormessage')!)!.textContent).toBe(DOCUMENT_COPY.required);
    }
    expect(invalid.seen).toEqual([{ type: EVENTS.invalid, detail: { step: 1, missing: ['documents'] } }]);
    expect(onStep2(ui)).toBe(false);
    tick('statuts');
    expect(box('kbis').hasAttribute('aria-invalid')).toBe(false);
    fireEvent.click(ui.button('next'));
    expect(onStep2(ui)).toBe(true);
  });

  it('says the company’s name first, when both are missing', async () => {
    const { ui, box, tick } = await openDialog();
    tick('kbis');
    fireEvent.click(ui.button('next'));
    expect(ui.error()).toBe(STEP_ERROR_MESSAGES.companyNameMissing);
    expect(box('kbis').hasAttribute('aria-invalid')).toBe(false);
  });

  it('asks for the other deed’s description once it is ticked, bounded, and refuses it blank', async () => {
    const invalid = recordEvents([EVENTS.invalid]);
    const { ui, tick, deed } = await openDialog();
    ui.type({ companyName: COMPLETE_ORDER.company.companyName });
    tick('acte');
    const field = deed()!;
    expect(field.name).toBe(DOCUMENT_FIELDS.deedDescription);
    expect(field.maxLength).toBe(DEED_DESCRIPTION_MAX_LENGTH);
    expect(field.getAttribute('aria-required')).toBe('true');
    fireEvent.input(field, { target: { value: '   ' } });
    fireEvent.click(ui.button('next'));
    expect(ui.error()).toBe(DOCUMENT_COPY.deedMissing);
    expect(ui.root.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(invalid.seen.map(({ detail }) => detail)).toEqual([{ step: 1, missing: ['deedDescription'] }]);
    fireEvent.input(field, { target: { value: 'PV d’AG du 3 mai 2023' } });
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    tick('acte');
    expect(deed()).toBeNull();
  });

  it('offers the latest accounts alone until the register lists earlier ones', async () => {
    const { tick, year } = await openDialog();
    tick('comptes');
    expect([...year()!.options].map((option) => [option.value, option.text])).toEqual([['', DOCUMENT_COPY.latestAccounts]]);
  });

  it('asks the service what the register holds for the company chosen, once, and says it under the documents', async () => {
    answers.set(registerHoldingsPath(SAS.siren), json(HOLDINGS));
    const { ui, box, tick, year, choose } = await openDialog();
    await choose(SAS);
    const asked = requests.filter(({ url }) => url.endsWith('/documents'));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(`${WIDGET_ORIGIN}${registerHoldingsPath(SAS.siren)}`);
    expect(asked[0]!.init).toMatchObject({ credentials: 'omit', mode: 'cors' });
    const statuts = ui.view.getByText(statutsFiledOnText(`12${NBSP}mars 2024`), ASIS);
    expect(box('statuts').getAttribute('aria-describedby')).toBe(statuts.id);
    const accounts = ui.view.getByText(latestAccountsText(`31${NBSP}décembre 2024`), ASIS);
    expect(box('comptes').getAttribute('aria-describedby')).toBe(accounts.id);
    expect(box('kbis').hasAttribute('aria-describedby')).toBe(false);
    tick('comptes');
    expect([...year()!.options].map((option) => option.text)).toEqual([DOCUMENT_COPY.latestAccounts, closingText('2023-12-31')]);
  });

  it('warns, still orderable, when the register publishes no statuts and no accounts', async () => {
    answers.set(registerHoldingsPath(SAS.siren), json({ statutsFiledOn: null, accounts: [] }));
    const { ui, box, tick, choose } = await openDialog();
    await choose(SAS);
    expect(ui.view.getByText(DOCUMENT_COPY.noStatuts, ASIS)).toBeTruthy();
    expect(ui.view.getByText(DOCUMENT_COPY.noAccounts, ASIS)).toBeTruthy();
    tick('statuts');
    tick('comptes');
    expect(box('statuts').checked && box('comptes').checked).toBe(true);
    fireEvent.click(ui.button('next'));
    expect(onStep2(ui)).toBe(true);
  });

  it.each([
    ['a 503', json({}, 503)],
    ['a network error or the page’s CSP', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer of another shape', json({ companies: [] })],
  ])('says nothing after %s, and the documents stay orderable', async (_, failure) => {
    answers.set(registerHoldingsPath(SAS.siren), failure);
    const { ui, group, tick, choose } = await openDialog();
    await choose(SAS);
    expect(group.querySelector('small')).toBeNull();
    expect(ui.error()).toBe('');
    tick('statuts');
    fireEvent.click(ui.button('next'));
    expect(onStep2(ui)).toBe(true);
  });

  it('forgets what the register holds once the name is edited', async () => {
    answers.set(registerHoldingsPath(SAS.siren), json(HOLDINGS));
    const { ui, group, choose } = await openDialog();
    await choose(SAS);
    ui.type({ companyName: 'Autre société' });
    expect(group.querySelector('small')).toBeNull();
  });
});

describe('the summary of a build with an order service', () => {
  it('lists each document at its price and the total, which the sentence on payment repeats', async () => {
    const { ui, tick } = await openDialog();
    ui.type({ companyName: COMPLETE_ORDER.company.companyName });
    tick('statuts');
    toSummary(ui);
    const lines = receiptLines(ui);
    expect(lines).toEqual([DOCUMENT_LABELS.kbis + DOCUMENT_PRICE, DOCUMENT_LABELS.statuts + DOCUMENT_PRICE]);
    expect(total(ui)).toBe(`${RECEIPT.total}70${NBSP}€`);
    const paymentNext = PAYMENT_NEXT_AROUND.join(DOCUMENTS_PAID[1]!);
    expect(ui.view.getByText(paymentNext, ASIS).tagName).toBe('P');
    expect(ui.step()).toBe(LAST_STEP_OPENING + paymentNext);
  });

  it('says which accounts and which deed, and hands the four documents over in kbis:confirm and the form', async () => {
    answers.set(registerHoldingsPath(SAS.siren), json(HOLDINGS));
    const events = recordEvents([EVENTS.confirm]);
    const { ui, tick, year, deed, choose } = await openDialog();
    await choose(SAS);
    for (const kind of ['statuts', 'comptes', 'acte'] as const) tick(kind);
    fireEvent.change(year()!, { target: { value: '2023-12-31' } });
    fireEvent.input(deed()!, { target: { value: ' PV d’AG du 3 mai 2023 ' } });
    toSummary(ui);
    expect(receiptLines(ui)).toEqual([
      DOCUMENT_LABELS.kbis + DOCUMENT_PRICE,
      DOCUMENT_LABELS.statuts + DOCUMENT_PRICE,
      DOCUMENT_LABELS.comptes + DOCUMENT_PRICE + closingText('2023-12-31'),
      `${DOCUMENT_LABELS.acte}${DOCUMENT_PRICE}PV d’AG du 3 mai 2023`,
    ]);
    expect(total(ui)).toBe(`${RECEIPT.total}140${NBSP}€`);
    await act(() => {
      fireEvent.click(ui.button('confirm'));
      vi.advanceTimersByTime(SCREEN_READER_MS + 100);
    });
    const { order } = events.seen[0]!.detail as { order: Order };
    expect(order).toMatchObject({ documents: [...DOCUMENT_KINDS], accountsYear: '2023', deedDescription: 'PV d’AG du 3 mai 2023' });
    const fields = submitted[0]!;
    expect(fields.filter(([name]) => name === 'documents').map(([, value]) => value)).toEqual([...DOCUMENT_KINDS]);
    expect(fields).toContainEqual(['accountsYear', '2023']);
    expect(fields).toContainEqual(['deedDescription', 'PV d’AG du 3 mai 2023']);
  });
});

describe('without an order service', () => {
  it('offers no documents and asks nothing', async () => {
    vi.stubGlobal('__ORDER_SERVICE__', false);
    const ui = renderDialog();
    await ui.open();
    expect(ui.view.queryByRole('group')).toBeNull();
    expect(ui.view.queryAllByRole('checkbox')).toEqual([]);
    expect(requests).toEqual([]);
  });
});
