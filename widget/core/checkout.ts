/**
 * What a confirmation hands over besides the form: the offer bought, a reference and the
 * time of the confirmation; and who sent the order (attribution.ts).
 */
import type { Attribution } from './attribution';
import type { DocumentKind } from './catalogue';
import { chosenDocuments } from './document-choice';
import { PRICE_HT_EUR, VAT_NOTICE } from './offer';
import { toOrder, type Draft, type OrderEntry } from './fields';

/** The one offer: a Kbis extract at the flat price, with its VAT mention. */
export interface Offer {
  document: 'kbis';
  priceExclTaxEur: number;
  vatNotice: string;
}

export const OFFER: Offer = { document: 'kbis', priceExclTaxEur: PRICE_HT_EUR, vatNotice: VAT_NOTICE };

/**
 * The order partners receive in `kbis:confirm`: what the customer entered, plus the confirmation and
 * who sent it (`partner`, `source`).
 */
export interface Order extends OrderEntry, Attribution {
  /** New for every confirmation, random: never derived from what the customer typed. */
  reference: string;
  /** ISO 8601, UTC. */
  confirmedAt: string;
  offer: Offer;
  /** In a build with an order service: the documents ordered, in catalogue order, each at the offer's price. */
  documents?: DocumentKind[];
  /** The closing year (`YYYY`) of the earlier accounts asked for; '' for the latest filed, or when no accounts are ordered. */
  accountsYear?: string;
  /** The other deed asked for, as described, trimmed; '' when none is ordered. */
  deedDescription?: string;
}

/** Random base-32 digits in a reference: 60 bits, no clash to fear among millions of orders. */
export const REFERENCE_DIGITS = 12;

/** `KF-` and the random digits, e.g. `KF-7K3QV9MB2E0T`. */
export const REFERENCE_PATTERN = /^KF-[0-9A-V]{12}$/;

/** A reference from `random` bytes: one base-32 digit per byte, masked by 31 so every digit is equally likely. */
export function orderReference(random: Uint8Array): string {
  return `KF-${Array.from(random, (byte) => (byte & 31).toString(32))
    .join('')
    .toUpperCase()}`;
}

/**
 * The order a confirmation of `draft`, opened with `attribution`, hands over. `getRandomValues`, not
 * `randomUUID`: the latter exists only in secure contexts, and a partner page may be served over plain http.
 */
export function confirmOrder(
  draft: Draft,
  attribution: Attribution,
  now = new Date(),
  random = crypto.getRandomValues(new Uint8Array(REFERENCE_DIGITS)),
): Order {
  return { ...toOrder(draft), reference: orderReference(random), confirmedAt: now.toISOString(), offer: OFFER, ...attribution };
}

/**
 * `order` with the SIREN of the company chosen among the search's suggestions, if one was: in a
 * build with an order service, `kbis:confirm` and the hand-off carry it beside the SIRET.
 */
export function withSiren(order: Order, siren: string | undefined): Order {
  return siren ? { ...order, company: { ...order.company, siren } } : order;
}

/**
 * `order` with the documents chosen in `draft`, in a build with an order service: `kbis:confirm` and
 * the hand-off carry them, the accounts' year and the deed's description only with their document.
 */
export function withDocuments(order: Order, draft: Draft): Order {
  const documents = [...chosenDocuments(draft)];
  return {
    ...order,
    documents,
    accountsYear: documents.includes('comptes') ? draft.accountsClosedOn!.slice(0, 4) : '',
    deedDescription: documents.includes('acte') ? draft.deedDescription!.trim() : '',
  };
}
