/** French strings of the order widget and its triggers, exactly as SPEC.md §2, §3 and §8 word them. */
import type { FieldName } from './fields';

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
