import { describe, expect, test } from 'vitest';
import {
  addDays,
  earliestStartWithoutRequest,
  easterSunday,
  publicHolidays,
  withdrawalLastDay,
} from '../../server/domain/withdrawal-period';

describe('the withdrawal period', () => {
  test.each([['2008-03-23'], ['2024-03-31'], ['2025-04-20'], ['2026-04-05'], ['2038-04-25']])('Easter Sunday falls on %s', (day) => {
    expect(easterSunday(Number(day.slice(0, 4)))).toBe(day);
  });

  test('the eleven public holidays of 2026, the movable ones after Easter', () => {
    const holidays = publicHolidays(2026);
    expect(holidays.size).toBe(11);
    for (const day of ['2026-01-01', '2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25', '2026-07-14', '2026-12-25'])
      expect(holidays).toContain(day);
  });

  test('addDays crosses months, years and the change to summer time', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });

  test.each([
    // A Friday: the period ends on a Friday, the work may start on the Saturday.
    ['2026-11-27', '2026-12-11', '2026-12-12'],
    // Ending on a Saturday, it runs on to the Monday.
    ['2026-11-28', '2026-12-14', '2026-12-15'],
    // Ending on a Sunday too.
    ['2026-11-29', '2026-12-14', '2026-12-15'],
    // On Christmas, a Friday, then the weekend.
    ['2026-12-11', '2026-12-28', '2026-12-29'],
    // On Ascension Thursday.
    ['2026-04-30', '2026-05-15', '2026-05-16'],
    // On 8 May, a Friday, then the weekend.
    ['2026-04-24', '2026-05-11', '2026-05-12'],
  ])('a contract concluded on %s: the period ends on %s, the work starts on %s at the earliest', (concluded, last, start) => {
    expect(withdrawalLastDay(concluded)).toBe(last);
    expect(earliestStartWithoutRequest(concluded)).toBe(start);
  });
});
