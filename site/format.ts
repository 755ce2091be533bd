/** The site's and the service's French formats; the widget's own (amounts, delays) are in widget/core/format.ts. */
import { NBSP } from '../widget/core/format';

/**
 * French spacing: a non-breaking space before « : ; ? ! » and inside guillemets, so a line never
 * starts with the punctuation mark.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;?!»])/g, `${NBSP}$1`).replace(/« /g, `«${NBSP}`);
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/**
 * A calendar date ("2026-11-01") in words, with the ordinal French writes for the first of the
 * month ("1er novembre 2026"), which Intl.DateTimeFormat leaves as "1". The day and its month are
 * joined by a non-breaking space: a line never ends on « 17 » with « décembre » on the next.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day === 1 ? '1er' : day}${NBSP}${MONTHS[month! - 1]} ${year}`;
}

/** A month in words ("2019-10" → "octobre 2019"), for what a source dates to the month only. */
export function formatMonth(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${year}`;
}
