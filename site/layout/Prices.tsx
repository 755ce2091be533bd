import { OFFICIAL_LINKS } from '../data/sources';
import { PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/offer';
import { NO_VAT_ADDED } from '../../widget/core/copy';
import { GREFFE_FEES_2025_DATE, GREFFE_FEES_2025_EUR, EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { formatEuro, formatPriceHt } from '../../widget/core/format';
import { formatDate } from '../format';

export { NO_VAT_ADDED };

/**
 * The words that open the page's note on the greffe tariff: every greffe price the site quotes is a figure of an
 * earlier tariff, quoted for comparison, never what the greffe charges today (facts.ts: EARLIER_GREFFE_FEES_EUR).
 */
export const GREFFE_TARIFF_NOTE = 'Tarif antérieur du greffe, cité pour comparaison';

/** The anchor of the note, which every other greffe price of the page links to. */
export const TARIFF_NOTE_ID = 'tarif-greffe';

/** The words of the link from a greffe price to the note. */
export const TARIFF_NOTE_LINK = 'tarif antérieur';

const ROUTE_WORDS: Record<keyof typeof GREFFE_FEES_2025_EUR, string> = {
  counter: 'au guichet',
  post: 'par courrier',
  online: 'en ligne',
};

/** A greffe fee, VAT included as every published greffe tariff is: "2,82 € TTC". */
export function greffePrice(amount: number): string {
  return `${formatEuro(amount)}\u00a0TTC`;
}

/** "a", "a et b", "a, b et c". */
function joinFrench(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

/**
 * The page's one note on the greffe tariff, right under its first greffe price: what the figure is,
 * where the tariff in force is published, and the latest figures held for every route, so a reader
 * never takes the older, higher amount for today's.
 */
export function TariffNote() {
  const figures = joinFrench(
    (Object.keys(ROUTE_WORDS) as (keyof typeof ROUTE_WORDS)[]).map(
      (route) => `${greffePrice(GREFFE_FEES_2025_EUR[route])} ${ROUTE_WORDS[route]}`,
    ),
  );
  return (
    <p className="tariff-note" id={TARIFF_NOTE_ID}>
      {GREFFE_TARIFF_NOTE} : le tarif en vigueur, fixé par arrêté, est publié sur{' '}
      <a href={OFFICIAL_LINKS.infogreffe}>le site officiel Infogreffe</a>. À titre indicatif, un relevé du cabinet Keobiz, source
      secondaire, donnait, au {formatDate(GREFFE_FEES_2025_DATE)}, {figures}.
    </p>
  );
}

/** After every greffe price but the first of the page: "(tarif antérieur)", the link to the note. */
export function TariffRef() {
  return (
    <>
      (<a href={`#${TARIFF_NOTE_ID}`}>{TARIFF_NOTE_LINK}</a>)
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
      {greffePrice(EARLIER_GREFFE_FEES_EUR.emailPdf)} ou {greffePrice(EARLIER_GREFFE_FEES_EUR.online)} <TariffRef />
    </>
  );
}

/** A greffe fee in a table cell, with its link to the note. */
export function GreffeFeeCell({ amount }: { amount: number }) {
  return (
    <>
      {greffePrice(amount)} <TariffRef />
    </>
  );
}

/** Under a price table: the greffe's amounts are VAT included, said of the page's figures, not of a site. */
export const GREFFE_FEES_TTC = 'Les montants du greffe cités sur cette page sont TTC.';

/** Why the online fee has two figures: the two readings that circulated, and why both are given. */
export function OnlineFeesNote() {
  return (
    <>
      Pour l'extrait commandé en ligne et reçu en PDF, deux montants circulaient, {greffePrice(EARLIER_GREFFE_FEES_EUR.emailPdf)} et{' '}
      {greffePrice(EARLIER_GREFFE_FEES_EUR.online)} <TariffRef /> : nous donnons les deux, faute d'avoir retrouvé le texte du tarif qui les
      fixait.
    </>
  );
}

/** How the price of an order of several documents is counted. */
export const PER_DOCUMENT = 'par document';

/** NO_VAT_ADDED in the third person of the terms of sale, which speak of « le client ». */
export const NO_VAT_ADDED_TERMS = `aucune TVA ne s'ajoute, le client paie ${formatEuro(PRICE_HT_EUR)}`;

/**
 * Our price as the amount paid: "35 € HT par demande, sans abonnement (TVA non applicable…, aucune TVA ne s'ajoute…)";
 * `terms` words the last part as the CGV do; `perDocument` prices an order of several documents, one by one.
 */
export function OurPrice({ terms = false, perDocument = false }: { terms?: boolean; perDocument?: boolean }) {
  return (
    <>
      <strong>{formatPriceHt(PRICE_HT_EUR)}</strong> {perDocument ? PER_DOCUMENT : 'par demande'}, sans abonnement ({VAT_NOTICE} :{' '}
      {terms ? NO_VAT_ADDED_TERMS : NO_VAT_ADDED}
      {perDocument && ` ${PER_DOCUMENT}`})
    </>
  );
}
