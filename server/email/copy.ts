/**
 * The French words of the service's three emails, beside those they reuse from the widget and the
 * site (the receipt, the summary's labels, the immediate-execution box, the withdrawal form): the
 * composers and the tests read them here.
 */
import { CONTACT, PUBLISHER, RETENTION } from '../../site/data/operator';
import { REFUND_DAYS } from '../../site/data/facts';
import { typeset } from '../../site/typography';
import { BRAND_NAME, WITHDRAWAL_DAYS } from '../../widget/core/offer';

export const SIGNATURE = typeset(`L'équipe ${BRAND_NAME}`);

export const CONFIRMATION = {
  subject: (reference: string) => `Commande ${reference} confirmée – ${BRAND_NAME}`,
  greeting: 'Bonjour',
  accepted: typeset(
    'Votre paiement a été accepté : votre commande est confirmée. Gardez cet email, il reprend votre commande, nos conditions et votre droit de rétractation.',
  ),
  orderHeading: 'Votre commande',
  reference: 'Référence',
  item: 'Document',
  paid: 'Montant payé',
  paidAt: 'Payé le',
  statement: 'Libellé sur votre relevé bancaire',
  startsNow: typeset('À votre demande, nous commençons la démarche dès maintenant.'),
  startsLater: typeset(
    `Nous commencerons la démarche à la fin du délai de rétractation de ${WITHDRAWAL_DAYS} jours, si vous ne vous êtes pas rétracté.`,
  ),
  billingHeading: 'Facturation',
  requestHeading: 'Votre demande d’exécution immédiate',
  requestIntro: typeset('Avant de confirmer votre commande, vous avez coché la case suivante :'),
  requestConsequence: typeset(
    "Vous perdez donc votre droit de rétractation une fois l'extrait livré. Si vous vous rétractez avant sa livraison, vous nous devez un montant proportionné au service déjà fourni.",
  ),
  sellerHeading: 'Le vendeur',
  seller: typeset(`${BRAND_NAME} est un service de ${PUBLISHER.name}, ${PUBLISHER.address}. Pour nous écrire : ${CONTACT.email}.`),
  termsIntro: 'Vous avez accepté nos ',
  withdrawalHeading: 'Votre droit de rétractation',
  withdrawalPeriod: typeset(
    `Si vous commandez en tant que consommateur, vous disposez de ${WITHDRAWAL_DAYS} jours à compter du paiement pour vous rétracter, sans avoir à vous justifier.`,
  ),
  withdrawalOnline: typeset('Pour vous rétracter en ligne, sans frais, remplissez notre formulaire : '),
  withdrawalOther: typeset(
    `Vous pouvez aussi nous envoyer le formulaire ci-dessous, ou toute autre déclaration dénuée d'ambiguïté, par email à ${CONTACT.email} ou par courrier à ${PUBLISHER.address}.`,
  ),
  refund: typeset(
    `Nous vous remboursons au plus tard ${REFUND_DAYS} jours après avoir été informés de votre rétractation, par le même moyen de paiement que celui utilisé pour la commande.`,
  ),
} as const;

export const NOTICE = {
  subject: (reference: string) => `Nouvelle commande payée ${reference}`,
  intro: typeset('Une commande vient d’être payée. Tout ce qu’il faut pour la traiter :'),
  orderHeading: 'Commande',
  reference: 'Référence',
  createdAt: 'Enregistrée le',
  paidAt: 'Payée le',
  amount: 'Montant',
  paymentMode: 'Mode de paiement',
  paymentId: 'Identifiant du paiement',
  immediate: 'Exécution immédiate demandée',
  yes: 'oui',
  no: 'non',
  start: 'Début de la démarche',
  startNow: 'dès maintenant',
  startAfter: (day: string) => typeset(`le ${day}, le délai de rétractation fini, si le client ne s'est pas rétracté`),
  companyHeading: 'Entreprise et client',
  none: 'aucun',
  originHeading: 'Provenance',
  partner: 'Partenaire',
  page: 'Page',
} as const;

export const ACKNOWLEDGEMENT = {
  subject: `Accusé de réception de votre rétractation – ${BRAND_NAME}`,
  greeting: 'Bonjour',
  received: (when: string) => typeset(`Nous avons bien reçu votre déclaration de rétractation le ${when}.`),
  contentHeading: 'Votre déclaration',
  receivedAt: 'Reçue le',
  receivedBy: 'Reçue par',
  noReference: 'non fournie',
  nextHeading: 'La suite',
  refund: (latest: string) =>
    typeset(
      `Nous vous remboursons les sommes versées au plus tard ${REFUND_DAYS} jours après avoir été informés de votre rétractation, soit au plus tard le ${latest}, par le même moyen de paiement que celui utilisé pour la commande (article L221-24 du Code de la consommation).`,
    ),
  exceptions: typeset(
    "Si vous aviez demandé l'exécution immédiate de la commande, vous nous devez un montant proportionné au service fourni jusqu'à votre rétractation, et celle-ci n'est plus possible une fois l'extrait livré (articles L221-25 et L221-28 du même code) : nous vous écrirons dans ce cas.",
  ),
  keep: typeset('Gardez cet email : il atteste le contenu de votre déclaration, sa date et son heure.'),
  contact: typeset(`Une question ? Écrivez-nous à ${CONTACT.email}, ${CONTACT.hours}.`),
} as const;

export const WITHDRAWAL_NOTICE = {
  subject: (reference: string | null) => `Rétractation déclarée en ligne${reference ? ` – ${reference}` : ''}`,
  intro: typeset(
    "Un client a déclaré sa rétractation en ligne. Retrouvez sa commande, arrêtez-la si elle n'est pas exécutée, et remboursez-le au plus tard à la date ci-dessous, par le même moyen de paiement.",
  ),
  refundBy: 'Rembourser au plus tard le',
} as const;

/** The kinds of emails, as the operator's notices name them. */
export const EMAIL_KIND_LABELS = {
  'order-confirmation': 'confirmation de commande au client',
  'order-notice': 'avis de commande payée à l’exploitant',
  'withdrawal-acknowledgement': 'accusé de réception de rétractation au client',
  'withdrawal-notice': 'avis de rétractation à l’exploitant',
  'given-up-notice': 'avis d’email abandonné à l’exploitant',
  'payment-anomaly-notice': 'avis de paiement à vérifier à l’exploitant',
  'kbis-delivery': 'extrait Kbis au client',
  refund: 'avis de remboursement au client',
} as const;

export const GIVEN_UP_NOTICE = {
  subject: (about: string) => `Email abandonné – ${about}`,
  intro: typeset(
    "Un email n'a pas pu être livré et ne sera plus réessayé : le serveur d'envoi a refusé son destinataire pour de bon, ou l'email ne pouvait pas être composé.",
  ),
  action: typeset(
    "Retrouvez-le avec la commande « npm run orders -- outbox », corrigez ce qui doit l'être, puis remettez-le en file avec « npm run orders -- retry » suivi de son identifiant. Une confirmation de commande non reçue prive le client de son support durable : prévenez-le par un autre moyen.",
  ),
  id: 'Identifiant de l’email',
  kind: 'Type',
  reference: 'Commande',
  emailSubject: 'Objet',
  queuedAt: 'Mis en file le',
  attempts: 'Essais',
  error: 'Dernière erreur',
  none: 'aucune',
} as const;

export const PAYMENT_ANOMALY_NOTICE = {
  subject: (reference: string) => `Paiement à vérifier – ${reference}`,
  intro: typeset('Stripe signale un paiement encaissé, mais aucune commande n’a été confirmée :'),
  unknownOrder: typeset('la référence du paiement ne correspond à aucune commande.'),
  wrongAmount: typeset('le montant ou la devise payés ne sont pas ceux de la commande, restée en attente de paiement.'),
  action: typeset(
    'Retrouvez le paiement dans le tableau de bord de Stripe par son identifiant ci-dessous, puis remboursez le client ou traitez sa commande à la main. Le client a été débité sans recevoir de confirmation.',
  ),
  reference: 'Référence reçue',
  session: 'Session Stripe',
  event: 'Événement Stripe',
  paid: 'Montant payé',
  expected: 'Montant de la commande',
  unknown: 'aucune commande',
} as const;
export const KBIS_DELIVERY = {
  subject: (reference: string) => `Votre extrait Kbis – commande ${reference} – ${BRAND_NAME}`,
  greeting: 'Bonjour',
  attached: (company: string, reference: string) =>
    typeset(`Vous trouverez en pièce jointe, au format PDF, l'extrait Kbis de ${company} que vous avez commandé (commande ${reference}).`),
  download: typeset(`Vous pouvez aussi le télécharger pendant ${RETENTION.documentDays} jours depuis la page de votre commande : `),
  pageLink: 'votre commande',
  contact: typeset(`Une question ? Écrivez-nous à ${CONTACT.email} en rappelant votre référence.`),
} as const;

/**
 * When a refund reaches the card: Stripe says refunds appear on the customer's statement depending on
 * the card network and the issuing bank (docs.stripe.com/refunds, « Refund requests »), so no delay is promised.
 */
export const REFUND = {
  subject: (reference: string) => `Remboursement de votre commande ${reference} – ${BRAND_NAME}`,
  greeting: 'Bonjour',
  refunded: (amount: string, reference: string) => typeset(`Nous vous avons remboursé ${amount} au titre de votre commande ${reference}.`),
  part: (total: string, paid: string) => typeset(`Au total, ${total} vous ont été remboursés sur les ${paid} payés.`),
  card: typeset(
    'Le remboursement est fait sur la carte utilisée pour le paiement. Le moment où il apparaît sur votre relevé dépend de votre banque et du réseau de votre carte.',
  ),
  noDownload: typeset("L'extrait Kbis de cette commande n'est plus téléchargeable depuis la page de votre commande."),
  contact: KBIS_DELIVERY.contact,
} as const;
