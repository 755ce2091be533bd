import { describe, expect, it } from 'vitest';
import { freshImport } from '../support/fresh-import';
import { DEED_DESCRIPTION_MAX_LENGTH, DOCUMENT_COPY, DOCUMENT_FIELDS, type RegisterHoldings } from '../../widget/core/catalogue';
import { confirmOrder, withDocuments } from '../../widget/core/checkout';
import { DOCUMENTS_PAID, LAST_STEP_OPENING, PAYMENT_NEXT, PAYMENT_NEXT_AROUND, STEP_ANNOUNCEMENTS } from '../../widget/core/copy';
import {
  DEFAULT_ENTRY,
  chosenDocuments,
  closingText,
  documentDetail,
  documentMessage,
  earlierClosings,
  holdingNote,
  missingDocuments,
} from '../../widget/core/document-choice';
import { createDraft } from '../../widget/core/fields';
import { NBSP } from '../../widget/core/format';
import { handoffFields } from '../../widget/core/handoff';
import {
  browserOrderReducer,
  initialState,
  invalidOnService,
  missingOnService,
  serviceOrderReducer,
  type OrderAction,
  type OrderState,
} from '../../widget/core/order';
import { SAS, SOLE_TRADER } from '../fixtures/companies';
import { COMPLETE_ORDER } from '../fixtures/orders';

const HOLDINGS: RegisterHoldings = {
  statutsFiledOn: '2024-03-12',
  accounts: [
    { closedOn: '2024-12-31', filedOn: '2025-06-30' },
    { closedOn: '2023-12-31', filedOn: '2024-07-01' },
    // Two closings in 2022 (the closing day moved): the later stands for the year.
    { closedOn: '2022-12-31', filedOn: '2023-06-30' },
    { closedOn: '2022-06-30', filedOn: '2022-12-20' },
  ],
};
const NOTHING: RegisterHoldings = { statutsFiledOn: null, accounts: [] };

/** An open dialog on step 1 of a build with an order service, and actions applied to it. */
const open = (): OrderState => serviceOrderReducer(initialState(), { type: 'open' });
const run = (state: OrderState, ...actions: OrderAction[]) => actions.reduce(serviceOrderReducer, state);
const named = (state = open()) => run(state, { type: 'type', field: 'companyName', value: COMPLETE_ORDER.company.companyName });
const chosen = (company = SAS) => run(open(), { type: 'suggest', companies: [company] }, { type: 'choose', index: 0 });

describe('the documents as the dialog opens', () => {
  it('tick the Kbis alone, ask for the latest accounts and describe no deed', () => {
    expect(open().draft).toMatchObject({ documents: ['kbis'], accountsClosedOn: '', deedDescription: '' });
    expect(DEFAULT_ENTRY).toEqual({ documents: ['kbis'], accountsClosedOn: '', deedDescription: '' });
  });

  it('are the Kbis alone for a draft made before any opening', () => {
    expect(chosenDocuments(createDraft())).toEqual(['kbis']);
  });

  it('are not the static build’s, whose draft holds none of them', () => {
    const state = browserOrderReducer(initialState(), { type: 'open' });
    expect(state.draft).toEqual(createDraft());
    expect(browserOrderReducer(state, { type: 'pick', kind: 'statuts', checked: true })).toBe(state);
  });
});

describe('choosing documents', () => {
  it('keeps them in the catalogue’s order, whatever the order they are ticked in', () => {
    const state = run(open(), { type: 'pick', kind: 'acte', checked: true }, { type: 'pick', kind: 'statuts', checked: true });
    expect(state.draft.documents).toEqual(['kbis', 'statuts', 'acte']);
    expect(run(state, { type: 'pick', kind: 'kbis', checked: false }).draft.documents).toEqual(['statuts', 'acte']);
  });

  it('ticks a document once, however often', () => {
    const state = run(open(), { type: 'pick', kind: 'kbis', checked: true }, { type: 'pick', kind: 'kbis', checked: true });
    expect(state.draft.documents).toEqual(['kbis']);
  });

  it('cuts the deed’s description to its longest, as typed', () => {
    const long = ` ${'x'.repeat(DEED_DESCRIPTION_MAX_LENGTH)}`;
    expect(run(open(), { type: 'describeDeed', value: long }).draft.deedDescription).toBe(long.slice(0, DEED_DESCRIPTION_MAX_LENGTH));
  });

  it('chooses an earlier closing of the accounts', () => {
    expect(run(open(), { type: 'pickClosing', closedOn: '2023-12-31' }).draft.accountsClosedOn).toBe('2023-12-31');
  });

  it('changes nothing past step 1, nor while closed', () => {
    const onStep2 = { ...open(), step: 2 as const };
    for (const action of [
      { type: 'pick', kind: 'statuts', checked: true },
      { type: 'pickClosing', closedOn: '2023-12-31' },
      { type: 'describeDeed', value: 'x' },
    ] satisfies OrderAction[]) {
      expect(serviceOrderReducer(onStep2, action)).toBe(onStep2);
      expect(serviceOrderReducer(initialState(), action)).toEqual(initialState());
    }
  });

  it('clears them on closing, for the next opening', () => {
    const state = run(open(), { type: 'pick', kind: 'statuts', checked: true }, { type: 'close' }, { type: 'open' });
    expect(state.draft).toMatchObject(DEFAULT_ENTRY);
  });
});

describe('Suivant on step 1 with the documents', () => {
  it('asks for the company’s name first, with the product’s message', () => {
    const refused = run(open(), { type: 'pick', kind: 'kbis', checked: false }, { type: 'next' });
    expect(refused.error?.key).toBe('companyNameMissing');
    expect(invalidOnService(refused)).toEqual(['companyName']);
  });

  it('refuses none ticked, marking the checkboxes, with « Choisissez au moins un document »', () => {
    const refused = run(named(), { type: 'pick', kind: 'kbis', checked: false }, { type: 'next' });
    expect(refused.step).toBe(1);
    expect(refused.error).toEqual({ key: DOCUMENT_FIELDS.documents, id: 1, announced: false });
    expect(invalidOnService(refused)).toEqual(['documents']);
    expect(documentMessage(refused.error?.key)).toBe('Choisissez au moins un document');
    expect(DOCUMENT_COPY.required).toBe('Choisissez au moins un document');
  });

  it('refuses the other deed undescribed, blanks aside, marking its description', () => {
    const ticked = run(named(), { type: 'pick', kind: 'acte', checked: true }, { type: 'describeDeed', value: '  ' });
    const refused = run(ticked, { type: 'next', focused: 'deedDescription' });
    expect(refused.error).toEqual({ key: 'deedDescription', id: 1, announced: true });
    expect(invalidOnService(refused)).toEqual(['deedDescription']);
    expect(documentMessage('deedDescription')).toBe(DOCUMENT_COPY.deedMissing);
    const described = run(refused, { type: 'describeDeed', value: 'PV d’AG du 3 mai 2023' });
    expect(invalidOnService(described)).toEqual([]);
    expect(run(described, { type: 'next' }).step).toBe(2);
  });

  it('announces the refusal by its region only when the focus stays on what it marks', () => {
    const none = run(named(), { type: 'pick', kind: 'kbis', checked: false });
    expect(run(none, { type: 'next', focused: 'companyName' }).error?.announced).toBe(false);
    expect(run(none, { type: 'next', focused: 'documents' }).error?.announced).toBe(true);
  });

  it('lets any one document through, the Kbis as it opens', () => {
    expect(run(named(), { type: 'next' }).step).toBe(2);
    const statuts = run(named(), { type: 'pick', kind: 'statuts', checked: true }, { type: 'pick', kind: 'kbis', checked: false });
    expect(run(statuts, { type: 'next' }).step).toBe(2);
  });

  it('names what a step lacks, the company first, the documents on step 1 only', () => {
    const none = { ...createDraft(), ...DEFAULT_ENTRY, documents: [] };
    expect(missingOnService(1, none)).toEqual(['companyName']);
    expect(missingOnService(1, { ...none, companyName: 'x' })).toEqual(['documents']);
    expect(missingOnService(2, { ...none, companyName: 'x' })).toEqual(['firstName', 'lastName', 'email']);
    expect(missingDocuments({ ...none, documents: ['acte'], deedDescription: 'statuts de 1998' })).toEqual([]);
    expect(missingDocuments(createDraft())).toEqual([]);
  });
});

describe('what the register holds', () => {
  const withHoldings = (state: OrderState, siren = SAS.siren, holdings = HOLDINGS) => run(state, { type: 'holdings', siren, holdings });

  it('is kept for the company chosen, on any step', () => {
    expect(withHoldings(chosen()).search?.holdings).toBe(HOLDINGS);
    expect(withHoldings({ ...chosen(), step: 2 }).search?.holdings).toBe(HOLDINGS);
  });

  it('is dropped when it is about another company, or none is chosen', () => {
    const state = chosen();
    expect(withHoldings(state, SOLE_TRADER.siren)).toBe(state);
    expect(withHoldings(open())).toEqual(open());
    expect(withHoldings(initialState())).toEqual(initialState());
  });

  it('goes, with an earlier closing asked for, once the name is edited or another company is chosen', () => {
    const held = run(withHoldings(chosen()), { type: 'pickClosing', closedOn: '2023-12-31' });
    const edited = run(held, { type: 'type', field: 'companyName', value: 'autre' });
    expect(edited.search?.holdings).toBeNull();
    expect(edited.draft.accountsClosedOn).toBe('');
    const other = run(held, { type: 'suggest', companies: [SOLE_TRADER] }, { type: 'choose', index: 0 });
    expect(other.search?.holdings).toBeNull();
    expect(other.draft.accountsClosedOn).toBe('');
  });

  it('keeps the closing asked for while the name is typed with no company chosen', () => {
    const typed = run(open(), { type: 'pickClosing', closedOn: '2023-12-31' }, { type: 'type', field: 'companyName', value: 'x' });
    expect(typed.draft.accountsClosedOn).toBe('2023-12-31');
  });

  it('says when the statuts and the latest accounts were filed, in French days', () => {
    expect(holdingNote('statuts', HOLDINGS)).toEqual({ text: `Statuts déposés le 12${NBSP}mars 2024`, none: false });
    expect(holdingNote('comptes', HOLDINGS)).toEqual({
      text: `Derniers comptes${NBSP}: exercice clos le 31${NBSP}décembre 2024`,
      none: false,
    });
  });

  it('warns when it holds none, and says nothing of the Kbis, other deeds, or before it answered', () => {
    expect(holdingNote('statuts', NOTHING)).toEqual({ text: DOCUMENT_COPY.noStatuts, none: true });
    expect(holdingNote('comptes', NOTHING)).toEqual({ text: DOCUMENT_COPY.noAccounts, none: true });
    for (const kind of ['kbis', 'acte'] as const) expect(holdingNote(kind, HOLDINGS)).toBeNull();
    expect(holdingNote('statuts', null)).toBeNull();
  });

  it('offers the earlier closings, one per year, the later of two in one year', () => {
    expect(earlierClosings(HOLDINGS)).toEqual(['2023-12-31', '2022-12-31']);
    expect(earlierClosings({ statutsFiledOn: null, accounts: [HOLDINGS.accounts[0]!] })).toEqual([]);
    expect(earlierClosings(null)).toEqual([]);
    expect(closingText('')).toBe('Les derniers déposés');
    expect(closingText('2023-06-30')).toBe(`Clos le 30${NBSP}juin 2023`);
  });
});

describe('the documents in the order', () => {
  const FROM = { partner: null, source: { page: 'https://example.fr/', utm: {} } };
  const order = (...actions: OrderAction[]) => {
    const { draft } = run(named(), ...actions);
    return withDocuments(confirmOrder(draft, FROM, new Date(0), new Uint8Array(12)), draft);
  };

  it('carries the Kbis alone by default, no year, no deed', () => {
    expect(order()).toMatchObject({ documents: ['kbis'], accountsYear: '', deedDescription: '' });
    expect(handoffFields(order()).filter(([name]) => name.startsWith('d') || name === 'accountsYear')).toEqual([['documents', 'kbis']]);
  });

  it('carries each document once, the accounts’ closing year and the deed trimmed, in the hand-off too', () => {
    const all = order(
      { type: 'pick', kind: 'statuts', checked: true },
      { type: 'pick', kind: 'comptes', checked: true },
      { type: 'pickClosing', closedOn: '2022-06-30' },
      { type: 'pick', kind: 'acte', checked: true },
      { type: 'describeDeed', value: '  PV d’AG du 3 mai 2023 ' },
    );
    expect(all).toMatchObject({
      documents: ['kbis', 'statuts', 'comptes', 'acte'],
      accountsYear: '2022',
      deedDescription: 'PV d’AG du 3 mai 2023',
    });
    const fields = handoffFields(all);
    expect(fields.filter(([name]) => name === DOCUMENT_FIELDS.documents).map(([, value]) => value)).toEqual(all.documents);
    expect(fields).toContainEqual([DOCUMENT_FIELDS.accountsYear, '2022']);
    expect(fields).toContainEqual([DOCUMENT_FIELDS.deedDescription, 'PV d’AG du 3 mai 2023']);
  });

  it('leaves the year and the description out when their document is not ordered', () => {
    const unticked = order(
      { type: 'pick', kind: 'comptes', checked: true },
      { type: 'pickClosing', closedOn: '2023-12-31' },
      { type: 'pick', kind: 'acte', checked: true },
      { type: 'describeDeed', value: 'statuts de 1998' },
      { type: 'pick', kind: 'comptes', checked: false },
      { type: 'pick', kind: 'acte', checked: false },
    );
    expect(unticked).toMatchObject({ documents: ['kbis'], accountsYear: '', deedDescription: '' });
    expect(handoffFields(unticked).map(([name]) => name)).not.toContain(DOCUMENT_FIELDS.deedDescription);
    expect(handoffFields(unticked).map(([name]) => name)).not.toContain(DOCUMENT_FIELDS.accountsYear);
  });

  it('is described line by line on the receipt: which accounts, which deed', () => {
    const draft = { ...createDraft(), ...DEFAULT_ENTRY, accountsClosedOn: '2023-12-31', deedDescription: ' statuts de 1998 ' };
    expect(documentDetail('comptes', draft)).toBe(`Clos le 31${NBSP}décembre 2023`);
    expect(documentDetail('comptes', { ...draft, accountsClosedOn: '' })).toBe('Les derniers déposés');
    expect(documentDetail('acte', draft)).toBe('statuts de 1998');
    for (const kind of ['kbis', 'statuts'] as const) expect(documentDetail(kind, draft)).toBeNull();
  });
});

describe('the total of the last step', () => {
  it('is 35 € a document, written in French', () => {
    expect(DOCUMENTS_PAID).toEqual([`35${NBSP}€`, `70${NBSP}€`, `105${NBSP}€`, `140${NBSP}€`]);
  });

  it('goes into the sentence on payment and the step’s announcement, as the static build words them for one', () => {
    expect(PAYMENT_NEXT_AROUND.join(DOCUMENTS_PAID[0]!)).toBe(PAYMENT_NEXT);
    expect(LAST_STEP_OPENING + PAYMENT_NEXT).toBe(STEP_ANNOUNCEMENTS[2]);
    expect(PAYMENT_NEXT_AROUND.join(DOCUMENTS_PAID[1]!)).toBe(
      `Vous réglerez ensuite 70${NBSP}€ par carte sur la page de paiement${NBSP}: votre commande ne sera passée qu’une fois ce paiement accepté.`,
    );
  });
});

// Loaded anew in each test (tests/support/fresh-import.ts): the group's defaults and words are
// module constants, which a test reaches only through a module evaluated again.
describe('the group’s constants, as the module computes them', () => {
  const fresh = () => freshImport(() => import('../../widget/core/document-choice'));

  it('opens on the Kbis alone, the latest accounts and no description', async () => {
    const { DEFAULT_ENTRY } = await fresh();
    expect(DEFAULT_ENTRY).toEqual({ documents: ['kbis'], accountsClosedOn: '', deedDescription: '' });
  });

  it('names what a refused Suivant says of each control, and nothing of the others', async () => {
    const { DOCUMENT_MESSAGES, documentMessage } = await fresh();
    expect(DOCUMENT_MESSAGES).toEqual({ documents: DOCUMENT_COPY.required, deedDescription: DOCUMENT_COPY.deedMissing });
    expect(documentMessage('documents')).toBe(DOCUMENT_COPY.required);
    expect(documentMessage('deedDescription')).toBe(DOCUMENT_COPY.deedMissing);
    expect(documentMessage('companyName')).toBeUndefined();
  });

  it('reads a draft made before any opening as the Kbis alone, and its accounts as the latest', async () => {
    const { chosenDocuments, closingText, documentDetail, missingDocuments } = await fresh();
    const blank = createDraft();
    expect(chosenDocuments(blank)).toEqual(['kbis']);
    expect(chosenDocuments({ ...blank, documents: ['statuts'] })).toEqual(['statuts']);
    expect(closingText('')).toBe(DOCUMENT_COPY.latestAccounts);
    expect(closingText('2023-12-31')).toBe('Clos le 31\u00a0décembre 2023');
    expect(documentDetail('comptes', blank)).toBe(DOCUMENT_COPY.latestAccounts);
    expect(missingDocuments({ ...blank, documents: ['acte'] })).toEqual([DOCUMENT_FIELDS.deedDescription]);
  });
});
