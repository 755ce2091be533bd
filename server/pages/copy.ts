/**
 * The French words of the service's pages. The success sentence is the product's own
 * (MESSAGES.orderConfirmed), shown here once the payment is accepted; the final button says that
 * ordering means paying (Code de la consommation L221-14).
 */
import { CONTACT, RETENTION } from '../../site/data/operator';
import { PAY_BUTTON_LABEL } from '../../site/data/payment';
import { MESSAGES } from '../../widget/core/copy';
import { formatEuro } from '../../widget/core/format';
import { PRICE_HT_EUR } from '../../widget/core/offer';

const AMOUNT = formatEuro(PRICE_HT_EUR);

export const TEST_PAYMENT = {
  title: "Paiement de test : aucune carte n'est débitée",
  intro:
    "La boutique fonctionne en mode test : cette page tient la place de la page de paiement par carte. Aucune carte n'est demandée ni débitée ; le bouton ci-dessous confirme la commande comme si le paiement avait été accepté.",
  pay: PAY_BUTTON_LABEL,
  cancel: 'Annuler la commande',
  summaryTitle: 'Votre commande',
} as const;

export const CONFIRMATION = {
  title: MESSAGES.orderConfirmed,
  paid: `Votre paiement de ${AMOUNT} a été accepté : votre commande est passée.`,
  /** In test mode, instead of `paid`: no money moved, and the page must not say otherwise. */
  testPaid: "Paiement de test : aucune somme n'a été débitée. Votre commande de test est enregistrée.",
  emailSent: "Nous envoyons l'email de confirmation à l'adresse ",
  emailSpam: " ; s'il n'arrive pas, vérifiez vos courriers indésirables.",
  keepReference: 'Gardez votre référence : elle vous sera utile pour toute question ou pour vous rétracter (',
  keepReferenceEnd: ').',
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
  incompleteTitle: 'Commande incomplète',
  incomplete: "Votre commande n'a pas été enregistrée. Revenez à la page précédente pour la compléter.",
  tooLongTitle: 'Commande refusée',
  tooLong: "L'un des champs dépasse la longueur permise : votre commande n'a pas été enregistrée.",
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
  recordedWithoutAcknowledgement:
    "Votre déclaration de rétractation est enregistrée. Cette adresse a déjà reçu trois accusés de réception en 24 heures : nous n'en envoyons pas d'autre. Cette page en tient lieu : enregistrez-la ou imprimez-la, elle donne le contenu de votre déclaration, sa date et son heure.",
  link: "Le nom ne peut pas contenir d'adresse de site (« :// » ou « www. ») : indiquez seulement votre prénom et votre nom.",
  foreignTitle: 'Déclaration refusée',
  foreign:
    'Cette déclaration a été envoyée depuis un autre site que le nôtre. Pour vous rétracter, remplissez le formulaire de rétractation de notre site.',
  back: 'Revenir au formulaire',
  notRecorded: "Votre déclaration n'a pas été enregistrée.",
} as const;

/** Where a paid order stands, on the customer's page, and the Kbis's download from it. */
export const ORDER_STATUS = {
  orderTitle: (reference: string) => `Votre commande ${reference}`,
  statusLabel: 'État de la commande',
  paidBy: (day: string) => `Payée : votre extrait sera envoyé au plus tard le ${day}.`,
  paid: 'Payée : votre extrait est en préparation.',
  sent: (when: string) => `Envoyée le ${when}, par email, en pièce jointe.`,
  refunded: (when: string) => `Remboursée le ${when}.`,
  partlyRefunded: (when: string, refunded: string, paid: string) => `Remboursée en partie le ${when} : ${refunded} sur ${paid}.`,
  withdrawn: 'Rétractation acceptée : votre extrait ne sera pas envoyé.',
  download: "Télécharger l'extrait Kbis (PDF)",
  downloadUntil: (when: string) => `Téléchargement possible jusqu'au ${when}.`,
} as const;

export const DOWNLOAD_REFUSED = {
  title: 'Extrait non disponible',
  'not-sent': "L'extrait de cette commande n'a pas encore été envoyé : il sera téléchargeable ici dès son envoi.",
  expired: `Le téléchargement n'est possible que ${RETENTION.documentDays} jours après l'envoi de l'extrait. Il reste joint à l'email que vous avez reçu ; sinon, écrivez-nous en donnant votre référence.`,
  refunded: "Cette commande a été remboursée : son extrait n'est plus téléchargeable.",
  withdrawn: "Vous vous êtes rétracté de cette commande : son extrait n'est plus téléchargeable.",
  back: 'Revenir à la commande',
} as const;
