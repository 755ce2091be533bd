import { OFFICIAL_LINKS } from '../data/sources';
import { BRAND_NAME } from '../../widget/core/offer';
import { FACTS, formatFact, KBIS_RECENT_MONTHS, EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { greffePrice, OurPrice, TariffNote } from '../layout/Prices';

/** Body of /pages/kbis-entreprises: why a company needs its Kbis day to day. */
export function KbisEntreprises() {
  return (
    <>
      <p>
        L'extrait Kbis résume en une ou deux pages l'essentiel de ce qu'il faut savoir sur une société immatriculée au registre du commerce
        et des sociétés (RCS) : qui elle est, où elle se trouve, qui la dirige et si elle fait l'objet d'une procédure collective. C'est
        pour cette raison que tant d'interlocuteurs le réclament. Pour le dirigeant, il devient vite un document du quotidien, que l'on
        fournit aussi souvent qu'une pièce d'identité. Voici les situations les plus courantes, ce qu'on attend de vous et la marche à
        suivre lorsque votre extrait n'est plus assez récent.
      </p>

      <h2 id="usages">Les situations où l'on vous demandera un Kbis</h2>
      <p>
        Le Kbis permet à un tiers de vérifier, sans avoir à vous croire sur parole, que votre société existe juridiquement et que la
        personne qui signe figure parmi ses représentants légaux. Dès qu'une relation repose sur la confiance ou sur de l'argent, il fait
        partie des pièces demandées.
      </p>

      <h3>Banques et financements</h3>
      <p>
        Ouvrir un compte bancaire professionnel est souvent la première occasion de présenter un Kbis. La banque doit identifier son client,
        la personne qui agit pour lui et ses bénéficiaires effectifs, au titre de la lutte contre le blanchiment. Pour vérifier l'identité
        d'une société, le Code monétaire et financier (article R561-5-1) retient notamment un extrait de registre de moins de{' '}
        {KBIS_RECENT_MONTHS} mois, qui donne la dénomination, le siège, la forme juridique et les noms des représentants légaux ; d'autres
        moyens sont admis (article R561-5-2), mais c'est ce document que la plupart des banques demandent. Le même document est réclamé pour
        une demande de prêt, un crédit-bail, l'affacturage ou l'installation d'un terminal de paiement. Certaines banques le redemandent
        lors de la mise à jour périodique de leur dossier client.
      </p>

      <h3>Bail commercial et locaux</h3>
      <p>
        Le propriétaire d'un local veut savoir à qui il loue. Avant de signer un bail commercial, il vérifie que la société locataire est
        bien immatriculée et que son signataire la représente. Une fois le bail signé et l'adresse déclarée, c'est d'ailleurs le Kbis qui
        permettra de justifier auprès des tiers de l'adresse du siège ou de l'établissement. Les sociétés de domiciliation le demandent
        également à leurs clients déjà immatriculés.
      </p>

      <h3>Administrations et marchés publics : le numéro SIREN suffit</h3>
      <p>
        C'est le changement que beaucoup ignorent encore. Depuis le {formatFact(FACTS.sirenInsteadOfKbis)}, deux décrets du{' '}
        {formatFact(FACTS.decretsKbis)} (n° 2021-631 et n° 2021-632), surnommés « décrets Kbis », dispensent les entreprises de joindre un
        extrait d'immatriculation à une cinquantaine de démarches administratives. Vous indiquez votre numéro SIREN, et l'administration
        consulte elle-même les informations de la société, notamment sur{' '}
        <a href={OFFICIAL_LINKS.annuaireEntreprises}>l'Annuaire des entreprises de l'administration</a>.
      </p>
      <p>
        Les acheteurs publics sont concernés. Pour un marché public, le candidat communique son numéro d'identification, qui permet à
        l'acheteur d'accéder lui-même aux informations utiles (article R2143-9 du Code de la commande publique, modifié par ces décrets). Si
        un organisme public vous réclame malgré tout un Kbis pour l'une de ces démarches, vous pouvez lui rappeler ces textes. Un candidat
        établi à l'étranger produit, lui, un document équivalent délivré dans son pays.
      </p>

      <h3>Fournisseurs, clients et partenaires</h3>
      <p>
        Entre entreprises, le Kbis sert de vérification de base. Un fournisseur le demande avant d'accorder un délai de paiement, un client
        avant de référencer un nouveau prestataire, une plateforme de vente en ligne avant d'ouvrir un compte vendeur. Le Code du travail
        impose en outre au donneur d'ordre, au-delà d'un certain montant de contrat, de vérifier que son cocontractant est en règle :
        l'extrait d'immatriculation fait partie des documents qu'il peut lui demander, avec l'attestation de vigilance délivrée par
        l'Urssaf.
      </p>

      <h3>Litiges et recouvrement</h3>
      <p>
        En cas de conflit, le Kbis de l'adversaire est l'une des premières pièces que consulte un avocat ou un commissaire de justice. Il
        donne la dénomination exacte, la forme sociale et l'adresse du siège, qui doivent figurer dans l'acte introductif d'instance, ainsi
        que le nom du représentant légal. Il révèle aussi une éventuelle procédure collective (sauvegarde, redressement ou liquidation
        judiciaire), ce qui change la façon de réclamer une créance : il faut alors la déclarer auprès du mandataire désigné plutôt que
        d'engager une action classique.
      </p>

      <h2 id="moins-de-3-mois">Qui exige un Kbis de moins de {KBIS_RECENT_MONTHS} mois ?</h2>
      <p>
        Aucun texte ne fixe une durée de validité générale à l'extrait Kbis : il décrit la situation de la société à la date imprimée sur le
        document. Mais comme une société peut changer de dirigeant, de siège ou de capital à tout moment, la plupart des interlocuteurs
        privés n'acceptent qu'un extrait récent, et l'usage s'est fixé à moins de {KBIS_RECENT_MONTHS} mois. Pour les banques, c'est l'un
        des justificatifs prévus par les règles de lutte contre le blanchiment. C'est en général ce qu'attendent :
      </p>
      <ul>
        <li>les banques et les organismes de crédit ;</li>
        <li>les bailleurs et les sociétés de domiciliation ;</li>
        <li>les notaires, avocats et experts-comptables qui préparent un acte ;</li>
        <li>les assureurs et les organismes de garantie ;</li>
        <li>de nombreux grands comptes et plateformes lors du référencement d'un fournisseur.</li>
      </ul>
      <p>
        Certains interlocuteurs sont plus exigeants et demandent un extrait de moins d'un mois. Lisez bien la liste des pièces demandées :
        la durée acceptée y figure le plus souvent.
      </p>
      <aside className="note">
        <p>
          La date qui compte est celle de délivrance de l'extrait, indiquée sur le document, et non la date d'immatriculation de la société.
          Un Kbis délivré hier pour une société créée il y a vingt ans est un Kbis récent.
        </p>
      </aside>

      <h2 id="kbis-trop-ancien">Votre Kbis est trop ancien : que faire ?</h2>
      <p>
        Si l'extrait dont vous disposez dépasse la durée demandée, il suffit d'en obtenir un nouveau. Il n'y a aucune démarche de
        renouvellement à accomplir : l'extrait est une simple copie de ce que contient le registre au jour de la demande. Plusieurs
        possibilités s'offrent à vous.
      </p>
      <ol>
        <li>
          Si vous êtes le représentant légal de la société, téléchargez-le gratuitement et sans limite sur{' '}
          <a href={OFFICIAL_LINKS.monIdenum}>le site officiel MonIdenum</a>, l'identité numérique des dirigeants proposée par les greffes.
          Les sociétés de Moselle, du Bas-Rhin et du Haut-Rhin, notamment, n'y ont pas accès : leur registre est tenu par les greffes des
          tribunaux judiciaires.
        </li>
        <li>
          Sinon, commandez-le auprès du greffe dont dépend la société, au guichet, par courrier ou en ligne sur le site Infogreffe, au tarif
          réglementé, qui était par exemple de {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)} au guichet et de{' '}
          {greffePrice(EARLIER_GREFFE_FEES_EUR.post)} par courrier.
        </li>
        <li>
          Vous pouvez enfin passer par un service privé comme {BRAND_NAME}, qui s'occupe de la demande et vous envoie le PDF par email, pour{' '}
          <OurPrice />.
        </li>
      </ol>
      <TariffNote />
      <p>
        Pour éviter les mauvaises surprises, prenez l'habitude de commander un extrait neuf juste avant de constituer un dossier important,
        plutôt que de réutiliser celui du dossier précédent.
      </p>

      <h2 id="informations-inexactes">Quand le Kbis ne reflète plus la réalité</h2>
      <p>
        Un nouvel extrait ne corrige rien si le registre lui-même n'est pas à jour. Si votre Kbis mentionne encore l'ancien gérant,
        l'ancienne adresse ou l'ancien capital, c'est que la modification n'a pas été déclarée, ou qu'elle est encore en cours de
        traitement. Depuis le {formatFact(FACTS.guichetUnique)}, ces déclarations se font en ligne sur{' '}
        <a href={OFFICIAL_LINKS.guichetUnique}>le Guichet unique des formalités des entreprises</a>, en principe dans le mois qui suit le
        changement. Une fois la formalité validée par le greffe, tout extrait délivré ensuite reprend les nouvelles informations. Notre
        guide sur la <a href="/pages/modification-kbis">modification du Kbis</a> détaille les étapes et les pièces à réunir.
      </p>
      <p>
        Ce point mérite votre attention : un Kbis qui ne correspond pas à la situation réelle peut bloquer une ouverture de compte, retarder
        un financement ou fragiliser un contrat signé par une personne qui n'apparaît pas comme dirigeant.
      </p>

      <h2 id="voie-officielle-ou-service-prive">Voie officielle ou service privé ?</h2>
      <p>
        {BRAND_NAME} est un service privé et indépendant : il n'est affilié ni aux greffes, ni à Infogreffe, ni à l'INPI, ni à l'État. La
        voie officielle est toujours moins chère, et gratuite pour le représentant légal de la société sur MonIdenum, sauf notamment en
        Alsace-Moselle. Notre service s'adresse à ceux qui préfèrent confier la démarche : vous indiquez le nom ou le numéro SIRET de
        l'entreprise, nous obtenons l'extrait et vous le recevez par email en PDF. Pour comparer toutes les options et leurs tarifs,
        consultez notre page sur la <a href="/pages/demande-kbis">demande de Kbis</a>, et pour comprendre chaque rubrique du document, notre{' '}
        <a href="/pages/kbis-definition">définition de l'extrait Kbis</a>.
      </p>
    </>
  );
}
