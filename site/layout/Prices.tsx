import type { ReactNode } from 'react';
import { OFFICIAL_LINKS, PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/brand';
import { formatEuro, formatPriceHt } from '../../widget/core/format';

/** The words every greffe price on the site carries: quoted for comparison, not today's tariff. */
export const GREFFE_TARIFF_NOTE = 'tarif réglementé du greffe cité pour comparaison';

/** What our price means for the amount paid, next to every "35 € HT". */
export const NO_VAT_ADDED = `aucune TVA ne s'ajoute, vous payez ${formatEuro(PRICE_HT_EUR)}`;

/** A greffe fee with its VAT status, never a bare figure: "2,82 € TTC", "3,53 € HT". */
export function greffePrice(amount: number, vat: 'TTC' | 'HT' = 'TTC'): string {
  return `${formatEuro(amount)}\u00a0${vat}`;
}

/** The parenthesis after a greffe price: quoted for comparison, and where the tariff in force is published. */
export function TariffNote() {
  return (
    <>
      ({GREFFE_TARIFF_NOTE} ; le tarif en vigueur, fixé par arrêté, est publié sur{' '}
      <a href={OFFICIAL_LINKS.infogreffe}>le site officiel Infogreffe</a>)
    </>
  );
}

/** The caption of a price table: its title, then the greffe tariff note in smaller type. */
export function PriceCaption({ id, children }: { id: string; children: ReactNode }) {
  return (
    <caption id={id}>
      {children}{' '}
      <span className="caption-note">
        <TariffNote />
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
