/**
 * The French words of the service's pages. The success sentence is the product's own
 * (MESSAGES.orderConfirmed), shown here once the payment is accepted; the final button says that
 * ordering means paying (Code de la consommation L221-14).
 */
import { CONTACT, RETENTION } from '../../site/data/operator';
import { payButtonLabel } from '../../site/data/payment';
import type { DocumentKind } from '../../widget/core/catalogue';
import { MESSAGES } from '../../widget/core/copy';

export const TEST_PAYMENT = {
  title: "Paiement de test : aucune carte n'est débitée",
  intro:
    "La boutique fonctionne en mode test : cette page tient la place de la page de paiement par carte. Aucune carte n'est demandée ni débitée ; le bouton ci-dessous confirme la commande comme si le paiement avait été accepté.",
  pay: payButtonLabel,
  cancel: 'Annuler la commande',
  summaryTitle: 'Votre commande',
} as const;

/**
 * The billed company's details on the payment step (Code de commerce L441-9): its address, which its
 * invoice must carry, and its SIREN or VAT number, optional.
 */
export const BILLING_DETAILS = {
  heading: (company: string) => `Facturation de ${company}`,
  intro: 'Votre facture sera établie au nom de cette société : indiquez son adresse, qui y figurera.',
  labels: {
    address: 'Adresse (numéro et rue)',
    postalCode: 'Code postal',
    city: 'Ville',
    identifier: 'SIREN ou numéro de TVA intracommunautaire (facultatif)',
  },
  identifierHint: 'Par exemple 404 833 048 ou FR83404833048. Il figurera sur la facture.',
  errorsTitle: 'Votre commande n’est pas encore payée : corrigez les informations de facturation ci-dessous.',
  problems: {
    missing: {
      address: 'Indiquez l’adresse de la société facturée.',
      postalCode: 'Indiquez le code postal de la société facturée.',
      city: 'Indiquez la ville de la société facturée.',
      identifier: '',
    },
    tooLong: (max: number) => `Ce champ dépasse la longueur permise (${max} caractères au plus).`,
    shape:
      'Indiquez un SIREN (9 chiffres) ou un numéro de TVA intracommunautaire (2 lettres du pays puis le numéro), ou laissez ce champ vide.',
    sirenKey: 'Ce SIREN n’est pas valide : ses 9 chiffres ne forment pas un numéro existant. Vérifiez-le.',
    vatKey: 'Ce numéro de TVA n’est pas valide : ses 2 chiffres après « FR » ne correspondent pas au SIREN qui suit. Vérifiez-le.',
  },
} as const;

/** The documents of an order, one line each with its price, and what they cost together. */
export const ORDER_LINES = {
  caption: 'Documents commandés',
  document: 'Document',
  price: 'Prix',
  /** While the payment is being confirmed: neither to pay nor paid yet. */
  total: 'Total :',
  /** Before RECEIPT.price: the price is the same for each document. */
  each: 'Prix par document : ',
} as const;

export const CONFIRMATION = {
  title: MESSAGES.orderConfirmed,
  paid: (amount: string) => `Votre paiement de ${amount} a été accepté : votre commande est passée.`,
  /** In test mode, instead of `paid`: no money moved, and the page must not say otherwise. */
  testPaid: "Paiement de test : aucune somme n'a été débitée. Votre commande de test est enregistrée.",
  emailSent: "Nous envoyons l'email de confirmation à l'adresse ",
  emailSpam: " ; s'il n'arrive pas, vérifiez vos courriers indésirables.",
  /** Once the outbox has sent it: the page no longer speaks in the present. */
  emailWasSent: "L'email de confirmation a été envoyé à ",
  emailWasSentOn: (day: string) => ` le ${day}.`,
  keepReference: 'Gardez votre référence : elle vous sera utile pour toute question ou pour vous rétracter (',
  keepReferenceEnd: ').',
  /** Once the right to withdraw is gone (domain/withdrawal-right.ts). */
  keepReferenceOnly: 'Gardez votre référence : elle vous sera utile pour toute question.',
  totalPaid: 'Total payé :',
  testTotal: "Montant (paiement de test, rien n'a été débité) :",
  pendingTitle: 'Paiement en cours de vérification',
  pending:
    'Nous attendons la confirmation de votre paiement par notre prestataire ; elle arrive en général en quelques secondes. Votre commande sera confirmée sur cette page et par email dès que le paiement sera accepté.',
  checkAgain: 'Vérifier à nouveau',
  stuck: (reference: string) =>
    `Si rien ne change d'ici 10 minutes, écrivez-nous à ${CONTACT.email} en indiquant votre référence ${reference}.`,
  /** Said once, in the page's live region, when the payment is confirmed while the page is open. */
  nowPaid: 'Votre paiement est confirmé : votre commande est passée.',
  nowCancelled: "Le paiement n'a pas abouti : aucune commande n'a été passée.",
  show: 'Afficher la confirmation',
  showCancelled: 'Afficher le détail',
} as const;

/** On every page of a public demonstration (PAYMENT_MODE=test on a public address). */
export const DEMO_BANNER = {
  label: 'Boutique de démonstration',
  text: "Aucune carte n'est débitée et aucune commande n'est réelle : rien ne sera livré ni facturé.",
} as const;

export const CANCELLED = {
  title: 'Paiement annulé',
  text: "Aucune commande n'a été passée et rien n'a été débité.",
  backTo: (host: string) => `Revenir sur ${host}`,
  home: "Revenir à l'accueil",
} as const;

export const ERRORS = {
  /** Before a page's title when it asks to correct what was typed. */
  fixTitlePrefix: 'Erreur : ',
  incompleteTitle: 'Commande incomplète',
  incomplete: "Votre commande n'a pas été enregistrée. Revenez à la page précédente pour la compléter.",
  tooLongTitle: 'Commande refusée',
  tooLong: "L'un des champs dépasse la longueur permise : votre commande n'a pas été enregistrée.",
  documentsTitle: 'Documents à corriger',
  documents:
    "Les documents demandés ne se lisent pas : choisissez-en au moins un, décrivez l'acte souhaité s'il en est un, et l'exercice des comptes en quatre chiffres. Votre commande n'a pas été enregistrée.",
  notFoundTitle: 'Commande introuvable',
  notFound: `Cette adresse ne correspond à aucune commande. Vérifiez le lien reçu, ou écrivez-nous à ${CONTACT.email} en donnant votre référence.`,
  tooLargeTitle: 'Envoi trop volumineux',
  tooLarge: "Les informations envoyées dépassent la taille permise : rien n'a été enregistré.",
  tooManyTitle: 'Trop de demandes',
  tooMany: "Trop de demandes sont venues de votre connexion en peu de temps. Réessayez dans une minute : rien n'a été enregistré.",
  paymentDownTitle: 'Paiement indisponible',
  paymentDown:
    "La page de paiement n'a pas pu s'ouvrir. Aucune somme n'a été débitée et votre commande n'est pas passée : réessayez dans quelques minutes.",
  badEmailTitle: 'Adresse email à corriger',
  badEmail: (email: string) =>
    `L'adresse email « ${email} » n'a pas la forme d'une adresse : il y faut un @, un nom de domaine avec un point (par exemple prenom.nom@exemple.fr) et aucune espace. Votre commande n'a pas été enregistrée.`,
  backToOrder: 'Revenir à la commande pour corriger',
  badSirenTitle: 'SIREN à corriger',
  badSiren:
    'Le numéro SIREN transmis avec la commande n’est pas valide : il compte neuf chiffres, dont le dernier est une clé de contrôle qui ne correspond pas aux huit autres. Choisissez de nouveau l’entreprise parmi les suggestions, ou saisissez simplement son nom. Votre commande n’a pas été enregistrée.',
  noKbisTitle: 'Pas d’extrait Kbis pour cet organisme',
  noKbis: {
    association: (name: string, siren: string) =>
      `${name} (SIREN ${siren}) est, selon le répertoire Sirene, une association, une fondation ou un autre groupement de droit privé. Il n’est pas immatriculé au registre du commerce et des sociétés : aucun extrait Kbis n’existe pour lui. Une association se prouve par son inscription au Répertoire national des associations (RNA) ; tout organisme, par son avis de situation au répertoire Sirene, gratuit sur le site de l’Insee.`,
    publicBody: (name: string, siren: string) =>
      `${name} (SIREN ${siren}) est, selon le répertoire Sirene, une personne morale de droit public. Elle n’est pas immatriculée au registre du commerce et des sociétés : aucun extrait Kbis n’existe pour elle. Son avis de situation au répertoire Sirene, gratuit sur le site de l’Insee, en tient lieu.`,
  },
  noKbisNothingDone: 'Votre commande n’a pas été enregistrée et rien n’a été débité.',
  backToOrderOther: 'Revenir à la commande',
  serverTitle: 'Erreur du service',
  // Shown on the confirmation page's address too, after a payment: it cannot say that nothing was debited.
  server: `Une erreur nous empêche de répondre. Réessayez dans quelques minutes. Si vous veniez de payer, votre commande n'est pas perdue : vous recevrez l'email de confirmation, ou écrivez-nous à ${CONTACT.email} en indiquant votre référence.`,
} as const;

export const WITHDRAWAL_PAGE = {
  recordedTitle: 'Déclaration de rétractation enregistrée',
  receivedAt: 'Déclaration reçue le ',
  invalidTitle: 'Déclaration incomplète',
  missing: MESSAGES.billingFieldsMissing,
  tooLong: "L'un des champs dépasse la longueur permise.",
  badDate: "Indiquez une date de commande valide, qui ne soit pas postérieure à aujourd'hui.",
  noReference: 'non fournie',
  recordedWithoutAcknowledgement: `Votre déclaration de rétractation est enregistrée. Aucune commande n'a été retrouvée pour cette adresse et elle a déjà reçu trois accusés de réception en 24 heures : nous n'en envoyons pas d'autre. Enregistrez ou imprimez cette page ; si vous avez bien commandé avec cette adresse, écrivez-nous à ${CONTACT.email}.`,
  link: 'Indiquez seulement vos nom et prénom, sans adresse web ni adresse email.',
  foreignTitle: 'Déclaration refusée',
  foreign:
    'Cette déclaration a été envoyée depuis un autre site que le nôtre. Pour vous rétracter, remplissez le formulaire de rétractation de notre site.',
  back: 'Revenir au formulaire',
  notRecorded: "Votre déclaration n'a pas été enregistrée.",
} as const;

const KBIS_DOWNLOAD = "Télécharger l'extrait Kbis (PDF)";

/** Where a paid order stands, on the customer's page, its withdrawal if one was declared, and each document's download from it. */
export const ORDER_STATUS = {
  orderTitle: (reference: string) => `Votre commande ${reference}`,
  statusLabel: 'État de la commande',
  paidBy: (day: string) => `payée ; votre extrait sera envoyé au plus tard le ${day}.`,
  paid: 'payée ; votre extrait est en préparation.',
  sent: (when: string) => `envoyée le ${when}, par email, en pièce jointe.`,
  refunded: (when: string) => `remboursée le ${when}.`,
  partlyRefunded: (when: string, refunded: string, paid: string) => `remboursée en partie le ${when} : ${refunded} sur ${paid}.`,
  /** While a matched declaration awaits its decision: nothing is sent meanwhile. */
  awaitingDecision: "rétractation en cours d'examen ; l'extrait ne vous sera pas envoyé d'ici notre réponse.",
  withdrawn: "rétractation acceptée ; l'extrait ne vous sera pas envoyé.",
  withdrawnRefunded: (day: string) => `rétractation acceptée ; remboursée le ${day}.`,
  withdrawnPartlyRefunded: (day: string, refunded: string, paid: string) =>
    `rétractation acceptée ; remboursée le ${day} : ${refunded} sur ${paid}.`,
  withdrawalLabel: 'Rétractation',
  declared: (when: string) => `déclarée le ${when} ; nous l'examinons et vous répondrons par email.`,
  accepted: (when: string, day: string) => `déclarée le ${when}, acceptée le ${day}.`,
  refundBy: (day: string) => ` Nous vous rembourserons au plus tard le ${day}.`,
  testNoRefund: " Commande de test : aucune somme n'a été débitée, rien n'est à rembourser.",
  refused: (when: string, day: string) =>
    `déclarée le ${when} ; le ${day}, nous vous avons écrit qu'elle ne pouvait pas être acceptée, les documents vous ayant été livrés à votre demande expresse avant votre déclaration (article L221-28, 1°, du Code de la consommation).`,
  download: KBIS_DOWNLOAD,
  /** An order of more than the Kbis: the same states, of « vos documents ». */
  paidByDocuments: (day: string) => `payée ; vos documents seront envoyés au plus tard le ${day}.`,
  paidDocuments: 'payée ; vos documents sont en préparation.',
  awaitingDecisionDocuments: "rétractation en cours d'examen ; vos documents ne vous seront pas envoyés d'ici notre réponse.",
  withdrawnDocuments: 'rétractation acceptée ; vos documents ne vous seront pas envoyés.',
  documentsLabel: 'Vos documents',
  /** Each document's state, for the customer: what the register could not give is still being prepared. */
  documentStates: {
    to_fetch: 'en cours de récupération au registre national',
    to_send: 'en préparation',
    failed: 'en préparation',
    sent: (when: string) => `envoyé le ${when}, par email`,
    refunded: 'remboursé',
    withdrawn: 'non envoyé (rétractation acceptée)',
  },
  downloads: {
    kbis: KBIS_DOWNLOAD,
    statuts: 'Télécharger les statuts (PDF)',
    comptes: 'Télécharger les comptes annuels (PDF)',
    acte: "Télécharger l'acte (PDF)",
  } satisfies Record<DocumentKind, string>,
  downloadUntil: (when: string) => `Téléchargement possible jusqu'au ${when} (heure de Paris).`,
} as const;

export const DOWNLOAD_REFUSED = {
  title: 'Document non disponible',
  'not-sent': "Ce document n'a pas encore été envoyé : il sera téléchargeable ici dès son envoi.",
  expired: `Le téléchargement n'est possible que pendant ${RETENTION.documentDays} jours après l'envoi du document. Il reste joint à l'email que vous avez reçu ; sinon, écrivez-nous en donnant votre référence.`,
  refunded: "Ce document a été remboursé : il n'est plus téléchargeable.",
  withdrawn: "Votre rétractation a été acceptée : ce document n'est pas téléchargeable.",
  back: 'Revenir à la commande',
} as const;
