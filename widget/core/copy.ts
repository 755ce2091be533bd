/** French strings of the order widget and its triggers, exactly as SPEC.md §2, §3 and §8 word them. */

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
