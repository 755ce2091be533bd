/**
 * French strings of the order widget and its triggers. The messages, step names and buttons are the
 * product's fixed wording, byte for byte; the last step's order block, choice and links at the end.
 */
import { BRAND_NAME, DELIVERY_WORKING_DAYS, PRICE_HT_EUR, SELLER, VAT_NOTICE } from './offer';
import { SIRET_DIGITS } from './fields';
import { WITHDRAWAL_DAYS } from './offer';
import { formatEuro, formatPriceHt, formatWorkingDays, NBSP } from './format';
import type { FieldName } from './fields';
import { DOCUMENT_KINDS, documentsTotalEur } from './catalogue';

/** Text of the buttons that open the order dialog, on our pages and on partners' pages. */
export const ORDER_BUTTON_LABEL = 'Obtenir un Kbis';

/** What a refused Suivant says, in the dialog of every build. */
export const STEP_ERROR_MESSAGES = {
  companyNameMissing: "Veuillez saisir le nom de l'entreprise",
  billingFieldsMissing: 'Veuillez remplir tous les champs obligatoires',
} as const;

/**
 * The success notice where the order ends in the browser (a build without an order service), and the
 * title of the service's confirmation page once the payment is accepted. Apart from the step errors so
 * that a build with an order service, which never shows the notice, does not ship it.
 */
export const ORDER_CONFIRMED = 'Commande confirmée ! Vous recevrez un email de confirmation.';

/** The product's three messages, by name. */
export const MESSAGES = { ...STEP_ERROR_MESSAGES, orderConfirmed: ORDER_CONFIRMED } as const;

export const STEP_LABELS = ['Entreprise', 'Facturation', 'Récapitulatif'] as const;

export const BUTTONS = {
  previous: 'Précédent',
  next: 'Suivant',
  confirm: 'Confirmer la commande',
  close: 'Fermer',
} as const;

/**
 * Title of the order dialog, which labels it: it names the seller, since the dialog also runs on
 * partners' pages, where nothing else would say who sells (Code de la consommation L121-2 3°).
 */
export const DIALOG_TITLE = `Commander un extrait Kbis${NBSP}– ${BRAND_NAME}`;

/** Accessible name of the step list. */
export const PROGRESS_LABEL = 'Étapes de la commande';

/**
 * The sentence opening a step: the first invites a search (none is performed), the last is where
 * focus lands on the summary, a line that screen readers read whole (Orca reads the focused
 * paragraph's first line only). The billing step opens on its fields.
 */
export const STEP_INTROS: { readonly [step: number]: string | undefined } = {
  1: 'Recherchez l’entreprise par son nom ou son numéro SIRET.',
  3: 'Vérifiez votre commande avant de la confirmer.',
};

/**
 * Under the last step's opening sentence: confirming is not paying yet, the payment page that
 * follows concludes the order (Code civil 1127-2, Code de la consommation L221-14).
 */
/** PAYMENT_NEXT before and after the amount to pay, which a build with an order service puts in from the documents' total. */
export const PAYMENT_NEXT_AROUND = [
  'Vous réglerez ensuite ',
  ` par carte sur la page de paiement${NBSP}: votre commande ne sera passée qu’une fois ce paiement accepté.`,
] as const;
export const PAYMENT_NEXT = PAYMENT_NEXT_AROUND.join(formatEuro(PRICE_HT_EUR));

const stepAnnouncement = (label: string, index: number, next: string) =>
  `Étape ${index + 1} sur ${STEP_LABELS.length}${NBSP}: ${label}${index === 2 ? `. ${next}` : ''}`;

/**
 * What the dialog says of each step, as it opens and at each change: « Étape 2 sur 3 : Facturation »,
 * and on the last step that payment follows.
 */
export const STEP_ANNOUNCEMENTS = STEP_LABELS.map((label, index) => stepAnnouncement(label, index, PAYMENT_NEXT));

/** One document's price, on each line of the last step's receipt in a build with an order service. */
export const DOCUMENT_PRICE = formatEuro(PRICE_HT_EUR);

/**
 * The total to pay in a build with an order service, where an order holds one to four documents
 * (catalogue.ts), by their number less one: written out here, so that the widget carries the amounts
 * rather than the code that writes them.
 */
export const DOCUMENTS_PAID = DOCUMENT_KINDS.map((_, index) => formatEuro(documentsTotalEur(index + 1)));

/** The last step's announcement before the sentence on payment, which a build with an order service adds with its total. */
export const LAST_STEP_OPENING = stepAnnouncement(STEP_LABELS[2], 2, '');

export const REQUIRED_MARK = '*';
export const REQUIRED_LEGEND = `${REQUIRED_MARK} champ obligatoire`;

/** Visible labels of the form controls, by field name, the names partners read in the form (docs/partenaires.md). */
export const FIELD_LABELS = {
  companyName: 'Nom de l’entreprise',
  siret: 'Numéro SIRET',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Email',
  phone: 'Téléphone',
  company: 'Société',
  address: 'Adresse',
  postalCode: 'Code postal',
  city: 'Ville',
} as const;

/**
 * What the SIRET field expects, under it and as its description: a hint read as a hint, where a
 * placeholder was read right after the label as if it were a value already typed.
 */
export const SIRET_HINT = `${SIRET_DIGITS}${NBSP}chiffres`;

/**
 * Labels of the summary rows on the last step: the company whose extract is ordered and the one
 * billed, which may differ, each said as such.
 */
export const SUMMARY_LABELS = {
  ...FIELD_LABELS,
  companyName: 'Entreprise concernée',
  siret: 'SIRET',
  fullName: 'Nom complet',
  company: 'Société (facturation)',
} as const;

/** Descriptions of the fields that need one. */
export const FIELD_HINTS: Readonly<Partial<Record<FieldName, string>>> = { siret: SIRET_HINT };

/** What "35 € HT" with the VAT mention means for the amount paid: the site says it beside every price, the widget under its total. */
export const NO_VAT_ADDED = `aucune TVA ne s’ajoute, vous payez ${formatEuro(PRICE_HT_EUR)}`;

/**
 * The order block of the last step, read as a receipt: the document, for whom and where it goes,
 * the delivery time, the total to pay (the amount actually paid, as a consumer's total must be),
 * then the price as the offer words it with its VAT mention, paid once with no subscription (Code de la
 * consommation L111-1 and L221-5, Code civil 1127-2). Delivery starts with the service: at once if
 * the customer asks for it, otherwise once the withdrawal period is over (L221-25).
 */
export const RECEIPT = {
  item: 'Extrait Kbis',
  sentTo: 'PDF envoyé par email à ',
  delivery: `Livraison sous ${formatWorkingDays(DELIVERY_WORKING_DAYS)}`,
  afterWithdrawal: ' après le délai de rétractation',
  total: `Total à payer${NBSP}:`,
  paid: formatEuro(PRICE_HT_EUR),
  price: `${formatPriceHt(PRICE_HT_EUR)}, ${VAT_NOTICE}${NBSP}: aucune TVA ne s’ajoute.`,
  payment: 'Paiement unique, sans abonnement.',
} as const;

/**
 * Who sells, the company behind the brand included (the dialog also runs on partners' pages), the
 * price, and the official route, cheaper or free (one link, around `link`): on the first step,
 * before anything is typed, and again on the last. No greffe figure: the tariff is revised by
 * arrêté, and Infogreffe publishes the one in force.
 */
export const OFFICIAL_ROUTE = {
  before: `${BRAND_NAME} (${SELLER.name}, ${SELLER.city}) est un service privé, non affilié aux greffes ni à Infogreffe. Prix${NBSP}: ${formatEuro(PRICE_HT_EUR)} par demande (TVA non applicable). L’extrait est moins cher au greffe (tarif en vigueur sur le `,
  link: 'site officiel Infogreffe',
  after: ') et gratuit pour le représentant légal de la société sur MonIdenum, sauf notamment en Alsace-Moselle.',
} as const;

/**
 * The optional checkbox of the last step: the express request and acknowledgement that make the
 * withdrawal right end once the service is done (L221-25, L221-28 1°). Never ticked for the customer.
 * What not ticking it means, an order processed after the withdrawal period, the receipt's delivery
 * line says (RECEIPT.afterWithdrawal). A business customer has no withdrawal right to lose, yet
 * waits for the period all the same unless they tick it (CGV art. 4): the hint tells them.
 */
export const IMMEDIATE_EXECUTION = {
  label: `Je demande que le service commence avant la fin du délai de rétractation de ${WITHDRAWAL_DAYS}${NBSP}jours et je reconnais perdre mon droit de rétractation une fois les documents livrés.`,
  hint: `Facultatif. Client professionnel${NBSP}: cochez cette case pour un traitement immédiat.`,
} as const;

/**
 * The terms, which confirming accepts, and the data-protection article of the CGV, linked from the
 * last step (around `terms`, `privacy`).
 */
export const TERMS = {
  before: 'En confirmant, vous acceptez nos ',
  terms: 'conditions générales de vente',
  between: `${NBSP}; voir aussi la `,
  privacy: 'protection des données personnelles',
  after: ` (nouvel${NBSP}onglet).`,
} as const;

/**
 * What the dialog says once the order is sent to the order service, in a build that has one: the
 * payment page is opening; or the page the dialog runs on kept it from opening (its CSP's
 * `form-action`), nothing was paid, and the seller's site takes the order (one link, around `link`).
 */
export const HANDOFF = {
  opening: 'Ouverture de la page de paiement…',
  blocked: 'La page de paiement n’a pas pu s’ouvrir depuis ce site et rien n’a été payé. Vous pouvez commander sur ',
  link: `le site de ${BRAND_NAME}`,
  after: ` (nouvel${NBSP}onglet).`,
} as const;

/**
 * The company search of step 1, in a build with an order service: the list's name, how many
 * suggestions came (said politely as they come), the company chosen, and the one notice when the
 * search cannot answer, after which the customer types the name as before.
 */
export const COMPANY_SEARCH = {
  list: 'Entreprises trouvées',
  none: 'Aucune entreprise trouvée',
  one: '1 entreprise trouvée',
  many: ' entreprises trouvées',
  siren: `SIREN${NBSP}`,
  ceased: 'cessée',
  ceasedOn: ` le${NBSP}`,
  chosen: `Entreprise choisie${NBSP}: `,
  unavailable: `Recherche indisponible${NBSP}: saisissez le nom de l’entreprise`,
} as const;

/**
 * What a company chosen means for its Kbis (widget/core/company-rules.ts): none for an association,
 * a foundation or a public body, which Suivant then refuses, naming what exists instead; a sole
 * trader's extrait K only if registered at the RCS as a trader, told before going on; a ceased
 * company named so, with what its Kbis shows.
 */
export const COMPANY_RULES = {
  association: `Une association, une fondation ou un autre groupement de droit privé n’est pas immatriculé au registre du commerce (RCS)${NBSP}: il n’a pas d’extrait Kbis. Une association justifie de son existence par le récépissé de sa déclaration (répertoire national des associations, RNA) et par son avis de situation Sirene, gratuit sur le site de l’Insee.`,
  publicBody: `Une personne morale de droit public (collectivité, administration…) n’est pas immatriculée au RCS${NBSP}: elle n’a pas d’extrait Kbis. Son avis de situation Sirene, gratuit sur le site de l’Insee, atteste son identité.`,
  soleTrader: `Entreprise individuelle${NBSP}: seul un commerçant immatriculé au RCS a un extrait K. Un artisan ou une profession libérale n’en a pas${NBSP}; son attestation d’immatriculation au registre national des entreprises (RNE) est gratuite sur le site de l’INPI.`,
  ceased: 'Entreprise cessée',
  ceasedKbis: `${NBSP}: si elle a été radiée du RCS, son extrait Kbis porte la mention de sa radiation.`,
} as const;
