/**
 * French strings of the order widget and its triggers, exactly as SPEC.md §2, §3 and §8 word them;
 * the last step's order block, choice and links at the end (issue 10).
 */
import { BRAND_NAME, DELIVERY_WORKING_DAYS, PRICE_HT_EUR, VAT_NOTICE } from './brand';
import { WITHDRAWAL_DAYS } from './facts';
import { formatEuro, formatPriceHt, formatWorkingDays } from './format';
import type { FieldName } from './fields';

const NBSP = '\u00a0';

/** Text of the buttons that open the order dialog, on our pages and on partners' pages. */
export const ORDER_BUTTON_LABEL = 'Obtenir un Kbis';

export const MESSAGES = {
  companyNameMissing: "Veuillez saisir le nom de l'entreprise",
  billingFieldsMissing: 'Veuillez remplir tous les champs obligatoires',
  orderConfirmed: 'Commande confirmée ! Vous recevrez un email de confirmation.',
} as const;

export const STEP_LABELS = ['Entreprise', 'Facturation', 'Récapitulatif'] as const;

export const BUTTONS = {
  previous: 'Précédent',
  next: 'Suivant',
  confirm: 'Confirmer la commande',
  close: 'Fermer',
} as const;

/** Title of the order dialog, which labels it. */
export const DIALOG_TITLE = 'Commander un extrait Kbis';

/** Accessible name of the step list. */
export const PROGRESS_LABEL = 'Étapes de la commande';

/**
 * The sentence opening a step: the first invites a search (none is performed), the last is where
 * focus lands on the summary. The billing step opens on its fields.
 */
export const STEP_INTROS: { readonly [step: number]: string | undefined } = {
  1: "Recherchez l'entreprise par son nom ou son numéro SIRET.",
  3: 'Vérifiez votre commande avant de la confirmer.',
};

export const REQUIRED_MARK = '*';
export const REQUIRED_LEGEND = `${REQUIRED_MARK} champ obligatoire`;

/** Visible labels of the form controls, by field name (SPEC.md §3). */
export const FIELD_LABELS = {
  companyName: "Nom de l'entreprise",
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

/** A 14-digit example, shown as the SIRET placeholder. */
export const SIRET_EXAMPLE = '12345678901234';

/** Labels of the summary rows on the last step. */
export const SUMMARY_LABELS = {
  ...FIELD_LABELS,
  companyName: 'Entreprise',
  siret: 'SIRET',
  fullName: 'Nom complet',
} as const;

/** Placeholders, only where an example helps. */
export const PLACEHOLDERS: Readonly<Partial<Record<FieldName, string>>> = { siret: SIRET_EXAMPLE };

/** What "35 € HT" with the VAT mention means for the amount paid: the site says it beside every price, the widget under its total. */
export const NO_VAT_ADDED = `aucune TVA ne s’ajoute, vous payez ${formatEuro(PRICE_HT_EUR)}`;

/**
 * The order block of the last step, read as a receipt: the document, for whom and where it goes,
 * the delivery time, the price as SPEC words it with its VAT mention, then the amount actually paid
 * (Code de la consommation L111-1 and L221-5, Code civil 1127-2). Delivery starts with the service:
 * at once if the customer asks for it, otherwise once the withdrawal period is over (L221-25).
 */
export const RECEIPT = {
  item: 'Extrait Kbis',
  price: formatPriceHt(PRICE_HT_EUR),
  sentTo: 'PDF envoyé par email à ',
  delivery: `Livraison sous ${formatWorkingDays(DELIVERY_WORKING_DAYS)}`,
  afterWithdrawal: ' après le délai de rétractation',
  total: 'Total',
  vat: VAT_NOTICE,
  paid: `Vous payez ${formatEuro(PRICE_HT_EUR)}${NBSP}: aucune TVA ne s’ajoute. Paiement unique, sans abonnement.`,
} as const;

/**
 * Under the receipt: who we are not, and the official route, cheaper or free (one link, around
 * `link`). No greffe figure: the tariff is revised by arrêté, and Infogreffe publishes the one in force.
 */
export const OFFICIAL_ROUTE = {
  before: `${BRAND_NAME} est un service privé, non affilié aux greffes. L’extrait est moins cher au greffe (tarif en vigueur sur le `,
  link: 'site officiel Infogreffe',
  after: ') et gratuit pour le dirigeant sur MonIdenum, hors Alsace-Moselle.',
} as const;

/**
 * The optional checkbox of the last step: the express request and acknowledgement that make the
 * withdrawal right end once the service is done (L221-25, L221-28 1°). Never ticked for the customer.
 * What not ticking it means, an order processed after the withdrawal period, the receipt's delivery
 * line says (RECEIPT.afterWithdrawal).
 */
export const IMMEDIATE_EXECUTION = {
  label: `Je demande que le service commence avant la fin du délai de rétractation de ${WITHDRAWAL_DAYS}${NBSP}jours et je reconnais perdre mon droit de rétractation une fois l’extrait livré.`,
  hint: 'Facultatif.',
} as const;

/** The terms and the data-protection article of the CGV, linked from the last step (around `terms`, `privacy`). */
export const TERMS = {
  before: '',
  terms: 'Conditions générales de vente',
  between: ' et ',
  privacy: 'protection des données personnelles',
  after: ` (nouvel${NBSP}onglet).`,
} as const;
