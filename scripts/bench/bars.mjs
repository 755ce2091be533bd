// The performance bars of DESIGN.md §3, in one place: the budget tests assert the deterministic
// ones on dist/, `npm run bench` prints ✓/✗ for all of them.

/** dist/widget.js, gzip level 9. */
export const WIDGET_GZIP_BUDGET_BYTES = 12 * 1024;

/** What the widget aims for, gzip level 9: printed, not enforced. */
export const WIDGET_GZIP_AIM_BYTES = 10 * 1024;

/** Script a page runs besides widget.js, inline or in files, raw bytes. */
export const OTHER_SCRIPT_BUDGET_BYTES = 1024;

/** The home page and everything a browser fetches to show it, gzip. */
export const HOME_PAGE_GZIP_BUDGET_BYTES = 45 * 1024;

/** The Preact widget's gzip size at most this share of the same source built against React. */
export const MAX_PREACT_SHARE_OF_REACT = 1 / 4;

/** Opening the dialog at least this many times faster than the React build, same throttling. */
export const MIN_OPEN_SPEEDUP = 2;
