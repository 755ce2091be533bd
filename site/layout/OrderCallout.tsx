import { EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { OrderButton } from './OrderButton';
import { greffePrice, OurPrice, TariffRef } from './Prices';

/** The order prompt closing every article, with the price and the cheaper official route beside it (the article holds the tariff note). */
export function OrderCallout() {
  return (
    <aside className="callout" aria-labelledby="commander">
      <h2 id="commander">Recevoir un extrait Kbis par email</h2>
      <p>
        Indiquez le nom ou le SIRET de l'entreprise : nous obtenons son extrait Kbis et vous l'envoyons en PDF, pour <OurPrice />.
      </p>
      <OrderButton />
      <p className="callout-note">
        Service privé, non affilié aux greffes. La voie officielle est moins chère : au guichet du greffe, le même extrait coûtait par
        exemple {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)} <TariffRef />.
      </p>
    </aside>
  );
}
