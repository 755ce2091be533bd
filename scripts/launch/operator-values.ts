/**
 * Every value customers see that only the operator can supply or vouch for: the registry
 * `npm run check:launch` reads (it adds `SITE_URL` and the order service's settings, order-service.mjs).
 */
import { ALSACE_MOSELLE_ORDERS, CONTACT, MEDIATOR, PARTNER_DATA_ROLE, PUBLISHER, RETENTION } from '../../site/data/operator';
import { WITHDRAWAL_PATH } from '../../site/data/withdrawal';
import { formatWorkingDays } from '../../widget/core/format';
import { DELIVERY_WORKING_DAYS } from '../../widget/core/offer';
import { ACCESSIBILITY_PATH } from '../../site/data/accessibility';

/** A value customers see that only the operator can supply or vouch for. */
export interface OperatorValue {
  /** Where it lives, e.g. `PUBLISHER.vatNumber`. */
  key: string;
  /** The value as it stands. `npm run check:launch` also flags placeholders by their look (the reserved `.example` domain, runs of zeros). */
  value: string;
  /** Where it is shown: site paths (checked against the built pages by a test), or a description. */
  shownOn: readonly string[];
  /** How the value reads on those pages, when it is not `value` itself. */
  shownAs?: readonly string[];
  /** Why the operator must confirm it before launch; delete this line once it is confirmed. */
  toConfirm?: string;
}

const LEGAL_PAGES = ['/pages/mentions-legales', '/pages/cgv'] as const;
const JSON_LD = 'données structurées (JSON-LD) de chaque page';
const CONFIRMATION_EMAIL = 'email de confirmation de commande';
const SALES_PDFS = 'factures et avoirs (PDF), CGV en PDF (site/public/cgv/ : une version publiée ne change plus)';

/**
 * Every operator value the site or the widget shows, for the launch check (`npm run check:launch`,
 * which also adds `SITE_URL`): fill in the placeholders and confirm the marked values here, once.
 */
export const OPERATOR_VALUES: readonly OperatorValue[] = [
  { key: 'PUBLISHER.registry', value: PUBLISHER.registry, shownOn: [...LEGAL_PAGES, CONFIRMATION_EMAIL, SALES_PDFS] },
  { key: 'PUBLISHER.vatNumber', value: PUBLISHER.vatNumber, shownOn: [...LEGAL_PAGES, JSON_LD, CONFIRMATION_EMAIL, SALES_PDFS] },
  { key: 'CONTACT.phone', value: CONTACT.phone, shownOn: [...LEGAL_PAGES, JSON_LD, CONFIRMATION_EMAIL, SALES_PDFS] },
  {
    key: 'CONTACT.email',
    value: CONTACT.email,
    shownOn: ['/', '/pages/demande-kbis', '/pages/informations-entreprise', ...LEGAL_PAGES, ACCESSIBILITY_PATH, WITHDRAWAL_PATH, JSON_LD],
  },
  { key: 'CONTACT.dpoEmail', value: CONTACT.dpoEmail, shownOn: LEGAL_PAGES },
  {
    key: 'PUBLISHER.director',
    value: PUBLISHER.director,
    shownOn: ['/pages/mentions-legales'],
    shownAs: [PUBLISHER.director.split(',')[0]!],
    toConfirm: 'identité de la directrice de la publication à confirmer',
  },
  {
    key: 'MEDIATOR',
    value: `${MEDIATOR.name}, ${MEDIATOR.address}, ${MEDIATOR.website}`,
    shownOn: ['/pages/cgv', CONFIRMATION_EMAIL, SALES_PDFS],
    shownAs: [MEDIATOR.name],
    toConfirm: 'nommer un médiateur référencé sur la liste de la CECMC et signer avec lui une convention de médiation',
  },
  {
    key: 'DELIVERY_WORKING_DAYS',
    value: String(DELIVERY_WORKING_DAYS),
    shownOn: ['/', '/pages/demande-kbis', '/pages/cgv', 'widget : dernière étape de la commande'],
    shownAs: [formatWorkingDays(DELIVERY_WORKING_DAYS)],
    toConfirm: 'délai de livraison (niveau de service de l’exploitant) à confirmer',
  },
  {
    key: 'RETENTION',
    value: `commandes et rétractations ${RETENTION.orderYears} ans, rétractations sans commande ${RETENTION.unmatchedWithdrawalYears} an(s), comptabilité ${RETENTION.accountingYears} ans, documents ${RETENTION.documentDays} jours, commandes non payées ${RETENTION.unpaidOrderDays} jours, copies des emails ${RETENTION.sentEmailDays} jours`,
    shownOn: ['/pages/cgv'],
    // With the words around them: other pages give legal periods of the same length (30 days for beneficial owners).
    shownAs: [
      `${RETENTION.orderYears}\u00a0ans à compter de la commande`,
      `aucune commande\u00a0: ${RETENTION.unmatchedWithdrawalYears}\u00a0an`,
      `${RETENTION.accountingYears}\u00a0ans, durée que le droit espagnol`,
      `${RETENTION.documentDays}\u00a0jours à compter du jour où il est adressé au client`,
      `annulée sur la page de paiement)\u00a0: ${RETENTION.unpaidOrderDays}\u00a0jours`,
      `emails adressés aux clients et à l’éditeur\u00a0: ${RETENTION.sentEmailDays}\u00a0jours`,
    ],
    toConfirm: 'durées de conservation des données à valider par l’exploitant et son délégué à la protection des données',
  },
  {
    key: 'ALSACE_MOSELLE_ORDERS',
    value: ALSACE_MOSELLE_ORDERS,
    shownOn: ['/pages/cgv', '/pages/greffe-tribunal-commerce'],
    toConfirm:
      'dire si les extraits des sociétés de Moselle, du Bas-Rhin et du Haut-Rhin peuvent être commandés (« peuvent » ou « ne peuvent pas »)',
  },
  {
    key: 'PARTNER_DATA_ROLE',
    value: PARTNER_DATA_ROLE,
    shownOn: ['/pages/cgv'],
    toConfirm:
      'préciser, selon les accords de partenariat, le rôle RGPD du site partenaire qui reçoit les données de la commande avant le paiement : responsable de traitement distinct, responsable conjoint (article 26) ou sous-traitant (article 28)',
  },
  {
    key: 'ACCESSIBILITY_STATEMENT',
    value: 'déclaration d’accessibilité publiée, exigences appliquées (Code de la consommation, L412-13), aucune dispense invoquée',
    shownOn: [ACCESSIBILITY_PATH],
    shownAs: ['L412-13'],
    toConfirm:
      'une microentreprise (moins de 10 personnes, chiffre d’affaires ou total du bilan d’au plus 2 millions d’euros) est dispensée des exigences d’accessibilité du décret n° 2023-931, mais doit le déclarer en ligne (note de la DGCCRF du 13 novembre 2025) : décider si l’éditeur invoque cette dispense et, le cas échéant, déposer la déclaration',
  },
];
