/**
 * Why a document did not come from the national register, in the words the operator reads next to
 * it (the order's line, its history): what the register lacks, said plainly; a failure that may pass
 * with the time it happened and the time of the next automatic try, in Paris. A refused sign-in is
 * the operator's to fix (the service's INPI account), and says so.
 */
import { typeset } from '../../site/typography';
import { NBSP } from '../../widget/core/format';
import { formatParisDateTime, parisClock, parisDay } from './paris-time';
import { isPermanentFailure, type RegisterFailure } from './register-failure';

const MEGABYTE = 1024 * 1024;

/** What happened, without when. */
export function registerFailureWords(failure: RegisterFailure): string {
  switch (failure.kind) {
    case 'no-statuts':
      return 'Le registre ne publie pas de statuts pour cette société';
    case 'no-accounts':
      return 'Le registre ne publie aucun compte annuel pour cette société';
    case 'no-accounts-for-year':
      return `Le registre ne publie pas de comptes annuels clos en ${failure.year} pour cette société`;
    case 'no-siren':
      return typeset('Pas de SIREN vérifié pour cette société : le registre ne peut pas être interrogé');
    case 'unknown-company':
      return typeset('Le registre ne connaît pas cette société (SIREN inconnu)');
    case 'too-large':
      return typeset(`Le document du registre dépasse ${failure.maxBytes / MEGABYTE} Mo : trop lourd pour être récupéré par le service`);
    case 'credentials':
      return typeset('Identifiants du registre refusés : vérifiez INPI_USERNAME et INPI_PASSWORD');
    case 'http':
      return typeset(`Le registre n'a pas répondu (HTTP ${failure.status})`);
    case 'timeout':
      return typeset(`Le registre n'a pas répondu en ${failure.seconds}${NBSP}s`);
    case 'unreachable':
      return 'Le registre est injoignable';
    case 'error-answer':
      return 'Le registre a répondu par une erreur';
    case 'malformed':
      return 'Le registre a donné une réponse d’une forme inattendue';
    case 'not-pdf':
      return typeset("Le registre a remis un fichier qui n'est pas un PDF");
    case 'service':
      return 'Erreur du service pendant la récupération au registre';
  }
}

/** When the next try is: its time, with « demain » when it falls on the next day in Paris. */
const nextTry = (at: Date, retryAt: Date) =>
  `${parisDay(retryAt.toISOString()) === parisDay(at.toISOString()) ? '' : 'demain '}à ${parisClock(retryAt.toISOString())}`;

/**
 * The reason of a failure at `at`: the register's lack as it is; a passing failure with its time and
 * the next try (`retryAt`), or, when no try is left (null), its day and time and that none follows.
 */
export function registerReason(failure: RegisterFailure, at: Date, retryAt: Date | null): string {
  const words = registerFailureWords(failure);
  if (isPermanentFailure(failure)) return words;
  if (retryAt) return typeset(`${words} à ${parisClock(at.toISOString())} ; nouvel essai ${nextTry(at, retryAt)}`);
  return typeset(`${words} le ${formatParisDateTime(at.toISOString())} ; plus d'essai automatique`);
}
