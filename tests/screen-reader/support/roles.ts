/** How Orca 43, in French, names the company field of a build with an order service: its search's combobox. */
export const COMBOBOX_ROLE = 'liste déroulante modifiable';
