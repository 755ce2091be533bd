import { CONTACT } from '../data/operator';
import { OFFICIAL_LINKS } from '../data/sources';
import { BRAND_NAME, DELIVERY_WORKING_DAYS, PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/offer';
import { FACTS, formatFact, KBIS_RECENT_MONTHS, EARLIER_GREFFE_FEES_EUR } from '../data/facts';
import { WITHDRAWAL_DAYS } from '../../widget/core/offer';
import { formatPriceHt, formatWorkingDays } from '../../widget/core/format';
import { DataTable } from '../layout/DataTable';
import { OrderButton } from '../layout/OrderButton';
import {
  GREFFE_FEES_TTC,
  GreffeFeeCell,
  greffePrice,
  NO_VAT_ADDED,
  OnlineFees,
  OnlineFeesNote,
  OurPrice,
  PER_DOCUMENT,
  TariffNote,
} from '../layout/Prices';
import { PRICE_PAID } from '../pricePaid';
import { CATALOGUE_ROWS, NOT_PUBLISHED, SELLS_CATALOGUE } from '../data/catalogue';
import type { PageProps } from './pageProps';

const DELAY = formatWorkingDays(DELIVERY_WORKING_DAYS);
const PRICE = formatPriceHt(PRICE_HT_EUR);

const BENEFITS = [
  {
    title: 'Un Kbis à jour',
    text: `L'extrait est demandé au registre pour votre commande : vous recevez en PDF le document tel qu'il est délivré ce jour-là, pas une copie ancienne, sous ${DELAY} dès le début de l'exécution.`,
    icon: 'M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6zM9 12l2 2 4-4',
  },
  {
    title: 'Commande en 1 minute',
    text: `Trois étapes : ${SELLS_CATALOGUE ? "l'entreprise et les documents voulus" : "l'entreprise"}, vos coordonnées de facturation, le récapitulatif, puis le paiement par carte. Cochez la case d'exécution immédiate pour que nous commencions dès l'acceptation du paiement ; sinon, la commande est traitée à la fin du délai de rétractation de ${WITHDRAWAL_DAYS} jours dont disposent les consommateurs.`,
    icon: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  },
  {
    title: 'Prix transparent',
    text: SELLS_CATALOGUE
      ? `${PRICE} ${PER_DOCUMENT}, sans abonnement ni frais ajoutés, plusieurs documents d'une même entreprise dans une seule commande. ${VAT_NOTICE} : ${NO_VAT_ADDED} ${PER_DOCUMENT}.`
      : `${PRICE} par demande, sans abonnement ni frais ajoutés. ${VAT_NOTICE} : ${NO_VAT_ADDED}.`,
    icon: 'M4 7h16v10H4zM4 11h16M8 15h3',
  },
] as const;

const USES = [
  'une banque, pour ouvrir un compte professionnel, accorder un crédit ou installer un terminal de paiement ;',
  'un bailleur, avant de signer ou de renouveler un bail commercial ;',
  "un fournisseur, avant d'accorder des délais de paiement ;",
  'un client ou un partenaire, avant de vous référencer ou de signer un contrat.',
];

/** What one order may hold, where each document comes from and when it is sent: the build with an order service only. */
function Catalogue() {
  return (
    <section className="section" aria-labelledby="documents">
      <div className="section-inner prose">
        <h2 id="documents">Quatre documents, une seule commande</h2>
        <p>
          Cochez dans le formulaire les documents voulus pour une même entreprise, {PRICE} chacun. Nous envoyons chacun dès qu'il est prêt,
          en PDF par email, et vous pouvez aussi le télécharger depuis la page de votre commande.
        </p>
        <DataTable
          captionId="tableau-documents"
          caption={<caption id="tableau-documents">Les documents et leur délai d'envoi</caption>}
          columns={['Document', "D'où il vient", 'Envoi']}
          rows={CATALOGUE_ROWS.map((row) => ({ cells: [row.label, row.origin, row.sent] }))}
        />
        <p>
          Notre service cherche lui-même les statuts et les comptes annuels au registre, par l'interface de programmation (API) que l'INPI
          met à la disposition de ses utilisateurs : vous recevez les fichiers publiés, sans modification, et non une copie certifiée
          conforme par le greffier. {NOT_PUBLISHED} Le détail est dans nos <a href="/pages/cgv#objet">conditions générales de vente</a>.
        </p>
      </div>
    </section>
  );
}

/** Home page: hero, benefits, why a recent Kbis matters, and an honest price comparison. */
export function Home({ heading }: PageProps) {
  return (
    <>
      <section className="hero" aria-labelledby="titre">
        <div className="hero-inner">
          <h1 id="titre">{heading}</h1>
          <p className="hero-lead">
            {SELLS_CATALOGUE
              ? "Donnez-nous le nom ou le SIRET d'une entreprise : nous vous envoyons en PDF son extrait Kbis, ses statuts ou ses comptes annuels."
              : "Donnez-nous le nom ou le numéro SIRET d'une entreprise : nous obtenons son extrait Kbis et vous l'envoyons en PDF par email."}
          </p>
          <p className="hero-terms">
            Envoi sous {DELAY} à compter du début de l'exécution : dès l'acceptation du paiement si vous demandez l'exécution immédiate,
            sinon à la fin du délai de rétractation de {WITHDRAWAL_DAYS} jours dont disposent les consommateurs.
            {SELLS_CATALOGUE &&
              " Les statuts et les comptes annuels que publie le registre vous parviennent en général quelques minutes après le début de l'exécution, de jour comme de nuit."}
          </p>
          <div className="hero-order">
            <OrderButton variant="large" />
            <p className="hero-price">
              <strong>{PRICE}</strong> {SELLS_CATALOGUE ? PER_DOCUMENT : 'par demande'}, sans abonnement.{' '}
              <span>
                {VAT_NOTICE} : {NO_VAT_ADDED}
                {SELLS_CATALOGUE && ` ${PER_DOCUMENT}`}.
              </span>
            </p>
          </div>
          <p className="hero-note">
            {BRAND_NAME} est un service privé, non affilié aux greffes, et la voie officielle est moins chère. Au guichet du greffe,
            l'extrait coûtait par exemple {greffePrice(EARLIER_GREFFE_FEES_EUR.counter)} ; le représentant légal d'une société obtient
            gratuitement celui de sa société sur MonIdenum, sauf notamment en Alsace-Moselle.
          </p>
          <TariffNote />
          {SELLS_CATALOGUE ? (
            <p className="hero-note">
              Les statuts, les comptes annuels et les autres actes sont ceux que la société a déposés et que publie le Registre national des
              entreprises : chacun peut les télécharger gratuitement, avec un compte, sur{' '}
              <a href={OFFICIAL_LINKS.dataInpi}>le site de données de l'INPI</a>. Notre prix paie la recherche du bon document et son envoi,
              pas un accès réservé.
            </p>
          ) : (
            <p className="hero-note">
              Statuts, comptes annuels et actes : la commande en ligne ne porte que sur l'extrait Kbis. Pour ces documents, écrivez à notre
              service client ({CONTACT.email}), au même prix par document, ou téléchargez-les gratuitement sur{' '}
              <a href={OFFICIAL_LINKS.dataInpi}>le site de données de l'INPI</a>.
            </p>
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="avantages">
        <h2 id="avantages">Un service simple, un prix clair</h2>
        <ul className="cards">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="card">
              <svg className="card-icon" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={benefit.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {SELLS_CATALOGUE && <Catalogue />}

      <section className="section section-alt" aria-labelledby="moins-de-trois-mois">
        <div className="section-inner prose">
          <h2 id="moins-de-trois-mois">Pourquoi un Kbis de moins de {KBIS_RECENT_MONTHS} mois ?</h2>
          <p>
            Aucun texte ne donne à l'extrait Kbis une durée de validité générale. Le document décrit la société au jour où il est délivré :
            dirigeants, siège, capital, activité, et les éventuelles procédures collectives. Comme tout cela peut changer, vos
            interlocuteurs veulent en pratique un extrait de moins de {KBIS_RECENT_MONTHS} mois. C'est ce que vous demandera par exemple :
          </p>
          <ul>
            {USES.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
          <p>
            Pour les banques, ce n'est pas qu'une habitude : pour vérifier l'identité d'une société cliente, le Code monétaire et financier
            (article R561-5-1) prévoit notamment la production d'un extrait de registre officiel de moins de {KBIS_RECENT_MONTHS} mois, et
            la plupart des banques le demandent.
          </p>
          <p>
            Pour une cinquantaine de démarches administratives, en revanche, les administrations ne vous le réclament plus : depuis le{' '}
            {formatFact(FACTS.sirenInsteadOfKbis)}, votre numéro SIREN suffit, marchés publics compris, et l'administration lit elle-même
            les données de l'entreprise. Pour savoir ce que contient l'extrait, lisez notre{' '}
            <a href="/pages/kbis-definition">définition de l'extrait Kbis</a>.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="comparatif">
        <div className="section-inner prose">
          <h2 id="comparatif">Voie officielle ou {BRAND_NAME} : comparez les prix</h2>
          <p>
            Soyons clairs : <strong>la voie officielle est moins chère</strong>. Le greffe du tribunal de commerce délivre l'extrait Kbis au
            tarif réglementé, et le représentant légal d'une société peut même obtenir gratuitement le Kbis de sa propre entreprise sur{' '}
            <a href={OFFICIAL_LINKS.monIdenum}>le site officiel MonIdenum</a>, sauf notamment en Alsace-Moselle.
          </p>
          <DataTable
            captionId="tableau-1"
            caption={<caption id="tableau-1">Prix d'un extrait Kbis</caption>}
            columns={['Où le demander', 'Prix']}
            rows={[
              { cells: ['Au guichet du greffe', <GreffeFeeCell key="counter" amount={EARLIER_GREFFE_FEES_EUR.counter} />] },
              { cells: ['Auprès du greffe, par courrier', <GreffeFeeCell key="post" amount={EARLIER_GREFFE_FEES_EUR.post} />] },
              { cells: ['Auprès du greffe, en PDF par email', <OnlineFees key="online" />] },
              { cells: [`${BRAND_NAME}, service privé, PDF par email`, PRICE_PAID], highlight: true },
            ]}
          />
          <p>
            {GREFFE_FEES_TTC} <OnlineFeesNote />
          </p>
          <p>
            {BRAND_NAME} est un service privé et indépendant. Notre prix, <OurPrice />, ne paie pas un document différent : il rémunère la
            prise en charge de votre demande, de la commande auprès du registre jusqu'à l'envoi du PDF, et l'assistance de notre service
            client. Si vous préférez faire la démarche vous-même, tout est expliqué dans notre guide{' '}
            <a href="/pages/demande-kbis">pour demander un extrait Kbis</a>.
          </p>
          <p className="center">
            <OrderButton />
          </p>
        </div>
      </section>
    </>
  );
}
