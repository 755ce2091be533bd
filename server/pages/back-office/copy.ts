/** The back office's French words, read by its pages, its handlers and the tests. */
import { typeset } from '../../../site/typography';
import { BRAND_NAME } from '../../../widget/core/offer';
import { DELIVERY_EVENT_LABELS } from './delivery-copy';
import { ITEM_EVENT_LABELS } from './item-copy';

export const FRAME = {
  brand: `${BRAND_NAME} · exploitation`,
  navLabel: 'Exploitation',
  signOut: 'Se déconnecter',
  signedInAs: (email: string, role: string) => `${email} (${role})`,
  skip: 'Aller au contenu',
} as const;

export const ROLES = { admin: 'administrateur', fulfiller: 'préparateur' } as const;

/** The views of the nav, in its order; « Rétractations » and « Remboursements » are another part's pages. */
export const NAV = {
  toSend: 'À envoyer',
  late: 'En retard',
  toVerify: 'À vérifier',
  sent: 'Envoyées',
  withdrawals: 'Rétractations',
  refunds: 'Remboursements',
} as const;

export const SIGN_IN = {
  title: 'Connexion',
  intro: typeset(
    'Connectez-vous avec la clé d’accès enregistrée lors de votre inscription (empreinte, visage, code de l’appareil ou clé de sécurité).',
  ),
  button: 'Se connecter avec ma clé d’accès',
  failed: typeset(
    'La connexion a échoué : cette clé d’accès n’est pas reconnue. Réessayez, ou demandez une nouvelle adresse d’inscription à un administrateur.',
  ),
  cancelled: typeset('La clé d’accès n’a pas été utilisée (opération annulée ou expirée). Réessayez.'),
  unavailable: typeset('Le service ne répond pas. Réessayez dans un instant.'),
  needsScript: typeset('La connexion par clé d’accès demande le script de cette page : autorisez-le, puis réessayez.'),
} as const;

export const ENROL = {
  title: 'Inscription',
  intro: (email: string) =>
    typeset(`Créez la clé d’accès de ${email} sur cet appareil. Elle remplace tout mot de passe : gardez cet appareil pour vous.`),
  button: 'Créer ma clé d’accès',
  invalidTitle: 'Adresse d’inscription invalide',
  invalid: typeset(
    'Cette adresse d’inscription n’est pas valable : elle a déjà servi ou a expiré (24 heures). Demandez-en une nouvelle à un administrateur.',
  ),
  failed: typeset('La clé d’accès n’a pas pu être enregistrée. Réessayez depuis la même adresse.'),
} as const;

export const REFUSED = {
  title: 'Action refusée',
  crossOrigin: typeset('Cette action doit être envoyée depuis les pages de l’exploitation. Rien n’a été modifié.'),
  forbidden: typeset('Votre rôle ne permet pas cette action. Rien n’a été modifié.'),
  tooManyTitle: 'Trop de tentatives',
  tooMany: typeset('Trop de tentatives de connexion depuis cette adresse. Réessayez dans une minute.'),
  notFoundTitle: 'Commande introuvable',
  notFound: typeset('Aucune commande ne porte cette référence.'),
  back: 'Retour à la liste',
} as const;

export const LIST = {
  titles: { 'to-send': NAV.toSend, late: NAV.late, 'to-verify': NAV.toVerify, sent: NAV.sent, search: 'Recherche' },
  searchLabel: 'Rechercher',
  searchHint: typeset('Référence, email, nom de l’entreprise, SIREN ou SIRET'),
  searchButton: 'Chercher',
  caption: (count: number, more: boolean) => `${count}${more ? '+' : ''} commande${count > 1 ? 's' : ''}`,
  empty: {
    'to-send': 'Aucune commande à envoyer.',
    late: 'Aucune commande en retard.',
    'to-verify': typeset('Aucune commande à envoyer dont l’entreprise reste à vérifier.'),
    sent: 'Aucune commande envoyée.',
    search: 'Aucune commande ne correspond à cette recherche.',
  },
  columns: {
    reference: 'Référence',
    company: 'Entreprise',
    documents: 'Documents à envoyer',
    customer: 'Client',
    paidAt: 'Payée le',
    deadline: 'Délai',
  },
  nothingOwed: '—',
  atRegister: 'au registre',
  failed: (reason: string) => typeset(`échec : ${reason}`),
  next: 'Commandes suivantes',
  first: 'Retour au début',
  notPaid: 'non payée',
  toVerify: 'à vérifier',
} as const;

/** The deadline in words, on the list and the order page. */
export const DEADLINE = {
  startOn: (day: string) => `à commencer le ${day}`,
  sendBefore: (day: string) => `à envoyer avant le ${day}`,
  late: 'en retard',
  sentOn: (when: string) => `envoyée le ${when}`,
  none: '—',
} as const;

export const ORDER = {
  title: (reference: string) => `Commande ${reference}`,
  invoicesHeading: 'Factures et avoirs',
  invoice: (number: string, date: string, amount: string) => typeset(`Facture ${number} du ${date} : ${amount}`),
  creditNote: (number: string, date: string, amount: string) => typeset(`Avoir ${number} du ${date} : ${amount}`),
  noInvoice: typeset('Aucune facture : la commande n’a pas été payée, ou l’a été avant que le service émette des factures.'),
  companyHeading: 'Entreprise',
  companyName: 'Dénomination',
  siret: 'SIRET',
  typedHeading: 'Saisie du client',
  verifiedHeading: 'Entreprise vérifiée',
  toVerify: 'À vérifier',
  toVerifyWhy: typeset(
    'l’annuaire des entreprises n’a pas confirmé cette entreprise (nom saisi sans numéro, numéro inconnu ou annuaire indisponible) : vérifiez-la avant de commander l’extrait.',
  ),
  typedName: 'Nom saisi',
  typedSiret: 'SIRET saisi',
  handedSiren: 'SIREN transmis',
  legalName: 'Dénomination',
  siren: 'SIREN',
  headOffice: 'Siège',
  headOfficeLine: (siret: string, address: string) => [siret && `SIRET ${siret}`, address].filter(Boolean).join(' · ') || '—',
  legalForm: 'Forme juridique',
  legalFormLine: (label: string | undefined, code: string) =>
    label ? `${label}, catégorie ${code}` : code ? `catégorie ${code}` : 'non indiquée',
  companyStatus: 'État',
  active: 'active',
  ceasedOn: (day: string) => `cessée le ${day}`,
  ceased: 'cessée',
  checkedAt: 'Vérifiée le',
  directoryLink: (siren: string) => `Fiche ${siren} sur l’Annuaire des entreprises`,
  registerLink: (siren: string) => `Fiche ${siren} sur data.inpi.fr (registre national, ses actes et comptes)`,
  customerHeading: 'Client',
  name: 'Nom',
  email: 'Email',
  phone: 'Téléphone',
  billingHeading: 'Facturation',
  billingCompany: 'Société',
  address: 'Adresse',
  originHeading: 'Provenance',
  partner: 'Partenaire',
  page: 'Page',
  none: 'aucun',
  consentHeading: 'Exécution immédiate',
  consentGiven: (when: string) => typeset(`Demandée par le client le ${when}, en cochant la case avant de confirmer sa commande.`),
  consentNotGiven: typeset('Non demandée : la démarche attend la fin du délai de rétractation.'),
  paymentHeading: 'Paiement',
  status: 'Statut',
  statuses: {
    awaiting_payment: 'en attente de paiement',
    paid: 'payée',
    cancelled: 'annulée',
    refunded: 'remboursée',
    partly_refunded: 'remboursée en partie',
  },
  fulfilment: 'Envoi',
  fulfilments: { to_send: 'à envoyer', sent: 'envoyée', withdrawn: 'rétractée' },
  amount: 'Montant',
  createdAt: 'Enregistrée le',
  paidAt: 'Payée le',
  paymentMode: 'Mode de paiement',
  paymentId: 'Identifiant du paiement',
  deadlineHeading: 'Délai',
  workStartsOn: 'Début de la démarche',
  deliverBy: 'Échéance',
  actionsHeading: 'Actions',
  historyHeading: 'Historique',
  historyColumns: { at: 'Date', actor: 'Par', what: 'Événement' },
  noteLabel: 'Ajouter une note',
  noteHint: (max: number) => `Note interne, jamais montrée au client (${max.toLocaleString('fr-FR')} caractères au plus).`,
  noteButton: 'Enregistrer la note',
  noteInvalid: (max: number) => `La note doit contenir entre 1 et ${max.toLocaleString('fr-FR')} caractères.`,
} as const;

/** Each event of the history in words, sending and refunds included; an event of an unknown kind shows its kind. */
export const EVENT_LABELS: Readonly<Record<string, string>> = {
  created: 'Commande enregistrée',
  paid: 'Paiement reçu',
  note: 'Note',
  late: typeset('Délai de livraison dépassé : exploitant prévenu'),
  'email-queued': 'Email préparé',
  'email-sent': 'Email envoyé',
  'email-failed': 'Email non remis (abandon après plusieurs essais)',
  ...DELIVERY_EVENT_LABELS,
  ...ITEM_EVENT_LABELS,
};

/**
 * The labels of the legal categories most orders name (INSEE's « catégories juridiques », level 3);
 * any other is shown by its code.
 */
export const LEGAL_FORMS: Readonly<Record<string, string>> = {
  '1000': 'Entrepreneur individuel',
  '5202': 'Société en nom collectif',
  '5306': 'Société en commandite simple',
  '5485': 'Société d’exercice libéral à responsabilité limitée',
  '5498': 'SARL unipersonnelle',
  '5499': 'Société à responsabilité limitée (SARL)',
  '5599': 'SA à conseil d’administration',
  '5699': 'SA à directoire',
  '5710': 'Société par actions simplifiée (SAS)',
  '5720': 'SAS à associé unique',
  '5785': 'Société d’exercice libéral par actions simplifiée',
  '6540': 'Société civile immobilière',
  '6599': 'Autre société civile',
  '7210': 'Commune',
  '9220': 'Association déclarée',
  '9300': 'Fondation',
};
