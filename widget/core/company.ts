/**
 * The company search's contract between the dialog and the order service, in a build with one:
 * the path the dialog asks, what a suggestion holds, and the check of a SIREN's key. The dialog
 * never asks the state's directory itself; the service does, and answers in this shape.
 */

/** The service's path (GET, `?q=` the text typed), relative to the service's public URL. */
export const COMPANY_SEARCH_PATH = '/entreprises';

/** The query parameter holding the text typed. */
export const COMPANY_SEARCH_QUERY = 'q';

/** Characters typed, spaces aside, before the dialog asks. */
export const COMPANY_SEARCH_MIN_CHARS = 3;

/** Most suggestions shown at once. */
export const COMPANY_SUGGESTIONS_MAX = 8;

/** Digits of a SIREN, the company's own number (a SIRET is its SIREN and an establishment's NIC). */
export const SIREN_DIGITS = 9;

/** The hand-off form's field carrying the SIREN of a company chosen among the suggestions. */
export const SIREN_HANDOFF_FIELD = 'siren';

/**
 * One suggestion, as the service gives it. Field names avoid those the widget build mangles
 * (`state`, `props`, `context`, `render`, `vnode`: DESIGN's known traps).
 */
export interface CompanySuggestion {
  siren: string;
  /** The name the directory gives (`nom_complet`). */
  name: string;
  /** The head office's SIRET, or '' when the directory gives none. */
  siret: string;
  postalCode: string;
  city: string;
  /** INSEE's legal category (`nature_juridique`), four digits, or '' when unknown. */
  legalForm: string;
  /** Whether the directory says the company has ceased (`etat_administratif` « C »). */
  ceased: boolean;
  /** The day it ceased, `YYYY-MM-DD`, or null when unknown or still active. */
  closedOn: string | null;
  /** A sole trader (`complements.est_entrepreneur_individuel`). */
  soleTrader: boolean;
}

/** The service's answer: 200 with up to COMPANY_SUGGESTIONS_MAX companies; 204, no answer, when the directory cannot give one. */
export interface CompanySearchAnswer {
  companies: CompanySuggestion[];
}

/** Whether `digits` is nine digits whose Luhn key holds, as every SIREN's does. */
export function isSirenKeyValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < SIREN_DIGITS; index++) {
    const digit = Number(digits[index]) * (index % 2 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

/** Pause after the last key before the dialog asks, so that a word typed fast makes one request. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 150;

/**
 * How long the dialog waits for the service's answer: past the service's own 2 s wait for the
 * directory, after which it answers 204 itself.
 */
export const COMPANY_SEARCH_TIMEOUT_MS = 4000;
