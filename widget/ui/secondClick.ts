/**
 * Whether a click is the second of a double click. The second click of a double click on Suivant
 * lands where Suivant was: on Confirmer (same place in the footer), or on the backdrop when the
 * shorter summary step shrank the dialog. Neither may act.
 */
export const secondClick = (event: { detail: number }) => event.detail > 1;
