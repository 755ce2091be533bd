/**
 * The browsers the widget is built for (docs/partenaires.md, « Navigateurs pris en charge »): Vite's Baseline
 * Widely Available set of May 2025, written out so that a Vite upgrade cannot move it silently.
 */
export const WIDGET_BROWSER_TARGETS = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];
