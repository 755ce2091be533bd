import { formatDate } from '../format';

/**
 * The CGV's version: the day of their « Mis à jour le » and, for a second or later version published
 * that same day, its number after a dot (`2026-12-07.2`). Each order records the version its customer
 * accepted, and each version stays published as its PDF (site/public/cgv/): give any change to the
 * CGV's text a new version, never the text alone; a published version's file never changes.
 */
export const CGV_VERSION = '2026-12-07.2';

const VERSION_FORMAT = /^(\d{4}-\d{2}-\d{2})(?:\.([2-9]))?$/;

/** Longest version the orders' column holds (migration 2026-12-07-090). */
export const CGV_VERSION_MAX_LENGTH = 16;

/** Whether `value` names a version: a day, or a day and its number that day, 2 to 9. */
export const isCgvVersion = (value: string): boolean => VERSION_FORMAT.test(value);

/** The day a version was published (`YYYY-MM-DD`): the page's update date, the PDF's date. */
export const cgvVersionDay = (version: string): string => version.slice(0, 10);

/** A version's number on its day: 1 for the day's first, then 2, 3… */
export const cgvVersionNumber = (version: string): number => Number(VERSION_FORMAT.exec(version)?.[2] ?? 1);

/** Said after the day of a version that is not the day's first: « (version 2) »; nothing for the first. */
export function cgvVersionNote(version: string): string {
  const number = cgvVersionNumber(version);
  return number > 1 ? `(version ${number})` : '';
}

/** A version in words: « 7 décembre 2026 », or « 7 décembre 2026 (version 2) » for the day's second. */
export function cgvVersionWords(version: string): string {
  const note = cgvVersionNote(version);
  return note ? `${formatDate(cgvVersionDay(version))} ${note}` : formatDate(cgvVersionDay(version));
}

/** The PDF of a version, as the site publishes it and the confirmation email attaches it. */
export const cgvFileName = (version: string) => `CGV-Kbis-Facile-${version}.pdf`;

/** Where the site serves the PDFs of every version. */
export const CGV_PDF_DIR = '/cgv';

/** Where the version in force is published, and the CGV page's link to it (Code civil 1127-1: terms the customer can keep). */
export const CGV_DOWNLOAD = {
  href: `${CGV_PDF_DIR}/${cgvFileName(CGV_VERSION)}`,
  label: 'Télécharger cette version (PDF)',
} as const;
