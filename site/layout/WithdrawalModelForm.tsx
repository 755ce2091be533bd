import { CONTACT, PUBLISHER } from '../data/operator';

/**
 * The model withdrawal form (annex to article R221-1 of the Code de la consommation), addressed to
 * the publisher: the CGV (art. 4) and the withdrawal page show the same text.
 */
export function WithdrawalModelForm() {
  return (
    <aside className="note">
      <p>
        À l'attention de {PUBLISHER.name}, {PUBLISHER.address}, {CONTACT.email} :
      </p>
      <p>Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous :</p>
      <ul>
        <li>Commandé le :</li>
        <li>Nom du consommateur :</li>
        <li>Adresse du consommateur :</li>
        <li>Signature du consommateur (uniquement en cas de notification du présent formulaire sur papier) :</li>
        <li>Date :</li>
      </ul>
    </aside>
  );
}
