/**
 * The French words of the service's three emails, beside those they reuse from the widget and the
 * site (the receipt, the summary's labels, the immediate-execution box, the withdrawal form): the
 * composers and the tests read them here.
 */
import { CONTACT, MEDIATOR, PUBLISHER, RETENTION } from '../../site/data/operator';
import { REFUND_DAYS } from '../../site/data/facts';
import { typeset } from '../../site/typography';
import { formatWorkingDays } from '../../widget/core/format';
import { BRAND_NAME, DELIVERY_WORKING_DAYS } from '../../widget/core/offer';
import { WITHDRAWAL_REPLY_WORKING_DAYS } from '../domain/withdrawal-deadline';

export const SIGNATURE = typeset(`L'équipe ${BRAND_NAME}`);

/** Test mode (PAYMENT_MODE=test): no email may read as a real payment. */
export const TEST_MODE = {
  subject: (subject: string) => `[TEST] ${subject}`,
  amount: (amount: string) => typeset(`${amount} (paiement de test, rien n'a été débité)`),
} as const;

/**
 * The one way to reach us at the end of a customer's email: the address, the phone and its hours, and,
 * for an email about one order, its reference.
 */
export const contactLine = (reference?: string) =>
  typeset(
    `Une question ? Écrivez-nous à ${CONTACT.email} ou appelez le ${CONTACT.phone}, ${CONTACT.hours}${reference ? `, en rappelant votre référence ${reference}` : ''}.`,
  );

/** The delivery's subject: the one PDF, or each of the order's documents. */
const eachPdf = (documents: number) => (documents === 1 ? 'le PDF vous sera envoyé' : 'chaque document vous sera envoyé en PDF');
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Who sends each document, in words: the service itself, from the national register's public
 * filings, or the operator. The customer reads how it reaches them; the operator, what is theirs to do.
 */
export const DOCUMENT_SOURCES = {
  customer: {
    register:
      'envoi automatique depuis le Registre national des entreprises (INPI), en général quelques minutes après le début de la démarche',
    operator: 'envoi par notre équipe',
  },
  operator: {
    register: 'envoi automatique après récupération au registre (INPI) ; à vous seulement en cas d’échec, signalé dans le back-office',
    operator: 'à obtenir et à envoyer par vous depuis le back-office',
  },
} as const;

export const CONFIRMATION = {
  subject: (reference: string) => `Commande ${reference} confirmée – ${BRAND_NAME}`,
  greeting: 'Bonjour',
  accepted: typeset('Votre paiement a été accepté : votre commande est confirmée.'),
  acceptedTest: typeset("Paiement de test : aucune somme n'a été débitée. Votre commande de test est enregistrée."),
  keep: typeset(
    'Gardez cet email : il reprend votre commande, nos conditions générales de vente (en pièce jointe) et votre droit de rétractation. Votre facture est également jointe.',
  ),
  orderHeading: 'Votre commande',
  reference: 'Référence',
  documentsHeading: 'Vos documents',
  /** One document: what it is, its price, and who sends it (DOCUMENT_SOURCES.customer). */
  document: (label: string, price: string, source: string) => typeset(`${label} – ${price} : ${source}`),
  /** Before RECEIPT.price: the price is the same for each document. */
  priceEach: 'Prix par document\u00a0: ',
  invoice: 'Facture',
  invoiceAttached: (number: string) => typeset(`n° ${number} (en pièce jointe)`),
  paid: 'Montant payé',
  paidAt: 'Payé le',
  statement: 'Libellé sur votre relevé bancaire',
  /** The start first: the deadline counts from it, not from the period's last day. */
  deliveryLater: (documents: number, start: string, email: string, day: string) =>
    typeset(
      `Sauf rétractation de votre part, nous commencerons la démarche le ${start} ; ${eachPdf(documents)} à ${email} au plus tard le ${day} (${formatWorkingDays(DELIVERY_WORKING_DAYS)} à compter du début de la démarche).`,
    ),
  /** The order's page, where the Kbis stays downloadable once sent (documentDays). */
  download: typeset(
    `Vous le recevrez en pièce jointe d’un email et pourrez aussi le télécharger pendant ${RETENTION.documentDays} jours depuis `,
  ),
  deliveryNow: (documents: number, email: string, day: string) =>
    typeset(
      `${capitalized(eachPdf(documents))} à ${email} au plus tard le ${day} (${formatWorkingDays(DELIVERY_WORKING_DAYS)} à compter de votre paiement).`,
    ),
  startsNow: typeset('À votre demande, nous commençons la démarche dès maintenant.'),
  billingHeading: 'Facturation',
  requestHeading: 'Votre demande d’exécution immédiate',
  requestIntro: typeset('Avant de confirmer votre commande, vous avez coché la case suivante :'),
  requestConsequence: typeset(
    "Vous perdez donc votre droit de rétractation une fois les documents livrés. Si vous vous rétractez avant qu'ils le soient tous, vous nous devez un montant proportionné au service déjà fourni.",
  ),
  sellerHeading: 'Le vendeur',
  seller: typeset(
    `${BRAND_NAME} est un service de ${PUBLISHER.name}, ${PUBLISHER.legalForm}, ${PUBLISHER.address}, immatriculée au ${PUBLISHER.registry}, numéro de TVA intracommunautaire ${PUBLISHER.vatNumber}.`,
  ),
  sellerContact: typeset(`Téléphone : ${CONTACT.phone}, ${CONTACT.hours}. Email : ${CONTACT.email}.`),
  terms: (version: string) =>
    typeset(
      `Vous avez accepté nos conditions générales de vente dans leur version du ${version}, jointe à cet email au format PDF (également consultable sur notre site : `,
    ),
  termsLink: 'conditions générales de vente',
  complaintsHeading: 'Réclamations et médiation',
  complaints: (reference: string) =>
    typeset(
      `Pour toute réclamation, écrivez à notre service client à ${CONTACT.email} ou appelez-le au ${CONTACT.phone}, en indiquant votre référence ${reference}.`,
    ),
  mediation: typeset(
    `Si notre réponse ne vous satisfait pas, vous pouvez saisir gratuitement le médiateur de la consommation : ${MEDIATOR.name}, ${MEDIATOR.address}, ${MEDIATOR.website}.`,
  ),
  withdrawalHeading: 'Votre droit de rétractation',
  withdrawalPeriod: (lastDay: string) =>
    typeset(
      `Si vous avez commandé en tant que consommateur, vous pouvez vous rétracter jusqu'au ${lastDay} inclus, sans avoir à vous justifier.`,
    ),
  /** After a request for immediate execution, the right ends with the delivery (L221-28 1°), usually well before that day. */
  withdrawalPeriodImmediate: (lastDay: string) =>
    typeset(
      `Si vous avez commandé en tant que consommateur, vous pouvez vous rétracter jusqu'au ${lastDay} inclus, sans avoir à vous justifier, mais seulement tant que l'extrait ne vous a pas été livré (voir « Votre demande d’exécution immédiate »).`,
    ),
  withdrawalOnline: typeset('Pour vous rétracter en ligne, sans frais, remplissez notre formulaire : '),
  withdrawalOther: typeset(
    `Vous pouvez aussi nous envoyer le formulaire ci-dessous, ou toute autre déclaration dénuée d'ambiguïté, par email à ${CONTACT.email} ou par courrier à ${PUBLISHER.address}.`,
  ),
  refund: typeset(
    `Nous vous remboursons au plus tard ${REFUND_DAYS} jours après avoir été informés de votre rétractation, par le même moyen de paiement que celui utilisé pour la commande.`,
  ),
  refundImmediate: typeset(
    `Nous vous remboursons au plus tard ${REFUND_DAYS} jours après avoir été informés de votre rétractation, par le même moyen de paiement que celui utilisé pour la commande, déduction faite d'un montant proportionné au service déjà fourni.`,
  ),
  modelIntro: typeset('Vous pouvez utiliser le modèle suivant, à compléter et à nous renvoyer :'),
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
  deliverBy: 'À envoyer au plus tard le',
  startNow: 'dès maintenant',
  startAfter: (day: string) => typeset(`le ${day}, le délai de rétractation fini, si le client ne s'est pas rétracté`),
  documentsHeading: 'Documents',
  /** One document: what it is, its price, and what the operator has to do (DOCUMENT_SOURCES.operator). */
  document: (label: string, price: string, source: string) => typeset(`${label} – ${price} : ${source}`),
  companyHeading: 'Entreprise et client',
  none: 'aucun',
  originHeading: 'Provenance',
  partner: 'Partenaire',
  page: 'Page',
} as const;

const REPLY = `nous vous écrirons sous ${formatWorkingDays(WITHDRAWAL_REPLY_WORKING_DAYS)}`;
const SAME_MEANS = 'par le même moyen de paiement que celui utilisé pour la commande';
/** When the order names a billing company: the right may not apply to a purchase for its business. */
const CONSUMER_ONLY = 'Si vous avez commandé en tant que consommateur, nous';

/**
 * The acknowledgement of a withdrawal declared online. It greets no one by the name typed, and
 * promises a refund only for an order it found and whose withdrawal is within the rules.
 */
export const ACKNOWLEDGEMENT = {
  subject: `Accusé de réception de votre déclaration de rétractation – ${BRAND_NAME}`,
  greeting: 'Bonjour,',
  received: (when: string) => typeset(`Nous avons bien reçu, le ${when}, la déclaration de rétractation suivante :`),
  contentHeading: 'Votre déclaration',
  receivedAt: 'Reçue le',
  receivedBy: 'Reçue par',
  noReference: 'non fournie',
  nextHeading: 'La suite',
  concerns: (reference: string, day: string) => `Elle concerne votre commande ${reference} du ${day}.`,
  /** `consumerOnly`: the order names a billing company, so the refund holds only for a consumer's order. */
  refund: (amount: string, latest: string, consumerOnly = false) =>
    typeset(
      `${consumerOnly ? CONSUMER_ONLY : 'Nous'} vous rembourserons ${amount} au plus tard le ${latest}, ${SAME_MEANS} (article L221-24 du Code de la consommation).`,
    ),
  refundLessService: (amount: string, latest: string, consumerOnly = false) =>
    typeset(
      `Vous aviez demandé l'exécution immédiate de cette commande : ${consumerOnly ? CONSUMER_ONLY.toLowerCase() : 'nous'} vous rembourserons les ${amount} payés, déduction faite d'un montant proportionné au service déjà fourni, au plus tard le ${latest}, ${SAME_MEANS} (articles L221-24 et L221-25 du Code de la consommation).`,
    ),
  billingCompany: (company: string) =>
    typeset(
      `Votre commande mentionne une société de facturation (${company}) : si elle a été passée pour les besoins de son activité, nous vous écrirons.`,
    ),
  testOrder: typeset("Cette commande a été payée en mode test : aucune somme n'a été débitée, il n'y a donc rien à vous rembourser."),
  delivered: (sentOn: string) =>
    typeset(
      `Vous aviez demandé l'exécution immédiate de cette commande, et ils vous ont tous été livrés le ${sentOn} : le droit de rétractation ne s'exerce plus une fois les documents livrés (article L221-28 du Code de la consommation). Nous examinons votre déclaration et ${REPLY}.`,
    ),
  late: (lastDay: string) =>
    typeset(`Le délai de rétractation de cette commande a pris fin le ${lastDay}. Nous examinons votre déclaration et ${REPLY}.`),
  notFound: (latest: string) =>
    typeset(
      `Nous n'avons pas encore retrouvé la commande correspondante : ${REPLY}. Si votre rétractation est recevable, nous vous rembourserons au plus tard le ${latest}, ${SAME_MEANS}.`,
    ),
  exceptions: typeset(
    "Le droit de rétractation ne s'applique pas à une commande passée pour les besoins d'une activité professionnelle ; si vous aviez demandé l'exécution immédiate, il ne s'exerce plus une fois les documents livrés et, avant cette livraison, un montant proportionné au service déjà fourni reste dû. Nous vous écrirons dans ces cas.",
  ),
  /** Where the paragraph above already said what immediate execution changes. */
  professionalException: typeset(
    "Le droit de rétractation ne s'applique pas à une commande passée pour les besoins d'une activité professionnelle ; nous vous écrirons dans ce cas.",
  ),
  keep: typeset('Gardez cet email : il atteste le contenu de votre déclaration, sa date et son heure.'),
  notYou: typeset(`Si vous n'êtes pas à l'origine de cette déclaration, ignorez ce message ou signalez-le-nous à ${CONTACT.email}.`),
  contact: contactLine(),
} as const;

/** The operator's notice of a withdrawal: the order found, where it stands, and the refund's deadline. */
export const WITHDRAWAL_NOTICE = {
  subject: (name: string, found: string | null, orderDay: string) =>
    `Rétractation déclarée en ligne – ${name} (${found ? `commande ${found}` : `commande du ${orderDay}, non retrouvée`})`,
  intro: (latest: string) =>
    typeset(
      `Vérifiez la commande et la recevabilité de la rétractation, arrêtez la démarche si elle n'est pas exécutée et, si la rétractation est recevable, remboursez au plus tard le ${latest} par le même moyen de paiement.`,
    ),
  found: 'Commande retrouvée',
  none: 'aucune',
  byReference: 'par sa référence',
  byEmailDate: 'par l’email et la date de la commande',
  period: 'Délai de rétractation',
  standing: {
    in_time: 'en cours',
    started: 'exécution immédiate demandée, extrait pas encore envoyé',
    delivered: 'exécution immédiate demandée, extrait envoyé',
    late: 'dépassé',
    unknown: 'à vérifier',
  },
  refundBy: 'Rembourser au plus tard le',
} as const;

/**
 * The customer's answer to a declaration, sent with the admin's decision: accepted, with the refund's
 * last day (L221-24); or the exception of L221-28 1°, with the way to contest it: a written complaint to
 * the seller first, then the consumer mediator (L612-2 makes the first a condition of the second).
 */
export const WITHDRAWAL_DECISION = {
  acceptedSubject: (reference: string) => `Votre rétractation est acceptée – commande ${reference} – ${BRAND_NAME}`,
  exceptionSubject: (reference: string) => `Votre déclaration de rétractation – commande ${reference} – ${BRAND_NAME}`,
  greeting: 'Bonjour',
  accepted: (declared: string, reference: string) =>
    typeset(`Nous avons accepté la rétractation que vous nous avez déclarée le ${declared} pour votre commande ${reference}.`),
  notSent: typeset("L'extrait Kbis ne vous sera pas envoyé."),
  refund: (amount: string, latest: string) =>
    typeset(`Nous vous rembourserons ${amount} au plus tard le ${latest}, ${SAME_MEANS} (article L221-24 du Code de la consommation).`),
  refundLessService: (amount: string, latest: string) =>
    typeset(
      `Vous aviez demandé l'exécution immédiate de cette commande : nous vous rembourserons les ${amount} payés, déduction faite d'un montant proportionné au service déjà fourni, au plus tard le ${latest}, ${SAME_MEANS} (articles L221-24 et L221-25 du Code de la consommation).`,
    ),
  refundNotice: typeset('Un email vous confirmera le remboursement, avec l’avoir correspondant.'),
  performed: (reference: string, sentOn: string) =>
    typeset(
      `Votre commande ${reference} a été entièrement exécutée le ${sentOn} à votre demande expresse : conformément à l'article L221-28, 1°, du Code de la consommation, la rétractation n'est plus possible.`,
    ),
  why: (declared: string, sent: string) =>
    typeset(
      `Avant de confirmer votre commande, vous aviez demandé son exécution immédiate et reconnu perdre votre droit de rétractation une fois les documents livrés. Ils vous ont tous été livrés le ${sent}, avant votre déclaration du ${declared} : aucun remboursement n'est donc dû.`,
    ),
  contest: (reference: string) =>
    typeset(
      `Si vous contestez cette décision, écrivez-nous à ${CONTACT.email} ou appelez le ${CONTACT.phone}, ${CONTACT.hours}, en rappelant votre référence ${reference} : nous réexaminerons votre demande.`,
    ),
  contact: (reference: string) =>
    typeset(
      `Une question ? Écrivez-nous à ${CONTACT.email} ou appelez le ${CONTACT.phone}, ${CONTACT.hours}, en rappelant votre référence ${reference}.`,
    ),
} as const;

/** The kinds of emails, as the operator's notices name them. */
export const EMAIL_KIND_LABELS = {
  'order-confirmation': 'confirmation de commande au client',
  'order-notice': 'avis de commande payée à l’exploitant',
  'withdrawal-acknowledgement': 'accusé de réception de rétractation au client',
  'withdrawal-notice': 'avis de rétractation à l’exploitant',
  'withdrawal-decision': 'réponse à une rétractation au client',
  'given-up-notice': 'avis d’email abandonné à l’exploitant',
  'payment-anomaly-notice': 'avis de paiement à vérifier à l’exploitant',
  'late-notice': 'avis de commande en retard à l’exploitant',
  'kbis-delivery': 'extrait Kbis au client',
  'document-delivery': 'document commandé au client',
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

export const LATE_NOTICE = {
  subject: (reference: string) => `Commande ${reference} en retard`,
  intro: typeset('Le délai de livraison annoncé au client est dépassé : l’extrait n’a pas été envoyé.'),
  reference: 'Référence',
  company: 'Entreprise',
  deadline: 'À envoyer au plus tard le',
  open: 'Ouvrir la commande',
  law: typeset(
    'Le délai annoncé engage le vendeur (article L216-1 du Code de la consommation) : le client peut vous mettre en demeure de l’exécuter dans un délai supplémentaire raisonnable puis, à défaut, résoudre le contrat (article L216-6) ; il doit alors être remboursé au plus tard 14 jours après (article L216-7). Prévenez-le du retard et de la date à laquelle il recevra l’extrait.',
  ),
} as const;

/** The link to the customer's page of the order, named for where it leads. */
export const ORDER_PAGE_LINK = 'la page de votre commande';

export const KBIS_DELIVERY = {
  subject: (reference: string) => `Votre extrait Kbis – commande ${reference} – ${BRAND_NAME}`,
  greeting: 'Bonjour',
  attached: (company: string, reference: string) =>
    typeset(`Vous trouverez en pièce jointe, au format PDF, l'extrait Kbis de ${company} que vous avez commandé (commande ${reference}).`),
  download: (day: string) => typeset(`Vous pouvez aussi le télécharger jusqu’au ${day} depuis `),
  contact: contactLine,
} as const;

/**
 * When a refund reaches the card: Stripe says refunds appear on the customer's statement depending on
 * the card network and the issuing bank (docs.stripe.com/refunds, « Refund requests »), so no delay is promised.
 * In test mode no money moved either way, and the email says so instead.
 */
export const REFUND = {
  subject: (reference: string) => `Remboursement de votre commande ${reference} – ${BRAND_NAME}`,
  greeting: 'Bonjour',
  refunded: (amount: string, reference: string) => typeset(`Nous vous avons remboursé ${amount} au titre de votre commande ${reference}.`),
  refundedAfterWithdrawal: (amount: string, day: string, reference: string) =>
    typeset(`Nous vous avons remboursé ${amount} à la suite de votre rétractation du ${day} (commande ${reference}).`),
  refundedReduction: (amount: string, reference: string) =>
    typeset(`Nous vous avons remboursé ${amount} au titre d’une réduction du prix de votre commande ${reference}.`),
  part: (total: string, paid: string) => typeset(`Au total, ${total} vous ont été remboursés sur les ${paid} payés.`),
  card: typeset(
    'Le remboursement est fait sur la carte utilisée pour le paiement. Le moment où il apparaît sur votre relevé dépend de votre banque et du réseau de votre carte.',
  ),
  test: (amount: string, reference: string) =>
    typeset(
      `Remboursement de test de ${amount} enregistré pour votre commande de test ${reference} : aucune somme n’a été débitée ni recréditée.`,
    ),
  noDownload: typeset("L'extrait Kbis de cette commande n'est plus téléchargeable depuis la page de votre commande."),
  creditNoteCancels: (number: string, invoice: string) =>
    typeset(`L’avoir n° ${number}, qui annule votre facture n° ${invoice}, est joint à cet email.`),
  creditNoteReduces: (number: string, amount: string, invoice: string) =>
    typeset(`L’avoir n° ${number}, qui réduit de ${amount} votre facture n° ${invoice}, est joint à cet email.`),
  testCreditNote: (number: string) => typeset(`L’avoir de test n° ${number} est joint à cet email.`),
  /** A refund of one document: which, and for how much. */
  document: (document: string, amount: string) => typeset(`Ce remboursement porte sur le document « ${document} » (${amount}).`),
  creditNoteCancelsDocument: (number: string, document: string, amount: string, invoice: string) =>
    typeset(
      `L’avoir n° ${number}, qui annule le document « ${document} » (${amount}) de votre facture n° ${invoice}, est joint à cet email.`,
    ),
  contact: contactLine,
} as const;
