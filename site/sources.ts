/** An official page an article's facts rest on, listed under its "Sources" heading. */
export interface Source {
  /** Link text: what the page is, never its address. */
  title: string;
  /** Who publishes it, shown after the link. */
  publisher: string;
  url: string;
}

const LEGIFRANCE = 'Légifrance';

/** The official pages the articles cite; each article picks its own in site/routes.ts. */
export const SOURCES = {
  kbisServicePublic: {
    title: 'Comment se procurer un extrait K ou Kbis ?',
    publisher: 'entreprendre.service-public.fr',
    url: 'https://entreprendre.service-public.fr/vosdroits/F21000',
  },
  decretKbis631: {
    title: 'Décret n° 2021-631 du 21 mai 2021, premier des deux « décrets Kbis »',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/eli/decret/2021/5/21/2021-631/jo/texte',
  },
  decretKbis632: {
    title: 'Décret n° 2021-632 du 21 mai 2021, second « décret Kbis »',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/eli/decret/2021/5/21/2021-632/jo/texte',
  },
  codeCommerce: {
    title: 'Code de commerce (registre du commerce et des sociétés, extraits : articles R123-150 et suivants)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000005634379/',
  },
  codeMonetaire: {
    title: 'Code monétaire et financier (identification des clients des banques : article R561-5)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006072026/',
  },
  codeMonetaireBeneficiaires: {
    title: 'Code monétaire et financier (registre des bénéficiaires effectifs)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006072026/',
  },
  codeCommandePublique: {
    title: 'Code de la commande publique (justificatifs des candidats : article R2143-9)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000037701019/',
  },
  loiTribunauxActivitesEconomiques: {
    title: 'Loi n° 2023-1059 du 20 novembre 2023, article 26 (expérimentation des tribunaux des activités économiques)',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/eli/loi/2023/11/20/2023-1059/jo/texte',
  },
  decretTribunauxActivitesEconomiques: {
    title: 'Décret n° 2024-674 du 3 juillet 2024 relatif à l’expérimentation du tribunal des activités économiques',
    publisher: LEGIFRANCE,
    url: 'https://www.legifrance.gouv.fr/eli/decret/2024/7/3/2024-674/jo/texte',
  },
  guichetUnique: {
    title: 'Guichet unique des formalités des entreprises',
    publisher: 'INPI',
    url: 'https://formalites.entreprises.gouv.fr',
  },
  dataInpi: {
    title: 'Actes, statuts, comptes annuels et attestation d’immatriculation au RNE des entreprises',
    publisher: 'INPI, data.inpi.fr',
    url: 'https://data.inpi.fr',
  },
  infogreffe: {
    title: 'Extraits Kbis et tarifs des greffes des tribunaux de commerce',
    publisher: 'Infogreffe',
    url: 'https://www.infogreffe.fr',
  },
  monIdenum: {
    title: 'MonIdenum, l’identité numérique des dirigeants',
    publisher: 'greffes des tribunaux de commerce',
    url: 'https://www.monidenum.fr',
  },
  annuaireEntreprises: {
    title: 'Annuaire des entreprises de l’administration',
    publisher: 'État, annuaire-entreprises.data.gouv.fr',
    url: 'https://annuaire-entreprises.data.gouv.fr',
  },
  sirene: {
    title: 'Répertoire Sirene des entreprises et de leurs établissements',
    publisher: 'INSEE',
    url: 'https://www.sirene.fr',
  },
  avisSirene: {
    title: 'Avis de situation au répertoire Sirene',
    publisher: 'INSEE',
    url: 'https://avis-situation-sirene.insee.fr',
  },
  bodacc: {
    title: 'Bulletin officiel des annonces civiles et commerciales (BODACC)',
    publisher: 'Direction de l’information légale et administrative',
    url: 'https://www.bodacc.fr',
  },
  dgccrfAidesDemarches: {
    title: 'Aides aux démarches administratives : attention aux risques de confusion avec les sites officiels',
    publisher: 'DGCCRF',
    url: 'https://www.economie.gouv.fr/dgccrf/aides-aux-demarches-administratives-attention-aux-risques-de-confusion-avec-les-sites',
  },
} as const satisfies Record<string, Source>;
