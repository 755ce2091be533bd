/** How Orca 43, in French, names the roles and states the dialog's controls have. */

/** How Orca 43, in French, names the company field of a build with an order service: its search's combobox. */
export const COMBOBOX_ROLE = 'liste déroulante modifiable';

/** A fieldset with its legend (the « Documents » group): Orca says its name, then this. */
export const GROUP_ROLE = 'tableau de bord';

/** A checkbox, then its state. */
export const CHECKBOX_ROLE = 'case à cocher';
export const CHECKED = 'cochée';
export const UNCHECKED = 'non cochée';

/** What Orca says before an invalid control's error message (aria-invalid, aria-errormessage). */
export const INVALID = 'saisie non valable';
