import { ALSACE_MOSELLE_ORDERS, CONTACT, HOST, MEDIATOR, PARTNER_DATA_ROLE, PUBLISHER, RETENTION, STATEMENT_LABEL } from '../data/operator';
import { OFFICIAL_LINKS } from '../data/sources';
import { BRAND_NAME, DELIVERY_WORKING_DAYS, PRICE_HT_EUR } from '../../widget/core/offer';
import { REFUND_DAYS, EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { WITHDRAWAL_DAYS } from '../../widget/core/offer';
import { BUTTONS } from '../../widget/core/copy';
import { greffePrice, OurPrice, TariffNote } from '../layout/Prices';
import { WithdrawalModelForm } from '../layout/WithdrawalModelForm';
import { PAYMENT_PROVIDER } from '../data/payment';
import { WITHDRAWAL_CONFIRM_LABEL, WITHDRAWAL_LINK_LABEL, WITHDRAWAL_PATH } from '../data/withdrawal';
import { formatEuro, formatWorkingDays } from '../../widget/core/format';
import { VAT_NOTICE_SHORT } from '../pricePaid';

const DELAY = formatWorkingDays(DELIVERY_WORKING_DAYS);
const years = (count: number) => `${count} ${count > 1 ? 'ans' : 'an'}`;
const PAYMENT_PROVIDER_NAMED = `${PAYMENT_PROVIDER.name}, établi à ${PAYMENT_PROVIDER.seat}`;

/** Body of /pages/cgv: the terms of sale, in eight articles whose order tests/unit/site-content.test.ts pins. */
export function Cgv() {
  return (
    <>
      <p>
        Les présentes conditions générales de vente (CGV) régissent les commandes passées sur le site {BRAND_NAME} par toute personne,
        consommateur ou professionnel (le {'«\u00a0'}client{'\u00a0»'}). Le service est édité et fourni par {PUBLISHER.name},{' '}
        {PUBLISHER.legalForm}, dont le siège social est sis {PUBLISHER.address}, immatriculée au {PUBLISHER.registry}, numéro de TVA
        intracommunautaire {PUBLISHER.vatNumber} (ci-après {'«\u00a0'}l'éditeur{'\u00a0»'}).
      </p>
      <p>Avant toute commande, le client dispose des informations suivantes, détaillées dans les articles ci-dessous :</p>
      <ul>
        <li>
          <strong>le service</strong> : l'obtention, auprès du registre compétent, d'un ou de plusieurs documents d'une même entreprise
          (extrait Kbis, statuts à jour, comptes annuels, autre acte déposé), et leur envoi par email au format PDF (article 1) ;
        </li>
        <li>
          <strong>le prix total</strong> (article 2) : <OurPrice terms perDocument />, multiplié par le nombre de documents commandés, payé
          par carte bancaire sur la page de paiement ;
        </li>
        <li>
          <strong>le délai d'exécution</strong> : envoi de chaque document sous {DELAY} à compter du début de l'exécution, c'est-à-dire dès
          la conclusion du contrat (acceptation du paiement) si le client demande l'exécution immédiate, sinon à l'expiration du délai de
          rétractation ; les statuts et les comptes annuels que publie le Registre national des entreprises sont en général envoyés quelques
          minutes après le début de l'exécution (article 3) ;
        </li>
        <li>
          <strong>l'identité et les coordonnées de l'éditeur</strong> : {PUBLISHER.name}, {PUBLISHER.address}, téléphone {CONTACT.phone},
          email {CONTACT.email} (article 6) ;
        </li>
        <li>
          <strong>les conditions de rétractation</strong> : un délai de {WITHDRAWAL_DAYS} jours pour le consommateur, le choix de
          l'exécution immédiate et les cas où ce droit ne peut plus être exercé (<a href="#droit-de-retractation">article 4</a>) ; le
          consommateur peut également exercer son droit de rétractation en ligne grâce au lien {'«\u00a0'}
          <a href={WITHDRAWAL_PATH}>{WITHDRAWAL_LINK_LABEL}</a>
          {'\u00a0»'}, présent en bas de chaque page du site et dans l'email de confirmation.
        </li>
      </ul>

      <h2 id="objet">Article 1 – Objet</h2>
      <p>
        {BRAND_NAME} est un service privé d'intermédiaire. À la demande du client, l'éditeur obtient un ou plusieurs documents d'une même
        entreprise, puis les adresse au client par email au format PDF. Le client choisit dans le formulaire de commande, parmi ceux qu'il
        propose, les documents suivants :
      </p>
      <ul>
        <li>
          l'extrait Kbis d'une entreprise immatriculée au registre du commerce et des sociétés, que l'éditeur obtient auprès du greffe qui
          tient ce registre ;
        </li>
        <li>les statuts à jour, c'est-à-dire la dernière version des statuts que la société a déposée ;</li>
        <li>
          les comptes annuels : les derniers déposés ou, si le client le précise, ceux d'un exercice antérieur, tels que le registre les
          rend publics ; lorsqu'une petite entreprise a demandé que son compte de résultat ne soit pas rendu public (article L232-25 du Code
          de commerce), les comptes publiés ne le comprennent pas ;
        </li>
        <li>un autre acte déposé par la société, que le client décrit (nature et date).</li>
      </ul>
      <p>
        Les statuts, les comptes annuels et les autres actes sont ceux que la société a déposés et que publie le Registre national des
        entreprises, tenu par l'Institut national de la propriété industrielle (INPI). L'éditeur obtient les statuts et les comptes annuels
        auprès de ce registre, par l'interface de programmation (API) que l'INPI met à la disposition de ses utilisateurs, et transmet le
        fichier publié sans le modifier : ce n'est pas une copie certifiée conforme par le greffier. Les extraits des sociétés immatriculées
        en Moselle, dans le Bas-Rhin et dans le Haut-Rhin, dont le registre est tenu par les greffes des tribunaux judiciaires,{' '}
        {ALSACE_MOSELLE_ORDERS} être commandés sur {BRAND_NAME}.
      </p>
      <p>
        Un formulaire de commande qui ne propose que l'extrait Kbis, comme celui de certains sites partenaires, ne permet de commander que
        ce document ; les autres se commandent alors auprès du service client (article 6), au même prix par document. Pour ces documents, le
        service client adresse au client, par email, un récapitulatif (documents, entreprise, prix de {formatEuro(PRICE_HT_EUR)} par
        document, {VAT_NOTICE_SHORT}, délai) accompagné des présentes CGV et d'un lien de paiement ; le contrat est conclu à l'acceptation
        du paiement. Le consommateur qui souhaite une exécution avant la fin du délai de rétractation le demande expressément par écrit, en
        reconnaissant perdre son droit de rétractation une fois les documents livrés.
      </p>
      <p>
        {BRAND_NAME} n'est affilié ni aux greffes des tribunaux de commerce, ni à Infogreffe, ni à l'Institut national de la propriété
        industrielle (INPI), ni à l'État ou à une quelconque administration. Les mêmes documents peuvent être obtenus directement, à moindre
        coût ou gratuitement : un extrait Kbis est délivré au guichet du greffe au tarif réglementé, qui était par exemple de{' '}
        {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)} ; il est gratuit pour le représentant légal de la société sur{' '}
        <a href={OFFICIAL_LINKS.monIdenum}>le site officiel MonIdenum</a>, sauf notamment en Alsace-Moselle ; les statuts, les actes, les
        comptes annuels non confidentiels et l'attestation d'immatriculation au Registre national des entreprises se téléchargent
        gratuitement, après la création d'un compte, sur <a href={OFFICIAL_LINKS.dataInpi}>le site de données des entreprises de l'INPI</a>.
        Le prix payé à l'éditeur rémunère la prise en charge de la démarche : rechercher le document demandé, le faire délivrer ou le
        télécharger à la place du client, et lui envoyer le PDF.
      </p>
      <TariffNote />
      <p>
        Les présentes CGV s'appliquent à l'exclusion de toute autre condition. Le client les accepte en confirmant sa commande. La version
        applicable est celle en vigueur à la date de la commande.
      </p>
      <p>
        La manière dont le site et le formulaire de commande répondent aux exigences d'accessibilité, et le moyen de signaler un problème,
        sont décrits dans la <a href="/pages/accessibilite">déclaration d'accessibilité</a>.
      </p>

      <h2 id="prix-et-paiement">Article 2 – Prix et paiement</h2>
      <p>
        Le prix du service est de <OurPrice terms perDocument />. Le prix total d'une commande est ce prix multiplié par le nombre de
        documents commandés ; le récapitulatif de la commande et la page de paiement l'indiquent. Il s'agit d'un prix forfaitaire, sans
        engagement : chaque commande est payée une fois, à la commande, et aucun prélèvement ultérieur n'est effectué. Aucuns frais ne
        s'ajoutent au montant affiché.
      </p>
      <p>
        Le paiement s'effectue par carte bancaire sur la page de paiement qui suit le récapitulatif de la commande (article 3), avec un
        débit immédiat. L'opération apparaît sur le relevé du client sous le libellé <strong>{STATEMENT_LABEL}</strong>. Le paiement est
        traité par le prestataire de services de paiement de l'éditeur, {PAYMENT_PROVIDER_NAMED}, au moyen d'une connexion sécurisée : les
        données de la carte sont saisies auprès de ce prestataire, et l'éditeur ne les reçoit pas.
      </p>
      <p>
        Une facture est établie pour chaque commande payée et jointe à l'email de confirmation ; un remboursement, de la commande entière ou
        d'un seul document, donne lieu à un avoir, adressé au client par email.
      </p>

      <h2 id="execution-du-service">Article 3 – Exécution du service</h2>
      <h3>Passation de la commande</h3>
      <p>
        La commande se déroule en trois étapes : l'identification de l'entreprise, par sa dénomination et, si le client la connaît, son
        numéro SIRET, et le choix des documents voulus ; la saisie des coordonnées de facturation ; la vérification d'un récapitulatif. Sur
        ce récapitulatif, le client peut cocher une case facultative, non cochée par défaut, pour demander l'exécution immédiate du service
        (article 4). Il vérifie sa commande puis la confirme avec le bouton {'«\u00a0'}
        {BUTTONS.confirm}
        {'\u00a0»'}, qui ne l'engage pas encore : il est alors dirigé vers la page de paiement sécurisée du prestataire de paiement de
        l'éditeur (article 2), qui rappelle la commande et son montant. Il y passe sa commande, avec obligation de paiement, en validant le
        paiement de son prix total, {formatEuro(PRICE_HT_EUR)} par document ; le contrat est conclu à l'acceptation du paiement. Une page de
        confirmation donne alors au client la référence de sa commande, que reprend l'email de confirmation.
      </p>
      <p>
        Le formulaire peut proposer des entreprises d'après les termes saisis, à partir de l'annuaire des entreprises de l'État, et indiquer
        les documents que publie le registre pour l'entreprise choisie. Il appartient dans tous les cas au client d'identifier précisément
        l'entreprise concernée et de fournir une adresse email valide.
      </p>
      <p>
        La commande peut aussi être passée depuis le site d'un partenaire de l'éditeur qui propose le même formulaire : le parcours, le prix
        et les présentes CGV sont les mêmes, et le contrat est conclu avec l'éditeur.
      </p>
      <p>
        Avant de confirmer, le client vérifie sur le récapitulatif le détail de sa commande et son prix total. Pour corriger une erreur de
        saisie, il revient aux étapes précédentes avec le bouton {'« '}
        {BUTTONS.previous}
        {' »'}, qui conserve les informations déjà saisies, puis les modifie avant de confirmer. Le contrat est conclu en langue française,
        seule langue proposée. Ces informations sont données en application de l'article 1127-1 du Code civil.
      </p>
      <h3>Confirmation et archivage</h3>
      <p>
        Après l'acceptation du paiement et avant le début de l'exécution, l'éditeur adresse au client un email de confirmation, sur un
        support durable, conformément à l'article L221-13 du Code de la consommation. Il reprend la commande (référence, documents
        commandés, entreprise concernée, prix payé et délai d'envoi), donne les coordonnées du service client et du médiateur, le formulaire
        de rétractation et le lien {'«\u00a0'}
        {WITHDRAWAL_LINK_LABEL}
        {'\u00a0»'} et, si le client a demandé l'exécution immédiate, confirme cette demande et sa reconnaissance de la perte du droit de
        rétractation une fois les documents livrés. Les présentes CGV, dans la version acceptée par le client, et la facture y sont jointes
        au format PDF.
      </p>
      <p>
        L'éditeur archive chaque commande avec la date de la version des CGV acceptée, pendant la durée de conservation des données de
        commande indiquée à l'article 5, et conserve chaque version publiée des CGV au format PDF. Le client peut accéder au contrat archivé
        en le demandant au service client (article 6).
      </p>
      <h3>Délai et livraison</h3>
      <p>
        L'éditeur envoie chaque document au format PDF, en pièce jointe d'un email adressé à l'adresse indiquée par le client, ou par un
        lien vers la page de sa commande lorsque le fichier est trop volumineux pour être joint, dans un délai de {DELAY} à compter du début
        de l'exécution. Le client peut aussi le télécharger depuis la page de sa commande, dont l'adresse figure dans ses emails, pendant{' '}
        {RETENTION.documentDays} jours à compter de sa mise à disposition, sauf après un remboursement total ou une rétractation acceptée.
        L'exécution commence :
      </p>
      <ul>
        <li>dès la conclusion du contrat, si le client a coché la case d'exécution immédiate ;</li>
        <li>
          sinon, à l'expiration du délai de rétractation de {WITHDRAWAL_DAYS} jours prévu à l'article 4, si le client ne s'est pas rétracté.
        </li>
      </ul>
      <p>
        Les statuts et les comptes annuels que publie le Registre national des entreprises sont recherchés et envoyés automatiquement dès le
        début de l'exécution, à toute heure, en général dans les minutes qui suivent. Si le registre ne répond pas, l'éditeur renouvelle la
        demande ou se charge lui-même du document, toujours dans le délai de {DELAY} à compter du début de l'exécution.
      </p>
      <p>
        Les jours ouvrés s'entendent du lundi au vendredi, hors jours fériés en France. Si un document n'est pas envoyé dans ce délai, le
        client consommateur dispose des droits que lui reconnaît le Code de la consommation, notamment celui de résoudre le contrat et
        d'être remboursé lorsque, après l'avoir mis en demeure, l'éditeur ne s'exécute pas dans un délai supplémentaire raisonnable.
      </p>
      <h3>Impossibilité d'exécution</h3>
      <p>
        Si un document ne peut pas être obtenu, par exemple parce que l'entreprise ne peut être identifiée avec certitude, n'est pas
        inscrite au registre, n'a pas déposé le document demandé ou a déclaré ses comptes annuels confidentiels, de sorte que le registre ne
        le publie pas, l'éditeur en informe le client. Le client est alors remboursé du prix de chaque document qui ne peut pas être fourni,{' '}
        {formatEuro(PRICE_HT_EUR)}, et de la totalité du prix payé si aucun ne peut l'être, par le même moyen de paiement que celui utilisé
        pour la commande, au plus tard {REFUND_DAYS} jours après que l'éditeur l'a informé de cette impossibilité.
      </p>

      <h2 id="droit-de-retractation">Article 4 – Droit de rétractation</h2>
      <h3>Délai et modalités</h3>
      <p>
        Conformément à l'article L221-18 du Code de la consommation, le client consommateur dispose d'un délai de {WITHDRAWAL_DAYS} jours à
        compter de la conclusion du contrat pour exercer son droit de rétractation, sans avoir à motiver sa décision ni à supporter d'autres
        coûts que ceux prévus par la loi. Il lui suffit d'adresser à l'éditeur, avant l'expiration de ce délai, le formulaire ci-dessous ou
        toute autre déclaration dénuée d'ambiguïté, par email à {CONTACT.email} ou par courrier à {PUBLISHER.address}. L'éditeur rembourse
        les sommes versées au plus tard {REFUND_DAYS} jours après avoir été informé de la rétractation, par le même moyen de paiement que
        celui utilisé pour la commande (article L221-24 du même code).
      </p>
      <p>
        Le consommateur peut aussi se rétracter en ligne, sans frais, grâce au lien {'«\u00a0'}
        <a href={WITHDRAWAL_PATH}>{WITHDRAWAL_LINK_LABEL}</a>
        {'\u00a0»'} présent en bas de chaque page du site et dans l'email de confirmation : il remplit la déclaration, puis la valide avec
        le bouton {'«\u00a0'}
        {WITHDRAWAL_CONFIRM_LABEL}
        {'\u00a0»'}. L'éditeur lui adresse sans délai, par email, un accusé de réception qui reprend le contenu de sa déclaration, sa date
        et son heure.
      </p>
      <h3>Le choix de l'exécution immédiate</h3>
      <p>
        Sur la dernière étape de la commande, une case facultative, non cochée par défaut, permet au consommateur de demander expressément
        que le service commence avant la fin du délai de rétractation, et de reconnaître qu'il perdra son droit de rétractation une fois les
        documents commandés livrés. Ce choix lui appartient entièrement.
      </p>
      <ul>
        <li>
          <strong>Case cochée</strong> : l'éditeur commence la démarche dès la conclusion du contrat et envoie chaque document sous {DELAY}.
          Une fois tous les documents commandés envoyés, le service est pleinement exécuté et le droit de rétractation ne peut plus être
          exercé (article L221-28, 1°, du Code de la consommation). Si le consommateur se rétracte après le début de l'exécution mais avant
          l'envoi de tous les documents, il verse un montant proportionné au service fourni jusqu'à la communication de sa décision (article
          L221-25 du même code).
        </li>
        <li>
          <strong>Case non cochée</strong> : la commande est traitée à l'expiration du délai de rétractation. Jusque-là, le consommateur
          peut se rétracter sans frais et il est remboursé de la totalité du prix ; s'il ne l'a pas fait, l'éditeur lance la démarche à la
          fin du délai et envoie chaque document sous {DELAY}.
        </li>
      </ul>
      <h3>Clients professionnels</h3>
      <p>
        Le client qui commande pour les besoins de son activité professionnelle ne bénéficie d'aucun droit légal de rétractation. S'il
        souhaite que sa commande soit traitée sans attendre, il coche la même case d'exécution immédiate : la perte du droit de rétractation
        qu'elle mentionne ne concerne que les consommateurs.
      </p>
      <h3>Formulaire de rétractation</h3>
      <p>Le consommateur peut utiliser le modèle suivant, à compléter et à renvoyer à l'éditeur :</p>
      <WithdrawalModelForm />

      <h2 id="donnees-personnelles">Article 5 – Protection des données personnelles</h2>
      <p>
        Le présent article donne au client les informations prévues par l'article 13 du règlement général sur la protection des données
        (RGPD).
      </p>
      <h3>Responsable du traitement</h3>
      <p>
        Le responsable du traitement est {PUBLISHER.name}, {PUBLISHER.address}. Le délégué à la protection des données peut être contacté à
        l'adresse {CONTACT.dpoEmail} ou par courrier à l'adresse du siège.
      </p>
      <h3>Données traitées</h3>
      <p>
        Sont traitées les données saisies lors de la commande : nom et prénom, adresse email et, s'ils sont renseignés, numéro de téléphone,
        société, adresse postale, code postal et ville, les documents commandés et leurs précisions (exercice des comptes, description de
        l'acte), ainsi que les données de paiement, traitées par le prestataire de paiement. Sont également enregistrés avec la commande la
        page depuis laquelle elle a été passée, le nom du site partenaire le cas échéant et les paramètres de campagne (utm) de cette page,
        puis l'historique de son traitement (paiement, recherche et envoi de chaque document, remboursement), les documents obtenus et la
        facture. Une déclaration de rétractation faite en ligne enregistre les nom et prénom, l'adresse email, la référence et la date de
        commande indiquées, ainsi que la date et l'heure de la déclaration. Une copie de chaque email envoyé est conservée. Les informations
        sur l'entreprise dont les documents sont demandés proviennent de registres publics. Les champs obligatoires du formulaire sont
        nécessaires à l'exécution de la commande : sans eux, la commande ne peut pas aboutir.
      </p>
      <h3>Finalités et bases légales</h3>
      <ul>
        <li>
          traitement de la commande, obtention et envoi des documents, emails de confirmation et de livraison : exécution du contrat
          (article 6, paragraphe 1, point b, du RGPD) ;
        </li>
        <li>facturation et tenue de la comptabilité : respect d'une obligation légale (point c) ;</li>
        <li>
          gestion des rétractations et de leur accusé de réception, rapprochement de la déclaration et de la commande : respect d'une
          obligation légale (point c) ;
        </li>
        <li>
          mesure de la provenance des commandes (page, site partenaire, campagne) et accès sécurisé des personnes chargées des commandes à
          l'outil de gestion : intérêt légitime de l'éditeur (point f) ;
        </li>
        <li>réponse aux demandes adressées au service client : exécution du contrat (point b) ;</li>
        <li>
          prévention de la fraude au paiement, sécurité du site, constatation et défense des droits de l'éditeur en cas de litige : intérêt
          légitime de l'éditeur (point f).
        </li>
      </ul>
      <h3>Destinataires</h3>
      <p>
        Les données sont destinées au personnel de l'éditeur chargé des commandes et du service client. Elles sont également communiquées,
        dans la limite de ce qui est nécessaire à leurs missions, à :
      </p>
      <ul>
        <li>
          l'hébergeur du site, {HOST.name}, {HOST.address} ;
        </li>
        <li>le prestataire de services de paiement, {PAYMENT_PROVIDER_NAMED}, pour l'encaissement et la lutte contre la fraude ;</li>
        <li>
          le site partenaire depuis lequel la commande a été passée, le cas échéant : il peut recevoir, dès la confirmation de la commande
          et avant son paiement, les données saisies dans le formulaire ; il agit en qualité de {PARTNER_DATA_ROLE} ;
        </li>
        <li>
          l'annuaire des entreprises de l'État (API Recherche d'entreprises, opérée par la direction interministérielle du numérique,
          DINUM), qui reçoit les termes saisis dans le champ de l'entreprise (nom, numéro SIREN ou SIRET) pour proposer des suggestions,
          puis le numéro SIREN ou SIRET de la commande, que l'éditeur vérifie auprès de lui ; l'éditeur l'interroge depuis ses propres
          serveurs, sans lui transmettre l'adresse IP ni aucune autre donnée du client ;
        </li>
        <li>
          l'Institut national de la propriété industrielle (INPI), qui tient le Registre national des entreprises : il reçoit le numéro
          SIREN de l'entreprise choisie, pour que le formulaire indique les documents que publie le registre, puis pour que l'éditeur
          obtienne ceux qui sont commandés ; l'éditeur l'interroge depuis ses propres serveurs, sans lui transmettre l'adresse IP, le nom,
          l'adresse email ni aucune autre donnée du client ;
        </li>
        <li>
          le prestataire d'envoi des emails, pour les confirmations, les accusés de réception et la livraison des documents, et le
          fournisseur de la messagerie de l'éditeur, qui reçoit l'avis de chaque commande payée et de chaque déclaration de rétractation.
        </li>
      </ul>
      <p>
        Elles peuvent enfin être communiquées aux autorités qui en font la demande dans les cas prévus par la loi. Si un prestataire traite
        des données hors de l'Union européenne, ce transfert est encadré par les garanties prévues par le RGPD, telles qu'une décision
        d'adéquation ou des clauses contractuelles types.
      </p>
      <h3>Durées de conservation</h3>
      <ul>
        <li>
          données de commande, de contact, historique de la commande et échanges avec le service client : {RETENTION.orderYears} ans à
          compter de la commande, durée de prescription des actions nées du contrat, puis suppression ;
        </li>
        <li>
          déclarations de rétractation : {RETENTION.orderYears} ans à compter de la commande à laquelle elles se rapportent ; celles qui ne
          se rapportent à aucune commande : {years(RETENTION.unmatchedWithdrawalYears)} à compter de leur réception, puis suppression ;
        </li>
        <li>commande non payée (abandonnée ou annulée sur la page de paiement) : {RETENTION.unpaidOrderDays} jours, puis suppression ;</li>
        <li>
          factures et pièces comptables : {RETENTION.accountingYears} ans, durée que le droit espagnol impose à l'éditeur (article 30 du
          Code de commerce espagnol) ;
        </li>
        <li>
          documents obtenus pour la commande : {RETENTION.documentDays} jours à compter du jour où il est adressé au client, pour pouvoir
          répondre à une réclamation, puis suppression ;
        </li>
        <li>copies des emails adressés aux clients et à l'éditeur : {RETENTION.sentEmailDays} jours, puis suppression ;</li>
        <li>
          comptes des personnes chargées des commandes (adresse email, clés d'accès et sessions de connexion) : le temps de leur accès à
          l'outil de gestion, puis suppression ;
        </li>
        <li>données de la carte bancaire : l'éditeur ne les conserve pas ; elles sont traitées par le prestataire de paiement.</li>
      </ul>
      <h3>Décision automatisée</h3>
      <p>
        Aucune décision produisant des effets juridiques à l'égard du client, ou l'affectant de manière significative, n'est fondée
        exclusivement sur un traitement automatisé, profilage compris (article 22 du RGPD).
      </p>
      <h3>Droits des personnes</h3>
      <p>
        Toute personne concernée dispose d'un droit d'accès, de rectification, d'effacement, de limitation du traitement, d'opposition au
        traitement fondé sur l'intérêt légitime et d'un droit à la portabilité des données qu'elle a fournies. Ces droits s'exercent auprès
        du délégué à la protection des données, à l'adresse {CONTACT.dpoEmail}.
      </p>
      <p>
        Elle peut aussi introduire une réclamation auprès d'une autorité de contrôle : l'éditeur étant établi en Espagne, l'autorité chef de
        file est <a href={OFFICIAL_LINKS.aepd}>l'autorité espagnole de protection des données (AEPD)</a> ; la personne peut également saisir
        l'autorité de l'État où elle réside, en France{' '}
        <a href={OFFICIAL_LINKS.cnil}>la Commission nationale de l'informatique et des libertés (CNIL)</a>.
      </p>

      <h2 id="service-client">Article 6 – Service client</h2>
      <p>Le service client répond à toute question ou réclamation relative à une commande :</p>
      <ul>
        <li>par email : {CONTACT.email} ;</li>
        <li>
          par téléphone : {CONTACT.phone}, {CONTACT.hours} ;
        </li>
        <li>
          par courrier : {PUBLISHER.name}, {PUBLISHER.address}.
        </li>
      </ul>
      <p>
        Pour faciliter le traitement d'une réclamation, le client indique la référence de sa commande, donnée par la page de confirmation et
        l'email de confirmation, ou à défaut la date de sa commande, ainsi que l'entreprise concernée et l'adresse email utilisée lors de la
        commande.
      </p>

      <h2 id="responsabilite">Article 7 – Responsabilité</h2>
      <p>
        À l'égard du client consommateur, l'éditeur est responsable de plein droit de la bonne exécution de l'ensemble du service, y compris
        des étapes accomplies par les registres qui délivrent les documents, conformément à l'article L221-15 du Code de la consommation. Il
        ne peut s'exonérer de tout ou partie de cette responsabilité qu'en prouvant que l'inexécution ou la mauvaise exécution est imputable
        au consommateur, au fait imprévisible et insurmontable d'un tiers au contrat, ou à un cas de force majeure.
      </p>
      <p>
        Les documents sont transmis tels que le registre les a délivrés, sans modification. Le service consiste à obtenir et à envoyer ces
        documents : l'éditeur ne vérifie pas et ne garantit pas l'exactitude des informations inscrites au registre ou des actes déposés,
        qui reposent sur les déclarations et les dépôts de l'entreprise concernée et sur le contrôle du greffe. Une erreur du client dans
        l'identification de l'entreprise ou dans la saisie de son adresse email relève de sa propre responsabilité.
      </p>
      <p>
        À l'égard du client professionnel, la responsabilité de l'éditeur est limitée au prix de la commande concernée, sauf faute lourde ou
        dolosive. Aucune stipulation des présentes CGV ne prive le consommateur des droits qu'il tient de la loi, notamment du remboursement
        prévu à l'article 3 lorsque le service ne peut pas être exécuté.
      </p>

      <h2 id="droit-applicable">Article 8 – Droit applicable et litiges</h2>
      <p>
        Les présentes CGV sont soumises au droit français. Ce choix ne prive pas le consommateur résidant dans un autre État membre de
        l'Union européenne de la protection que lui assurent les dispositions impératives de la loi de son pays de résidence.
      </p>
      <p>
        En cas de différend, le client est invité à s'adresser d'abord au service client, par une réclamation écrite, afin de rechercher une
        solution amiable.
      </p>
      <p>
        Conformément à l'article L612-1 du Code de la consommation, le consommateur peut ensuite recourir gratuitement à un médiateur de la
        consommation. Le médiateur désigné est {MEDIATOR.name}, {MEDIATOR.address}, joignable sur{' '}
        <a href={MEDIATOR.website}>le site du médiateur {MEDIATOR.name}</a>. Le médiateur peut être saisi si la réclamation écrite préalable
        n'a pas abouti, et au plus tard un an après cette réclamation. La liste des médiateurs référencés par la Commission d'évaluation et
        de contrôle de la médiation de la consommation (CECMC), sur laquelle chacun peut vérifier celui-ci, est publiée sur{' '}
        <a href={OFFICIAL_LINKS.mediationConso}>le site de la médiation de la consommation du ministère de l'Économie</a>.
      </p>
      <p>À défaut de solution amiable, le litige est porté devant la juridiction compétente selon les règles de droit commun.</p>
    </>
  );
}
