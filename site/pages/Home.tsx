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
import { OrderButton } from '../layout/OrderButton';
import type { PageProps } from '../routes';

const BENEFITS = [
  {
    title: 'Un Kbis à jour',
    text: "L'extrait est demandé au registre après votre commande : vous recevez le document tel qu'il est délivré ce jour-là, pas une copie ancienne.",
    icon: 'M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6zM9 12l2 2 4-4',
  },
  {
    title: 'Commande en 1 minute',
    text: "Trois étapes : l'entreprise, vos coordonnées de facturation, le récapitulatif. Aucun compte à créer, aucun justificatif à fournir.",
    icon: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  },
  {
    title: 'Prix transparent',
    text: `${formatPriceHt(PRICE_HT_EUR)} par demande, sans abonnement ni frais ajoutés. Le prix affiché est celui que vous payez.`,
    icon: 'M4 7h16v10H4zM4 11h16M8 15h3',
  },
] as const;

const USES = [
  "l'ouverture d'un compte bancaire professionnel ou une demande de financement ;",
  "la réponse à un appel d'offres ou à un marché public ;",
  "la signature ou le renouvellement d'un bail commercial ;",
  "la vérification d'un fournisseur, d'un client ou d'un partenaire avant de signer.",
];

const PRICE_ROWS = [
  { label: 'Au guichet du greffe', price: formatEuro(OFFICIAL_PRICES_EUR.counter) },
  { label: 'Auprès du greffe, par courrier', price: formatEuro(OFFICIAL_PRICES_EUR.post) },
  { label: 'Auprès du greffe, en PDF par email', price: formatEuro(OFFICIAL_PRICES_EUR.emailPdf) },
] as const;

/** Home page: hero, benefits, why a recent Kbis matters, and an honest price comparison. */
export function Home({ heading }: PageProps) {
  return (
    <>
      <section className="hero" aria-labelledby="titre">
        <div className="hero-inner">
          <h1 id="titre">{heading}</h1>
          <p className="hero-lead">
            Donnez-nous le nom ou le numéro SIRET de l'entreprise : nous obtenons son extrait Kbis et vous l'envoyons en
            PDF par email. Statuts, comptes annuels et actes peuvent aussi être demandés.
          </p>
          <div className="hero-order">
            <OrderButton variant="large" />
            <p className="hero-price">
              <strong>{formatPriceHt(PRICE_HT_EUR)}</strong> par demande, sans abonnement
              <span>{VAT_NOTICE}</span>
            </p>
          </div>
          <p className="hero-note">
            {BRAND_NAME} est un service privé, non affilié aux greffes : l'extrait est aussi disponible, moins cher, par
            la voie officielle (dès {formatEuro(OFFICIAL_PRICES_EUR.counter)} au greffe).
          </p>
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

      <section className="section section-alt" aria-labelledby="moins-de-trois-mois">
        <div className="section-inner prose">
          <h2 id="moins-de-trois-mois">Pourquoi un Kbis de moins de {KBIS_RECENT_MONTHS} mois ?</h2>
          <p>
            Aucun texte ne fixe de durée de validité à l'extrait Kbis. Il reflète pourtant la situation de l'entreprise
            au jour de sa délivrance : dirigeants, siège, capital, activité, et les éventuelles procédures collectives.
            C'est pourquoi la plupart des interlocuteurs exigent un extrait de moins de {KBIS_RECENT_MONTHS} mois, par
            exemple pour :
          </p>
          <ul>
            {USES.map((use) => <li key={use}>{use}</li>)}
          </ul>
          <p>
            Un extrait plus ancien peut être refusé, même si rien n'a changé entre-temps. Pour tout savoir sur son
            contenu, lisez notre <a href="/pages/kbis-definition">définition de l'extrait Kbis</a>.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="comparatif">
        <div className="section-inner prose">
          <h2 id="comparatif">Voie officielle ou {BRAND_NAME} : comparez les prix</h2>
          <p>
            Soyons clairs : <strong>la voie officielle est moins chère</strong>. Le greffe du tribunal de commerce
            délivre l'extrait Kbis au tarif réglementé, et le représentant légal d'une société peut même obtenir
            gratuitement le Kbis de sa propre entreprise sur <a href={OFFICIAL_LINKS.monIdenum}>le site officiel MonIdenum</a>.
          </p>
          <div className="table-wrap" role="region" tabIndex={0} aria-labelledby="tableau-1">
            <table>
              <caption id="tableau-1">Prix d'un extrait Kbis (tarifs réglementés du greffe au {OFFICIAL_PRICES_DATE})</caption>
              <thead>
                <tr>
                  <th scope="col">Où le demander</th>
                  <th scope="col">Prix</th>
                </tr>
              </thead>
              <tbody>
                {PRICE_ROWS.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.price}</td>
                  </tr>
                ))}
                <tr className="row-highlight">
                  <th scope="row">{BRAND_NAME}, service privé, PDF par email</th>
                  <td>{formatPriceHt(PRICE_HT_EUR)}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            {BRAND_NAME} est un service privé et indépendant : notre prix rémunère la prise en charge de votre demande,
            de la commande auprès du registre jusqu'à l'envoi du PDF, et l'assistance de notre service client. Si vous
            préférez faire la démarche vous-même, tout est expliqué dans notre guide{' '}
            <a href="/pages/demande-kbis">pour demander un extrait Kbis</a>.
          </p>
          <p className="center"><OrderButton /></p>
        </div>
      </section>
    </>
  );
}
