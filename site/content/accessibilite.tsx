import { CONTACT, PUBLISHER } from '../data/operator';
import { SCREEN_READER_TESTED, SCREEN_READERS_UNTESTED, TESTED_WIDTHS_PX, WCAG_VERSION } from '../data/accessibility';
import { PAYMENT_PROVIDER } from '../data/payment';
import { BRAND_NAME } from '../../widget/core/offer';
import { BUTTONS } from '../../widget/core/copy';
import { NBSP } from '../../widget/core/format';

const WIDTHS = TESTED_WIDTHS_PX.map((width) => `${width}${NBSP}px`);

/**
 * Body of /pages/accessibilite: the operator's accessibility statement (Code de la consommation
 * L412-13, décret n° 2023-931): what the site and the order dialog meet, how it is checked, what is
 * not, and how to report a problem.
 */
export function Accessibilite() {
  return (
    <>
      <p>
        {PUBLISHER.name}, qui édite {BRAND_NAME}, veut que son site et son formulaire de commande puissent être utilisés par tous, y compris
        par les personnes en situation de handicap. Cette déclaration dit ce qui est vérifié et comment, ce qui ne l'est pas encore, et
        comment nous signaler un problème. Elle donne les informations prévues pour les services de commerce électronique par l'article
        L412-13 du Code de la consommation et par le décret n° 2023-931.
      </p>

      <h2 id="perimetre">Ce que couvre cette déclaration</h2>
      <p>
        Elle porte sur toutes les pages du site, sur le dialogue de commande en trois étapes (Entreprise, Facturation, Récapitulatif), qu'il
        soit ouvert sur ce site ou sur le site d'un partenaire, sur les pages de confirmation, d'annulation et de rétractation qui suivent
        la commande et sur la page de suivi de la commande, avec le téléchargement de l'extrait. Elle porte aussi sur les emails que nous
        adressons au client (confirmation de commande, accusé de réception et réponse à une déclaration de rétractation, envoi de l'extrait,
        remboursement) et sur les documents PDF joints : les CGV, les factures et les avoirs. La page de paiement qui suit le bouton{' '}
        {'«\u00a0'}
        {BUTTONS.confirm}
        {'\u00a0»'} est fournie par notre prestataire de paiement, {PAYMENT_PROVIDER.name} (Stripe Checkout). Si vous ne pouvez pas
        l'utiliser, écrivez-nous : nous chercherons avec vous un autre moyen de régler votre commande.
      </p>

      <h2 id="etat">État de conformité</h2>
      <p>
        Le site et le dialogue de commande visent les critères des niveaux A et AA des règles pour l'accessibilité des contenus web (WCAG{' '}
        {WCAG_VERSION}) du W3C. Ils sont vérifiés par les tests automatiques du site, décrits ci-dessous, qui ne relèvent aucune erreur.
        Aucun audit complet, critère par critère, n'a encore été mené par un organisme extérieur : nous ne déclarons donc pas une conformité
        totale.
      </p>

      <h2 id="verifications">Ce que nous vérifions, et comment</h2>
      <ul>
        <li>
          <strong>Analyse automatique</strong> : chaque page du site, affichée sur un écran de téléphone ({WIDTHS[0]} de large) et
          d'ordinateur ({WIDTHS[1]}), chaque étape du dialogue de commande, avec ou sans message d'erreur, les pages de paiement du mode de
          test, de confirmation, d'annulation et de rétractation enregistrée, la page de suivi de la commande, aux mêmes largeurs, et les
          emails de confirmation, d'accusé de réception et de réponse à une rétractation sont analysés par l'outil axe-core selon les
          critères des niveaux A et AA des WCAG {WCAG_VERSION}.
        </li>
        <li>
          <strong>Documents PDF</strong> : les factures et les avoirs sont des PDF balisés, en français, dont le titre s'affiche : un
          lecteur d'écran en suit la structure et l'ordre de lecture. Les CGV jointes en PDF se lisent aussi comme une page de ce site.
        </li>
        <li>
          <strong>Clavier seul</strong> : une commande complète se passe sans souris ; le focus entre dans le dialogue, y reste, puis
          revient au bouton qui l'a ouvert.
        </li>
        <li>
          <strong>Lecteur d'écran</strong> : {SCREEN_READER_TESTED.reader}, lisant {SCREEN_READER_TESTED.browser} sous{' '}
          {SCREEN_READER_TESTED.system}, annonce l'ouverture du dialogue, chaque étape, chaque erreur et la confirmation ; un test écoute ce
          qu'il dit, moment par moment.
        </li>
        <li>
          <strong>Couleurs forcées</strong> : en mode de contraste élevé, les bords, l'étape en cours, l'anneau de focus et les messages
          restent visibles.
        </li>
        <li>
          <strong>Navigateurs</strong> : les parcours de commande sont vérifiés dans Chromium, dans Firefox et dans WebKit, le moteur de
          Safari.
        </li>
      </ul>

      <h2 id="limites">Ce qui n'est pas vérifié</h2>
      <ul>
        <li>
          Les lecteurs d'écran {SCREEN_READERS_UNTESTED[0]} et {SCREEN_READERS_UNTESTED[1]} (Windows) et {SCREEN_READERS_UNTESTED[2]}{' '}
          (macOS, iOS) ne sont pas testés : ce qu'ils annoncent du site et du dialogue n'est pas vérifié.
        </li>
        <li>
          Une analyse automatique ne repère qu'une partie des obstacles possibles ; la clarté des textes et des intitulés, par exemple,
          relève d'une relecture humaine.
        </li>
        <li>
          Les emails sont analysés tels que nous les envoyons, dans un navigateur : leur affichage par chaque logiciel ou service de
          messagerie n'est pas vérifié.
        </li>
        <li>La page de paiement de Stripe Checkout n'est pas analysée par nos tests.</li>
      </ul>

      <h2 id="signaler">Signaler un problème</h2>
      <p>
        Si une page ou une étape de la commande vous est difficile ou impossible à utiliser, écrivez-nous à {CONTACT.email}. Décrivez la
        page et le problème rencontré et, si vous le pouvez, votre navigateur et l'aide technique que vous utilisez (lecteur d'écran, loupe,
        commande vocale…). Nous vous répondrons et vous proposerons un autre moyen de passer votre commande.
      </p>
    </>
  );
}
