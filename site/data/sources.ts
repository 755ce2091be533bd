/**
 * A page a fact rests on, listed under the "Sources" heading of the articles that state the fact.
 * Here beside the facts (facts.ts) that cite them; the widget prints none.
 */
import { INFOGREFFE_URL } from '../../widget/core/offer';

export interface Source {
  /** Link text: what the page is, never its address. */
  title: string;
  /** Who publishes it, shown after the link. */
  publisher: string;
  url: string;
  /** True for the authority itself (the law, the registry, the administration); false for a page reporting it, marked as such on the pages. */
  primary: boolean;
}

const LEGIFRANCE = 'Légifrance';

/** The pages the articles cite: each article lists its own in site/routes.ts, plus the sources of the facts it states. */
export const SOURCES = {
  kbisServicePublic: {
    title: 'Comment obtenir un extrait K ou Kbis ?',
    publisher: 'entreprendre.service-public.fr',
    url: 'https://entreprendre.service-public.fr/vosdroits/F21000',
    primary: true,
  },
  decretKbis631: {
    title: 'Décret n° 2021-631 du 21 mai 2021, premier des deux « décrets Kbis »',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/eli/decret/2021/5/21/2021-631/jo/texte',
    primary: true,
  },
  decretKbis632: {
    title: 'Décret n° 2021-632 du 21 mai 2021, second « décret Kbis »',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/eli/decret/2021/5/21/2021-632/jo/texte',
    primary: true,
  },
  codeCommerce: {
    title: 'Code de commerce (registre du commerce et des sociétés, extraits : articles R123-150 et suivants)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000005634379/',
    primary: true,
  },
  codeCommerceRcsPersons: {
    title: 'Code de commerce, article L123-1 (qui est immatriculé au registre du commerce et des sociétés)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000005634379/',
    primary: true,
  },
  codeMonetaire: {
    title: 'Code monétaire et financier (vérification de l’identité des clients : articles R561-5-1 et R561-5-2)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006072026/',
    primary: true,
  },
  codeMonetaireR56151: {
    title: 'Article R561-5-1 du Code monétaire et financier, texte et traduction anglaise',
    publisher: 'French Business Law',
    url: 'https://french-business-law.com/french-legislation-art/article-r561-5-1-of-the-french-monetary-and-financial-code/',
    primary: false,
  },
  codeMonetaireR56152: {
    title: 'Article R561-5-2 du Code monétaire et financier',
    publisher: 'Doctrine',
    url: 'https://www.doctrine.fr/l/texts/codes/LEGITEXT000006072026/articles/LEGIARTI000041577229',
    primary: false,
  },
  codeMonetaireBeneficiaires: {
    title: 'Code monétaire et financier (registre des bénéficiaires effectifs : article R561-55)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006072026/',
    primary: true,
  },
  codeCommandePublique: {
    title: 'Code de la commande publique (justificatifs des candidats : article R2143-9)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000037701019/',
    primary: true,
  },
  loiTribunauxActivitesEconomiques: {
    title: 'Loi n° 2023-1059 du 20 novembre 2023, article 26 (expérimentation des tribunaux des activités économiques)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/eli/loi/2023/11/20/2023-1059/jo/texte',
    primary: true,
  },
  decretTribunauxActivitesEconomiques: {
    title: 'Décret n° 2024-674 du 3 juillet 2024 relatif à l’expérimentation du tribunal des activités économiques',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/eli/decret/2024/7/3/2024-674/jo/texte',
    primary: true,
  },
  formalitesServicePublic: {
    title: 'Création, modification ou cessation d’activité : à qui faut-il s’adresser ?',
    publisher: 'entreprendre.service-public.fr',
    url: 'https://entreprendre.service-public.fr/vosdroits/F24023',
    primary: true,
  },
  guichetUnique: {
    title: 'Guichet unique des formalités des entreprises',
    publisher: 'INPI',
    url: 'https://formalites.entreprises.gouv.fr',
    primary: true,
  },
  dataInpi: {
    title: 'Actes, statuts, comptes annuels et attestation d’immatriculation au RNE des entreprises',
    publisher: 'INPI, data.inpi.fr',
    url: 'https://data.inpi.fr',
    primary: true,
  },
  dataInpiFaq: {
    title: 'FAQ du portail DATA INPI : comptes annuels, actes et statuts des entreprises',
    publisher: 'INPI, data.inpi.fr',
    url: 'https://data.inpi.fr/faq',
    primary: true,
  },
  inpiApis: {
    title: 'Accès aux API et FTP : les données du Registre national des entreprises',
    publisher: 'INPI',
    url: 'https://www.inpi.fr/ressources/propriete-intellectuelle/acces-aux-api-et-ftp',
    primary: true,
  },
  apiEntrepriseActesBilans: {
    title: 'Actes et bilans d’une entreprise inscrite au Registre national des entreprises',
    publisher: 'API Entreprise, entreprise.api.gouv.fr',
    url: 'https://entreprise.api.gouv.fr/catalogue/inpi/rne/actes_bilans',
    primary: true,
  },
  codeCommerceL23225: {
    title: 'Article L232-25 du Code de commerce (comptes annuels non rendus publics)',
    publisher: 'Doctrine',
    url: 'https://www.doctrine.fr/l/texts/codes/LEGITEXT000005634379/articles/LEGIARTI000028544766',
    primary: false,
  },
  dataInpiInscription: {
    title: 'Data Inpi : le portail open data du RCS (enfin) lancé',
    publisher: 'Précisément',
    url: 'https://precisement.org/blog/Data-Inpi-le-portail-open-data-du-RCS-enfin-lance.html',
    primary: false,
  },
  apiInpiTelechargement: {
    title: 'Automatiser le téléchargement des documents juridiques et financiers des entreprises à l’aide de l’API de l’INPI',
    publisher: 'Audit & Systèmes d’information',
    url: 'https://www.auditsi.eu/?p=12303',
    primary: false,
  },
  infogreffe: {
    title: 'Extraits Kbis et tarifs des greffes des tribunaux de commerce',
    publisher: 'Infogreffe',
    url: 'https://www.infogreffe.fr',
    primary: true,
  },
  monIdenum: {
    title: 'MonIdenum, l’identité numérique des dirigeants',
    publisher: 'greffes des tribunaux de commerce',
    url: 'https://www.monidenum.fr',
    primary: true,
  },
  annuaireEntreprises: {
    title: 'Annuaire des entreprises de l’administration',
    publisher: 'État, annuaire-entreprises.data.gouv.fr',
    url: 'https://annuaire-entreprises.data.gouv.fr',
    primary: true,
  },
  sirene: {
    title: 'Répertoire Sirene des entreprises et de leurs établissements',
    publisher: 'INSEE',
    url: 'https://www.sirene.fr',
    primary: true,
  },
  associationKbisCas: {
    title: 'Extrait Kbis d’une association : comment l’obtenir ?',
    publisher: 'assistant-juridique.fr',
    url: 'https://www.assistant-juridique.fr/rcs_association.jsp',
    primary: false,
  },
  associationRna: {
    title: 'L’extrait de kbis d’association',
    publisher: 'LegalPlace',
    url: 'https://www.legalplace.fr/guides/kbis-association/',
    primary: false,
  },
  attestationRne: {
    title: 'Attestation gratuite d’immatriculation au RNE : comment l’obtenir ?',
    publisher: 'annonces-legales.fr',
    url: 'https://annonces-legales.fr/actualite/attestation-gratuite-dimmatriculation-au-rne-comment-lobtenir',
    primary: false,
  },
  avisSireneGratuit: {
    title: 'L’avis de situation INSEE',
    publisher: 'L-Expert-comptable.com',
    url: 'https://www.l-expert-comptable.com/a/37932-l-avis-de-situation-insee.html',
    primary: false,
  },
  extraitKEquivalents: {
    title: 'Les documents équivalents à l’extrait KBIS selon le secteur d’activité',
    publisher: 'polesocietes.com',
    url: 'https://polesocietes.com/extrait-kbis/article/les-documents-equivalents-a-l-extrait-kbis-selon-le-secteur-d-activite',
    primary: false,
  },
  kbisRadiation: {
    title: 'La demande d’un extrait Kbis de radiation',
    publisher: 'LegalPlace',
    url: 'https://www.legalplace.fr/guides/demande-extrait-kbis-radiation/',
    primary: false,
  },
  avisSirene: {
    title: 'Avis de situation au répertoire Sirene',
    publisher: 'INSEE',
    url: 'https://avis-situation-sirene.insee.fr',
    primary: true,
  },
  bodacc: {
    title: 'Bulletin officiel des annonces civiles et commerciales (BODACC)',
    publisher: 'Direction de l’information légale et administrative',
    url: 'https://www.bodacc.fr',
    primary: true,
  },
  dgccrfAidesDemarches: {
    title: 'Aides aux démarches administratives : attention aux risques de confusion avec les sites officiels',
    publisher: 'DGCCRF',
    url: 'https://www.economie.gouv.fr/dgccrf/aides-aux-demarches-administratives-attention-aux-risques-de-confusion-avec-les-sites',
    primary: true,
  },
  codeConsommation: {
    title:
      'Code de la consommation (droit de rétractation et remboursement : articles L221-18 et L221-24 ; médiation : articles L612-1 et L612-2)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069565/',
    primary: true,
  },
  lcen: {
    title: 'Loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000801164',
    primary: true,
  },
  cjueBeneficiaires: {
    title: 'Arrêt de la Cour de justice de l’Union européenne du 22 novembre 2022, WM et Sovim SA (C-37/20 et C-601/20)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/legal-content/FR/TXT/?uri=CELEX%3A62020CJ0037',
    primary: true,
  },
  keobizPrixKbis: {
    title: 'Prix du Kbis : tarifs officiels et obtention gratuite',
    publisher: 'Keobiz',
    url: 'https://www.keobiz.fr/le-mag/prix-du-kbis',
    primary: false,
  },
  citiaDecretsKbis: {
    title: 'Exit l’extrait K-Bis, vive le numéro d’identification unique !',
    publisher: 'Citia',
    url: 'https://www.citia.fr/CitiActualite.D/b33290a/Exit-l-extrait-K-Bis-vive-le-numero-d-identification-unique-',
    primary: false,
  },
  auditionGreffiers: {
    title: 'Audition du Conseil national des greffiers des tribunaux de commerce à l’Assemblée nationale (compte rendu)',
    publisher: 'NosDéputés.fr',
    url: 'https://2017-2022.nosdeputes.fr/15/intervention/1163069',
    primary: false,
  },
  monIdenumGratuit: {
    title: 'Comment obtenir gratuitement un extrait Kbis',
    publisher: 'FrTips',
    url: 'https://frtips.com/comment-obtenir-gratuitement-un-extrait-kbis',
    primary: false,
  },
  juritravailFinKbis: {
    title: 'Entreprises : fin du Kbis pour les démarches administratives',
    publisher: 'Juritravail',
    url: 'https://www.juritravail.com/Actualite/entreprises-fin-du-kbis-pour-les-demarches-administratives/Id/368854',
    primary: false,
  },
  juriciteBeneficiaires: {
    title: 'Droit des sociétés : le registre des bénéficiaires effectifs des personnes morales',
    publisher: 'Juricité',
    url: 'https://juricite.fr/actualites/societe/droit-des-societes-de-nouvelles-obligations-le-registre-des-beneficiaires-effectifs-des-personnes-morales-ordonnance-du-1er-decembre-2016-et-decret-du-12-juin-2017/',
    primary: false,
  },
  legalstartFraisGreffe: {
    title: 'Les frais de greffe',
    publisher: 'Legalstart',
    url: 'https://legalstart.fr/fiches-pratiques/demarches-creation/frais-greffe',
    primary: false,
  },
  transfertSiegeAnnonces: {
    title: 'Changement de domiciliation et annonce légale',
    publisher: 'Journaux habilités',
    url: 'https://www.journaux-habilites.fr/c/changement-domiciliation-et-annonce-legale/',
    primary: false,
  },
  sirenCleControle: {
    title: 'Le numéro SIREN et sa clef de contrôle',
    publisher: 'Audit & Systèmes d’information',
    url: 'https://www.auditsi.eu/?p=11873',
    primary: false,
  },
  dallozTae: {
    title: 'Mise en place de l’expérimentation des tribunaux des activités économiques',
    publisher: 'Dalloz',
    url: 'https://dalloz.businesscomm.fr/nos-actualites-juridiques/mise-en-place-de-lexperimentation-des-tribunaux-des-activites-economiques',
    primary: false,
  },
  cnspSiret: {
    title: 'Fiche pratique : SIRENE, SIRET',
    publisher: 'CNSP',
    url: 'https://cnsp.org/fr/doc/fiche-pratique/sirene-siret.htm',
    primary: false,
  },
} as const satisfies Record<string, Source>;

/** The official sites the pages send readers to, by name. */
export const OFFICIAL_LINKS = {
  infogreffe: INFOGREFFE_URL,
  monIdenum: 'https://www.monidenum.fr',
  guichetUnique: 'https://formalites.entreprises.gouv.fr',
  annuaireEntreprises: 'https://annuaire-entreprises.data.gouv.fr',
  /** The INPI's public data: actes, statuts, non-confidential annual accounts, RNE certificate, free. */
  dataInpi: 'https://data.inpi.fr',
  sirene: 'https://www.sirene.fr',
  avisSirene: 'https://avis-situation-sirene.insee.fr',
  bodacc: 'https://www.bodacc.fr',
  /** The CECMC's site, which publishes the list of referenced consumer mediators. */
  mediationConso: 'https://www.economie.gouv.fr/mediation-conso',
  cnil: 'https://www.cnil.fr',
  aepd: 'https://www.aepd.es',
} as const;
