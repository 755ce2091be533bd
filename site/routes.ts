import type { ComponentType } from 'react';
import { BRAND_NAME, WITHDRAWAL_DAYS } from '../widget/core/offer';
import { Home } from './pages/Home';
import type { PageProps } from './pages/pageProps';
import { KbisEntreprises } from './content/kbis-entreprises';
import { KbisDefinition } from './content/kbis-definition';
import { ModificationKbis } from './content/modification-kbis';
import { DemandeKbis } from './content/demande-kbis';
import { InformationsEntreprise } from './content/informations-entreprise';
import { RechercheEntreprise } from './content/recherche-entreprise';
import { GreffeTribunalCommerce } from './content/greffe-tribunal-commerce';
import { Cgv } from './content/cgv';
import { CGV_DOWNLOAD, CGV_VERSION, cgvVersionDay, cgvVersionNote } from './data/cgv-version';
import { MentionsLegales } from './content/mentions-legales';
import { Retractation } from './content/retractation';
import { WITHDRAWAL_PATH } from './data/withdrawal';
import { Accessibilite } from './content/accessibilite';
import { ACCESSIBILITY_PATH } from './data/accessibility';
import { SOURCES, type Source } from './data/sources';
import { typeset } from './typography';
import { PRICE_PAID } from './pricePaid';
import { SELLS_CATALOGUE } from './data/catalogue';

/** `withdrawal`: the page the footer's withdrawal link opens, under that link's own words rather than in the legal list. */
export type RouteKind = 'home' | 'article' | 'legal' | 'withdrawal';

export interface Route {
  /** URL path, without trailing slash. */
  path: string;
  kind: RouteKind;
  /** `<title>`, at most 60 characters. */
  title: string;
  /** Meta description, 120 to 160 characters. */
  description: string;
  /** The page's single h1. */
  heading: string;
  /** Label for the footer and the breadcrumb. */
  label: string;
  /** Shorter label for the header navigation (articles only). */
  navLabel?: string;
  /** ISO date the content was last reviewed (JSON-LD dateModified). */
  updated: string;
  /** Said after the update date when the page's text changed more than once that day (the CGV's « (version 2) »). */
  updatedNote?: string;
  /** The file of this very version, linked under its date (the CGV's PDF). */
  download?: { href: string; label: string };
  /** ISO date an article was first published (JSON-LD datePublished): fixed once, unlike `updated`. */
  published?: string;
  /** Pages the article's facts and figures rest on, listed at its end: official ones first, then secondary ones (site-figures test). */
  sources?: readonly Source[];
  Component: ComponentType<PageProps>;
}

const UPDATED = '2026-11-27';
/** The pages revised after the content review of 28 November 2026. */
const REVISED = '2026-11-28';
/** The pages that describe the catalogue: one order for the Kbis, the statuts, the accounts and the deeds. */
const CATALOGUE_WORDS = '2026-12-07';
/** The day the seven articles were first written (the repository's first commit). */
const FIRST_PUBLISHED = '2026-11-22';

const pages: Route[] = [
  {
    path: '/',
    kind: 'home',
    title: `${BRAND_NAME} : votre extrait Kbis par email en PDF`,
    description: SELLS_CATALOGUE
      ? `Extrait Kbis, statuts, comptes annuels d'une entreprise reçus par email en PDF : ${PRICE_PAID} par document. Service privé, distinct des greffes.`
      : `Recevez l'extrait Kbis d'une entreprise par email en PDF : ${PRICE_PAID} par demande, sans abonnement. Service privé, distinct des greffes.`,
    heading: 'Votre extrait Kbis reçu par email, sans démarche',
    label: 'Accueil',
    updated: CATALOGUE_WORDS,
    Component: Home,
  },
  {
    path: '/pages/kbis-entreprises',
    kind: 'article',
    title: "Kbis d'entreprise : à quoi il sert et qui le demande",
    description:
      "Banques, bailleurs, clients : qui demande le Kbis d'une entreprise, et pourquoi l'administration ne l'exige plus dans une cinquantaine de démarches.",
    heading: "Le Kbis d'entreprise : à quoi sert-il au quotidien ?",
    label: "Kbis d'entreprise",
    updated: UPDATED,
    published: FIRST_PUBLISHED,
    sources: [
      SOURCES.kbisServicePublic,
      SOURCES.decretKbis631,
      SOURCES.decretKbis632,
      SOURCES.codeCommandePublique,
      SOURCES.codeMonetaire,
      SOURCES.monIdenum,
      SOURCES.guichetUnique,
      SOURCES.formalitesServicePublic,
      SOURCES.infogreffe,
      SOURCES.codeMonetaireR56151,
      SOURCES.codeMonetaireR56152,
      SOURCES.juritravailFinKbis,
      SOURCES.citiaDecretsKbis,
      SOURCES.keobizPrixKbis,
    ],
    Component: KbisEntreprises,
  },
  {
    path: '/pages/kbis-definition',
    kind: 'article',
    title: 'Extrait Kbis : définition, contenu et validité',
    description:
      "Qu'est-ce qu'un extrait Kbis ? Ce qu'il contient, qui peut le demander, sa durée de validité en pratique et la différence avec le SIREN.",
    heading: 'Extrait Kbis : définition et contenu',
    label: 'Définition du Kbis',
    navLabel: 'Définition',
    updated: UPDATED,
    published: FIRST_PUBLISHED,
    sources: [
      SOURCES.kbisServicePublic,
      SOURCES.codeCommerce,
      SOURCES.codeMonetaire,
      SOURCES.decretKbis631,
      SOURCES.sirene,
      SOURCES.dataInpi,
      SOURCES.monIdenum,
      SOURCES.infogreffe,
      SOURCES.codeMonetaireR56151,
      SOURCES.codeMonetaireR56152,
      SOURCES.juritravailFinKbis,
      SOURCES.citiaDecretsKbis,
      SOURCES.cnspSiret,
      SOURCES.sirenCleControle,
      SOURCES.monIdenumGratuit,
      SOURCES.keobizPrixKbis,
    ],
    Component: KbisDefinition,
  },
  {
    path: '/pages/modification-kbis',
    kind: 'article',
    title: 'Modifier un Kbis : démarches via le Guichet unique',
    description:
      'Transfert de siège, nouveau dirigeant, capital : comment déclarer une modification au Guichet unique pour mettre à jour votre Kbis.',
    heading: 'Modifier son Kbis : les démarches pas à pas',
    label: 'Modification du Kbis',
    navLabel: 'Modification',
    updated: UPDATED,
    published: FIRST_PUBLISHED,
    sources: [
      SOURCES.guichetUnique,
      SOURCES.formalitesServicePublic,
      SOURCES.codeCommerce,
      SOURCES.codeMonetaireBeneficiaires,
      SOURCES.bodacc,
      SOURCES.monIdenum,
      SOURCES.infogreffe,
      SOURCES.juriciteBeneficiaires,
      SOURCES.legalstartFraisGreffe,
      SOURCES.transfertSiegeAnnonces,
      SOURCES.keobizPrixKbis,
    ],
    Component: ModificationKbis,
  },
  {
    path: '/pages/demande-kbis',
    kind: 'article',
    title: "Demande de Kbis : toutes les façons de l'obtenir",
    description:
      'Au greffe, par courrier, en ligne ou par notre service : comparez les façons de demander un extrait Kbis, leurs délais et leurs tarifs.',
    heading: 'Demander un extrait Kbis : les options et leurs tarifs',
    label: 'Demande de Kbis',
    navLabel: 'Demande',
    updated: CATALOGUE_WORDS,
    published: FIRST_PUBLISHED,
    sources: [
      SOURCES.kbisServicePublic,
      SOURCES.infogreffe,
      SOURCES.monIdenum,
      SOURCES.dataInpi,
      SOURCES.dataInpiFaq,
      SOURCES.apiEntrepriseActesBilans,
      SOURCES.inpiApis,
      SOURCES.codeCommerce,
      SOURCES.dgccrfAidesDemarches,
      SOURCES.decretKbis631,
      SOURCES.decretKbis632,
      SOURCES.codeConsommation,
      SOURCES.codeMonetaire,
      SOURCES.codeMonetaireR56151,
      SOURCES.codeMonetaireR56152,
      SOURCES.keobizPrixKbis,
      SOURCES.juritravailFinKbis,
      SOURCES.citiaDecretsKbis,
      SOURCES.monIdenumGratuit,
      SOURCES.dataInpiInscription,
      SOURCES.apiInpiTelechargement,
    ],
    Component: DemandeKbis,
  },
  {
    path: '/pages/informations-entreprise',
    kind: 'article',
    title: "Informations d'entreprise : où les trouver",
    description:
      'SIREN, dirigeants, capital, comptes annuels : quelles informations sur une entreprise sont publiques et où les consulter gratuitement.',
    heading: 'Informations sur une entreprise : ce qui est public',
    label: 'Informations entreprise',
    navLabel: 'Informations',
    updated: CATALOGUE_WORDS,
    published: FIRST_PUBLISHED,
    sources: [
      SOURCES.annuaireEntreprises,
      SOURCES.dataInpi,
      SOURCES.dataInpiFaq,
      SOURCES.apiEntrepriseActesBilans,
      SOURCES.avisSirene,
      SOURCES.infogreffe,
      SOURCES.bodacc,
      SOURCES.codeMonetaireBeneficiaires,
      SOURCES.juritravailFinKbis,
      SOURCES.cjueBeneficiaires,
      SOURCES.keobizPrixKbis,
      SOURCES.codeCommerceL23225,
      SOURCES.dataInpiInscription,
    ],
    Component: InformationsEntreprise,
  },
  {
    path: '/pages/recherche-entreprise',
    kind: 'article',
    title: 'Rechercher une entreprise par nom ou par SIRET',
    description:
      "Retrouvez une entreprise à partir de son nom, de son SIREN ou de son SIRET, vérifiez ses données et évitez les confusions d'homonymes.",
    heading: 'Rechercher une entreprise : méthodes et astuces',
    label: 'Recherche entreprise',
    navLabel: 'Recherche',
    updated: UPDATED,
    published: FIRST_PUBLISHED,
    sources: [
      SOURCES.annuaireEntreprises,
      SOURCES.sirene,
      SOURCES.avisSirene,
      SOURCES.dataInpi,
      SOURCES.bodacc,
      SOURCES.kbisServicePublic,
      SOURCES.infogreffe,
      SOURCES.cnspSiret,
      SOURCES.sirenCleControle,
      SOURCES.keobizPrixKbis,
    ],
    Component: RechercheEntreprise,
  },
  {
    path: '/pages/greffe-tribunal-commerce',
    kind: 'article',
    title: 'Greffe du tribunal de commerce : son rôle',
    description:
      'Tenue du RCS, contrôle des formalités, délivrance des extraits : le rôle du greffe du tribunal de commerce et comment le contacter.',
    heading: 'Le greffe du tribunal de commerce et son rôle',
    label: 'Greffe du tribunal',
    navLabel: 'Greffe',
    updated: REVISED,
    published: FIRST_PUBLISHED,
    sources: [
      SOURCES.codeCommerce,
      SOURCES.loiTribunauxActivitesEconomiques,
      SOURCES.decretTribunauxActivitesEconomiques,
      SOURCES.infogreffe,
      SOURCES.guichetUnique,
      SOURCES.formalitesServicePublic,
      SOURCES.kbisServicePublic,
      SOURCES.auditionGreffiers,
      SOURCES.dallozTae,
      SOURCES.keobizPrixKbis,
    ],
    Component: GreffeTribunalCommerce,
  },
  {
    path: '/pages/cgv',
    kind: 'legal',
    title: `Conditions générales de vente | ${BRAND_NAME}`,
    description: `Conditions générales de vente de ${BRAND_NAME} : prix, paiement par carte, exécution du service, droit de rétractation, données et litiges.`,
    heading: 'Conditions générales de vente',
    label: 'CGV',
    updated: cgvVersionDay(CGV_VERSION),
    ...(cgvVersionNote(CGV_VERSION) && { updatedNote: cgvVersionNote(CGV_VERSION) }),
    download: CGV_DOWNLOAD,
    Component: Cgv,
  },
  {
    path: '/pages/mentions-legales',
    kind: 'legal',
    title: `Mentions légales | ${BRAND_NAME}`,
    description: `Mentions légales du site ${BRAND_NAME} : éditeur, directrice de la publication, hébergeur et contact du délégué à la protection des données.`,
    heading: 'Mentions légales',
    label: 'Mentions légales',
    updated: UPDATED,
    Component: MentionsLegales,
  },
  {
    path: ACCESSIBILITY_PATH,
    kind: 'legal',
    title: `Accessibilité | ${BRAND_NAME}`,
    description: `Accessibilité du site ${BRAND_NAME} et de son formulaire de commande : ce qui est vérifié, comment, ce qui ne l'est pas et comment nous alerter.`,
    heading: 'Accessibilité',
    label: 'Accessibilité',
    updated: REVISED,
    Component: Accessibilite,
  },
  {
    path: WITHDRAWAL_PATH,
    kind: 'withdrawal',
    title: `Rétractation : renoncer à votre commande | ${BRAND_NAME}`,
    description: `Renoncer à votre commande ${BRAND_NAME} dans les ${WITHDRAWAL_DAYS} jours : qui peut se rétracter, comment le déclarer et quand vous êtes remboursé.`,
    heading: 'Renoncer à votre commande : le droit de rétractation',
    label: 'Rétractation',
    updated: REVISED,
    Component: Retractation,
  },
];

/** The one list of pages: prerendering, navigation, sitemap and tests all iterate it. */
export const routes: Route[] = pages.map((page) => ({
  ...page,
  title: typeset(page.title),
  description: typeset(page.description),
  heading: typeset(page.heading),
  label: typeset(page.label),
  ...(page.navLabel && { navLabel: typeset(page.navLabel) }),
  ...(page.sources && {
    sources: [...page.sources]
      .sort((a, b) => Number(b.primary) - Number(a.primary))
      .map((source) => ({ ...source, title: typeset(source.title) })),
  }),
}));

export const articleRoutes = routes.filter((route) => route.kind === 'article');
export const legalRoutes = routes.filter((route) => route.kind === 'legal');
