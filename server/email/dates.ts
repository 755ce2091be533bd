/**
 * The emails' dates, in Paris time whatever the server's zone: the stored instants are UTC (ISO
 * 8601), the customer reads French civil time.
 */
import { NBSP } from '../../widget/core/format';
import { formatDate } from '../../site/format';

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

/** « 27 novembre 2026 à 18 h 05 (heure de Paris) ». */
export function parisDateTime(instant: string): string {
  const { hour, minute } = parisParts(instant);
  return `${formatDate(parisDay(instant))} à ${Number(hour)}${NBSP}h${NBSP}${minute} (heure de Paris)`;
}
