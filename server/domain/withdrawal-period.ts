/**
 * When a consumer's withdrawal period ends, hence the first day the service may start when the
 * customer did not ask for immediate execution. Code de la consommation L221-18 and L221-19: the
 * period runs from the day after the contract's conclusion (the payment, in Paris) for
 * WITHDRAWAL_DAYS days; ending on a Saturday, a Sunday or a public holiday, it runs on to the next
 * working day. Public holidays are metropolitan France's (Alsace-Moselle's two more are not counted).
 */
import { WITHDRAWAL_DAYS } from '../../widget/core/offer';

const DAY_MS = 86_400_000;

const fromDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The calendar day `days` after `day` (YYYY-MM-DD). */
export const addDays = (day: string, days: number) => new Date(fromDay(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Easter Sunday of `year` (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The eleven public holidays of metropolitan France (Code du travail, L3133-1), YYYY-MM-DD. */
export function publicHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'].map((monthDay) => `${year}-${monthDay}`);
  // Easter Monday, Ascension Thursday, Whit Monday.
  return new Set([...fixed, addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)]);
}

/** Monday to Friday, and not a public holiday. */
export const isWorkingDay = (day: string) => {
  const weekDay = fromDay(day).getUTCDay();
  return weekDay !== 0 && weekDay !== 6 && !publicHolidays(Number(day.slice(0, 4))).has(day);
};

/** The period's last day, YYYY-MM-DD, for a contract concluded on `concludedOn` (Paris calendar day). */
export function withdrawalLastDay(concludedOn: string): string {
  let last = addDays(concludedOn, WITHDRAWAL_DAYS);
  while (!isWorkingDay(last)) last = addDays(last, 1);
  return last;
}

/** The first day the service may start without the customer's request for immediate execution. */
export const earliestStartWithoutRequest = (concludedOn: string) => addDays(withdrawalLastDay(concludedOn), 1);
