import { OFFICIAL_LINKS } from '../data/sources';
import { BRAND_NAME } from '../../widget/core/offer';
import { FACTS, formatFact, EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { greffePrice, OurPrice, TariffNote } from '../layout/Prices';

/** Body of /pages/modification-kbis: declaring a change through the Guichet unique, then getting the new Kbis. */
export function ModificationKbis() {
  return (
    <>
      <p>
        On ne {'«\u00a0'}modifie{'\u00a0»'} pas un Kbis à proprement parler : l'extrait ne fait que reproduire ce qu'indique le registre du
        commerce et des sociétés (RCS). Pour qu'il change, il faut déclarer la modification afin que le registre soit mis à jour. Ce guide
        passe en revue les changements concernés, la procédure en ligne, les délais, le coût, l'annonce légale et les pièces à préparer,
        jusqu'à l'obtention de l'extrait actualisé.
      </p>

      <h2 id="changements-concernes">Quels changements figurent sur le Kbis ?</h2>
      <p>Toute décision qui touche à une information inscrite au RCS doit être déclarée. Les cas les plus fréquents sont les suivants :</p>
      <ul>
        <li>
          <strong>le transfert du siège social</strong>, dans la même ville, dans le même département ou dans un autre département ;
        </li>
        <li>
          <strong>le changement de dirigeant</strong> : nomination d'un nouveau gérant ou président, départ d'un directeur général,
          nomination ou fin de mandat d'un commissaire aux comptes ;
        </li>
        <li>
          <strong>la modification du capital social</strong>, qu'il s'agisse d'une augmentation ou d'une réduction ;
        </li>
        <li>
          <strong>le changement de dénomination</strong>, de sigle ou de nom commercial ;
        </li>
        <li>
          <strong>la modification de l'activité</strong>, par extension, remplacement ou ajout d'une activité ;
        </li>
        <li>
          <strong>l'ouverture ou la fermeture d'un établissement secondaire</strong> ;
        </li>
        <li>
          <strong>la transformation de la forme juridique</strong>, par exemple d'une SARL en SAS.
        </li>
      </ul>
      <p>
        Beaucoup de ces changements supposent au préalable une décision des associés ou des dirigeants, prise selon les règles fixées par
        les statuts, puis une mise à jour des statuts eux-mêmes. La déclaration au registre intervient en dernier, une fois la décision
        prise.
      </p>

      <h2 id="guichet-unique">Le Guichet unique, passage obligé depuis 2023</h2>
      <p>
        Depuis le {formatFact(FACTS.guichetUnique)}, toutes les formalités d'entreprise (création, modification et cessation) se font en
        ligne sur <a href={OFFICIAL_LINKS.guichetUnique}>le Guichet unique des formalités des entreprises</a>, opéré par l'Institut national
        de la propriété industrielle (INPI). Il a remplacé les anciens centres de formalités des entreprises et sert désormais de point
        d'entrée commun, quelle que soit l'activité de l'entreprise.
      </p>
      <p>
        Le dossier déposé sur le Guichet unique alimente le Registre national des entreprises (RNE), tenu par l'INPI, et il est transmis au
        greffe du tribunal de commerce compétent. Pour une société inscrite au RCS, c'est le greffier qui contrôle la régularité de la
        demande et des pièces, puis inscrit la modification au registre. S'il manque un document ou qu'une pièce est incomplète, le dossier
        est mis en attente de régularisation : vous êtes alors invité à le compléter en ligne.
      </p>
      <p>
        La formalité peut être accomplie par le représentant légal lui-même ou par un mandataire, par exemple un expert-comptable ou un
        avocat. Le Guichet unique ne facture pas son propre service, mais la modification, elle, n'est pas gratuite : la section suivante
        détaille ce qu'elle coûte.
      </p>

      <h2 id="cout">Ce que coûte une modification</h2>
      <p>Trois postes s'additionnent ; leur montant dépend du changement et de la façon de procéder :</p>
      <ul>
        <li>
          <strong>les frais d'inscription</strong> réglés au dépôt du dossier : l'émolument du greffe, au tarif réglementé des greffiers,
          et, selon la formalité, les sommes que le greffe reverse à l'INPI et au BODACC ;
        </li>
        <li>
          <strong>l'annonce légale</strong>, lorsque le changement l'exige, facturée par le journal ou le service de presse en ligne qui la
          publie ; un transfert du siège dans un autre département en demande en principe deux ;
        </li>
        <li>
          <strong>les honoraires d'un conseil</strong> (expert-comptable, avocat, service de formalités), si vous lui confiez la rédaction
          des actes ou le dépôt du dossier.
        </li>
      </ul>
      <p>Le tarif du greffe est fixé par arrêté et change de temps à autre : vérifiez le montant en vigueur au moment du dépôt.</p>

      <h2 id="delai">Un mois pour déclarer la modification</h2>
      <p>
        Une modification qui concerne une mention du Kbis doit être déclarée dans le mois qui suit la décision ou l'événement. Ce délai est
        court, d'autant que l'annonce légale doit souvent être publiée avant le dépôt du dossier : il vaut mieux préparer les pièces en même
        temps que la décision.
      </p>
      <p>
        Tarder n'est pas anodin. Tant que la formalité n'est pas accomplie, les tiers se fient aux informations inscrites au registre, et le
        Kbis que vous remettez à votre banque ou à un client est inexact. En cas d'oubli persistant, le juge chargé de surveiller le
        registre peut enjoindre à la société, sous astreinte, de régulariser sa situation.
      </p>

      <h2 id="annonce-legale">L'annonce légale</h2>
      <p>
        La plupart des modifications statutaires doivent être portées à la connaissance du public par une annonce légale. Elle est publiée
        dans un journal ou un service de presse en ligne habilité à recevoir les annonces légales dans le département du siège. L'éditeur de
        l'annonce remet une attestation de parution, à joindre au dossier déposé sur le Guichet unique.
      </p>
      <p>
        Une fois la modification inscrite, le greffe fait publier un avis au Bulletin officiel des annonces civiles et commerciales
        (BODACC). Vous n'avez rien à faire de votre côté pour cette seconde publication.
      </p>
      <p>
        Le transfert du siège dans un autre département demande en principe deux annonces : une dans le département de l'ancien siège, une
        autre dans celui du nouveau, et les deux attestations de parution rejoignent le dossier. Un transfert à l'intérieur du même
        département n'en demande en principe qu'une, même si la société change alors de greffe.
      </p>
      <aside className="note">
        <p>
          L'annonce légale doit reprendre fidèlement la décision : dénomination, forme, capital, siège, numéro RCS et nature du changement.
          Une erreur dans l'annonce peut imposer la publication d'un rectificatif et retarder d'autant la mise à jour de votre Kbis.
        </p>
      </aside>

      <h2 id="documents-a-preparer">Les documents à préparer</h2>
      <p>Quelle que soit la modification, le dossier comprend généralement :</p>
      <ul>
        <li>
          la décision qui autorise le changement : procès-verbal d'assemblée, décision de l'associé unique ou du dirigeant selon ce que
          prévoient les statuts ;
        </li>
        <li>les statuts mis à jour, certifiés conformes par le représentant légal, lorsque la décision les modifie ;</li>
        <li>l'attestation de parution de l'annonce légale ;</li>
        <li>le règlement des frais d'inscription.</li>
      </ul>
      <p>S'y ajoutent des pièces propres à chaque type de changement.</p>

      <h3>Transfert du siège</h3>
      <p>
        Il faut justifier de la jouissance des nouveaux locaux : bail, titre de propriété, contrat de domiciliation ou, si le siège est fixé
        chez le dirigeant, justificatif de son domicile. Si le siège quitte le ressort du greffe, la société est immatriculée auprès du
        greffe de sa nouvelle adresse, qui délivre ensuite ses extraits Kbis. S'il part dans un autre département, prévoyez les deux
        annonces légales décrites plus haut.
      </p>

      <h3>Changement de dirigeant</h3>
      <p>
        Pour le nouveau dirigeant, prévoyez une copie de sa pièce d'identité et une déclaration sur l'honneur de non-condamnation. Le départ
        d'un dirigeant est déclaré dans le même dossier.
      </p>
      <p>
        Pensez aussi aux bénéficiaires effectifs, les personnes physiques qui contrôlent la société. Un changement de dirigeant, une cession
        de parts ou toute autre évolution du contrôle peut imposer de mettre à jour leur déclaration, qui se dépose elle aussi sur le
        Guichet unique : un nouveau document doit être déposé dans les {formatFact(FACTS.beneficialOwners)} qui suivent le changement
        (article R561-55 du Code monétaire et financier).
      </p>

      <h3>Modification du capital</h3>
      <p>
        Selon l'opération, il faudra produire le certificat du dépositaire des fonds pour un apport en numéraire ou le rapport d'un
        commissaire aux apports pour certains apports en nature. Une réduction de capital obéit à des règles particulières, qui protègent
        notamment les créanciers.
      </p>

      <h3>Dénomination ou activité</h3>
      <p>
        Les statuts modifiés et la décision suffisent le plus souvent. Si la nouvelle activité est réglementée, le diplôme, la carte ou
        l'autorisation qui permet de l'exercer doit être joint.
      </p>

      <h2 id="kbis-a-jour">Obtenir le Kbis à jour</h2>
      <p>
        Lorsque le greffe a validé le dossier, la modification apparaît au RCS et tout extrait délivré à partir de ce moment la reprend. Le
        délai dépend de la complétude du dossier et de la charge du greffe : comptez de quelques jours à quelques semaines, davantage si une
        régularisation est demandée.
      </p>
      <p>
        Le représentant légal peut télécharger gratuitement le nouvel extrait sur{' '}
        <a href={OFFICIAL_LINKS.monIdenum}>le site officiel MonIdenum</a>, sauf notamment pour une société de Moselle, du Bas-Rhin ou du
        Haut-Rhin, dont le registre est tenu par le greffe du tribunal judiciaire. Toute autre personne peut le commander auprès du greffe,
        au guichet, par courrier ou en ligne sur le site Infogreffe, au tarif réglementé, qui était par exemple de{' '}
        {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)} au guichet et de {greffePrice(EARLIER_GREFFE_FEES_EUR.post)} par courrier.
      </p>
      <TariffNote />
      <p>
        {BRAND_NAME} peut aussi vous l'envoyer par email en PDF pour <OurPrice />. Précisons-le clairement : c'est un service privé, non
        affilié aux greffes ni à l'INPI, qui ne réalise pas les formalités de modification et ne peut pas accélérer leur traitement. Il se
        contente d'obtenir l'extrait tel que le registre le délivre, ce que la voie officielle fait pour moins cher. Pour comparer les
        options, consultez notre page sur la <a href="/pages/demande-kbis">demande de Kbis</a>.
      </p>
    </>
  );
}
