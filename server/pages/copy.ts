/**
 * The French words of the service's pages. The success sentence is the product's own
 * (MESSAGES.orderConfirmed), shown here once the payment is accepted; the final button says that
 * ordering means paying (Code de la consommation L221-14).
 */
import { RETENTION } from '../../site/data/operator';
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
  cancel: 'Annuler',
  summaryTitle: 'Votre commande',
} as const;

export const CONFIRMATION = {
  title: MESSAGES.orderConfirmed,
  paid: `Votre paiement de ${AMOUNT} est accepté : votre commande est passée.`,
  emailSent: "L'email de confirmation part à l'adresse ",
  keepReference: 'Gardez votre référence : elle vous sera utile pour toute question ou pour vous rétracter.',
  totalPaid: 'Total payé :',
  pendingTitle: 'Paiement en cours de vérification',
  pending:
    "Nous attendons la confirmation de votre paiement par notre prestataire. Cette page se met à jour d'elle-même ; votre commande sera confirmée ici et par email dès que le paiement sera accepté.",
} as const;

export const CANCELLED = {
  title: 'Paiement annulé',
  text: "Aucune commande n'a été passée et rien n'a été débité.",
  back: "Revenir à la page d'où vous veniez",
  home: "Retour à l'accueil",
} as const;

export const ERRORS = {
  incompleteTitle: 'Commande incomplète',
  incomplete: "Votre commande n'a pas été enregistrée. Revenez à la page précédente pour la compléter.",
  tooLongTitle: 'Commande refusée',
  tooLong: "Un des champs dépasse la longueur permise : votre commande n'a pas été enregistrée.",
  notFoundTitle: 'Commande introuvable',
  notFound: 'Cette adresse ne correspond à aucune commande. Vérifiez le lien reçu, ou écrivez-nous en donnant votre référence.',
  tooLargeTitle: 'Envoi trop volumineux',
  tooLarge: "Les informations envoyées dépassent la taille permise : rien n'a été enregistré.",
  tooManyTitle: 'Trop de demandes',
  tooMany: "Trop de demandes sont venues de votre connexion en peu de temps. Réessayez dans une minute : rien n'a été enregistré.",
  paymentDownTitle: 'Paiement indisponible',
  paymentDown:
    "La page de paiement n'a pas pu s'ouvrir. Aucune somme n'a été débitée et votre commande n'est pas passée : réessayez dans quelques minutes.",
  serverTitle: 'Erreur du service',
  server: "Une erreur nous empêche de répondre. Rien n'a été débité ; réessayez dans quelques minutes.",
} as const;

export const WITHDRAWAL_PAGE = {
  recordedTitle: 'Rétractation enregistrée',
  receivedAt: 'Déclaration reçue le ',
  invalidTitle: 'Déclaration incomplète',
  missing: MESSAGES.billingFieldsMissing,
  tooLong: 'Un des champs dépasse la longueur permise.',
  badDate: 'La date de la commande doit être une date réelle, et pas dans le futur.',
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
