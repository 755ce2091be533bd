import { ALSACE_MOSELLE_ORDERS } from '../data/operator';
import { OFFICIAL_LINKS } from '../data/sources';
import { BRAND_NAME } from '../../widget/core/offer';
import { FACTS, formatFact, EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { greffePrice, OurPrice, TariffNote } from '../layout/Prices';

/** Body of /pages/greffe-tribunal-commerce: who the greffiers are, what they do and how to reach them. */
export function GreffeTribunalCommerce() {
  return (
    <>
      <p>
        Le tribunal de commerce juge les litiges entre commerçants et entre sociétés commerciales, et traite les difficultés des
        entreprises. Ses juges sont des chefs d'entreprise et des cadres élus par leurs pairs, qui exercent bénévolement. À leurs côtés, le
        greffe assure une mission moins visible mais essentielle pour la vie des affaires : c'est lui qui tient le registre du commerce et
        des sociétés (RCS) et délivre les extraits Kbis. Voici qui sont les greffiers, ce qu'ils font et comment les contacter.
      </p>

      <h2 id="greffier">Le greffier, un officier public et ministériel</h2>
      <p>
        Les greffiers des tribunaux de commerce sont des officiers publics et ministériels. Ils sont nommés par le ministre de la Justice et
        remplissent une mission de service public, tout en exerçant à titre libéral. Leur rémunération repose sur des tarifs réglementés :
        le prix d'un extrait Kbis, par exemple, est le même quel que soit le greffe qui le délivre.
      </p>
      <p>
        Selon leur Conseil national, entendu par l'Assemblée nationale au cours de la législature 2017-2022, les greffiers des tribunaux de
        commerce exerçaient dans {formatFact(FACTS.greffes)}. Chaque greffe est compétent pour les entreprises dont le siège ou
        l'établissement se trouve dans son ressort, c'est-à-dire dans la zone géographique couverte par le tribunal.
      </p>

      <h2 id="missions">Les missions du greffe</h2>

      <h3>Tenir le registre du commerce et des sociétés</h3>
      <p>
        C'est la mission la plus connue. Le greffier inscrit au RCS les sociétés et les commerçants de son ressort, puis toutes les
        modifications qui les concernent, jusqu'à leur radiation. Il ne se contente pas d'enregistrer : il contrôle la régularité des
        demandes et la conformité des pièces fournies, et peut demander une régularisation avant d'inscrire un changement.
      </p>

      <h3>Délivrer les extraits et les documents</h3>
      <p>
        Le greffe délivre l'extrait Kbis des sociétés, l'extrait K des commerçants en nom propre, ainsi que les copies des actes et des
        comptes annuels déposés. N'importe qui peut en faire la demande, puisque ces informations sont publiques. Les actes et les comptes
        non confidentiels, transmis par les greffes à l'INPI, se téléchargent aussi gratuitement sur{' '}
        <a href={OFFICIAL_LINKS.dataInpi}>le site de données des entreprises de l'INPI</a>.
      </p>

      <h3>Recevoir les dépôts</h3>
      <p>
        Le greffe conserve les comptes annuels et les actes qui marquent la vie des sociétés : statuts mis à jour, procès-verbaux, rapports.
        Il reçoit aussi l'inscription des sûretés prises sur les biens mobiliers des entreprises, comme les nantissements de fonds de
        commerce.
      </p>

      <h3>Assister la juridiction</h3>
      <p>
        Le greffier assiste les juges aux audiences, conserve les décisions rendues et en délivre les copies. Il intervient aussi dans le
        suivi des procédures collectives, dont les jugements sont mentionnés au registre.
      </p>

      <h2 id="guichet-unique-et-inpi">Greffe, Guichet unique et INPI : qui fait quoi ?</h2>
      <p>
        Depuis le {formatFact(FACTS.guichetUnique)}, les entreprises ne déposent plus leurs formalités directement au greffe. Création,
        modification ou cessation passent par <a href={OFFICIAL_LINKS.guichetUnique}>le Guichet unique des formalités des entreprises</a>,
        un service en ligne opéré par l'Institut national de la propriété industrielle (INPI). Ce guichet alimente le Registre national des
        entreprises (RNE), tenu par l'INPI.
      </p>
      <p>
        Le greffe n'a pas disparu du circuit pour autant. Pour une entreprise inscrite au RCS, le dossier déposé sur le Guichet unique lui
        est transmis : le greffier le contrôle, l'inscrit au registre et, le cas échéant, demande les pièces manquantes. L'extrait Kbis
        reste un extrait du RCS, délivré par le greffe, et non un document de l'INPI. Notre guide sur la{' '}
        <a href="/pages/modification-kbis">modification du Kbis</a> détaille ce parcours.
      </p>

      <h2 id="infogreffe">Infogreffe, le service en ligne des greffes</h2>
      <p>
        Les greffiers des tribunaux de commerce se sont regroupés au sein d'Infogreffe pour donner accès en ligne aux informations et aux
        documents de leurs registres. Sur <a href={OFFICIAL_LINKS.infogreffe}>le site officiel Infogreffe</a>, on peut consulter
        gratuitement la fiche d'une société et commander ses documents au tarif réglementé. Les greffes proposent aussi{' '}
        <a href={OFFICIAL_LINKS.monIdenum}>MonIdenum</a>, l'identité numérique qui permet au représentant légal d'une société de télécharger
        gratuitement le Kbis de sa société, sauf notamment en Alsace-Moselle.
      </p>
      <p>
        Pour un extrait Kbis, le tarif réglementé était par exemple de {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)} au guichet et de{' '}
        {greffePrice(EARLIER_GREFFE_FEES_EUR.post)} par courrier.
      </p>
      <TariffNote />

      <h2 id="tribunal-des-activites-economiques">Les tribunaux des activités économiques</h2>
      <p>
        Depuis le {formatFact(FACTS.taeStart)} et pour quatre ans, jusqu'à la fin de 2028, douze tribunaux de commerce mènent une
        expérimentation prévue par la loi du {formatFact(FACTS.taeLaw)} d'orientation et de programmation du ministère de la Justice. Ils
        deviennent des {'«\u00a0'}tribunaux des activités économiques{'\u00a0»'} : Avignon, Auxerre, Le Havre, Le Mans, Limoges, Lyon,
        Marseille, Nancy, Nanterre, Paris, Saint-Brieuc et Versailles.
      </p>
      <p>
        Il ne s'agit pas d'un simple changement de nom. Ces tribunaux reçoivent une compétence élargie : les procédures amiables et
        collectives (sauvegarde, redressement, liquidation) de presque tous les acteurs économiques leur reviennent, y compris les
        exploitants agricoles, les associations et la plupart des professions libérales, qui relevaient jusque-là du tribunal judiciaire.
        Des juges issus du monde agricole y siègent aux côtés des juges élus. Au terme de l'expérimentation, son évaluation dira s'il faut
        l'étendre à tous les tribunaux.
      </p>
      <p>
        Si la société qui vous intéresse relève de l'un de ces tribunaux, ne soyez pas surpris de voir ce nom sur les documents : son greffe
        continue de tenir le RCS et de délivrer les extraits Kbis.
      </p>

      <h2 id="contacter-un-greffe">Comment contacter un greffe</h2>
      <p>
        Le greffe compétent est celui du ressort dans lequel se trouve le siège de la société. Son nom figure en tête de l'extrait Kbis et
        dans le numéro d'immatriculation, qui associe le SIREN à la mention RCS et à la ville du greffe. Pour trouver ses coordonnées, ses
        horaires d'ouverture et les modalités d'accueil, le plus simple est de consulter l'annuaire des greffes sur le site Infogreffe.
      </p>
      <ul>
        <li>
          <strong>Au guichet</strong> : pour retirer un extrait ou poser une question, aux heures d'ouverture au public.
        </li>
        <li>
          <strong>Par courrier</strong> : pour une demande d'extrait ou de copie d'acte, en joignant le règlement.
        </li>
        <li>
          <strong>En ligne</strong> : pour la plupart des documents, sans vous déplacer.
        </li>
      </ul>
      <p>
        Le greffe n'est en revanche plus le bon interlocuteur pour déclarer une création, une modification ou une cessation d'activité :
        depuis 2023, ces formalités passent par le Guichet unique.
      </p>

      <h2 id="alsace-moselle">Le cas particulier de l'Alsace-Moselle</h2>
      <p>
        Dans le Bas-Rhin, le Haut-Rhin et la Moselle, il n'existe pas de tribunal de commerce. Les affaires commerciales y sont jugées par
        les chambres commerciales des tribunaux judiciaires. Le registre n'y est pas différent : c'est le même registre du commerce et des
        sociétés. Mais il est tenu par les greffes des tribunaux judiciaires, qui ne font partie ni d'Infogreffe ni de MonIdenum. Pour
        obtenir l'extrait d'une société de ces trois départements, y compris la sienne quand on en est le dirigeant, il faut donc s'adresser
        au greffe du tribunal judiciaire qui tient son registre.
      </p>

      <h2 id="voie-officielle-ou-service-prive">Voie officielle ou service privé ?</h2>
      <p>
        {BRAND_NAME} est un service privé : il n'est ni un greffe, ni Infogreffe, ni l'INPI, et n'est affilié à aucun d'eux. Il obtient pour
        vous l'extrait Kbis d'une société et vous l'envoie par email en PDF, pour <OurPrice />. Le même document est moins cher auprès du
        greffe, comme l'explique notre page sur la <a href="/pages/demande-kbis">demande de Kbis</a>. Les extraits des sociétés
        immatriculées en Moselle, dans le Bas-Rhin et dans le Haut-Rhin {ALSACE_MOSELLE_ORDERS} être commandés sur {BRAND_NAME}. Si
        l'extrait demandé ne peut pas être obtenu, la commande est remboursée en totalité, comme le prévoient nos{' '}
        <a href="/pages/cgv#execution-du-service">conditions générales de vente</a>.
      </p>
    </>
  );
}
