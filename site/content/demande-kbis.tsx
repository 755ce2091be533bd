import { CONTACT } from '../data/operator';
import { OFFICIAL_LINKS } from '../data/sources';
import { BRAND_NAME, DELIVERY_WORKING_DAYS } from '../../widget/core/offer';
import { FACTS, formatFact, KBIS_RECENT_MONTHS, EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { WITHDRAWAL_DAYS } from '../../widget/core/offer';
import { formatWorkingDays } from '../../widget/core/format';
import { DataTable } from '../layout/DataTable';
import { GREFFE_FEES_TTC, GreffeFeeCell, greffePrice, OnlineFees, OnlineFeesNote, OurPrice, TariffNote, TariffRef } from '../layout/Prices';
import { PRICE_PAID } from '../pricePaid';
import { SELLS_CATALOGUE } from '../data/catalogue';

/** Body of /pages/demande-kbis: every way to get a Kbis, with its price; the official and free routes first. */
export function DemandeKbis() {
  return (
    <>
      <p>
        L'extrait Kbis de n'importe quelle société se commande librement : inutile d'en être le dirigeant ou de justifier d'un motif. Il
        existe plusieurs façons de l'obtenir, qui diffèrent surtout par leur prix, leur délai et le mode de réception du document, et
        certaines sont gratuites. Voici chacune d'elles, en commençant par la voie officielle, la moins chère.
      </p>

      <h2 id="tarifs">Les options et leurs tarifs en un coup d'œil</h2>
      <DataTable
        captionId="tableau-1"
        caption={<caption id="tableau-1">Prix d'un extrait Kbis selon le mode de demande</caption>}
        columns={['Mode de demande', 'Pour qui', 'Réception', 'Prix']}
        rows={[
          {
            cells: [
              'Au guichet du greffe',
              'Tout le monde',
              'Sur place',
              <GreffeFeeCell key="counter" amount={EARLIER_GREFFE_FEES_EUR.counter} />,
            ],
          },
          {
            cells: [
              'Par courrier adressé au greffe',
              'Tout le monde',
              'Par la poste',
              <GreffeFeeCell key="post" amount={EARLIER_GREFFE_FEES_EUR.post} />,
            ],
          },
          { cells: ['En ligne sur le site Infogreffe', 'Tout le monde', 'PDF', <OnlineFees key="online" />] },
          {
            cells: [
              'MonIdenum',
              'Le représentant légal, pour sa propre société (sauf notamment en Alsace-Moselle)',
              'Téléchargement',
              'Gratuit',
            ],
          },
          { cells: [`${BRAND_NAME} (service privé)`, 'Tout le monde', 'PDF par email', PRICE_PAID] },
        ]}
      />
      <TariffNote />
      <p>{GREFFE_FEES_TTC}</p>
      <p>
        Les quatre premières lignes correspondent à la voie officielle : le document est délivré par le greffe du tribunal de commerce au
        tarif réglementé, ou gratuitement pour le représentant légal sur MonIdenum, sauf notamment en Alsace-Moselle ; les sections qui
        suivent détaillent chacune d'elles. La dernière ligne est un service privé d'intermédiaire, plus cher, décrit plus bas : son prix
        est la somme payée, sans TVA ajoutée. Quel que soit le mode choisi, l'extrait obtenu reproduit les mêmes informations du registre du
        commerce et des sociétés.
      </p>

      <h2 id="gratuit">Ce qui est gratuit</h2>
      <p>
        Avant de payer, vérifiez que vous avez besoin d'un extrait Kbis. Plusieurs documents et informations officiels ne coûtent rien :
      </p>
      <ul>
        <li>
          <strong>le Kbis de votre propre société</strong>, si vous en êtes le représentant légal, sur MonIdenum, sauf notamment en
          Alsace-Moselle (détails plus bas) ;
        </li>
        <li>
          <strong>les statuts, les actes et les comptes annuels</strong> déposés par n'importe quelle société, sauf les comptes dont elle a
          demandé la confidentialité, à télécharger sur{' '}
          <a href={OFFICIAL_LINKS.dataInpi}>le site de données des entreprises de l'INPI (data.inpi.fr)</a> ;
        </li>
        <li>
          <strong>l'attestation d'immatriculation au Registre national des entreprises (RNE)</strong> de n'importe quelle entreprise, sur le
          même site : elle prouve l'immatriculation et peut être présentée à ce titre, même si certains interlocuteurs réclament encore un
          Kbis ;
        </li>
        <li>
          <strong>les données publiques de l'entreprise</strong> (identité, dirigeants, établissements), réunies sur{' '}
          <a href={OFFICIAL_LINKS.annuaireEntreprises}>l'Annuaire des entreprises de l'administration</a>.
        </li>
      </ul>
      <p>
        Pour une cinquantaine de démarches administratives, enfin, votre numéro SIREN suffit : depuis le{' '}
        {formatFact(FACTS.sirenInsteadOfKbis)}, les décrets n° 2021-631 et n° 2021-632 du {formatFact(FACTS.decretsKbis)} dispensent les
        entreprises d'y joindre un extrait Kbis, marchés publics compris. L'administration lit alors elle-même les données de l'entreprise.
        Ces décrets énumèrent les procédures concernées : hors de cette liste, un organisme peut encore demander l'extrait.
      </p>

      <h2 id="au-greffe">Au guichet du greffe</h2>
      <p>
        C'est l'option payante la moins chère, au tarif réglementé : l'extrait y coûtait par exemple{' '}
        {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)} <TariffRef />. Il suffit de se présenter au greffe du tribunal de commerce dont
        dépend la société, avec sa dénomination exacte ou, mieux, son numéro SIREN, pour éviter toute confusion avec une société homonyme.
        Le règlement se fait sur place et l'extrait est en principe remis au cours de la visite.
      </p>
      <p>
        Cette solution convient si le greffe est proche de chez vous et que ses horaires d'ouverture sont compatibles avec les vôtres.
        Pensez à vérifier ces horaires avant de vous déplacer, ils varient d'un greffe à l'autre.
      </p>

      <h2 id="par-courrier">Par courrier</h2>
      <p>
        Vous pouvez aussi écrire au greffe compétent pour recevoir l'extrait par la poste, au tarif réglementé, qui était par exemple de{' '}
        {greffePrice(EARLIER_GREFFE_FEES_EUR.post)} <TariffRef />. Le courrier doit indiquer :
      </p>
      <ul>
        <li>la dénomination de la société et son numéro SIREN ;</li>
        <li>le nombre d'exemplaires souhaités ;</li>
        <li>vos nom et adresse, pour l'envoi de l'extrait.</li>
      </ul>
      <p>
        Il doit être accompagné du règlement, selon les modalités acceptées par le greffe. Le délai total dépend de l'acheminement postal à
        l'aller comme au retour. Si vous devez fournir un Kbis de moins de {KBIS_RECENT_MONTHS} mois pour une date précise, prévoyez de la
        marge.
      </p>

      <h2 id="en-ligne">En ligne sur le site Infogreffe</h2>
      <p>
        Les greffes des tribunaux de commerce ont ouvert un service commun de commande en ligne.{' '}
        <a href={OFFICIAL_LINKS.infogreffe}>Le site officiel Infogreffe</a> permet de rechercher la société par son nom ou son numéro SIREN,
        puis de commander son extrait Kbis et de le payer par carte bancaire. Le tarif en vigueur est affiché avant le paiement.{' '}
        <OnlineFeesNote /> C'est la solution la plus pratique pour qui n'est pas le dirigeant de la société et souhaite payer le prix
        officiel.
      </p>

      <h2 id="monidenum">Gratuitement, pour le dirigeant : MonIdenum</h2>
      <p>
        Si vous êtes le représentant légal de la société, vous n'avez rien à payer. Depuis {formatFact(FACTS.monIdenum)},{' '}
        <a href={OFFICIAL_LINKS.monIdenum}>le service officiel MonIdenum</a>, l'identité numérique des dirigeants proposée par les greffes,
        permet de télécharger gratuitement et sans limite le Kbis de sa propre société, sauf notamment en Alsace-Moselle (voir ci-dessous).
        Il faut d'abord créer son identité numérique, ce qui suppose une vérification de l'identité du dirigeant.
      </p>
      <aside className="note">
        <p>
          MonIdenum ne couvre pas, notamment, les sociétés immatriculées en Moselle, dans le Bas-Rhin et dans le Haut-Rhin. Leur registre
          est le même registre du commerce et des sociétés, mais il est tenu par les greffes des tribunaux judiciaires, en dehors
          d'Infogreffe et de MonIdenum : adressez votre demande au greffe du tribunal judiciaire dont dépend la société.
        </p>
      </aside>

      <h2 id="service-prive">Par l'intermédiaire de {BRAND_NAME}</h2>
      <p>
        {BRAND_NAME} est un service privé d'intermédiaire. Il n'est affilié ni aux greffes, ni à Infogreffe, ni à l'INPI, ni à l'État, et ne
        délivre pas lui-même les extraits : il les obtient auprès du registre pour votre compte. Disons-le clairement :{' '}
        <strong>la voie officielle est moins chère</strong>, et même gratuite pour le représentant légal sur MonIdenum, sauf notamment en
        Alsace-Moselle.
      </p>
      <p>
        Notre tarif est de <OurPrice />. Ce prix ne donne pas accès à un document réservé : il paie quelqu'un qui fait la demande à votre
        place et vous envoie le PDF. Concrètement :
      </p>
      <ol>
        <li>
          vous indiquez le nom de l'entreprise ou, si vous le connaissez, son numéro SIRET
          {SELLS_CATALOGUE && ', et cochez les documents voulus : extrait Kbis, statuts à jour, comptes annuels ou autre acte déposé'} ;
        </li>
        <li>vous renseignez vos coordonnées de facturation, sans créer de compte ;</li>
        <li>
          vous vérifiez le récapitulatif, cochez si vous le souhaitez la case d'exécution immédiate, confirmez la commande, puis la réglez
          par carte sur la page de paiement : le contrat est conclu quand le paiement est accepté ;
        </li>
        <li>
          nous obtenons {SELLS_CATALOGUE ? 'chaque document' : "l'extrait"} et vous l'envoyons en PDF à l'adresse email indiquée, sous{' '}
          {formatWorkingDays(DELIVERY_WORKING_DAYS)} à compter du début de l'exécution.
        </li>
      </ol>
      <p>
        L'exécution commence dès l'acceptation du paiement si vous avez coché la case d'exécution immédiate. Sans elle, la commande est
        traitée à la fin du délai de rétractation de {WITHDRAWAL_DAYS} jours dont disposent les consommateurs, puis le PDF vous parvient
        sous {formatWorkingDays(DELIVERY_WORKING_DAYS)}. Nos <a href="/pages/cgv#droit-de-retractation">conditions générales de vente</a>{' '}
        expliquent ce choix.
      </p>
      {SELLS_CATALOGUE ? (
        <p>
          Dans la même commande, vous pouvez ajouter les statuts à jour, les comptes annuels ou un autre acte déposé de la société, au même
          prix : <OurPrice perDocument />. Sachez que chacun peut les télécharger gratuitement sur data.inpi.fr, avec un compte : ce sont
          les documents que la société a déposés et que publie le Registre national des entreprises. Nous cherchons les statuts et les
          comptes au registre dès le début de l'exécution et vous les envoyons en général quelques minutes plus tard. Si le registre ne
          publie pas le document demandé, des comptes déclarés confidentiels par exemple, nous vous remboursons ce document. Chaque document
          reçu est celui que délivre le registre : nous ne le modifions pas et ne pouvons pas le rendre plus récent que les informations
          enregistrées.
        </p>
      ) : (
        <p>
          La commande en ligne porte uniquement sur l'extrait Kbis. Pour des statuts, des comptes annuels ou des actes, écrivez à notre
          service client ({CONTACT.email}) : chaque document est facturé comme une demande, alors qu'il est téléchargeable gratuitement sur
          data.inpi.fr. Le document reçu est celui que délivre le registre : nous ne le modifions pas et ne pouvons pas le rendre plus
          récent que les informations enregistrées.
        </p>
      )}

      <h2 id="quelle-option">Quelle option choisir ?</h2>
      <ul>
        <li>
          <strong>Vous êtes le représentant légal de la société</strong> : MonIdenum, gratuit et illimité sauf notamment en Alsace-Moselle,
          est de loin la meilleure solution.
        </li>
        <li>
          <strong>Il vous faut des statuts, des comptes ou une preuve d'immatriculation</strong> : commencez par data.inpi.fr, gratuit.
        </li>
        <li>
          <strong>Vous êtes près du greffe</strong> : le guichet est l'option payante la moins chère.
        </li>
        <li>
          <strong>Vous voulez commander à distance au prix officiel</strong> : la commande en ligne sur le site Infogreffe.
        </li>
        <li>
          <strong>Vous préférez déléguer la démarche</strong> : {BRAND_NAME} s'en charge pour {PRICE_PAID}, en sachant que vous payez ce
          service et non un document différent.
        </li>
      </ul>
      <p>
        Avant de commander, assurez-vous d'avoir identifié la bonne société : notre guide pour{' '}
        <a href="/pages/recherche-entreprise">rechercher une entreprise</a> vous y aidera. Et si vous vous demandez ce que contiendra
        l'extrait, consultez notre <a href="/pages/kbis-definition">définition du Kbis</a>.
      </p>
    </>
  );
}
