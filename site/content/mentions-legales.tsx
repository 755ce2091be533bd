import { CONTACT, HOST, PUBLISHER } from '../data/operator';
import { OFFICIAL_LINKS } from '../data/sources';
import { BRAND_NAME } from '../../widget/core/offer';
import { FACTS, formatFact, EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { formatEuro } from '../../widget/core/format';
import { greffePrice, TariffNote } from '../layout/Prices';

/** Body of /pages/mentions-legales: publisher, publication director, host, data protection, non-affiliation. */
export function MentionsLegales() {
  return (
    <>
      <p>
        Les informations ci-dessous sont fournies en application de l'article 1-1 de la loi n° 2004-575 du {formatFact(FACTS.lcen)} pour la
        confiance dans l'économie numérique (LCEN).
      </p>

      <h2 id="editeur">Éditeur du site</h2>
      <p>Le site {BRAND_NAME} est édité par :</p>
      <ul>
        <li>
          <strong>{PUBLISHER.name}</strong>, {PUBLISHER.legalForm}
        </li>
        <li>Capital social : {formatEuro(PUBLISHER.shareCapitalEur)}</li>
        <li>Siège social : {PUBLISHER.address}</li>
        <li>Immatriculation : {PUBLISHER.registry}</li>
        <li>Numéro de TVA intracommunautaire : {PUBLISHER.vatNumber}</li>
        <li>
          Téléphone : {CONTACT.phone}, {CONTACT.hours}
        </li>
        <li>Email : {CONTACT.email}</li>
      </ul>

      <h2 id="directrice-de-la-publication">Directrice de la publication</h2>
      <p>La directrice de la publication est {PUBLISHER.director}.</p>

      <h2 id="hebergeur">Hébergeur</h2>
      <p>Le site est hébergé par :</p>
      <ul>
        <li>
          <strong>{HOST.name}</strong>
        </li>
        <li>Adresse : {HOST.address}</li>
        <li>Téléphone : {HOST.phone}</li>
      </ul>

      <h2 id="protection-des-donnees">Protection des données personnelles</h2>
      <p>
        Les données personnelles collectées lors d'une commande sont traitées par {PUBLISHER.name}, responsable du traitement. Le délégué à
        la protection des données peut être contacté à l'adresse {CONTACT.dpoEmail}.
      </p>
      <p>
        Les finalités, les bases légales, les destinataires, les durées de conservation et les droits dont vous disposez sont détaillés à l'
        <a href="/pages/cgv#donnees-personnelles">article 5 des conditions générales de vente</a>.
      </p>

      <h2 id="propriete-intellectuelle">Propriété intellectuelle</h2>
      <p>
        Les textes, la présentation, le logo et les éléments graphiques du site sont protégés par le droit de la propriété intellectuelle.
        Toute reproduction ou représentation, totale ou partielle, sans l'autorisation préalable de l'éditeur est interdite.
      </p>
      <p>
        Les noms des institutions et services cités sur le site, comme Infogreffe, MonIdenum ou l'INPI, appartiennent à leurs titulaires
        respectifs et ne sont mentionnés qu'à titre d'information. Les documents transmis aux clients sont des documents publics délivrés
        par les registres, que l'éditeur ne modifie pas.
      </p>

      <h2 id="absence-d-affiliation">Absence d'affiliation</h2>
      <p>
        {BRAND_NAME} est un service privé et indépendant. Il n'est ni un greffe de tribunal de commerce, ni Infogreffe, ni l'Institut
        national de la propriété industrielle (INPI), ni un service de l'État, et n'est affilié à aucun d'eux.
      </p>
      <p>
        Les documents proposés sur le site peuvent être obtenus directement, à moindre coût ou gratuitement : un extrait Kbis est délivré au
        guichet du greffe au tarif réglementé, qui était par exemple de {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)}, et se commande aussi
        en ligne sur le site Infogreffe. Le représentant légal d'une société peut télécharger gratuitement le Kbis de sa société sur{' '}
        <a href={OFFICIAL_LINKS.monIdenum}>le site officiel MonIdenum</a>, sauf notamment en Alsace-Moselle. Les statuts, les actes, les
        comptes annuels non confidentiels et l'attestation d'immatriculation au Registre national des entreprises se téléchargent
        gratuitement sur <a href={OFFICIAL_LINKS.dataInpi}>le site de données des entreprises de l'INPI</a>.
      </p>
      <TariffNote />
    </>
  );
}
