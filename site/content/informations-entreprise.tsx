import { CONTACT } from '../data/operator';
import { OFFICIAL_LINKS } from '../data/sources';
import { BRAND_NAME } from '../../widget/core/offer';
import { FACTS, formatFact, EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { DataTable } from '../layout/DataTable';
import { greffePrice, OurPrice, TariffNote } from '../layout/Prices';
import { SELLS_CATALOGUE } from '../data/catalogue';

/** Body of /pages/informations-entreprise: what is public about a company and where to read it for free. */
export function InformationsEntreprise() {
  return (
    <>
      <p>
        Avant de signer avec un fournisseur, d'accorder un crédit à un client ou de rejoindre une société, il est naturel de vouloir en
        savoir plus sur elle. Bonne nouvelle : une grande partie des informations sur les entreprises françaises est publique, et souvent
        consultable gratuitement. Encore faut-il savoir ce qui est accessible, ce qui ne l'est pas, et où chercher.
      </p>

      <h2 id="informations-publiques">Ce qui est public sur une entreprise</h2>
      <p>
        Les registres légaux ont précisément pour rôle de rendre certaines informations opposables et accessibles à tous. Pour une société
        immatriculée au registre du commerce et des sociétés (RCS), on peut connaître :
      </p>
      <ul>
        <li>
          <strong>son identité</strong> : dénomination, numéros SIREN et SIRET, forme juridique, adresse du siège et des établissements,
          activité et code APE, date de création ;
        </li>
        <li>
          <strong>ses dirigeants</strong> : gérants, président, directeurs généraux, administrateurs, ainsi que ses commissaires aux comptes
          s'il en a ;
        </li>
        <li>
          <strong>son capital social</strong> et ses éventuelles modifications ;
        </li>
        <li>
          <strong>les actes déposés au greffe</strong> : statuts et leurs mises à jour, procès-verbaux de nomination ou de transfert de
          siège, par exemple ;
        </li>
        <li>
          <strong>ses comptes annuels</strong>, lorsque la société est tenue de les déposer et n'a pas demandé leur confidentialité ;
        </li>
        <li>
          <strong>les procédures collectives</strong> qui la concernent (sauvegarde, redressement, liquidation judiciaire), mentionnées au
          registre et annoncées au Bulletin officiel des annonces civiles et commerciales (BODACC).
        </li>
      </ul>

      <h3>Les comptes annuels et l'option de confidentialité</h3>
      <p>
        La plupart des sociétés commerciales (SARL, SAS, SA notamment) doivent déposer chaque année leurs comptes au greffe : bilan, compte
        de résultat et annexe. Les sociétés civiles n'y sont en principe pas tenues. La loi permet toutefois, sous conditions, de limiter la
        publicité de ces comptes (article L232-25 du Code de commerce) : les micro-entreprises peuvent déclarer, lors du dépôt, que leurs
        comptes ne seront pas rendus publics, et les petites entreprises demander que leur compte de résultat reste confidentiel. Si vous ne
        trouvez pas les comptes d'une société, cette option en est souvent la raison.
      </p>

      <h3>Les bénéficiaires effectifs</h3>
      <p>
        Les sociétés déclarent leurs bénéficiaires effectifs, c'est-à-dire les personnes physiques qui les contrôlent en dernier ressort. À
        la suite d'un arrêt de la Cour de justice de l'Union européenne de {formatFact(FACTS.cjueBeneficiaires)}, le registre des
        bénéficiaires effectifs n'est plus librement consultable par le grand public : son accès est réservé aux autorités, aux
        professionnels soumis aux obligations de lutte contre le blanchiment et aux personnes qui justifient d'un intérêt légitime.
      </p>

      <h3>Les entrepreneurs individuels</h3>
      <p>
        Pour un entrepreneur individuel, les données publiées concernent une personne physique. Celle-ci peut demander que certaines
        informations, comme son adresse personnelle, ne soient pas diffusées publiquement par le répertoire Sirene. Certaines fiches
        paraissent donc incomplètes : ce n'est pas une anomalie.
      </p>

      <h2 id="sources-gratuites">Les sources gratuites à connaître</h2>
      <p>
        Quatre sites publics couvrent l'essentiel des besoins. Trois sont entièrement gratuits, documents compris ; le quatrième, celui des
        greffes, fait payer les extraits et les copies qu'il délivre.
      </p>
      <DataTable
        captionId="tableau-1"
        caption={<caption id="tableau-1">Où consulter les informations d'une entreprise</caption>}
        columns={['Source', "Ce qu'on y trouve", 'Coût']}
        rows={[
          {
            cells: [
              'Annuaire des entreprises',
              'Identité, établissements, dirigeants et données administratives réunies en une fiche',
              'Gratuit',
            ],
          },
          {
            cells: [
              "Données des entreprises de l'INPI (data.inpi.fr)",
              "Statuts, actes et comptes annuels non confidentiels déposés, attestation d'immatriculation au Registre national des entreprises",
              'Gratuit',
            ],
          },
          {
            cells: [
              'Répertoire Sirene (INSEE)',
              'SIREN, SIRET, activité, adresses, état actif ou cessé de chaque établissement, avis de situation',
              'Gratuit',
            ],
          },
          {
            cells: [
              'Infogreffe',
              "Fiche d'identité, puis extrait Kbis et copies d'actes délivrés par le greffe",
              'Fiche gratuite, documents au tarif du greffe',
            ],
          },
        ]}
      />
      <p>
        <a href={OFFICIAL_LINKS.annuaireEntreprises}>L'Annuaire des entreprises de l'administration</a> est le point de départ le plus
        simple : il rassemble sur une même page des données issues de plusieurs administrations, dont le répertoire Sirene et le Registre
        national des entreprises. On y cherche une société par son nom, son SIREN, son adresse ou le nom d'un dirigeant.
      </p>
      <p>
        <a href={OFFICIAL_LINKS.dataInpi}>Le site de données des entreprises de l'INPI (data.inpi.fr)</a> est la source gratuite des
        documents eux-mêmes. L'INPI tient le Registre national des entreprises et reçoit des greffes les pièces déposées au registre du
        commerce et des sociétés : on y télécharge sans payer les statuts à jour, les actes (procès-verbaux de nomination, de transfert de
        siège, d'augmentation de capital…) et les comptes annuels dont la société n'a pas demandé la confidentialité. On y obtient aussi
        l'attestation d'immatriculation au Registre national des entreprises, qui prouve l'immatriculation d'une entreprise et peut être
        présentée à ce titre.
      </p>
      <p>
        <a href={OFFICIAL_LINKS.sirene}>Le site Sirene de l'INSEE</a> donne accès au répertoire officiel des entreprises et de leurs
        établissements. Il permet notamment de vérifier si un établissement est toujours actif et d'obtenir un avis de situation, qui
        récapitule l'inscription de l'entreprise au répertoire.
      </p>
      <p>
        <a href={OFFICIAL_LINKS.infogreffe}>Le site officiel Infogreffe</a>, géré par les greffiers des tribunaux de commerce, affiche
        gratuitement une fiche d'identité de chaque société inscrite au RCS. Les documents que délivre le greffe y sont payants : l'extrait
        Kbis coûtait par exemple {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)} au guichet du greffe. Les copies de statuts, d'actes ou de
        comptes vendues par le greffe sont certifiées conformes par le greffier ; si vous n'avez besoin que de leur contenu, la version
        téléchargeable gratuitement sur data.inpi.fr suffit le plus souvent.
      </p>
      <TariffNote />

      <h2 id="documents-officiels">Les documents officiels et à quoi ils servent</h2>
      <p>
        Les fiches gratuites suffisent pour une première vérification. Quand il faut une preuve à joindre à un dossier, ou une information
        plus détaillée, on se tourne vers les documents délivrés par le greffe.
      </p>
      <h3>L'extrait Kbis</h3>
      <p>
        C'est la photographie de l'inscription de la société au RCS à une date donnée : identité, siège, capital, dirigeants, activité,
        procédures en cours. C'est la pièce que demandent les banques, les bailleurs, les fournisseurs ou les clients ; les administrations,
        elles, se contentent du numéro SIREN pour une cinquantaine de démarches, depuis le {formatFact(FACTS.sirenInsteadOfKbis)}. Notre
        page de <a href="/pages/kbis-definition">définition du Kbis</a> le détaille rubrique par rubrique.
      </p>
      <h3>Les statuts</h3>
      <p>
        Ils fixent les règles de fonctionnement de la société : objet, répartition du capital à la création, pouvoirs des dirigeants, règles
        de majorité, clauses d'agrément. Ils sont utiles pour savoir qui peut engager la société et dans quelles limites.
      </p>
      <h3>Les comptes annuels</h3>
      <p>
        Le bilan, le compte de résultat et l'annexe renseignent sur le chiffre d'affaires, le résultat, les fonds propres et l'endettement.
        Ils permettent d'évaluer la solidité d'un client ou d'un fournisseur, dans la limite de l'option de confidentialité évoquée plus
        haut.
      </p>
      <h3>Les actes</h3>
      <p>
        Procès-verbaux d'assemblée, décisions de nomination, rapports : ces actes retracent les événements de la vie sociale, comme un
        changement de dirigeant ou une augmentation de capital.
      </p>

      <h2 id="documents-par-notre-service">Ce que {BRAND_NAME} peut récupérer pour vous</h2>
      {SELLS_CATALOGUE ? (
        <p>
          {BRAND_NAME} est un service privé, non affilié aux greffes, à Infogreffe, à l'INPI ni à l'État. Dans une seule commande, il vous
          envoie en PDF par email l'extrait Kbis d'une société, ses statuts à jour, ses comptes annuels ou un autre acte qu'elle a déposé :{' '}
          <OurPrice perDocument />. Les statuts et les comptes, il les cherche lui-même au Registre national des entreprises dès le début de
          l'exécution, et vous les recevez en général quelques minutes plus tard.
        </p>
      ) : (
        <p>
          {BRAND_NAME} est un service privé, non affilié aux greffes, à Infogreffe, à l'INPI ni à l'État. Il obtient pour vous un extrait
          Kbis et vous l'envoie en PDF par email ; c'est ce que permet la commande en ligne. Pour des statuts, des comptes annuels (bilans)
          ou des actes, écrivez à notre service client ({CONTACT.email}) en précisant la société et le document voulu. Le prix est le même
          pour chaque document : <OurPrice />.
        </p>
      )}
      <p>
        Soyons nets sur ce que paie ce prix : la demande ou la recherche faite à votre place, et l'envoi du PDF. Il ne donne pas accès à des
        documents réservés ou introuvables ailleurs. Les statuts, les actes, les comptes non confidentiels et l'attestation
        d'immatriculation au Registre national des entreprises se téléchargent gratuitement sur data.inpi.fr, l'extrait Kbis coûte moins
        cher au greffe, et les fiches d'information décrites plus haut restent gratuites. Nous ne pouvons pas non plus fournir ce que le
        registre ne rend pas public, comme les comptes d'une société qui a choisi la confidentialité
        {SELLS_CATALOGUE && ' : si vous les avez commandés, nous vous le disons et vous remboursons ce document'}.
      </p>

      <h2 id="bon-usage">Utiliser ces informations à bon escient</h2>
      <p>
        Une fiche d'entreprise se lit avec méthode. Vérifiez d'abord que vous consultez la bonne société, à l'aide de son numéro SIREN :
        notre guide pour <a href="/pages/recherche-entreprise">rechercher une entreprise</a> explique comment éviter les homonymes. Regardez
        ensuite si elle est active, si une procédure collective est en cours, et si la personne avec qui vous traitez figure parmi ses
        dirigeants. Comparez enfin la date des derniers comptes déposés avec celle de la clôture de l'exercice : un retard répété peut être
        un signal d'alerte.
      </p>
      <p>
        Souvenez-vous aussi que les noms des dirigeants sont des données personnelles. Leur caractère public permet de vérifier un
        partenaire, mais leur réutilisation, par exemple pour de la prospection, reste encadrée par la réglementation sur la protection des
        données.
      </p>
    </>
  );
}
