/**
 * The back office's French words for an order's documents, one line each: their state, their source,
 * their history, and the actions on one document (send it, fetch it from the register, refund it).
 * Typeset here: the back office's layout shows its words as written.
 */
import { typeset } from '../../../site/typography';
import type { DocumentKind } from '../../../widget/core/catalogue';
import { REGISTER_REQUEST_EVENT, type RegisterRequestRefusal } from '../../db/register-requests';
import type { ItemSource } from '../../db/schema';
import { REGISTER_EVENT_LABELS } from '../../domain/register-events';
import { SEND } from './delivery-copy';

export const ITEM = {
  heading: 'Documents de la commande',
  price: 'Prix',
  state: 'État',
  source: 'Source',
  states: {
    to_fetch: 'À récupérer au registre',
    to_send: 'À envoyer',
    sent: (when: string) => `Envoyé le ${when}`,
    failed: (reason: string) => typeset(`Échec : ${reason}`),
    refunded: 'Remboursé',
    withdrawn: 'Rétracté',
  },
  lastFailure: (reason: string) => typeset(`Dernier échec : ${reason}`),
  retryAt: (when: string) => typeset(`Nouvel essai automatique le ${when}.`),
  noRetry: typeset('Plus d’essai automatique : « Récupérer au registre », ou envoyez-le vous-même.'),
  sources: { register: 'Registre national (INPI)', operator: 'Exploitant' } satisfies Record<ItemSource, string>,
  historyHeading: 'Historique du document',
  noHistory: typeset('Rien encore pour ce document.'),
  historyEntry: (what: string, actor: string) => `${what}, par ${actor}`,
  file: (name: string) => typeset(`Fichier : ${name}`),
  officialPages: typeset('Fiches officielles de l’entreprise :'),
  directoryPage: 'Annuaire des entreprises',
  registerPage: 'data.inpi.fr (registre national)',
  unverified: typeset('Entreprise non vérifiée : voyez « À vérifier » plus haut avant de commander l’extrait.'),
  /** The file field of a document other than the Kbis (the Kbis keeps SEND's words); each document's button. */
  fileLabel: (name: string) => `${name} (PDF)`,
  fileHint: typeset(
    'Le PDF téléchargé sur data.inpi.fr, ou reçu de la société. Il part en pièce jointe, avec le lien vers la page de la commande.',
  ),
  submit: {
    kbis: SEND.submit,
    statuts: 'Envoyer les statuts au client',
    comptes: 'Envoyer les comptes au client',
    acte: typeset("Envoyer l'acte au client"),
  } satisfies Record<DocumentKind, string>,
  fetch: 'Récupérer au registre',
  fetchHint: typeset('Le service demande ce document au registre national tout de suite, puis l’envoie au client s’il l’obtient.'),
  refund: (amount: string) => `Rembourser ce document (${amount})`,
  refundReasonLabel: (name: string) => typeset(`Raison du remboursement : ${name}`),
} as const;

export const FETCH_ERRORS = {
  title: 'Demande au registre refusée',
  refusals: {
    unknown: typeset('Ce document ne fait pas partie de cette commande.'),
    'not-fetchable': typeset(
      'Le registre ne donne pas ce document, ou la commande n’est plus à exécuter (non payée, remboursée ou rétractée).',
    ),
    closed: typeset('Ce document est déjà envoyé, remboursé ou rétracté : il n’y a rien à récupérer.'),
  } satisfies Record<Exclude<RegisterRequestRefusal, 'already-due'>, string>,
  notConfigured: typeset('Aucun compte du registre national n’est configuré sur ce service : envoyez le document vous-même.'),
  nothingAsked: typeset("Rien n'a été demandé au registre."),
} as const;

/** The history's names for the events of one document: the operator's request, the register job's own. */
export const ITEM_EVENT_LABELS: Record<string, string> = {
  [REGISTER_REQUEST_EVENT]: 'Récupération au registre demandée',
  ...REGISTER_EVENT_LABELS,
};
