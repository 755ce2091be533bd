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
