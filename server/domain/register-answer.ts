/**
 * The national register's answers (INPI, API formalités) as the service reads them: the sign-in's
 * token and a company's filings from `GET /api/companies/{siren}/attachments`, each checked for its
 * documented shape. The register's `200` may carry a JSON error, and its filings may lack fields: a
 * filing without an id or a day cannot be fetched nor dated and is left out, one kept confidential too.
 * Pure: the client (server/register/inpi-client.ts) only fetches.
 */

/** A deed (`actes[]`): the statuts are among them. */
export interface RegisterDeed {
  id: string;
  /** `dateDepot`, YYYY-MM-DD. */
  filedOn: string;
  /** `typeRdd[]`: what the deed is (`typeActe`) and what it decided (`decision`), '' when absent. */
  types: { typeActe: string; decision: string }[];
}

/** Annual accounts (`bilans[]`). */
export interface RegisterAccounts {
  id: string;
  /** `dateDepot`, YYYY-MM-DD. */
  filedOn: string;
  /** `dateCloture`, YYYY-MM-DD: the financial year's last day. */
  closedOn: string;
}

export interface RegisterAttachments {
  deeds: RegisterDeed[];
  accounts: RegisterAccounts[];
}

/** What a `200` held instead of what was asked: an error told as JSON, or another shape. */
export type UnexpectedAnswer = 'error-answer' | 'malformed';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** The register writes days as `YYYY-MM-DD`; an instant after it is cut to its day. */
const day = (value: unknown) => /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(text(value))?.[1] ?? '';
const ERROR_KEYS = ['error', 'errors', 'message', 'code', 'status'];

/** An object of the register that carries none of the expected fields but says it failed. */
const errorOrMalformed = (answer: unknown): UnexpectedAnswer =>
  isObject(answer) && ERROR_KEYS.some((key) => key in answer) ? 'error-answer' : 'malformed';

/** Whether a filing may be fetched: the register marks confidential ones (`confidentiality`), else public. */
const isPublic = (filing: Json) => !/^confidenti/i.test(text(filing.confidentiality));

function deed(entry: unknown): RegisterDeed | null {
  if (!isObject(entry) || !isPublic(entry)) return null;
  const id = text(entry.id);
  const filedOn = day(entry.dateDepot);
  if (!id || !filedOn) return null;
  const types = Array.isArray(entry.typeRdd)
    ? entry.typeRdd.filter(isObject).map((type) => ({ typeActe: text(type.typeActe), decision: text(type.decision) }))
    : [];
  return { id, filedOn, types };
}

function accounts(entry: unknown): RegisterAccounts | null {
  if (!isObject(entry) || !isPublic(entry)) return null;
  const id = text(entry.id);
  const filedOn = day(entry.dateDepot);
  const closedOn = day(entry.dateCloture);
  if (!id || !filedOn || !closedOn) return null;
  return { id, filedOn, closedOn };
}

const list = (value: unknown) => (Array.isArray(value) ? value : []);

/**
 * A company's filings, or why the answer is not one: it must be an object with `actes` or `bilans`
 * as a list (the register leaves out a list it has nothing for).
 */
export function registerAttachments(answer: unknown): RegisterAttachments | UnexpectedAnswer {
  if (!isObject(answer) || !(Array.isArray(answer.actes) || Array.isArray(answer.bilans))) return errorOrMalformed(answer);
  return {
    deeds: list(answer.actes)
      .map(deed)
      .filter((one): one is RegisterDeed => one !== null),
    accounts: list(answer.bilans)
      .map(accounts)
      .filter((one): one is RegisterAccounts => one !== null),
  };
}

/** The sign-in's token, or why the answer is not one. */
export function registerToken(answer: unknown): string | UnexpectedAnswer {
  const token = isObject(answer) ? text(answer.token) : '';
  return token || errorOrMalformed(answer);
}
