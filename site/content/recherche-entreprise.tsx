import { OFFICIAL_LINKS } from '../data/sources';
import { BRAND_NAME } from '../../widget/core/offer';
import { EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { greffePrice, OurPrice, TariffNote } from '../layout/Prices';

/** Body of /pages/recherche-entreprise: finding the right company, telling homonyms apart, checking its status. */
export function RechercheEntreprise() {
  return (
    <>
      <p>
        Retrouver une entreprise paraît simple : on tape son nom et le tour est joué. En pratique, les noms proches, les enseignes qui ne
        correspondent pas à la dénomination officielle et les sociétés fermées depuis longtemps compliquent souvent la tâche. Voici comment
        chercher efficacement, lire les résultats et vous assurer que vous tenez la bonne entreprise avant de commander un document.
      </p>

      <h2 id="criteres">Les différentes façons de chercher</h2>
      <p>
        Les deux outils publics les plus complets sont{' '}
        <a href={OFFICIAL_LINKS.annuaireEntreprises}>l'Annuaire des entreprises de l'administration</a> et{' '}
        <a href={OFFICIAL_LINKS.sirene}>le site Sirene de l'INSEE</a>. Tous deux sont gratuits et acceptent plusieurs types de recherche.
      </p>

      <h3>Par le nom</h3>
      <p>
        La recherche par nom porte sur la dénomination sociale, mais aussi souvent sur le sigle, le nom commercial ou l'enseigne. Commencez
        par les mots les plus distinctifs, sans la forme juridique (SARL, SAS…), et n'hésitez pas à essayer plusieurs orthographes. Le nom
        affiché sur une vitrine ou un site internet peut être très différent de la dénomination inscrite au registre.
      </p>

      <h3>Par le numéro SIREN</h3>
      <p>
        Le SIREN, à 9 chiffres, identifie l'entreprise de façon unique. C'est la méthode la plus sûre : il figure sur les factures, les bons
        de commande, les courriers et les mentions légales des sites internet des sociétés. Le numéro comporte un chiffre de contrôle, si
        bien qu'une faute de frappe aboutit le plus souvent à un numéro invalide plutôt qu'à une autre entreprise.
      </p>

      <h3>Par le numéro SIRET</h3>
      <p>
        Le SIRET, à 14 chiffres, désigne un établissement précis : il se compose du SIREN suivi d'un numéro de classement de 5 chiffres. Une
        recherche par SIRET vous mène donc à un établissement, dont vous retrouverez l'entreprise grâce aux neuf premiers chiffres.
      </p>

      <h3>Par l'adresse ou la commune</h3>
      <p>
        Vous connaissez l'adresse d'une boutique ou d'un atelier mais pas le nom exact de la société ? Une recherche par commune ou code
        postal, éventuellement combinée à l'activité, permet souvent de la retrouver. L'Annuaire des entreprises permet aussi de chercher à
        partir du nom d'un dirigeant.
      </p>

      <h2 id="homonymes">Homonymes : s'assurer de tenir la bonne entreprise</h2>
      <p>
        Des dizaines de sociétés peuvent porter le même nom, ou presque. Une enseigne connue peut aussi correspondre à plusieurs sociétés
        distinctes : filiales d'un même groupe, franchisés, sociétés créées successivement. Commander le Kbis de la mauvaise entité est une
        erreur fréquente : le document délivré sera bien authentique, mais il ne concernera pas la société voulue.
      </p>
      <p>Pour lever le doute, recoupez plusieurs éléments :</p>
      <ul>
        <li>le numéro SIREN, si vous pouvez l'obtenir sur une facture, un devis ou un contrat ;</li>
        <li>la commune du siège social ;</li>
        <li>la forme juridique et la date de création ;</li>
        <li>l'activité principale déclarée et son code APE ;</li>
        <li>le nom des dirigeants, si vous les connaissez.</li>
      </ul>
      <aside className="note">
        <p>
          Le moyen le plus simple d'éviter toute confusion est de demander directement son numéro SIREN ou SIRET à votre interlocuteur. Une
          entreprise sérieuse le communique sans difficulté, et doit d'ailleurs le faire figurer sur ses factures.
        </p>
      </aside>

      <h2 id="statut">Vérifier si l'entreprise est active ou cessée</h2>
      <p>
        Une fiche d'entreprise indique son état administratif. Dans le répertoire Sirene, une entreprise est signalée comme active ou
        cessée, et chacun de ses établissements comme ouvert ou fermé. Une entreprise peut très bien être active alors que l'établissement
        que vous connaissiez a fermé : regardez toujours l'état de l'entreprise elle-même, pas seulement celui de l'adresse trouvée.
      </p>
      <p>
        Côté registre du commerce et des sociétés, une société qui a cessé son activité finit par être radiée. Il faut aussi s'intéresser
        aux procédures collectives : une société en redressement ou en liquidation judiciaire peut encore figurer comme active dans certains
        répertoires. Ces procédures sont mentionnées sur l'extrait Kbis et publiées au Bulletin officiel des annonces civiles et
        commerciales (BODACC).
      </p>
      <p>
        Les différentes bases sont alimentées par des circuits distincts et ne se mettent pas toutes à jour au même rythme. En cas de doute,
        c'est l'extrait Kbis, délivré à partir du registre tenu par le greffe, qui fait foi sur l'inscription de la société au jour de sa
        délivrance.
      </p>

      <h2 id="lire-les-resultats">Lire les résultats d'une recherche</h2>
      <p>Une fiche d'entreprise rassemble beaucoup d'informations. Quelques repères pour s'y retrouver :</p>
      <ul>
        <li>
          <strong>le siège et les établissements</strong> : le siège porte l'adresse juridique de la société ; les autres établissements ont
          chacun leur propre SIRET ;
        </li>
        <li>
          <strong>la nature juridique</strong> distingue une société d'un entrepreneur individuel : une société a un extrait Kbis, y compris
          celle d'un artisan ou d'un professionnel libéral (SARL, SAS, SELARL…) ; un commerçant en nom propre a un extrait K ; un artisan ou
          un professionnel libéral en nom propre n'a ni l'un ni l'autre, et son attestation d'immatriculation au Registre national des
          entreprises ou son avis de situation Sirene en tient lieu ;
        </li>
        <li>
          <strong>le code APE</strong> résume l'activité principale telle que l'INSEE l'a classée ; il ne limite pas les activités que la
          société peut exercer ;
        </li>
        <li>
          <strong>les dates</strong> de création, de dernière mise à jour et, le cas échéant, de cessation ;
        </li>
        <li>
          <strong>les données masquées</strong> : un entrepreneur individuel peut demander que certaines informations, comme son adresse, ne
          soient pas diffusées publiquement.
        </li>
      </ul>
      <p>
        Pour aller plus loin et savoir quelles informations sont publiques, consultez notre page sur les{' '}
        <a href="/pages/informations-entreprise">informations d'entreprise</a>.
      </p>

      <h2 id="commander-le-kbis">Commander le Kbis de l'entreprise trouvée</h2>
      <p>
        Une fois la société identifiée avec certitude, notez sa dénomination exacte et son numéro SIREN ou le SIRET de son siège. Ce sont
        les informations à fournir pour demander son extrait Kbis, quelle que soit la voie choisie.
      </p>
      <p>
        Par la voie officielle, le greffe le délivre au tarif réglementé, qui était par exemple de{' '}
        {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)} au guichet et de {greffePrice(EARLIER_GREFFE_FEES_EUR.post)} par courrier, et il se
        commande aussi en ligne sur le site Infogreffe. Si vous êtes le représentant légal de la société, il est gratuit sur{' '}
        <a href={OFFICIAL_LINKS.monIdenum}>le site officiel MonIdenum</a>, sauf notamment en Alsace-Moselle. Et si une preuve
        d'immatriculation suffit, l'attestation du Registre national des entreprises se télécharge gratuitement sur{' '}
        <a href={OFFICIAL_LINKS.dataInpi}>le site de données des entreprises de l'INPI</a>.
      </p>
      <TariffNote />
      <p>
        {BRAND_NAME}, service privé non affilié aux greffes, peut aussi s'en charger pour <OurPrice />, ce qui est plus cher que la voie
        officielle. Notre formulaire de commande vous demande le nom de l'entreprise et, si vous l'avez, son numéro SIRET. Il n'effectue pas
        de recherche lui-même : faites d'abord votre vérification avec les outils publics décrits plus haut, puis reportez le nom exact et
        le SIRET dans le formulaire. C'est la meilleure garantie de recevoir l'extrait de la bonne société.
      </p>
    </>
  );
}
