/**
 * The operator's identity, offer and official reference prices: the one place the site, the
 * widget and the tests read them from. Publisher, contact and mediator details are the operator's
 * to fill in or confirm before going live: OPERATOR_VALUES lists them for `npm run check:launch`.
 */
import { formatWorkingDays } from './format';

export const BRAND_NAME = 'Kbis Facile';
/** The brand's blue: the site's links and buttons, the widget's, the favicon and the social image. */
export const BRAND_COLOR = '#1d4ed8';
/** The label shown on the customer's bank statement: the product name with a hyphen. */
export const STATEMENT_LABEL = 'KBIS-FACILE';

export const PRICE_HT_EUR = 35;
export const VAT_NOTICE = 'TVA non applicable - Art. 293 B du CGI';

/**
 * Regulated greffe fees for one Kbis, as SPEC §9 quotes them. They are quoted for comparison,
 * not as today's tariff: the tariff is set by arrêté, changes, and Infogreffe publishes the one in
 * force. VAT (GREFFE_VAT_RATE_PERCENT) is included in every figure but `online`.
 */
export const OFFICIAL_PRICES_EUR = {
  /** At the greffe's counter, VAT included (2,35 € before VAT). */
  counter: 2.82,
  /** By post, VAT included. */
  post: 4.08,
  /** Online, the PDF sent by email, VAT included. */
  emailPdf: 4.24,
  /** The request page's online figure: the same online fee as `emailPdf`, before VAT. */
  online: 3.53,
} as const;
/** VAT on the greffe's fees, in percent: 3,53 € + 20 % = 4,24 €. */
export const GREFFE_VAT_RATE_PERCENT = 20;

/** In practice banks (anti-money-laundering rules), landlords, suppliers and clients ask for a Kbis of less than this. */
export const KBIS_RECENT_MONTHS = 3;
export const WITHDRAWAL_DAYS = 14;

/**
 * Working days from the start of execution (the order, or the end of the withdrawal period when
 * the customer did not ask for immediate execution) to the PDF sent by email: the operator's
 * service level, to confirm before launch. Every page, the CGV and the widget's last step state it.
 */
export const DELIVERY_WORKING_DAYS = 2;

/** The pages the widget's last step links to, made absolute on the origin that served widget.js. */
export const LEGAL_PATHS = { terms: '/pages/cgv', privacy: '/pages/cgv#donnees-personnelles' } as const;

export const CONTACT = {
  email: 'contact@kbis-facile.example',
  dpoEmail: 'dpo@kbis-facile.example',
  phone: '+34 910 000 000',
  hours: 'du lundi au vendredi, de 9 h à 18 h (heure de Paris)',
} as const;

export const PUBLISHER = {
  name: 'Trámites Mercantiles Online S.L.',
  legalForm: 'Sociedad Limitada (société à responsabilité limitée de droit espagnol)',
  shareCapitalEur: 3000,
  address: 'Calle de Alcalá 120, 28009 Madrid, Espagne',
  registry: 'Registro Mercantil de Madrid, hoja M-000000',
  vatNumber: 'ESB00000000',
  director: 'Lucía Martín Ortega, administratrice',
} as const;

export const HOST = {
  name: 'OVH SAS',
  address: '2 rue Kellermann, 59100 Roubaix, France',
  phone: '1007',
  website: 'https://www.ovhcloud.com',
} as const;

/** The consumer mediator named in the CGV (art. 8): it must be on the CECMC's list (OFFICIAL_LINKS.mediationConso). */
export const MEDIATOR = {
  name: 'Médicys',
  address: '73 boulevard de Clichy, 75009 Paris',
  website: 'https://www.medicys.fr',
} as const;

/** How long personal data are kept (CGV art. 5): the operator's policy, within what the law requires. */
export const RETENTION = {
  /** Order, contact and customer-service data, from the order: the limitation period of contract claims (Code civil, art. 2224). */
  orderYears: 5,
  /** Invoices and accounting records, as Spanish law requires of the publisher (Código de Comercio, art. 30). */
  accountingYears: 6,
  /** The document obtained for an order, after it was sent, to answer a claim or resend it. */
  documentDays: 30,
} as const;

export const OFFICIAL_LINKS = {
  infogreffe: 'https://www.infogreffe.fr',
  monIdenum: 'https://www.monidenum.fr',
  guichetUnique: 'https://formalites.entreprises.gouv.fr',
  annuaireEntreprises: 'https://annuaire-entreprises.data.gouv.fr',
  /** The INPI's public data: actes, statuts, non-confidential annual accounts, RNE certificate, free. */
  dataInpi: 'https://data.inpi.fr',
  sirene: 'https://www.sirene.fr',
  avisSirene: 'https://avis-situation-sirene.insee.fr',
  bodacc: 'https://www.bodacc.fr',
  /** The CECMC's site, which publishes the list of referenced consumer mediators. */
  mediationConso: 'https://www.economie.gouv.fr/mediation-conso',
  cnil: 'https://www.cnil.fr',
  aepd: 'https://www.aepd.es',
} as const;

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

/**
 * Every operator value the site or the widget shows, for the launch check (`npm run check:launch`,
 * which also adds `SITE_URL`): fill in the placeholders and confirm the marked values here, once.
 */
export const OPERATOR_VALUES: readonly OperatorValue[] = [
  { key: 'PUBLISHER.registry', value: PUBLISHER.registry, shownOn: LEGAL_PAGES },
  { key: 'PUBLISHER.vatNumber', value: PUBLISHER.vatNumber, shownOn: [...LEGAL_PAGES, JSON_LD] },
  { key: 'CONTACT.phone', value: CONTACT.phone, shownOn: [...LEGAL_PAGES, JSON_LD] },
  {
    key: 'CONTACT.email',
    value: CONTACT.email,
    shownOn: ['/', '/pages/demande-kbis', '/pages/informations-entreprise', ...LEGAL_PAGES, JSON_LD],
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
    shownOn: ['/pages/cgv'],
    shownAs: [MEDIATOR.name],
    toConfirm: 'vérifier sur la liste de la CECMC que ce médiateur est référencé, et signer avec lui une convention de médiation',
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
    value: `commandes ${RETENTION.orderYears} ans, comptabilité ${RETENTION.accountingYears} ans, documents ${RETENTION.documentDays} jours`,
    shownOn: ['/pages/cgv'],
    shownAs: [`${RETENTION.orderYears}\u00a0ans`, `${RETENTION.accountingYears}\u00a0ans`, `${RETENTION.documentDays}\u00a0jours`],
    toConfirm: 'durées de conservation des données à valider par l’exploitant et son délégué à la protection des données',
  },
];
