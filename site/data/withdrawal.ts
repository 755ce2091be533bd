/**
 * The online withdrawal function (Code de la consommation L221-21 and D221-5, since 19 June 2026):
 * the link on every page and in the confirmation email, the declaration's fields, its final button
 * and what the service answers. The site's page (/pages/retractation), the service and the tests
 * read them here.
 */

/** The page that holds the declaration. */
export const WITHDRAWAL_PATH = '/pages/retractation';

/** The service's path that records a declaration (POST), relative to the service's public URL. */
export const WITHDRAWAL_POST_PATH = '/retractations';

/** The link's words, as D221-5 gives them. */
export const WITHDRAWAL_LINK_LABEL = 'Renoncer au contrat ici';

/** The declaration's final button, distinct from the link that opened it (D221-5). */
export const WITHDRAWAL_CONFIRM_LABEL = 'Confirmer la rétractation';

/** The declaration's fields: visible label, whether required, longest value in characters. */
export const WITHDRAWAL_FIELDS = {
  name: { label: 'Nom et prénom', required: true, maxLength: 100 },
  email: { label: 'Email utilisé pour la commande', required: true, maxLength: 254 },
  // Optional: the customer may not have it at hand, and the declaration must not depend on it.
  reference: { label: 'Référence de commande (facultatif)', required: false, maxLength: 40 },
  orderDate: { label: 'Date de la commande', required: true, maxLength: 10 },
} as const;

export type WithdrawalField = keyof typeof WITHDRAWAL_FIELDS;

/** The fields' labels once the declaration is sent: « (facultatif) » no longer means anything. */
export const DECLARATION_LABELS = Object.fromEntries(
  Object.entries(WITHDRAWAL_FIELDS).map(([field, { label }]) => [field, label.replace(/ \(facultatif\)$/, '')]),
) as Record<WithdrawalField, string>;

/**
 * What the service's page says once the declaration is recorded: nothing about the order it may
 * match, which only the acknowledgement, sent to the order's address, may tell.
 */
export const withdrawalRecorded = (email: string) =>
  `Votre déclaration de rétractation est enregistrée. Nous envoyons l'accusé de réception à l'adresse ${email}, avec le contenu de votre déclaration, sa date et son heure.`;

/**
 * The model withdrawal form (Code de la consommation R221-1, annex): given in the CGV, on the
 * withdrawal page of a build without the service, and in the confirmation email (L221-13).
 */
export const WITHDRAWAL_MODEL_FORM = {
  intro: "Le consommateur peut utiliser le modèle suivant, à compléter et à renvoyer à l'éditeur :",
  statement: 'Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous :',
  lines: [
    'Commandé le :',
    'Nom du consommateur :',
    'Adresse du consommateur :',
    'Signature du consommateur (uniquement en cas de notification du présent formulaire sur papier) :',
    'Date :',
  ],
} as const;

/** The form's addressee line: « À l'attention de <publisher>, <address>, <email> : ». */
export const withdrawalAddressee = (publisher: string, address: string, email: string) =>
  `À l'attention de ${publisher}, ${address}, ${email} :`;
