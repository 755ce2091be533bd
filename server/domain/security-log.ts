/**
 * The back office's security log: one line per decision about access, on the service's standard
 * output beside its other lines (« sujet : fait »). The operator's email address names who; nothing
 * else personal, and never a secret: no session, challenge, enrolment secret, token or cookie, and of a
 * passkey only the last characters of its public id.
 */
import type { Operator } from './permissions';

const WHO = 'exploitant';

/** Why a sign-in or an enrolment is refused, in words. */
export const CEREMONY_REFUSALS = {
  'no-response': 'réponse absente ou illisible',
  'unknown-challenge': 'défi inconnu, déjà utilisé, expiré ou d’un autre usage',
  'unknown-passkey': 'clé d’accès inconnue',
  'not-verified': 'signature ou vérification de l’utilisateur refusée',
  'link-used': 'adresse d’inscription déjà utilisée ou expirée',
} as const;
export type CeremonyRefusal = keyof typeof CEREMONY_REFUSALS;

/** A passkey's id as the log shows it: its last six characters, enough to tell two apart. */
export const passkeyTail = (id: string) => `…${id.slice(-6)}`;

/** The longest path a line quotes. */
const PATH_MAX = 200;

/**
 * A requested path as a line quotes it: the enrolment secret it may carry masked, control characters
 * (a decoded %0A would start a forged line) replaced, and bounded.
 */
export const loggedPath = (path: string) =>
  path
    .replace(/(\/inscription\/)[^/]+/, '$1…')
    .replace(/\p{Cc}/gu, '?')
    .slice(0, PATH_MAX);

export const SECURITY_LOG = {
  signedIn: (email: string, passkeyId: string) => `${WHO} : connexion de ${email} (clé ${passkeyTail(passkeyId)})`,
  signInRefused: (email: string | null, why: CeremonyRefusal) =>
    `${WHO} : connexion refusée${email ? ` à ${email}` : ''} (${CEREMONY_REFUSALS[why]})`,
  enrolled: (email: string, passkeyId: string) => `${WHO} : clé d’accès inscrite pour ${email} (clé ${passkeyTail(passkeyId)})`,
  enrolRefused: (email: string | null, why: CeremonyRefusal) =>
    `${WHO} : inscription refusée${email ? ` à ${email}` : ''} (${CEREMONY_REFUSALS[why]})`,
  signedOut: (email: string) => `${WHO} : déconnexion de ${email}`,
  refused: (operator: Operator | null, method: string, path: string, why: string) =>
    `${WHO} : refus (403) de ${method} ${loggedPath(path)} à ${operator ? `${operator.email} (${operator.role})` : 'un visiteur sans session'} : ${why}`,
  revoked: (email: string, passkeys: number, sessions: number) =>
    `${WHO} : accès de ${email} révoqué, ${passkeys} clé(s) d’accès supprimée(s), ${sessions} session(s) fermée(s)`,
} as const;

/** The refusals' reasons in the log. */
export const REFUSAL_REASONS = {
  role: 'rôle insuffisant',
  origin: 'autre origine',
  token: 'jeton de formulaire absent ou faux',
} as const;
