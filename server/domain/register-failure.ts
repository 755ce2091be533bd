/**
 * Why the national register did not give a document, as data: the client and the job say which, the
 * reasons (register-reasons.ts) put it in words and the retry rule (register-retry.ts) decides whether
 * to try again. No case carries anything the register answered beyond an HTTP status: never a person's data.
 */

export type RegisterFailure =
  /** The register publishes no deed naming the statuts. */
  | { kind: 'no-statuts' }
  /** It publishes no annual accounts at all (never filed, or all kept confidential). */
  | { kind: 'no-accounts' }
  /** It publishes accounts, but none closed in the year asked for. */
  | { kind: 'no-accounts-for-year'; year: string }
  /** The order holds no SIREN to ask the register about (the company typed by hand, never verified). */
  | { kind: 'no-siren' }
  /** The register knows no company under that SIREN (HTTP 404). */
  | { kind: 'unknown-company' }
  /** The document weighs more than the service takes from the register. */
  | { kind: 'too-large'; maxBytes: number }
  /** The sign-in was refused: the operator's INPI_USERNAME / INPI_PASSWORD. */
  | { kind: 'credentials' }
  /** An answer with a status other than the one expected. */
  | { kind: 'http'; status: number }
  /** No answer within the request's deadline. */
  | { kind: 'timeout'; seconds: number }
  /** No connection at all. */
  | { kind: 'unreachable' }
  /** A `200` whose JSON is an error rather than what was asked. */
  | { kind: 'error-answer' }
  /** An answer of another shape than the documented one (fields missing, not JSON). */
  | { kind: 'malformed' }
  /** A download that is not a PDF. */
  | { kind: 'not-pdf' }
  /** Something failed in the service itself: the job logs it, the operator sees that much. */
  | { kind: 'service' };

export type RegisterFailureKind = RegisterFailure['kind'];

/** What trying again cannot change: the register's content, or a file too large for the service. */
const PERMANENT: readonly RegisterFailureKind[] = [
  'no-statuts',
  'no-accounts',
  'no-accounts-for-year',
  'no-siren',
  'unknown-company',
  'too-large',
];

export const isPermanentFailure = (failure: RegisterFailure) => PERMANENT.includes(failure.kind);
