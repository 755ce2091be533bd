// The byte budgets, in one place: the dist tests assert them on the build output, `npm run bench`
// prints them beside what it measured in Chromium.

/**
 * `dist/widget.js`, gzip level 9, with every feature, its accessibility and its legal wording in,
 * built without an order service (11.5 KB).
 */
export const WIDGET_GZIP_BUDGET_BYTES = 11.5 * 1024;

/**
 * The same built with an order service (`ORDER_SERVICE_URL`), the one customers load: the hand-off
 * and the company search besides (Typeform's loader alone is 14.2 KB).
 */
export const SERVICE_WIDGET_GZIP_BUDGET_BYTES = 14_000;

/** Script a page runs besides `widget.js`, inline or in files, raw bytes. */
export const OTHER_SCRIPT_BUDGET_BYTES = 1024;

/** The home page and everything a browser fetches to show it, gzip. */
export const HOME_PAGE_GZIP_BUDGET_BYTES = 45 * 1024;
