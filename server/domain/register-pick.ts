/**
 * Which filing of the national register delivers a document the customer ordered, and what the
 * register holds for a company before they order. The statuts: the latest deed by its filing day whose
 * type (`typeActe`) or decision names the statuts, whatever the case and accents. The accounts: those
 * closed in the year asked for, else the latest closed; of two filings for one closing day (a
 * correction), the later filed. Pure, so that the job and the holdings route answer alike.
 */
import type { RegisterHoldings } from '../../widget/core/catalogue';
import type { OrderItemsTable } from '../db/schema';
import type { RegisterAccounts, RegisterAttachments, RegisterDeed } from './register-answer';
import type { RegisterFailure } from './register-failure';

/** A filing to download: the register serves deeds under `actes`, accounts under `bilans`. */
export interface RegisterPick {
  collection: 'actes' | 'bilans';
  id: string;
  filedOn: string;
  /** The accounts' closing day; null for a deed. */
  closedOn: string | null;
}

const fold = (words: string) => words.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const STATUTS = /\bstatuts?\b/;

/** Whether one of the deed's types or decisions names the statuts (« Statuts mis à jour », « Modification des statuts »). */
export const namesStatuts = (deed: Pick<RegisterDeed, 'types'>) =>
  deed.types.some(({ typeActe, decision }) => STATUTS.test(fold(typeActe)) || STATUTS.test(fold(decision)));

/** Later first: by `key`, then by id, so that equal days still give one answer. */
const latestBy = <T extends { id: string }>(filings: readonly T[], key: (filing: T) => string): T | null =>
  filings.reduce<T | null>((best, filing) => {
    if (!best) return filing;
    const [a, b] = [key(filing), key(best)];
    return a > b || (a === b && filing.id > best.id) ? filing : best;
  }, null);

/** The latest deed naming the statuts, or null when the register publishes none. */
export const latestStatuts = (attachments: RegisterAttachments): RegisterDeed | null =>
  latestBy(attachments.deeds.filter(namesStatuts), (deed) => deed.filedOn);

/** One filing per closing day (the later filed), latest closing first. */
export function accountsByClosing(attachments: RegisterAttachments): RegisterAccounts[] {
  const byDay = new Map<string, RegisterAccounts[]>();
  for (const filing of attachments.accounts) byDay.set(filing.closedOn, [...(byDay.get(filing.closedOn) ?? []), filing]);
  return [...byDay.values()]
    .map((filings) => latestBy(filings, (filing) => filing.filedOn)!)
    .sort((a, b) => (a.closedOn < b.closedOn ? 1 : -1));
}

/** The accounts closed in `year` (`YYYY`), or the latest when `year` is ''; null when the register has none. */
export function accountsFor(attachments: RegisterAttachments, year: string): RegisterAccounts | null {
  return accountsByClosing(attachments).find((filing) => !year || filing.closedOn.startsWith(`${year}-`)) ?? null;
}

/** The filing that delivers `item`, or why the register has none. */
export function pickFiling(
  attachments: RegisterAttachments,
  item: Pick<OrderItemsTable, 'kind' | 'accounts_year'>,
): { pick: RegisterPick } | { failure: RegisterFailure } {
  if (item.kind === 'statuts') {
    const deed = latestStatuts(attachments);
    return deed
      ? { pick: { collection: 'actes', id: deed.id, filedOn: deed.filedOn, closedOn: null } }
      : { failure: { kind: 'no-statuts' } };
  }
  if (item.kind !== 'comptes') throw new Error(`The register delivers no ${item.kind}`);
  const filing = accountsFor(attachments, item.accounts_year);
  if (filing) return { pick: { collection: 'bilans', id: filing.id, filedOn: filing.filedOn, closedOn: filing.closedOn } };
  return {
    failure:
      item.accounts_year && attachments.accounts.length
        ? { kind: 'no-accounts-for-year', year: item.accounts_year }
        : { kind: 'no-accounts' },
  };
}

/** What the dialog shows of the register before the customer orders. */
export function registerHoldings(attachments: RegisterAttachments): RegisterHoldings {
  return {
    statutsFiledOn: latestStatuts(attachments)?.filedOn ?? null,
    accounts: accountsByClosing(attachments).map(({ closedOn, filedOn }) => ({ closedOn, filedOn })),
  };
}

/** The name the customer sees on the attachment and the download. */
export const registerFileName = (pick: RegisterPick, reference: string) =>
  pick.closedOn ? `comptes-annuels-${pick.closedOn}-${reference}.pdf` : `statuts-${reference}.pdf`;
