import type { ReactNode } from 'react';
import { OFFICIAL_LINKS } from '../data/sources';
import { PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/offer';
import { NO_VAT_ADDED } from '../../widget/core/copy';
import { GREFFE_FEES_2025_DATE, GREFFE_FEES_2025_EUR, SPEC_GREFFE_FEES_EUR } from '../data/facts';
import { formatDate, formatEuro, formatPriceHt } from '../../widget/core/format';

export { NO_VAT_ADDED };

/**
 * The words every greffe price quoted from an earlier tariff carries on the site: a figure of an earlier tariff,
 * quoted for comparison, never what the greffe charges today (facts.ts: SPEC_GREFFE_FEES_EUR).
 */
export const GREFFE_TARIFF_NOTE = 'tarif antérieur du greffe, cité pour comparaison';

/** A way to get an extract from the greffe, for which the latest figures held are given (GREFFE_FEES_2025_EUR). */
export type GreffeRoute = keyof typeof GREFFE_FEES_2025_EUR;

const ROUTE_WORDS: Record<GreffeRoute, string> = { counter: 'au guichet', online: 'en ligne', post: 'par courrier' };

/** A greffe fee, VAT included as every published greffe tariff is: "2,82 € TTC". */
export function greffePrice(amount: number): string {
  return `${formatEuro(amount)}\u00a0TTC`;
}

/** "a", "a et b", "a, b et c". */
function joinFrench(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

/**
 * The parenthesis after a greffe price of the earlier tariff: what it is, the latest figures held
 * for the same routes, so a reader never sees the older, higher amount alone, and where the tariff in
 * force is published.
 */
export function TariffNote({ latest }: { latest: readonly [GreffeRoute, ...GreffeRoute[]] }) {
  const figures = joinFrench(latest.map((route) => `${greffePrice(GREFFE_FEES_2025_EUR[route])} ${ROUTE_WORDS[route]}`));
  return (
    <>
      ({GREFFE_TARIFF_NOTE} ; un relevé du cabinet Keobiz, source secondaire, donnait, au {formatDate(GREFFE_FEES_2025_DATE)}, {figures} ;
      le tarif en vigueur, fixé par arrêté, est publié sur <a href={OFFICIAL_LINKS.infogreffe}>le site officiel Infogreffe</a>)
    </>
  );
}

/**
 * The table cell of the online fee: its two published readings, which disagree, both given side by
 * side, with no relation claimed between them.
 */
export function OnlineFees() {
  return (
    <>
      {greffePrice(SPEC_GREFFE_FEES_EUR.emailPdf)} ou {greffePrice(SPEC_GREFFE_FEES_EUR.online)} (deux montants cités)
    </>
  );
}

/** The sentence under a price table: amounts VAT included, two figures for the online fee, and why both. */
export function OnlineFeesNote() {
  return (
    <>
      Les montants du greffe sont donnés TVA comprise (TTC). Pour l'extrait commandé en ligne et reçu en PDF, deux montants sont cités,{' '}
      {greffePrice(SPEC_GREFFE_FEES_EUR.emailPdf)} et {greffePrice(SPEC_GREFFE_FEES_EUR.online)} : nous donnons les deux, faute d'avoir
      retrouvé le texte du tarif qui les fixait <TariffNote latest={['online']} />.
    </>
  );
}

/** The caption of a price table: its title, then the greffe tariff note, with the latest figure of every route, in smaller type. */
export function PriceCaption({ id, children }: { id: string; children: ReactNode }) {
  return (
    <caption id={id}>
      {children}{' '}
      <span className="caption-note">
        <TariffNote latest={['counter', 'post', 'online']} />
      </span>
    </caption>
  );
}

/** Our price as the amount paid: "35 € HT par demande, sans abonnement (TVA non applicable…, aucune TVA ne s'ajoute…)". */
export function OurPrice() {
  return (
    <>
      <strong>{formatPriceHt(PRICE_HT_EUR)}</strong> par demande, sans abonnement ({VAT_NOTICE} : {NO_VAT_ADDED})
    </>
  );
}
