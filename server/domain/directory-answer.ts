/**
 * The state's company directory (API Recherche d'entreprises, DINUM) as the service reads it: the
 * answer of `GET /search` checked for its documented shape, each result turned into what the shop
 * keeps of a company. Pure: the client (company-directory.ts) only fetches.
 */
import type { CompanySuggestion } from '../../widget/core/company';

/** A company as the directory gives it: a suggestion, and the head office's address the order keeps. */
export interface DirectoryCompany extends CompanySuggestion {
  /** The head office's address on one line (`siege.adresse`), or '' when the directory gives none. */
  address: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One result, or null when it lacks what a company must have (a nine-digit SIREN and a name). */
export function directoryCompany(result: unknown): DirectoryCompany | null {
  if (!isObject(result)) return null;
  const siren = text(result.siren);
  const name = text(result.nom_complet);
  if (!/^\d{9}$/.test(siren) || !name) return null;
  const siege = isObject(result.siege) ? result.siege : {};
  const complements = isObject(result.complements) ? result.complements : {};
  const siret = text(siege.siret);
  const legalForm = text(result.nature_juridique);
  const ceased = result.etat_administratif === 'C';
  const closedOn = text(result.date_fermeture);
  return {
    siren,
    name,
    siret: /^\d{14}$/.test(siret) ? siret : '',
    postalCode: text(siege.code_postal),
    city: text(siege.libelle_commune),
    legalForm: /^\d{4}$/.test(legalForm) ? legalForm : '',
    ceased,
    closedOn: ceased && DAY.test(closedOn) ? closedOn : null,
    soleTrader: complements.est_entrepreneur_individuel === true,
    address: text(siege.adresse),
  };
}

/**
 * The companies of a `/search` answer, or null when the answer does not have the documented shape
 * (an object whose `results` is a list): a changed API is a failure, never an empty list. A result
 * without a SIREN or a name is left out.
 */
export function directoryCompanies(answer: unknown): DirectoryCompany[] | null {
  if (!isObject(answer) || !Array.isArray(answer.results)) return null;
  return answer.results.map(directoryCompany).filter((company): company is DirectoryCompany => company !== null);
}

/** What the dialog receives of a company: the contract's fields only. */
export const suggestion = ({ address: _address, ...company }: DirectoryCompany): CompanySuggestion => company;
