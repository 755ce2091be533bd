/**
 * The CGV's version: their « Mis à jour le » date. Each order records the version its customer
 * accepted, and each version stays published as its PDF (site/public/cgv/): move this date with any
 * change to the CGV's text, never the text alone.
 */
export const CGV_VERSION = '2026-12-07';

/** The PDF of a version, as the site publishes it and the confirmation email attaches it. */
export const cgvFileName = (version: string) => `CGV-Kbis-Facile-${version}.pdf`;

/** Where the site serves the PDFs of every version. */
export const CGV_PDF_DIR = '/cgv';

/** Where the version in force is published, and the CGV page's link to it (Code civil 1127-1: terms the customer can keep). */
export const CGV_DOWNLOAD = {
  href: `${CGV_PDF_DIR}/${cgvFileName(CGV_VERSION)}`,
  label: 'Télécharger cette version (PDF)',
} as const;
