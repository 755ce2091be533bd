/** Ids inside the widget's shadow root that one element gives and another points to. */

/** The dialog's title, which names it. */
export const TITLE_ID = 'kbis-title';
/** The refused step's message, which the fields it marks invalid point to. */
export const ERROR_ID = 'kbis-error';
