import { SELLER } from '../../widget/core/offer';

/**
 * The publisher's identity and commitments, as the legal pages and the structured data show them:
 * the one place the site and the tests read them from (the figures of the law and of the registries,
 * with their sources, are in facts.ts). The operator fills in or confirms them before going live:
 * scripts/launch/operator-values.ts lists them for `npm run check:launch`.
 */

/** The label shown on the customer's bank statement: the product name with a hyphen. */
export const STATEMENT_LABEL = 'KBIS-FACILE';

export const CONTACT = {
  email: 'contact@kbis-facile.example',
  dpoEmail: 'dpo@kbis-facile.example',
  phone: '+34 910 000 000',
  hours: 'du lundi au vendredi, de 9 h à 18 h (heure de Paris)',
} as const;

export const PUBLISHER = {
  name: SELLER.name,
  legalForm: 'Sociedad Limitada (société à responsabilité limitée de droit espagnol)',
  shareCapitalEur: 3000,
  address: `Calle de Alcalá 120, 28009 ${SELLER.city}, Espagne`,
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

/**
 * The consumer mediator named in the CGV (art. 8): a visible placeholder, never a real entity, until
 * the operator names a mediator on the CECMC's list (OFFICIAL_LINKS.mediationConso) and signs with it.
 * Médicys, once named here, was withdrawn from that list by a CECMC decision of 15 February 2021.
 */
export const MEDIATOR = {
  name: '[médiateur de la consommation à désigner]',
  address: '[adresse postale du médiateur]',
  website: 'https://mediateur.example',
} as const;

/** How long personal data are kept (CGV art. 5): the operator's policy, within what the law requires. */
export const RETENTION = {
  /** Order, contact and customer-service data, from the order: the limitation period of contract claims (Code civil, art. 2224). */
  orderYears: 5,
  /**
   * A withdrawal declaration that matches no order, from its receipt: time to match it to an order
   * declared under another address or date, and to answer a claim; then it only holds a stranger's
   * name and address (GDPR art. 5(1)(c) and (e)). One that matches an order goes with that order.
   */
  unmatchedWithdrawalYears: 1,
  /** Invoices and accounting records, as Spanish law requires of the publisher (Código de Comercio, art. 30). */
  accountingYears: 6,
  /** The document obtained for an order, after it was sent, to answer a claim or resend it. */
  documentDays: 30,
  /** An order never paid (abandoned or cancelled on the payment page): no contract, kept only to answer the customer. */
  unpaidOrderDays: 30,
  /** The copy of a sent email, to answer « I never received it »: the customer holds the email itself. */
  sentEmailDays: 30,
} as const;

/**
 * Whether extracts of companies registered in Moselle, Bas-Rhin and Haut-Rhin can be ordered: only the
 * operator knows whether its provider obtains them. A visible placeholder until the operator answers
 * (« peuvent » or « ne peuvent pas »); scripts/launch/operator-values.ts lists it.
 */
export const ALSACE_MOSELLE_ORDERS = '[peuvent / ne peuvent pas]';

/**
 * What a partner site is, under the GDPR, for the order data its page receives before payment
 * (`kbis:confirm`): a separate controller, a joint controller (art. 26) or a processor (art. 28),
 * as the partnership agreement says. A visible placeholder until the operator states it.
 */
export const PARTNER_DATA_ROLE = '[rôle du partenaire au regard du RGPD, à préciser par l’éditeur]';
