/**
 * Moments in Paris time whatever the server's zone, the one formatter of the service's pages and
 * emails: the stored instants are UTC (ISO 8601), the customer reads French civil time, with the
 * ordinal of the first of the month (« 1er décembre 2026 ») and hours as French writes them
 * (« 5 h 56 », not « 05 h 56 »).
 */
import { formatDate } from '../../site/format';
import { NBSP } from '../../widget/core/format';

const PARIS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

function parisParts(instant: string): Parts {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${instant}`);
  return Object.fromEntries(PARIS.formatToParts(date).map(({ type, value }) => [type, value])) as Parts;
}

/** The calendar day in Paris of a UTC instant, YYYY-MM-DD. */
export function parisDay(instant: string): string {
  const { year, month, day } = parisParts(instant);
  return `${year}-${month}-${day}`;
}

/** « 5 h 56 », in Paris: for a moment whose day its context gives. */
export function parisClock(instant: string): string {
  const { hour, minute } = parisParts(instant);
  return `${Number(hour)}${NBSP}h${NBSP}${minute}`;
}

/** « 1er décembre 2026 à 5 h 56 », in Paris: for a page that names the zone beside it. */
export function formatParisDateTime(instant: string): string {
  return `${formatDate(parisDay(instant))} à ${parisClock(instant)}`;
}

/** « 1er décembre 2026 à 5 h 56 (heure de Paris) »: the zone named, as an email's table reads it. */
export function parisDateTime(instant: string): string {
  return `${formatParisDateTime(instant)} (heure de Paris)`;
}
