// Legal and tax risks that the product's own specification imposes (prices, wording, delivery):
// the code cannot remove them, so `npm run check:launch` prints them for the operator to clear with a
// lawyer or a tax adviser. Warnings only: they never change the command's exit code.

/**
 * @typedef {{ id: string, what: string, why: string, source: string }} LaunchRisk
 */

/** @type {readonly LaunchRisk[]} */
export const LAUNCH_RISKS = [
  {
    id: 'S1',
    what: 'prix affiché « 35 € HT » aux consommateurs',
    why: 'tout prix annoncé à un consommateur doit être la somme toutes taxes comprises effectivement payée ; « HT » laisse croire qu’une TVA s’ajoute (préférer « 35 € (TVA non applicable) »)',
    source: 'https://www.doctrine.fr/l/texts/arretes/JORFTEXT000000689147',
  },
  {
    id: 'S2',
    what: 'mention « TVA non applicable - Art. 293 B du CGI » pour un éditeur établi en Espagne, reprise sur chaque facture et chaque avoir émis',
    why: 'l’article 293 B est la franchise française ; depuis le 1er janvier 2025, une entreprise d’un autre État membre n’en bénéficie qu’au titre de la franchise communautaire (article 293 B bis, plafond de 100 000 € dans l’UE, notification préalable) : régime de TVA, factures et « vous payez 35 € » à faire valider par un conseil fiscal',
    source: 'https://etchecom.fr/franchise-en-base-communautaire-conditions-et-modalites-pratiques',
  },
  {
    id: 'S3',
    what: 'tarifs du greffe 2,82 €, 4,08 €, 4,24 € et 3,53 € dans un tableau comparatif',
    why: 'montants d’un tarif antérieur dont le texte n’a pas été retrouvé ; la publicité comparative doit être objective et vérifiable (Code de la consommation, L122-1) et le tarif a été révisé depuis (relevé du 1er janvier 2025 : 2,56 €, 3,20 €, 3,97 €)',
    source: 'https://www.keobiz.fr/le-mag/prix-du-kbis',
  },
  {
    id: 'S4',
    what: 'bouton « Confirmer la commande » suivi de « Commande confirmée ! Vous recevrez un email de confirmation. »',
    why: 'seul le libellé du dernier bouton compte pour dire que commander oblige à payer (L221-14, CJUE C-249/21) ; avec le service de commande, ce message ne s’affiche qu’une fois le paiement accepté, sur la page de confirmation du service ; en production, le dernier bouton est celui de Stripe Checkout, dont Stripe choisit et traduit le libellé (présumé « Payer », non vérifié) : le texte affiché à côté (custom_text.submit) précise que cliquer vaut commande avec obligation de paiement de 35 € auprès de l’éditeur, mais seul le libellé du bouton compte, à faire valider ; la page de paiement de test affiche « Commander et payer 35 € » ; une construction sans service (ORDER_SERVICE_URL absent) affiche le message sans commande transmise : ne jamais la mettre en ligne',
    source: 'https://eur-lex.europa.eu/legal-content/FR/ALL/?uri=CELEX:62021CJ0249',
  },
  {
    id: 'S5',
    what: 'étape 1 de la commande d’une construction sans service, qui invite à rechercher l’entreprise par son nom ou son SIRET alors qu’aucune recherche n’est faite (avec le service, l’étape 1 propose les entreprises de l’annuaire des entreprises et garde le SIREN choisi)',
    why: 'l’invitation à une recherche qui n’a pas lieu peut induire en erreur (L121-2) ; le client qui commande l’extrait d’une autre société en supporte la perte (CGV, article 7)',
    source:
      'https://www.economie.gouv.fr/dgccrf/les-fiches-pratiques/pratiques-commerciales-trompeuses-les-cles-pour-les-reconnaitre-et-sen',
  },
  {
    id: 'S6',
    what: '« les mêmes démarches se font gratuitement auprès des services publics »',
    why: 'gratuit seulement pour le représentant légal sur MonIdenum, hors Alsace-Moselle ; un tiers paie le tarif du greffe : garder « à moindre coût ou gratuitement »',
    source: 'https://entreprendre.service-public.fr/vosdroits/F21000',
  },
  {
    id: 'S7',
    what: '« validité du Kbis de 3 mois »',
    why: 'aucun texte ne fixe de durée de validité au Kbis ; les 3 mois sont un usage, et pour les banques l’un des moyens de vérification prévus (R561-5-1, 4°) : ne jamais les présenter comme une règle',
    source: 'https://french-business-law.com/french-legislation-art/article-r561-5-1-of-the-french-monetary-and-financial-code/',
  },
  {
    id: 'S8',
    what: 'le prestataire reçoit le document puis le transmet au client par email',
    why: 'la DGCCRF, relayée par le ministère de l’Intérieur, veut que les documents officiels soient envoyés directement au consommateur ; la règle vise surtout les documents personnels, aucune interdiction propre au Kbis trouvée : vérifier aussi les conditions d’Infogreffe',
    source: 'https://mobile.interieur.gouv.fr/Archives/Archives-des-actualites/2018-Actualites/Demarches-administratives-payantes',
  },
  {
    id: 'S9',
    what: 'carte « Commande en 1 minute »',
    why: 'une durée annoncée doit pouvoir être justifiée (L121-2) : conserver une mesure du temps de commande',
    source:
      'https://www.economie.gouv.fr/dgccrf/les-fiches-pratiques/pratiques-commerciales-trompeuses-les-cles-pour-les-reconnaitre-et-sen',
  },
  {
    id: 'S10',
    what: "textes imposés « Oops! Page non trouvée », « Veuillez saisir le nom de l'entreprise », « Commande confirmée ! », « TVA non applicable - Art. 293 B du CGI »",
    why: 'anglicisme, apostrophe droite, espace sécable avant « ! », trait d’union à la place d’un tiret : à corriger dans la spécification',
    source: 'https://sophieviguiercorrectrice.com/pages/mes-orthotrucs/ponctuation/ponctuation-et-espaces.html',
  },
];

/**
 * One line a risk: what, why, and the page that says so.
 * @param {LaunchRisk} risk
 * @returns {string}
 */
export function launchRiskLine(risk) {
  return `⚠ ${risk.id} ${risk.what} : ${risk.why} (source : ${risk.source})`;
}

/**
 * The warnings section of `npm run check:launch`, in French like the rest of its report.
 * @param {readonly LaunchRisk[]} risks
 * @returns {string}
 */
export function launchRisksReport(risks) {
  if (risks.length === 0) return '';
  const title =
    'Risques imposés par la spécification, à faire lever par un avocat ou un conseil fiscal avant la mise en ligne (avertissements) :';
  return `\n${title}\n${risks.map(launchRiskLine).join('\n')}\n`;
}
