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
