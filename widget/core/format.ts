/** The non-breaking space French typography puts before « : ; ! ? », inside « », and between a number and its unit. */
export const NBSP = '\u00a0';

/**
 * French money amount: decimal comma, non-breaking spaces between thousands and before the euro
 * sign, no decimals for whole amounts ("35 €", "2,82 €", "3 000 €").
 */
export function formatEuro(amount: number): string {
  const [units, cents] = (Number.isInteger(amount) ? String(amount) : amount.toFixed(2)).split('.');
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, NBSP);
  return `${grouped}${cents ? `,${cents}` : ''}${NBSP}€`;
}

/** The service price with its tax mention, e.g. "35 € HT". */
export function formatPriceHt(amount: number): string {
  return `${formatEuro(amount)}${NBSP}HT`;
}

/**
 * French spacing: a non-breaking space before « : ; ? ! » and inside guillemets, so a line never
 * starts with the punctuation mark.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;?!»])/g, `${NBSP}$1`).replace(/« /g, `«${NBSP}`);
}

/** A delay in working days, unbreakable: "2 jours ouvrés" (one: "1 jour ouvré"). */
export function formatWorkingDays(days: number): string {
  return days === 1 ? `1${NBSP}jour ouvré` : `${days}${NBSP}jours ouvrés`;
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/**
 * A calendar date ("2026-11-01") in words, with the ordinal French writes for the first of the
 * month ("1er novembre 2026"), which Intl.DateTimeFormat leaves as "1".
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day === 1 ? '1er' : day} ${MONTHS[month! - 1]} ${year}`;
}

/** A month in words ("2019-10" → "octobre 2019"), for what a source dates to the month only. */
export function formatMonth(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${year}`;
}
