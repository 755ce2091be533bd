import { BRAND_COLOR } from '../widget/core/offer';

/** The brand mark, a page with a tick on a blue square, as an SVG document: the favicon, and the social image's logo. */
export const BRAND_MARK_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND_COLOR}"/>` +
  `<path d="M10 8h9l5 5v11H10z" fill="#fff"/><path d="M13 17l3 3 5-6" fill="none" stroke="${BRAND_COLOR}" stroke-width="2.2" ` +
  'stroke-linecap="round" stroke-linejoin="round"/></svg>';
