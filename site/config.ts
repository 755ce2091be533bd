/** Public address of the site, set at build time; the default is a placeholder (docs/hebergement.md). */
export const DEFAULT_SITE_URL = 'https://kbis-facile.example';

export const SITE_URL = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

/** Absolute URL of a site path ("/pages/cgv" → "https://…/pages/cgv"). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Kbis Facile : votre extrait Kbis par email en PDF',
} as const;
export const FAVICON_PATH = '/favicon.svg';
export const WIDGET_PATH = '/widget.js';
export const NOT_FOUND_LOGGER_PATH = '/404.js';
export const NOT_FOUND_TITLE = 'Oops! Page non trouvée';
