/**
 * What one order may hold, in a build with an order service: up to four documents of one company,
 * each at the offer's price. The dialog offers them in step 1, hands them over with the order, and
 * the service checks them again with these names and bounds. The static build sells the Kbis alone
 * and imports nothing of this.
 */
import { NBSP } from './format';
import { PRICE_HT_EUR } from './offer';

/** In the order the dialog, the invoice and every page list them. */
export const DOCUMENT_KINDS = ['kbis', 'statuts', 'comptes', 'acte'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  kbis: 'Extrait Kbis',
  statuts: 'Statuts à jour',
  comptes: 'Comptes annuels',
  acte: 'Autre acte déposé',
};

/**
 * Ticked when the dialog opens, and what a hand-off naming no document orders: a widget published
 * before the catalogue sells the Kbis alone, and its orders keep meaning that.
 */
export const DEFAULT_DOCUMENTS: readonly DocumentKind[] = ['kbis'];

/** The hand-off's fields for the documents, besides the order's own (handoff.ts). */
export const DOCUMENT_FIELDS = {
  /** Once per document ordered, its value a DocumentKind. */
  documents: 'documents',
  /** The closing year (`YYYY`) of the annual accounts asked for; absent for the latest filed. */
  accountsYear: 'accountsYear',
  /** Which other deed, as the customer describes it; required when « acte » is ordered. */
  deedDescription: 'deedDescription',
} as const;

/** Longest description of the other deed, in characters, after trimming. */
export const DEED_DESCRIPTION_MAX_LENGTH = 200;

/** What an order of `count` documents costs, in euros (VAT not applicable: what is paid). */
export const documentsTotalEur = (count: number) => count * PRICE_HT_EUR;

/**
 * The service's path (GET) saying what the national register holds for a company, before the
 * customer pays for it; `siren` is the company chosen among the suggestions. The service answers
 * 200 with a RegisterHoldings, or 503 when it cannot say (no register configured, register down):
 * the documents then stay orderable without the information.
 */
export const registerHoldingsPath = (siren: string) => `/entreprises/${siren}/documents`;

/** What the register publishes for one company, as the service gives it. Days are `YYYY-MM-DD`. */
export interface RegisterHoldings {
  /** The day the latest deed naming the statuts was filed, or null when the register publishes none. */
  statutsFiledOn: string | null;
  /** The public annual accounts, one per closing day, latest closing first; empty when none is public. */
  accounts: { closedOn: string; filedOn: string }[];
}

/** The dialog's words for the documents. */
export const DOCUMENT_COPY = {
  legend: 'Documents',
  required: 'Choisissez au moins un document',
  deedMissing: 'Précisez l’acte souhaité',
  deedDescription: 'Acte souhaité (nature et date)',
  accountsYear: 'Exercice',
  latestAccounts: 'Les derniers déposés',
  noAccounts: 'Aucun compte annuel public',
  noStatuts: 'Aucuns statuts publiés au registre',
} as const;

/** What the register holds, in words; `day` is already written out (« 12 mars 2024 »). */
export const statutsFiledOnText = (day: string) => `Statuts déposés le ${day}`;
export const latestAccountsText = (day: string) => `Derniers comptes${NBSP}: exercice clos le ${day}`;
/** An earlier closing the « Exercice » select offers, `day` written out. */
export const closedOnText = (day: string) => `Clos le ${day}`;
