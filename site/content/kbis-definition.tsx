import { OFFICIAL_LINKS } from '../data/sources';
import { BRAND_NAME } from '../../widget/core/offer';
import { FACTS, formatFact, KBIS_RECENT_MONTHS, SIREN_DIGITS, EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { SIRET_DIGITS } from '../../widget/core/fields';
import { DataTable } from '../layout/DataTable';
import { greffePrice, OurPrice, TariffNote } from '../layout/Prices';

/** Body of /pages/kbis-definition: what a Kbis is, what it says, how long it is accepted, SIREN and SIRET. */
export function KbisDefinition() {
  return (
    <>
      <p>
        On le réclame pour ouvrir un compte, signer un bail ou référencer un fournisseur, mais on sait rarement lire un extrait Kbis dans le
        détail. Ce guide explique ce qu'est ce document, ce qu'il contient, combien de temps il est accepté, qui peut se le procurer et
        comment ne plus confondre SIREN, SIRET et numéro RCS.
      </p>

      <h2 id="definition">Qu'est-ce qu'un extrait Kbis ?</h2>
      <p>
        L'extrait Kbis est souvent présenté comme la {'«\u00a0'}carte d'identité{'\u00a0»'} d'une entreprise. Il s'agit d'un extrait du
        registre du commerce et des sociétés (RCS), le registre public où sont immatriculées les sociétés commerciales et civiles, les
        groupements d'intérêt économique et d'autres personnes morales. Il est établi par le greffe du tribunal de commerce qui tient le
        dossier de la société, à partir des informations que celle-ci a déclarées et que le greffier a contrôlées.
      </p>
      <p>
        Le Kbis atteste donc de deux choses précises : l'existence juridique de la société et l'état de son inscription au registre à une
        date donnée. Il ne dit rien de sa santé financière ni de la qualité de ses prestations. Il permet en revanche de vérifier que
        l'entreprise avec laquelle on traite existe bel et bien, qu'elle n'a pas été radiée et que la personne qui se présente comme
        dirigeant figure bien parmi ses représentants.
      </p>

      <h2 id="contenu-du-kbis">Ce que contient un extrait Kbis</h2>
      <p>La présentation varie légèrement d'un greffe à l'autre, mais on retrouve les mêmes grandes rubriques :</p>
      <ul>
        <li>le greffe qui délivre l'extrait, le numéro d'immatriculation au RCS et la date d'immatriculation ;</li>
        <li>la dénomination sociale, l'éventuel sigle et le nom commercial ;</li>
        <li>la forme juridique (SARL, SAS, SA, société civile…) et le montant du capital social ;</li>
        <li>l'adresse du siège social et celle de l'établissement principal ;</li>
        <li>l'activité exercée et, sur la plupart des extraits récents, le code NAF (APE) attribué par l'INSEE ;</li>
        <li>la durée de la société et la date de clôture de son exercice social ;</li>
        <li>
          l'identité des dirigeants (gérants, président, directeurs généraux, administrateurs selon la forme) et, s'il y en a, des
          commissaires aux comptes ;
        </li>
        <li>les établissements secondaires ;</li>
        <li>le cas échéant, les mentions relatives à une procédure collective : sauvegarde, redressement ou liquidation judiciaire.</li>
      </ul>
      <p>
        L'extrait porte enfin sa date de délivrance. C'est cette date, et non celle de l'immatriculation, que regardent les organismes qui
        vous demandent un document récent.
      </p>

      <h2 id="validite">Combien de temps un Kbis est-il valable ?</h2>
      <p>
        Contrairement à une idée répandue, aucun texte ne fixe une durée de validité générale à l'extrait Kbis. Le document reflète la
        situation de la société au jour où il a été délivré, ni plus ni moins. Comme cette situation peut changer à tout moment (nouveau
        dirigeant, transfert du siège, augmentation de capital), les banques, les bailleurs, les fournisseurs et les clients demandent en
        pratique un extrait de moins de {KBIS_RECENT_MONTHS} mois. Certains se montrent plus stricts et exigent un document de moins d'un
        mois : c'est à eux de fixer leur règle, et elle figure en général dans la liste des pièces à fournir.
      </p>
      <p>
        Les banques ont une raison de plus de le demander. Les règles de lutte contre le blanchiment leur font vérifier l'identité de leurs
        clients, et le Code monétaire et financier (article R561-5-1) cite, parmi les moyens de vérifier l'identité d'une société cliente,
        un extrait d'immatriculation de moins de {KBIS_RECENT_MONTHS} mois. D'autres moyens sont admis (article R561-5-2), mais c'est ce
        document que la plupart des banques demandent.
      </p>
      <p>
        Les administrations, à l'inverse, ne le demandent plus pour une cinquantaine de démarches. Depuis le{' '}
        {formatFact(FACTS.sirenInsteadOfKbis)}, à la suite des décrets n° 2021-631 et n° 2021-632 du {formatFact(FACTS.decretsKbis)},
        l'entreprise y donne son numéro SIREN, y compris pour répondre à un marché public : l'administration consulte elle-même ses données.
      </p>
      <aside className="note">
        <p>
          Un extrait récent n'est utile que si le registre est à jour. Si une modification n'a pas encore été déclarée, le nouvel extrait
          reprendra les anciennes informations. Consultez notre guide sur la <a href="/pages/modification-kbis">modification du Kbis</a>.
        </p>
      </aside>

      <h2 id="qui-peut-le-demander">Qui peut obtenir un extrait Kbis ?</h2>
      <p>
        Le RCS est un registre public. N'importe qui peut donc commander l'extrait Kbis de n'importe quelle société, sans avoir à justifier
        d'un motif ni d'un lien avec elle : un client qui veut vérifier un fournisseur, un bailleur, un journaliste ou un simple
        particulier. C'est ce caractère public qui fait du Kbis un outil de confiance entre entreprises.
      </p>
      <p>
        Le représentant légal de la société bénéficie d'un accès particulier. Depuis {formatFact(FACTS.monIdenum)}, il peut télécharger
        gratuitement et sans limite le Kbis de sa propre société grâce à{' '}
        <a href={OFFICIAL_LINKS.monIdenum}>MonIdenum, l'identité numérique des dirigeants proposée par les greffes</a>, après avoir vérifié
        son identité. Ce service ne couvre pas, notamment, les sociétés immatriculées en Moselle, dans le Bas-Rhin et dans le Haut-Rhin. Il
        s'agit pourtant du même registre du commerce et des sociétés, mais il y est tenu par les greffes des tribunaux judiciaires, en
        dehors d'Infogreffe et de MonIdenum : c'est à ces greffes qu'il faut s'adresser.
      </p>

      <h2 id="siren-siret">SIREN, SIRET et numéro RCS : ne plus les confondre</h2>
      <p>
        Ces identifiants apparaissent sur le Kbis ou s'en déduisent. Le SIREN et le SIRET sont attribués par l'INSEE, qui gère le répertoire
        Sirene : le premier lors de la création de l'entreprise, le second à chaque ouverture d'un établissement.
      </p>
      <DataTable
        captionId="tableau-1"
        caption={<caption id="tableau-1">Les identifiants d'une entreprise</caption>}
        columns={['Identifiant', "Ce qu'il identifie", 'Composition', 'Chiffres']}
        rows={[
          {
            cells: [
              'SIREN',
              "L'entreprise elle-même, qui garde ce numéro toute sa vie",
              `${formatFact(FACTS.sirenBaseDigits)} attribués par l'INSEE, suivis d'un chiffre de contrôle`,
              SIREN_DIGITS,
            ],
          },
          {
            cells: [
              'SIRET',
              'Chacun de ses établissements (siège, agences, boutiques)',
              `SIREN suivi d'un numéro interne de classement (NIC) de ${formatFact(FACTS.nicDigits)}`,
              SIRET_DIGITS,
            ],
          },
        ]}
      />
      <p>
        Une société n'a qu'un SIREN, mais autant de SIRET que d'établissements : son siège a le sien, et chaque établissement secondaire
        reçoit un SIRET différent qui commence par les mêmes neuf chiffres. Le numéro d'immatriculation au RCS, lui, reprend le SIREN suivi
        de la mention RCS et du nom de la ville du greffe. C'est ce numéro qui doit figurer sur les factures et les documents commerciaux de
        la société.
      </p>
      <p>
        Pour retrouver ces numéros, le répertoire de l'INSEE se consulte librement sur{' '}
        <a href={OFFICIAL_LINKS.sirene}>le site Sirene de l'INSEE</a>. Notre guide pour{' '}
        <a href="/pages/recherche-entreprise">rechercher une entreprise</a> explique comment s'y prendre.
      </p>

      <h2 id="kbis-et-extrait-k">Kbis ou extrait K ?</h2>
      <p>
        Le terme Kbis désigne l'extrait délivré pour une personne morale, le plus souvent une société. Un commerçant qui exerce en nom
        propre, comme entrepreneur individuel, est lui aussi inscrit au RCS, mais en tant que personne physique : le greffe lui délivre
        alors un extrait K, qui joue le même rôle que le Kbis pour son activité. Si l'on vous demande un Kbis et que vous êtes commerçant en
        nom propre, c'est cet extrait K qu'il faut fournir.
      </p>
      <p>
        Un artisan ou un professionnel libéral qui exerce en nom propre, comme entrepreneur individuel ou micro-entrepreneur, n'a en
        principe pas de Kbis, puisqu'il n'est pas inscrit au RCS (le répertoire des métiers et son extrait D1 ont disparu avec la création
        du Registre national des entreprises). Son justificatif est l'attestation d'immatriculation au Registre national des entreprises
        (RNE), que l'INPI délivre gratuitement sur <a href={OFFICIAL_LINKS.dataInpi}>son site de données des entreprises</a>, ou l'avis de
        situation au répertoire Sirene de l'INSEE, gratuit lui aussi. Celui qui exerce au sein d'une société (SARL, SAS, SELARL…) est dans
        un autre cas : sa société est immatriculée au RCS comme toutes les sociétés commerciales, et elle a son extrait Kbis.
      </p>

      <h2 id="obtenir-un-kbis">Comment obtenir un extrait Kbis</h2>
      <p>
        La voie officielle est la plus économique. Le greffe du tribunal de commerce délivre l'extrait au tarif réglementé, qui était par
        exemple de {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)} au guichet et de {greffePrice(EARLIER_GREFFE_FEES_EUR.post)} par courrier.
        Il se commande aussi en ligne sur le site Infogreffe, et reste gratuit pour le représentant légal de la société sur MonIdenum, sauf
        notamment en Alsace-Moselle.
      </p>
      <TariffNote />
      <p>
        {BRAND_NAME} propose une autre option : un service privé, qui n'est affilié ni aux greffes ni à Infogreffe, et qui se charge de la
        demande à votre place. Vous indiquez l'entreprise, nous obtenons l'extrait et vous l'envoyons en PDF par email, pour <OurPrice />.
        C'est plus cher que la voie officielle : vous payez la prise en charge de la démarche, pas un document différent. Notre page sur la{' '}
        <a href="/pages/demande-kbis">demande de Kbis</a> compare toutes les options.
      </p>
    </>
  );
}
