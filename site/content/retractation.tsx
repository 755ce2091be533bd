import { CONTACT, PUBLISHER } from '../data/operator';
import { REFUND_DAYS } from '../data/facts';
import { WITHDRAWAL_CONFIRM_LABEL } from '../data/withdrawal';
import { LEGAL_PATHS, WITHDRAWAL_DAYS } from '../../widget/core/offer';
import { WithdrawalForm } from '../layout/WithdrawalForm';
import { WithdrawalModelForm } from '../layout/WithdrawalModelForm';
import { ORDER_SERVICE_URL } from '../order-service.mjs';

const ONLINE_HEADING_ID = 'en-ligne';

/**
 * Body of /pages/retractation, where the footer's « Renoncer au contrat ici » leads. With an order
 * service, the online declaration comes first (Code de la consommation L221-21, D221-5); a
 * static-only build has no online function and gives the email and postal routes alone.
 */
export function Retractation() {
  const online = ORDER_SERVICE_URL !== '';
  return (
    <>
      <p>
        Si vous avez commandé en tant que consommateur, vous disposez de {WITHDRAWAL_DAYS} jours à compter de la conclusion du contrat,
        c'est-à-dire de l'acceptation de votre paiement, pour renoncer à votre commande, sans avoir à motiver votre décision.
      </p>

      {online && (
        <>
          <h2 id={ONLINE_HEADING_ID}>Déclarer votre rétractation en ligne</h2>
          <p>
            Remplissez la déclaration ci-dessous, puis validez-la avec le bouton {'«\u00a0'}
            {WITHDRAWAL_CONFIRM_LABEL}
            {'\u00a0»'}. Elle est enregistrée dès sa validation, et nous vous envoyons par email un accusé de réception qui reprend son
            contenu, sa date et son heure.
          </p>
          <WithdrawalForm serviceUrl={ORDER_SERVICE_URL} labelledBy={ONLINE_HEADING_ID} />
        </>
      )}

      <h2 id="email-ou-courrier">{online ? 'Par email ou par courrier' : 'Déclarer votre rétractation'}</h2>
      <p>
        {online ? 'Vous pouvez aussi nous adresser' : 'Adressez-nous'}, avant la fin du délai de {WITHDRAWAL_DAYS} jours, toute déclaration
        dénuée d'ambiguïté, par exemple le modèle ci-dessous une fois complété :
      </p>
      <ul>
        <li>par email à {CONTACT.email} ;</li>
        <li>par courrier à {PUBLISHER.address}.</li>
      </ul>
      <WithdrawalModelForm />

      <h2 id="cas-particuliers">Les cas particuliers</h2>
      <ul>
        <li>
          Si vous avez demandé l'exécution immédiate du service, vous ne pouvez plus vous rétracter une fois l'extrait envoyé ; si vous vous
          rétractez avant cet envoi, un montant proportionné au service déjà fourni reste dû.
        </li>
        <li>Une commande passée pour les besoins de votre activité professionnelle n'ouvre aucun droit légal de rétractation.</li>
      </ul>
      <p>
        Le détail figure à <a href={`${LEGAL_PATHS.terms}#droit-de-retractation`}>l'article 4 des conditions générales de vente</a>.
      </p>

      <h2 id="remboursement">Votre remboursement</h2>
      <p>
        Nous vous remboursons au plus tard {REFUND_DAYS} jours après avoir été informés de votre rétractation, par le même moyen de paiement
        que celui utilisé pour la commande.
      </p>
    </>
  );
}
