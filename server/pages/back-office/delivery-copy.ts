/**
 * The back office's French words for sending the Kbis, refunds and withdrawals: the panels, the views, the
 * errors, and the history's names for the events these actions record. Typeset here: the back office's
 * layout shows its words as written.
 */
import { REFUND_DAYS } from '../../../site/data/facts';
import { typeset } from '../../../site/typography';
import { formatDate } from '../../../site/format';
import { DOCUMENT_EVENTS } from '../../db/documents';
import { REFUND_EVENTS, type RefundRequestRefusal } from '../../db/refunds';
import { WITHDRAWAL_EVENTS } from '../../db/withdrawal-decisions';
import { DOCUMENT_MAX_BYTES, type PdfRefusal } from '../../domain/pdf-file';

const MEGABYTES = DOCUMENT_MAX_BYTES / 1024 / 1024;

export const SEND = {
  fileLabel: 'Extrait Kbis (PDF)',
  fileHint: typeset(
    `Le PDF acheté sur infogreffe.fr, ${MEGABYTES} Mo au plus. Il part en pièce jointe, avec le lien vers la page de la commande.`,
  ),
  submit: typeset("Envoyer l'extrait au client"),
  sendAgainHint: typeset('Un nouveau fichier remplace le précédent et part dans un nouvel email.'),
  resend: typeset("Renvoyer l'email"),
  resendHint: typeset('Le fichier ci-dessus repart au client dans un nouvel email, par exemple s’il dit ne pas avoir reçu le premier.'),
  withdrawn: typeset('Rétractation acceptée : plus rien n’est à envoyer.'),
  notPaid: typeset('Commande non payée : rien à envoyer.'),
  refunded: typeset('Commande remboursée : rien à envoyer.'),
  declaredTitle: 'Rétractation à décider',
  declared: (when: string) => typeset(`Rétractation déclarée le ${when} : décidez-en avant d’envoyer un document.`),
  declaredAnswer: (day: string) => typeset(`Le client attend notre réponse au plus tard le ${formatDate(day)}.`),
  declaredRefund: (day: string) => typeset(`Si vous l’acceptez, remboursez-le au plus tard le ${formatDate(day)}.`),
  declaredLink: typeset('Décider dans la vue « Rétractations »'),
  warningTitle: 'Délai de rétractation en cours',
  warning: (lastDay: string) =>
    typeset(
      `Le client n’a pas demandé l’exécution immédiate, et son délai de rétractation court jusqu’au ${formatDate(lastDay)} inclus. Si vous envoyez un document avant, il garde le droit de se rétracter jusqu’à cette date et ne doit alors rien pour le service fourni : il faudrait le rembourser en entier (articles L221-25 et L221-28 du Code de la consommation). Sauf demande écrite du client, attendez la fin du délai.`,
    ),
} as const;

export const SEND_ERRORS = {
  title: 'Extrait non envoyé',
  missing: typeset("Aucun fichier n'a été joint : choisissez le PDF de l'extrait."),
  refusals: {
    empty: 'Le fichier est vide.',
    'too-large': typeset(
      `Le fichier dépasse ${MEGABYTES} Mo : un extrait Kbis pèse quelques centaines de kilo-octets. Vérifiez qu’il s’agit du bon fichier.`,
    ),
    'not-pdf': typeset(
      "Le fichier n'est pas un PDF (il ne commence pas par « %PDF- ») : téléchargez l'extrait au format PDF sur infogreffe.fr.",
    ),
    truncated: typeset(
      'Le PDF est incomplet (sa fin « %%EOF » manque) : il a sans doute été coupé au téléchargement. Téléchargez-le de nouveau.',
    ),
  } satisfies Record<PdfRefusal, string>,
  refused: typeset("Cette commande ne peut pas être envoyée : elle n'est pas payée, ou la rétractation du client a été acceptée."),
  nothingSent: typeset("Rien n'a été envoyé au client."),
  nothingToResend: typeset("Il n'y a pas d'extrait à renvoyer pour cette commande."),
  back: 'Revenir à la commande',
} as const;

export const REFUND_PANEL = {
  heading: 'Remboursement',
  amountLabel: 'Montant à rembourser (€)',
  amountHint: (left: string) => typeset(`Tout ce qui reste, ${left}, par défaut ; un montant partiel sinon, par exemple 10,50.`),
  reasonLabel: 'Motif',
  reasonHint: typeset('Pour l’historique : il n’est pas envoyé au client.'),
  submit: 'Rembourser',
  creditKindLegend: 'L’avoir adressé au client',
  creditKinds: {
    cancellation: typeset('Annulation de la commande (rétractation, commande non exécutée)'),
    price_reduction: typeset('Réduction de prix (geste commercial, retard)'),
  },
  refundedAll: 'Commande remboursée en entier.',
  refundedPart: (refunded: string, paid: string) => typeset(`Déjà remboursé : ${refunded} sur ${paid}.`),
  pending: (amount: string) => typeset(`Un remboursement de ${amount} attend la confirmation de Stripe.`),
  pendingOne: (amount: string, when: string) => typeset(`${amount}, demandé le ${when}`),
  askAgain: 'Redemander à Stripe',
  askAgainHint: typeset(
    'Sans confirmation après quelques minutes, redemandez-le : un remboursement que Stripe a déjà fait est alors retrouvé, jamais demandé une seconde fois.',
  ),
} as const;

export const REFUND_ERRORS = {
  title: 'Remboursement refusé',
  waitingTitle: 'Remboursement en attente de Stripe',
  badAmount: 'Le montant doit être un nombre d’euros, par exemple 35 ou 12,50.',
  missingReason: 'Indiquez le motif du remboursement.',
  badKey: typeset("Ce formulaire de remboursement n'est pas celui de la page de la commande : rechargez-la et recommencez."),
  badCreditKind: typeset('Choisissez l’avoir : annulation de la commande ou réduction de prix.'),
  refusals: {
    'not-paid': typeset("Cette commande n'est pas payée, ou déjà remboursée en entier : il n'y a rien à rembourser."),
    'not-positive': 'Le montant doit être supérieur à zéro.',
    'too-much': typeset('Le montant dépasse ce qui reste à rembourser sur cette commande.'),
    unknown: 'Commande introuvable.',
    'key-of-another-order': typeset(
      'Ce formulaire a servi à rembourser une autre commande : rechargez la page de celle-ci et recommencez.',
    ),
    'unknown-item': typeset("Ce document n'est pas l'un de ceux de cette commande : rechargez sa page et recommencez."),
    'item-settled': typeset(
      'Ce document est déjà remboursé, ou rétracté avec la commande : il ne peut pas être remboursé une seconde fois.',
    ),
    'item-pending': typeset(
      'Le remboursement de ce document est déjà demandé et attend sa confirmation : il ne peut pas être demandé une seconde fois.',
    ),
    'item-amount': typeset('Le montant doit être le prix de ce document : un document se rembourse en entier.'),
    'item-credit-kind': typeset('Le remboursement d’un document annule ce document : il ne peut pas être une réduction de prix.'),
  } satisfies Record<RefundRequestRefusal, string>,
  stripeRefused: typeset(
    "Le remboursement n'a pas pu être fait par Stripe (demande refusée, ou paiement introuvable) : rien n'a été remboursé. La raison est notée dans l'historique.",
  ),
  stripeSilent: typeset(
    "Stripe n'a pas répondu. Si Stripe a reçu la demande, le remboursement sera confirmé dans l'historique ; sinon il y restera « demandé » : « Redemander à Stripe », sur la page de la commande, le lui redemande sans risque de rembourser deux fois.",
  ),
  notPending: typeset("Ce remboursement n'attend plus la confirmation de Stripe (confirmé, échoué, ou inconnu) : rien n'a été redemandé."),
  nothingRefunded: typeset("Rien n'a été remboursé."),
} as const;

export const FORBIDDEN = {
  title: 'Action réservée',
  text: typeset("Votre rôle ne permet pas cette action : demandez-la à un administrateur. Rien n'a été modifié."),
} as const;

export const WITHDRAWALS = {
  title: 'Rétractations',
  empty: 'Aucune rétractation déclarée.',
  rule: typeset(
    `Une rétractation recevable se rembourse au plus tard ${REFUND_DAYS} jours après sa déclaration, par le même moyen de paiement (article L221-24 du Code de la consommation). Exception (article L221-28, 1°) : pas de rétractation si l’extrait a été envoyé avant la déclaration, après que le client a demandé l’exécution immédiate et reconnu perdre son droit. Le droit de rétractation ne s’applique pas non plus à une commande passée pour les besoins d’une activité professionnelle. Un administrateur décide.`,
  ),
  declaredAt: 'Déclarée le',
  declarant: 'Déclarant',
  givenReference: 'Référence donnée',
  none: 'aucune',
  orderDate: 'Date de commande indiquée',
  order: 'Commande',
  unmatched: 'non rapprochée',
  matchedBy: { reference: 'par sa référence', email_date: 'par l’email et la date' } as Record<string, string>,
  refundBy: (day: string) => `à rembourser au plus tard le ${formatDate(day)}`,
  noRefund: typeset('pas de remboursement (exception de l’article L221-28)'),
  answerBy: (day: string) => `réponse promise au plus tard le ${formatDate(day)}`,
  refundIfDue: 'Si elle est recevable, rembourser au plus tard le',
  overdue: 'délai dépassé',
  sent: 'Extrait',
  notSent: 'pas encore envoyé',
  sentWithConsent: (when: string) => `envoyé le ${when}, après la demande d’exécution immédiate du client`,
  sentWithoutConsent: (when: string) => `envoyé le ${when}, sans demande d’exécution immédiate`,
  exceptionMayApply: typeset('L’exception de l’article L221-28 peut s’appliquer.'),
  exceptionCannotApply: typeset(
    'L’exception de l’article L221-28 ne s’applique pas : la rétractation est à rembourser si elle est recevable.',
  ),
  decision: 'Décision',
  decisions: {
    refund: typeset('Rétractation acceptée : à rembourser'),
    exception: typeset('Exception de l’article L221-28 : pas de remboursement'),
  } as Record<string, string>,
  decidedBy: (who: string, when: string) => `par ${who}, le ${when}`,
  accept: 'Accepter la rétractation',
  exception: 'Appliquer l’exception L221-28',
  matchLabel: 'Référence de la commande',
  match: 'Rapprocher',
  notDecidable: typeset(
    "Cette décision n'est pas possible pour cette rétractation (non rapprochée, déjà décidée, ou exception inapplicable).",
  ),
  notMatchable: typeset("Aucune commande n'a cette référence, ou la rétractation est déjà rapprochée."),
  errorTitle: 'Rétractation inchangée',
  older: 'Rétractations plus anciennes',
  back: 'Revenir aux rétractations',
} as const;

export const REFUNDS = {
  title: 'Remboursements',
  empty: 'Aucun remboursement.',
  caption: 'Remboursements, du plus récent au plus ancien',
  columns: ['Commande', 'Entreprise', 'Montant', 'Motif', 'État', 'Demandé', 'Confirmé'],
  statuses: { requested: 'demandé', succeeded: 'effectué', failed: 'échoué' } as Record<string, string>,
  by: (who: string) => `par ${who}`,
  older: 'Remboursements plus anciens',
} as const;

/** The history's names for the events these actions record. */
export const DELIVERY_EVENT_LABELS: Record<string, string> = {
  [DOCUMENT_EVENTS.sent]: 'Document déposé et envoyé',
  [DOCUMENT_EVENTS.resent]: 'Email du document renvoyé',
  [REFUND_EVENTS.requested]: 'Remboursement demandé',
  [REFUND_EVENTS.askedAgain]: 'Remboursement redemandé à Stripe',
  [REFUND_EVENTS.confirmed]: 'Remboursement confirmé',
  [REFUND_EVENTS.failed]: 'Remboursement échoué',
  [WITHDRAWAL_EVENTS.decided]: 'Décision sur la rétractation',
  [WITHDRAWAL_EVENTS.matched]: 'Rétractation rapprochée',
};
