import { SPEC_GREFFE_FEES_EUR } from '../data/facts';
import { OrderButton } from './OrderButton';
import { greffePrice, OurPrice, TariffNote } from './Prices';

/** The order prompt closing every article, with the price and the cheaper official route beside it. */
export function OrderCallout() {
  return (
    <aside className="callout" aria-labelledby="commander">
      <h2 id="commander">Recevoir un extrait Kbis par email</h2>
      <p>
        Indiquez le nom ou le SIRET de l'entreprise : nous obtenons son extrait Kbis et vous l'envoyons en PDF, pour <OurPrice />.
      </p>
      <OrderButton />
      <p className="callout-note">
        Service privé, non affilié aux greffes. Au guichet du greffe, le même extrait est délivré au tarif réglementé, moins cher : par
        exemple {greffePrice(SPEC_GREFFE_FEES_EUR.counter)} <TariffNote latest={['counter']} />.
      </p>
    </aside>
  );
}
