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

/** A delay in working days, unbreakable: "2 jours ouvrés" (one: "1 jour ouvré"). */
export function formatWorkingDays(days: number): string {
  return days === 1 ? `1${NBSP}jour ouvré` : `${days}${NBSP}jours ouvrés`;
}
