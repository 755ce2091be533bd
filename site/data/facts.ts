/**
 * Every figure a reader could act on (prices, dates, durations, counts), held once with what it rests
 * on: a source read and quoted, the operator's own commitment, or nothing found (unverified, never
 * stated on a page as certain). The pages print figures from here or from the values of operator.ts
 * and widget/core/offer.ts that FACTS cites; a dist test fails when a built page shows a euro amount,
 * a duration or a date that FACTS does not hold.
 */
import { PUBLISHER, RETENTION } from './operator';
import { SIRET_DIGITS } from '../../widget/core/fields';
import { DELIVERY_WORKING_DAYS, PRICE_HT_EUR, WITHDRAWAL_DAYS } from '../../widget/core/offer';
import { formatEuro, formatWorkingDays, NBSP } from '../../widget/core/format';
import { formatDate, formatMonth } from '../format';
import { SOURCES, type Source } from './sources';

/**
 * Greffe fees for one Kbis under an earlier tariff, VAT included (TTC), quoted for comparison: no
 * source page read gives them, the tariff is set by arrêté and revised (GREFFE_FEES_2025_EUR), and
 * Infogreffe publishes the one in force. `emailPdf` (the home page's figure) and `online` (the request
 * page's) are two readings of the online fee that circulated, which disagree: two figures, no relation.
 */
export const EARLIER_GREFFE_FEES_EUR = { counter: 2.82, post: 4.08, emailPdf: 4.24, online: 3.53 } as const;

/** The greffe's fees as a secondary source read them "au 01/01/2025", VAT included. */
export const GREFFE_FEES_2025_EUR = { counter: 2.56, online: 3.2, post: 3.97 } as const;
export const GREFFE_FEES_2025_DATE = '2025-01-01';

/**
 * In practice banks, landlords, suppliers and clients ask for a Kbis of less than this. For a bank it
 * is one of the accepted means of verifying a company client (anti-money-laundering rules), not an obligation.
 */
export const KBIS_RECENT_MONTHS = 3;
/** Days within which the customer is refunded after a withdrawal (L221-24), and, by the operator's terms, when the service cannot be performed. */
export const REFUND_DAYS = 14;
/** Days within which a company files a new beneficial-owner document after a change (Code monétaire et financier, R561-55). */
export const BENEFICIAL_OWNERS_DAYS = 30;
/** The order form's three steps, as the home page's benefit card announces them. */
export const ORDER_MINUTES = 1;

/** Since this day a SIREN replaces the Kbis in the procedures the two decrees of 21 May 2021 list. */
export const SIREN_INSTEAD_OF_KBIS_DATE = '2021-11-01';
export const DECRETS_KBIS_DATE = '2021-05-21';
/** Every company formality goes through the INPI's Guichet unique since this day. */
export const GUICHET_UNIQUE_DATE = '2023-01-01';
/** The tribunaux des activités économiques: a four-year experiment in twelve commercial courts from this day. */
export const TAE_START_DATE = '2025-01-01';
export const TAE_LAW_DATE = '2023-11-20';
/** Since this month a company's legal representative downloads its Kbis free on MonIdenum. */
export const MONIDENUM_SINCE_MONTH = '2019-10';
/** The month of the CJEU judgment that closed the register of beneficial owners to the general public. */
export const CJUE_BENEFICIAIRES_MONTH = '2022-11';
/** The law whose article 1-1 the legal notices apply (loi pour la confiance dans l'économie numérique). */
export const LCEN_DATE = '2004-06-21';
/** The courts where the greffiers of the commercial courts work, as their national council counted them before the Assemblée nationale (2017-2022 legislature, after July 2019). */
export const GREFFES_COUNT = 141;
/** Digits of a SIREN, of a SIRET, and of the NIC that follows the SIREN in a SIRET. */
export const SIREN_DIGITS = 9;
/** The digits of a SIREN before its check digit. */
export const SIREN_BASE_DIGITS = 8;
export const NIC_DIGITS = 5;

/** How a figure reads on a page: its unit decides the words around the number. */
export type FigureUnit = 'eur' | 'days' | 'working-days' | 'months' | 'years' | 'minutes' | 'date' | 'month' | 'courts' | 'digits';

interface FactBase {
  value: number | string;
  unit: FigureUnit;
  /** Where a reader checks it: the page quoted, or, for an unverified figure, where the figure in force is published. */
  source: Source;
}

/** A figure read on its source, with the sentence quoted from it. */
export interface SourcedFact extends FactBase {
  basis: 'source';
  quote: string;
}

/** A figure the operator decides and commits to (CGV); OPERATOR_VALUES lists those still to confirm. */
export interface OperatorFact extends FactBase {
  basis: 'operator';
  /** Where the commitment is made. */
  commitment: string;
}

/** A figure no source could be found for: pages give it with a reservation, never as certain. */
export interface UnverifiedFact extends FactBase {
  basis: 'unverified';
  why: string;
}

export type Fact = SourcedFact | OperatorFact | UnverifiedFact;

/** The operator's own terms: the source of what the operator commits to. */
export const OPERATOR_TERMS: Source = {
  title: 'Conditions générales de vente',
  publisher: 'Kbis Facile',
  url: '/pages/cgv',
  primary: true,
};

const EARLIER_TARIFF_FIGURE =
  'Montant d’un tarif antérieur du greffe, cité pour comparaison : aucune page lue par notre recherche ne le donne, et le relevé du 1er janvier 2025 (GREFFE_FEES_2025_EUR) en diffère.';
const KEOBIZ_QUOTE =
  'Prix officiels (mise à jour au 01/01/2025) : 2,56 € TTC retrait au greffe, 3,20 € TTC transmission électronique via Infogreffe, 3,97 € TTC envoi postal — tarifs réglementés par arrêté ministériel.';
const DECRETS_QUOTE =
  'Un décret en date du 21 mai 2021, publié au journal officiel de la République française du 22 mai 2021, supprime la présentation obligatoire d’un extrait d’immatriculation […]. Cette suppression […] concerne une cinquantaine de procédures administratives.';
const TAE_QUOTE =
  'Cette expérimentation s’appliquera pendant quatre ans à compter du 1er janvier 2025 à douze tribunaux de commerce renommés TAE.';
const SIRET_QUOTE =
  'Le numéro SIRET est un identifiant numérique de 14 chiffres composé du SIREN (9 chiffres) et d’un numéro interne de classement de 5 chiffres (NIC).';

/** Every figure the pages and the widget show, by name. */
export const FACTS = {
  greffeCounter: {
    value: EARLIER_GREFFE_FEES_EUR.counter,
    unit: 'eur',
    source: SOURCES.infogreffe,
    basis: 'unverified',
    why: EARLIER_TARIFF_FIGURE,
  },
  greffePost: {
    value: EARLIER_GREFFE_FEES_EUR.post,
    unit: 'eur',
    source: SOURCES.infogreffe,
    basis: 'unverified',
    why: EARLIER_TARIFF_FIGURE,
  },
  greffeEmailPdf: {
    value: EARLIER_GREFFE_FEES_EUR.emailPdf,
    unit: 'eur',
    source: SOURCES.infogreffe,
    basis: 'unverified',
    why: `${EARLIER_TARIFF_FIGURE} Ne correspond à aucun tarif trouvé ; 3,53 € × 1,2 = 4,24 € ne prouve rien : les tarifs publiés sont tous TTC.`,
  },
  greffeOnline: {
    value: EARLIER_GREFFE_FEES_EUR.online,
    unit: 'eur',
    source: SOURCES.infogreffe,
    basis: 'unverified',
    why: EARLIER_TARIFF_FIGURE,
  },
  greffeCounter2025: {
    value: GREFFE_FEES_2025_EUR.counter,
    unit: 'eur',
    source: SOURCES.keobizPrixKbis,
    basis: 'source',
    quote: KEOBIZ_QUOTE,
  },
  greffeOnline2025: {
    value: GREFFE_FEES_2025_EUR.online,
    unit: 'eur',
    source: SOURCES.keobizPrixKbis,
    basis: 'source',
    quote: KEOBIZ_QUOTE,
  },
  greffePost2025: { value: GREFFE_FEES_2025_EUR.post, unit: 'eur', source: SOURCES.keobizPrixKbis, basis: 'source', quote: KEOBIZ_QUOTE },
  greffeFees2025Date: { value: GREFFE_FEES_2025_DATE, unit: 'date', source: SOURCES.keobizPrixKbis, basis: 'source', quote: KEOBIZ_QUOTE },
  price: {
    value: PRICE_HT_EUR,
    unit: 'eur',
    source: OPERATOR_TERMS,
    basis: 'operator',
    commitment: 'CGV, article 2 : prix par document commandé, TVA non applicable',
  },
  delivery: {
    value: DELIVERY_WORKING_DAYS,
    unit: 'working-days',
    source: OPERATOR_TERMS,
    basis: 'operator',
    commitment: 'CGV, article 3 : délai d’envoi de chaque document, celui du registre compris (à confirmer, OPERATOR_VALUES)',
  },
  orderMinutes: {
    value: ORDER_MINUTES,
    unit: 'minutes',
    source: OPERATOR_TERMS,
    basis: 'operator',
    commitment: 'Page d’accueil, carte « Commande en 1 minute » : trois étapes, deux champs obligatoires par étape au plus',
  },
  shareCapital: {
    value: PUBLISHER.shareCapitalEur,
    unit: 'eur',
    source: OPERATOR_TERMS,
    basis: 'operator',
    commitment: 'Mentions légales : capital social de l’éditeur, tel que l’inscrit son registre',
  },
  retentionOrders: {
    value: RETENTION.orderYears,
    unit: 'years',
    source: OPERATOR_TERMS,
    basis: 'operator',
    commitment: 'CGV, article 5 : durée de conservation (à confirmer, OPERATOR_VALUES)',
  },
  retentionAccounting: {
    value: RETENTION.accountingYears,
    unit: 'years',
    source: OPERATOR_TERMS,
    basis: 'operator',
    commitment: 'CGV, article 5 : durée de conservation (à confirmer, OPERATOR_VALUES)',
  },
  retentionUnmatchedWithdrawals: {
    value: RETENTION.unmatchedWithdrawalYears,
    unit: 'years',
    source: OPERATOR_TERMS,
    basis: 'operator',
    commitment: 'CGV, article 5 : durée de conservation des déclarations de rétractation sans commande (à confirmer, OPERATOR_VALUES)',
  },
  retentionDocuments: {
    value: RETENTION.documentDays,
    unit: 'days',
    source: OPERATOR_TERMS,
    basis: 'operator',
    commitment: 'CGV, article 5 : durée de conservation (à confirmer, OPERATOR_VALUES)',
  },
  withdrawal: {
    value: WITHDRAWAL_DAYS,
    unit: 'days',
    source: SOURCES.codeConsommation,
    basis: 'source',
    quote:
      'Le consommateur dispose d’un délai de quatorze jours pour exercer son droit de rétractation d’un contrat conclu à distance […] (article L221-18, lu sur doctrine.fr).',
  },
  kbisRecent: {
    value: KBIS_RECENT_MONTHS,
    unit: 'months',
    source: SOURCES.codeMonetaireR56151,
    basis: 'source',
    quote:
      'the persons referred to in Article L. 561-2 shall verify the identity of the customer in one of the following ways: […] 4° Where the customer is a legal entity, whose duly authorised representative is physically present […], by providing the original or a copy of any deed or extract from an official register dating back less than three months […] (article R561-5-1, traduction lue ; R561-5-2 prévoit d’autres moyens, R561-5 ne traite que de l’identification).',
  },
  refund: {
    value: REFUND_DAYS,
    unit: 'days',
    source: SOURCES.codeConsommation,
    basis: 'source',
    quote:
      'Lorsque le droit de rétractation est exercé, le professionnel rembourse le consommateur de la totalité des sommes versées […] au plus tard dans les quatorze jours à compter de la date à laquelle il est informé de la décision du consommateur de se rétracter. […] Le professionnel effectue ce remboursement en utilisant le même moyen de paiement que celui utilisé par le consommateur pour la transaction initiale […] (article L221-24).',
  },
  beneficialOwners: {
    value: BENEFICIAL_OWNERS_DAYS,
    unit: 'days',
    source: SOURCES.juriciteBeneficiaires,
    basis: 'source',
    quote:
      'Un nouveau document est déposé dans les 30 jours suivant tout fait ou acte rendant nécessaire la rectification ou le complément des informations qui y sont mentionnées (art. R. 561-55 du Code monétaire et financier).',
  },
  sirenInsteadOfKbis: {
    value: SIREN_INSTEAD_OF_KBIS_DATE,
    unit: 'date',
    source: SOURCES.juritravailFinKbis,
    basis: 'source',
    quote:
      'Fin du Kbis pour certaines démarches administratives depuis le 1er novembre 2021. […] Depuis le 1er novembre, les entreprises doivent simplement communiquer leur numéro SIREN à la place.',
  },
  decretsKbis: { value: DECRETS_KBIS_DATE, unit: 'date', source: SOURCES.citiaDecretsKbis, basis: 'source', quote: DECRETS_QUOTE },
  guichetUnique: {
    value: GUICHET_UNIQUE_DATE,
    unit: 'date',
    source: SOURCES.formalitesServicePublic,
    basis: 'source',
    quote:
      'Depuis le 1er janvier 2023, les formalités de création, de modification et de cessation d’activité doivent être réalisées en ligne sur le guichet des formalités des entreprises.',
  },
  taeStart: { value: TAE_START_DATE, unit: 'date', source: SOURCES.dallozTae, basis: 'source', quote: TAE_QUOTE },
  taeLaw: {
    value: TAE_LAW_DATE,
    unit: 'date',
    source: SOURCES.dallozTae,
    basis: 'source',
    quote:
      'Prévue par l’article 26 de la loi n° 2023-1059 du 20 novembre 2023, l’expérimentation des tribunaux des activités économiques (TAE) […]',
  },
  lcen: {
    value: LCEN_DATE,
    unit: 'date',
    source: SOURCES.lcen,
    basis: 'source',
    quote: 'Loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (1).',
  },
  monIdenum: {
    value: MONIDENUM_SINCE_MONTH,
    unit: 'month',
    source: SOURCES.monIdenumGratuit,
    basis: 'source',
    quote:
      'Bonne nouvelle, depuis octobre 2019, vous pouvez obtenir gratuitement un Kbis de moins de trois mois d’une entreprise dont vous êtes le représentant légal.',
  },
  cjueBeneficiaires: {
    value: CJUE_BENEFICIAIRES_MONTH,
    unit: 'month',
    source: SOURCES.cjueBeneficiaires,
    basis: 'source',
    quote:
      'Arrêt de la Cour (grande chambre) du 22 novembre 2022. […] Accès de tout membre du grand public aux informations sur les bénéficiaires effectifs – Validité […]',
  },
  greffes: {
    value: GREFFES_COUNT,
    unit: 'courts',
    source: SOURCES.auditionGreffiers,
    basis: 'source',
    quote: 'Ce contact quotidien s’opère à travers les 141 juridictions dans lesquelles nous exerçons nos fonctions.',
  },
  sirenDigits: { value: SIREN_DIGITS, unit: 'digits', source: SOURCES.cnspSiret, basis: 'source', quote: SIRET_QUOTE },
  sirenBaseDigits: {
    value: SIREN_BASE_DIGITS,
    unit: 'digits',
    source: SOURCES.sirenCleControle,
    basis: 'source',
    quote:
      'Les huit premiers chiffres du numéro SIREN identifient l’entreprise et le neuvième, calculé à partir des huit premiers, constitue la clef de contrôle.',
  },
  siretDigits: { value: SIRET_DIGITS, unit: 'digits', source: SOURCES.cnspSiret, basis: 'source', quote: SIRET_QUOTE },
  nicDigits: { value: NIC_DIGITS, unit: 'digits', source: SOURCES.cnspSiret, basis: 'source', quote: SIRET_QUOTE },
} as const satisfies Record<string, Fact>;

/**
 * A statement of the dialog's company rules (widget/core/copy.ts, COMPANY_RULES), with what it rests
 * on: a page read and quoted, or nothing found (unverified: worded in the dialog with the caution it
 * calls for, and never stated on a page as certain).
 */
export type RuleStatement =
  | { claim: string; basis: 'source'; source: Source; quote: string }
  | { claim: string; basis: 'unverified'; why: string };

/** What each of COMPANY_RULES's sentences states, statement by statement. */
export const COMPANY_RULE_FACTS = {
  association: [
    {
      claim: 'An association has no Kbis: it is not registered at the RCS (save rare cases, which the dialog refuses too).',
      basis: 'source',
      source: SOURCES.associationKbisCas,
      quote:
        'Le Kbis s’obtient à la suite de l’inscription de l’association au RCS, ce qui n’est possible que pour un très faible nombre d’associations.',
    },
    {
      claim: 'A declared association has its number in the répertoire national des associations (RNA).',
      basis: 'source',
      source: SOURCES.associationRna,
      quote:
        'Toute association possède un numéro unique attribué lors de son immatriculation au registre national des associations (RNA) sauf en Alsace-Moselle.',
    },
    {
      claim: 'The avis de situation au répertoire Sirene exists for associations too and is free on INSEE’s site.',
      basis: 'source',
      source: SOURCES.avisSireneGratuit,
      quote: 'L’avis de situation concerne toutes les entreprises, associations ou organismes publics inscrits au répertoire SIRENE.',
    },
    {
      claim:
        'The RCS registers traders, sociétés and GIE, French EPIC and the legal persons a text names: a foundation or another private grouping of INSEE category 9 is none of them.',
      basis: 'source',
      source: SOURCES.codeCommerceRcsPersons,
      quote:
        '2° Les sociétés et groupements d’intérêt économique ayant leur siège dans un département français et jouissant de la personnalité morale',
    },
  ],
  publicBody: [
    {
      claim:
        'Of public bodies, the RCS registers the French EPIC (INSEE category 4, not refused) and those a text names: a body under public law of category 7 has no Kbis.',
      basis: 'source',
      source: SOURCES.codeCommerceRcsPersons,
      quote:
        '4° Les établissements publics français à caractère industriel ou commercial ; 5° Les autres personnes morales dont l’immatriculation est prévue par les dispositions législatives ou réglementaires',
    },
    {
      claim: 'Its avis de situation au répertoire Sirene gives its identity.',
      basis: 'source',
      source: SOURCES.avisSireneGratuit,
      quote: 'L’avis de situation concerne toutes les entreprises, associations ou organismes publics inscrits au répertoire SIRENE.',
    },
  ],
  soleTrader: [
    {
      claim:
        'Only a sole trader registered at the RCS as a trader has an extrait K; an artisan or a liberal profession working in their own name has none.',
      basis: 'source',
      source: SOURCES.extraitKEquivalents,
      quote:
        'L’extrait K est l’équivalent de l’extrait KBIS pour les entrepreneurs individuels et les micro-entrepreneurs exerçant une activité commerciale.',
    },
    {
      claim: 'The attestation d’immatriculation au RNE is free on the INPI’s site.',
      basis: 'source',
      source: SOURCES.attestationRne,
      quote:
        'Le document intitulé « Extrait des inscriptions » au registre national des entreprises (RNE) peut être obtenu gratuitement pour toute entreprise depuis le site de l’INPI',
    },
  ],
  ceasedKbis: [
    {
      claim: 'The Kbis of a company struck off the RCS carries the mention of its striking-off.',
      basis: 'source',
      source: SOURCES.kbisRadiation,
      quote: 'Similaire à un extrait Kbis simple, il contient une mention supplémentaire liée à la fermeture définitive de l’entreprise',
    },
    {
      claim: 'A company the directory calls ceased may not yet be struck off the RCS: hence « si elle a été radiée ».',
      basis: 'unverified',
      why: 'No page read on how INSEE’s ceased status and the greffe’s striking-off relate in time; the dialog words it conditionally.',
    },
  ],
} as const satisfies Record<'association' | 'publicBody' | 'soleTrader' | 'ceasedKbis', readonly RuleStatement[]>;

/** A fact as the pages print it, before typesetting: "2,82 €", "14 jours", "1er novembre 2021", "141 juridictions". */
export function formatFact({ value, unit }: Pick<Fact, 'value' | 'unit'>): string {
  if (typeof value === 'string') return unit === 'month' ? formatMonth(value) : formatDate(value);
  switch (unit) {
    case 'eur':
      return formatEuro(value);
    case 'working-days':
      return formatWorkingDays(value);
    case 'days':
      return `${value}${NBSP}jour${value > 1 ? 's' : ''}`;
    case 'months':
      return `${value}${NBSP}mois`;
    case 'years':
      return `${value}${NBSP}an${value > 1 ? 's' : ''}`;
    case 'minutes':
      return `${value}${NBSP}minute${value > 1 ? 's' : ''}`;
    case 'courts':
      return `${value}${NBSP}juridictions`;
    default:
      return `${value}${NBSP}chiffres`;
  }
}

/**
 * What the pages and the CGV say of the documents the service fetches from the national register
 * (the statuts, the annual accounts, the other deeds), statement by statement, with what each rests on.
 */
export const REGISTER_FACTS = {
  publicFilings: [
    {
      claim:
        'The national register (RNE) kept by the INPI makes public the deeds and statuts companies filed and their annual accounts not kept confidential.',
      basis: 'source',
      source: SOURCES.dataInpiFaq,
      quote:
        'Sont également mis à disposition les bilans ou comptes annuels non confidentiels déposés depuis le 1er janvier 2017 ainsi que les actes et statuts depuis 1993. Ils sont accessibles dans l’onglet "documents associés".',
    },
    {
      claim: 'Only the public deeds and accounts are distributed, and a newly filed document is added within the day.',
      basis: 'source',
      source: SOURCES.apiEntrepriseActesBilans,
      quote:
        'Seuls les actes et bilans publiques sont distribués. […] Dès qu’un nouveau document est disponible concernant une entreprise, ce document est disponible dans la journée et s’ajoute à la liste des actes et bilans de l’entreprise concernée.',
    },
  ],
  freeOnDataInpi: [
    {
      claim: 'Anyone reads them on data.inpi.fr once signed in to an account.',
      basis: 'source',
      source: SOURCES.dataInpiFaq,
      quote:
        'Les bilans sont présents dans l’onglet "Documents associés" de la notice et sont accessibles sous réserve d’une connexion ou d’une création de compte. […] Les actes et statuts sont présents dans l’onglet "Documents associés" de la notice et sont accessibles sous réserve d’une connexion […]',
    },
    {
      claim: 'The account is free, and so is the download.',
      basis: 'source',
      source: SOURCES.dataInpiInscription,
      quote: 'Les documents (bilans et actes) sont téléchargeables, mais uniquement sur inscription gratuite.',
    },
  ],
  confidentialAccounts: [
    {
      claim:
        'A micro-company may file accounts that are not made public; a small company may keep its income statement private; a medium one may publish a simplified balance sheet.',
      basis: 'source',
      source: SOURCES.codeCommerceL23225,
      quote:
        'Lors du dépôt […], les sociétés répondant à la définition des micro-entreprises […] peuvent déclarer que les comptes annuels qu’elles déposent ne seront pas rendus publics. Lors de ce même dépôt, les sociétés répondant à la définition des petites entreprises […] peuvent demander que le compte de résultat ne soit pas rendu public. (article L232-25, lu sur doctrine.fr)',
    },
  ],
  api: [
    {
      claim: 'The INPI distributes the register’s data, deeds and accounts included, through APIs updated daily.',
      basis: 'source',
      source: SOURCES.inpiApis,
      quote:
        'Pour permettre aux réutilisateurs de faire des requêtes plus fines dans les données en masse, l’INPI met aussi à disposition des API pour les données du RNE. Ces dernières sont mises à jour quotidiennement pour les entreprises […] Actes et statuts des personnes morales et physiques depuis 1993 (stock).',
    },
    {
      claim: 'A data.inpi.fr account asks for access to the deeds and accounts APIs, then signs in with its username and password.',
      basis: 'source',
      source: SOURCES.apiInpiTelechargement,
      quote:
        'Pour obtenir ses identifiants, il faut au préalable s’inscrire sur le site de l’INPI […] Enfin, décrire le projet dans la zone de saisie et cocher les API voulues (Actes et Comptes annuels).',
    },
  ],
} as const satisfies Record<'publicFilings' | 'freeOnDataInpi' | 'confidentialAccounts' | 'api', readonly RuleStatement[]>;
