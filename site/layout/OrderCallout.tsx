import { OFFICIAL_PRICES_EUR, PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/brand';
import { formatEuro, formatPriceHt } from '../../widget/core/format';
import { OrderButton } from './OrderButton';

/** The order prompt closing every article, with the price and the cheaper official route beside it. */
export function OrderCallout() {
  return (
    <aside className="callout" aria-labelledby="commander">
      <h2 id="commander">Recevoir un extrait Kbis par email</h2>
      <p>
        Indiquez le nom ou le SIRET de l'entreprise : nous obtenons son extrait Kbis et vous l'envoyons en PDF, pour{' '}
        <strong>{formatPriceHt(PRICE_HT_EUR)}</strong> par demande, sans abonnement ({VAT_NOTICE}).
      </p>
      <OrderButton />
      <p className="callout-note">
        Service privé, non affilié aux greffes. Au greffe, le même extrait coûte {formatEuro(OFFICIAL_PRICES_EUR.counter)}.
      </p>
    </aside>
  );
}
