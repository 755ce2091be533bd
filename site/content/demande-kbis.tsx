import {
  BRAND_NAME,
  KBIS_RECENT_MONTHS,
  OFFICIAL_LINKS,
  OFFICIAL_PRICES_DATE,
  OFFICIAL_PRICES_EUR,
  PRICE_HT_EUR,
  VAT_NOTICE,
} from '../../widget/core/brand';
import { formatEuro, formatPriceHt } from '../../widget/core/format';

/** Body of /pages/demande-kbis: every way to get a Kbis, with its price; the official route first. */
export function DemandeKbis() {
  return (
    <>
      <p>
        L'extrait Kbis de n'importe quelle société se commande librement : inutile d'en être le dirigeant ou de
        justifier d'un motif. Il existe plusieurs façons de l'obtenir, qui diffèrent surtout par leur prix, leur
        délai et le mode de réception du document. Voici chacune d'elles, en commençant par la voie officielle, la
        moins chère.
      </p>

      <h2 id="tarifs">Les options et leurs tarifs en un coup d'œil</h2>
      <div className="table-wrap" role="region" tabIndex={0} aria-labelledby="tableau-1">
        <table>
          <caption id="tableau-1">
            Prix d'un extrait Kbis selon le mode de demande (tarifs réglementés du greffe, au {OFFICIAL_PRICES_DATE})
          </caption>
          <thead>
            <tr>
              <th scope="col">Mode de demande</th>
              <th scope="col">Pour qui</th>
              <th scope="col">Réception</th>
              <th scope="col">Prix</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Au guichet du greffe</th>
              <td>Tout le monde</td>
              <td>Sur place</td>
              <td>{formatEuro(OFFICIAL_PRICES_EUR.counter)}</td>
            </tr>
            <tr>
              <th scope="row">Par courrier adressé au greffe</th>
              <td>Tout le monde</td>
              <td>Par la poste</td>
              <td>{formatEuro(OFFICIAL_PRICES_EUR.post)}</td>
            </tr>
            <tr>
              <th scope="row">En ligne sur le site Infogreffe</th>
              <td>Tout le monde</td>
              <td>Selon l'option choisie</td>
              <td>{formatEuro(OFFICIAL_PRICES_EUR.online)}</td>
            </tr>
            <tr>
              <th scope="row">MonIdenum</th>
              <td>Le représentant légal, pour sa propre société</td>
              <td>Téléchargement</td>
              <td>Gratuit</td>
            </tr>
            <tr>
              <th scope="row">{BRAND_NAME} (service privé)</th>
              <td>Tout le monde</td>
              <td>PDF par email</td>
              <td>{formatPriceHt(PRICE_HT_EUR)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Les quatre premières lignes correspondent à la voie officielle : le document est délivré par le greffe du
        tribunal de commerce, au tarif fixé par la réglementation. La dernière est un service privé d'intermédiaire,
        plus cher, décrit plus bas. Quel que soit le mode choisi, l'extrait obtenu reproduit les mêmes informations
        du registre du commerce et des sociétés.
      </p>

      <h2 id="au-greffe">Au guichet du greffe</h2>
      <p>
        C'est l'option la moins chère : {formatEuro(OFFICIAL_PRICES_EUR.counter)} l'extrait. Il suffit de se
        présenter au greffe du tribunal de commerce dont dépend la société, avec sa dénomination exacte ou, mieux,
        son numéro SIREN, pour éviter toute confusion avec une société homonyme. Le règlement se fait sur place et
        l'extrait est en principe remis au cours de la visite.
      </p>
      <p>
        Cette solution convient si le greffe est proche de chez vous et que ses horaires d'ouverture sont compatibles
        avec les vôtres. Pensez à vérifier ces horaires avant de vous déplacer, ils varient d'un greffe à l'autre.
      </p>

      <h2 id="par-courrier">Par courrier</h2>
      <p>
        Vous pouvez aussi écrire au greffe compétent pour recevoir l'extrait par la poste, au prix de{' '}
        {formatEuro(OFFICIAL_PRICES_EUR.post)}. Le courrier doit indiquer :
      </p>
      <ul>
        <li>la dénomination de la société et son numéro SIREN ;</li>
        <li>le nombre d'exemplaires souhaités ;</li>
        <li>vos nom et adresse, pour l'envoi de l'extrait ;</li>
        <li>le règlement, selon les modalités acceptées par le greffe.</li>
      </ul>
      <p>
        Le délai total dépend de l'acheminement postal à l'aller comme au retour. Si vous devez fournir un Kbis de
        moins de {KBIS_RECENT_MONTHS} mois pour une date précise, prévoyez de la marge.
      </p>

      <h2 id="en-ligne">En ligne sur le site Infogreffe</h2>
      <p>
        Les greffes des tribunaux de commerce ont ouvert un service commun de commande en ligne.{' '}
        <a href={OFFICIAL_LINKS.infogreffe}>Le site officiel Infogreffe</a> permet de rechercher la société par son
        nom ou son numéro SIREN, puis de commander son extrait Kbis et de le payer par carte bancaire. Commandé en
        ligne, l'extrait coûte {formatEuro(OFFICIAL_PRICES_EUR.online)} (tarif réglementé du greffe, au{' '}
        {OFFICIAL_PRICES_DATE}). C'est la solution la plus pratique pour qui n'est pas le dirigeant de la société et
        souhaite payer le prix officiel.
      </p>

      <h2 id="monidenum">Gratuitement, pour le dirigeant : MonIdenum</h2>
      <p>
        Si vous êtes le représentant légal de la société, vous n'avez rien à payer. Depuis octobre 2019,{' '}
        <a href={OFFICIAL_LINKS.monIdenum}>le service officiel MonIdenum</a>, l'identité numérique des dirigeants
        proposée par les greffes, permet de télécharger gratuitement et sans limite le Kbis de sa propre société. Il
        faut d'abord créer son identité numérique, ce qui suppose une vérification de l'identité du dirigeant.
      </p>
      <aside className="note">
        <p>
          MonIdenum ne couvre pas les sociétés immatriculées en Moselle, dans le Bas-Rhin et dans le Haut-Rhin. Dans
          ces trois départements, un registre local est tenu selon les règles propres à l'Alsace-Moselle : adressez
          votre demande au greffe qui tient le registre de la société.
        </p>
      </aside>

      <h2 id="service-prive">Par l'intermédiaire de {BRAND_NAME}</h2>
      <p>
        {BRAND_NAME} est un service privé d'intermédiaire. Il n'est affilié ni aux greffes, ni à Infogreffe, ni à
        l'INPI, ni à l'État, et ne délivre pas lui-même les extraits : il les obtient auprès du registre pour votre
        compte. Disons-le clairement : <strong>la voie officielle est moins chère</strong>, et même gratuite pour le
        dirigeant qui utilise MonIdenum.
      </p>
      <p>
        Notre tarif est de <strong>{formatPriceHt(PRICE_HT_EUR)}</strong> par demande, sans abonnement ni frais
        ajoutés ({VAT_NOTICE}). En contrepartie, nous prenons en charge la démarche de bout en bout :
      </p>
      <ol>
        <li>vous indiquez le nom de l'entreprise ou, si vous le connaissez, son numéro SIRET ;</li>
        <li>vous renseignez vos coordonnées de facturation, sans créer de compte ;</li>
        <li>vous vérifiez le récapitulatif et confirmez la commande ;</li>
        <li>nous obtenons l'extrait et vous l'envoyons en PDF à l'adresse email indiquée.</li>
      </ol>
      <p>
        Le même service permet de demander d'autres documents déposés au greffe : statuts, comptes annuels (bilans)
        et actes. Le document reçu est celui que délivre le registre : nous ne le modifions pas et ne pouvons pas le
        rendre plus récent que les informations enregistrées.
      </p>

      <h2 id="quelle-option">Quelle option choisir ?</h2>
      <ul>
        <li>
          <strong>Vous êtes le dirigeant de la société</strong> : MonIdenum, gratuit et illimité, est de loin la
          meilleure solution.
        </li>
        <li>
          <strong>Vous êtes près du greffe</strong> : le guichet est l'option la moins chère, à{' '}
          {formatEuro(OFFICIAL_PRICES_EUR.counter)}.
        </li>
        <li>
          <strong>Vous voulez commander à distance au prix officiel</strong> : la commande en ligne sur le site
          Infogreffe, à {formatEuro(OFFICIAL_PRICES_EUR.online)}.
        </li>
        <li>
          <strong>Vous préférez déléguer la démarche</strong> : {BRAND_NAME} s'en charge pour{' '}
          {formatPriceHt(PRICE_HT_EUR)}, en sachant que vous payez ce service et non un document différent.
        </li>
      </ul>
      <p>
        Avant de commander, assurez-vous d'avoir identifié la bonne société : notre guide pour{' '}
        <a href="/pages/recherche-entreprise">rechercher une entreprise</a> vous y aidera. Et si vous vous demandez
        ce que contiendra l'extrait, consultez notre <a href="/pages/kbis-definition">définition du Kbis</a>.
      </p>
    </>
  );
}
