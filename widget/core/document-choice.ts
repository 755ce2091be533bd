/**
 * Step 1's « Documents » group as pure rules, in a build with an order service: what the customer
 * chose (held in the draft, like the other things entered in the form), what Suivant asks of it,
 * and what the register's holdings say of each document. The dialog's reducer (serviceOrderReducer)
 * applies the actions; the request for the holdings is the UI's.
 */
import {
  closedOnText,
  DEED_DESCRIPTION_MAX_LENGTH,
  DEFAULT_DOCUMENTS,
  DOCUMENT_COPY,
  DOCUMENT_FIELDS,
  DOCUMENT_KINDS,
  latestAccountsText,
  statutsFiledOnText,
  type DocumentKind,
  type RegisterHoldings,
} from './catalogue';
import { formatFrenchDate } from './company-rules';
import type { Draft, DocumentsEntry } from './fields';

export type DocumentAction =
  | { type: 'pick'; kind: DocumentKind; checked: boolean }
  /** An earlier closing chosen in « Exercice », or '' for the latest filed. */
  | { type: 'pickClosing'; closedOn: string }
  | { type: 'describeDeed'; value: string }
  /** The service's answer on what the register holds for the company whose SIREN is `siren`. */
  | { type: 'holdings'; siren: string; holdings: RegisterHoldings };

/** The names of the group's controls a refused Suivant marks: the documents' checkboxes, the other deed's description. */
export type DocumentField = typeof DOCUMENT_FIELDS.documents | typeof DOCUMENT_FIELDS.deedDescription;

/** What a refused Suivant says of each, shown and said as the step's own message is. */
export const DOCUMENT_MESSAGES: Readonly<Record<DocumentField, string>> = {
  documents: DOCUMENT_COPY.required,
  deedDescription: DOCUMENT_COPY.deedMissing,
};

/** The group as the dialog opens: the Kbis alone, the latest accounts, no description. */
export const DEFAULT_ENTRY: DocumentsEntry = { documents: DEFAULT_DOCUMENTS, accountsClosedOn: '', deedDescription: '' };

/** The message of a notice's key or of a control marked invalid, when it is one of the group's. */
export const documentMessage = (name: string | undefined): string | undefined => DOCUMENT_MESSAGES[name as DocumentField];

/** The documents ticked in `draft`: a draft made before any opening has none of the group's values. */
export const chosenDocuments = (draft: Draft) => draft.documents ?? DEFAULT_DOCUMENTS;

/** `draft` once `action` applied to the group; the company search's answers are not the draft's. */
export function chooseDocuments(draft: Draft, action: Exclude<DocumentAction, { type: 'holdings' }>): Draft {
  switch (action.type) {
    case 'pick': {
      const ticked = chosenDocuments(draft);
      return { ...draft, documents: DOCUMENT_KINDS.filter((kind) => (kind === action.kind ? action.checked : ticked.includes(kind))) };
    }
    case 'pickClosing':
      return { ...draft, accountsClosedOn: action.closedOn };
    case 'describeDeed':
      return { ...draft, deedDescription: action.value.slice(0, DEED_DESCRIPTION_MAX_LENGTH) };
  }
}

/** What keeps the group from being sent, as the control to mark: nothing ticked, or the other deed ticked and not described. */
export function missingDocuments(draft: Draft): DocumentField[] {
  if (!chosenDocuments(draft).length) return [DOCUMENT_FIELDS.documents];
  return chosenDocuments(draft).includes('acte') && !draft.deedDescription?.trim() ? [DOCUMENT_FIELDS.deedDescription] : [];
}

/**
 * The closing days of the accounts one may ask for besides the latest, one per year, latest first:
 * the register lists the latest closing first, and of two closings in one year the later.
 */
export function earlierClosings(holdings: RegisterHoldings | null): string[] {
  const byYear = new Map<string, string>();
  for (const { closedOn } of holdings?.accounts ?? []) if (!byYear.has(closedOn.slice(0, 4))) byYear.set(closedOn.slice(0, 4), closedOn);
  return [...byYear.values()].slice(1);
}

/** What the register holds of one document, in words, and whether it says it holds none (a warning, the document still orderable). */
export interface HoldingNote {
  text: string;
  none: boolean;
}

/** What the group says under a document once the register answered; nothing of the Kbis and the other deeds, which it does not list. */
export function holdingNote(kind: DocumentKind, holdings: RegisterHoldings | null): HoldingNote | null {
  if (!holdings) return null;
  if (kind === 'statuts') {
    const filedOn = holdings.statutsFiledOn;
    return filedOn ? { text: statutsFiledOnText(formatFrenchDate(filedOn)), none: false } : { text: DOCUMENT_COPY.noStatuts, none: true };
  }
  if (kind === 'comptes') {
    const latest = holdings.accounts[0];
    return latest
      ? { text: latestAccountsText(formatFrenchDate(latest.closedOn)), none: false }
      : { text: DOCUMENT_COPY.noAccounts, none: true };
  }
  return null;
}

/** An accounts' closing in words, as « Exercice » offers it and the receipt shows it: '' is the latest filed. */
export const closingText = (closedOn: string) => (closedOn ? closedOnText(formatFrenchDate(closedOn)) : DOCUMENT_COPY.latestAccounts);

/** What the receipt says under a document ordered: which accounts, which deed; nothing of the Kbis and the statuts. */
export function documentDetail(kind: DocumentKind, draft: Draft): string | null {
  if (kind === 'comptes') return closingText(draft.accountsClosedOn ?? '');
  return kind === 'acte' ? draft.deedDescription!.trim() : null;
}
