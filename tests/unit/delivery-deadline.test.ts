import { describe, expect, it } from 'vitest';
import { addWorkingDays, deliverySchedule, isLate, waitsForWithdrawalPeriod } from '../../server/domain/delivery-deadline';
import { DELIVERY_WORKING_DAYS } from '../../widget/core/offer';

describe('the working-day calendar', () => {
  it('skips the weekend: Friday plus two working days is Tuesday', () => {
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-12-01');
  });
  it('counts from a Saturday as from the Friday before', () => {
    expect(addWorkingDays('2026-11-28', 2)).toBe('2026-12-01');
  });
  it.each([
    ['New Year’s Day', '2026-12-30', '2027-01-04'],
    ['Labour Day', '2026-04-29', '2026-05-04'],
    ['Victory in Europe Day', '2026-05-06', '2026-05-11'],
    ['Bastille Day', '2026-07-13', '2026-07-16'],
    ['the Assumption', '2025-08-14', '2025-08-19'],
    ['All Saints’ Day', '2027-10-29', '2027-11-03'],
    ['Armistice Day', '2026-11-10', '2026-11-13'],
    ['Christmas Day', '2026-12-23', '2026-12-28'],
  ])('skips %s, a fixed public holiday', (_name, from, to) => {
    expect(addWorkingDays(from, 2)).toBe(to);
  });
  it('skips Easter Monday (6 April 2026)', () => {
    expect(addWorkingDays('2026-04-03', 2)).toBe('2026-04-08');
  });
  it('skips Ascension Thursday (14 May 2026)', () => {
    expect(addWorkingDays('2026-05-13', 2)).toBe('2026-05-18');
  });
  it('skips Whit Monday (25 May 2026)', () => {
    expect(addWorkingDays('2026-05-22', 2)).toBe('2026-05-27');
  });
  it('crosses the year boundary: 31 December 2027 (Friday) plus two is 4 January 2028', () => {
    expect(addWorkingDays('2027-12-31', 2)).toBe('2028-01-04');
  });
});

describe('an order’s schedule', () => {
  it('starts on the payment’s day when immediate execution was asked', () => {
    expect(deliverySchedule('2026-11-26', true)).toEqual({
      workStartsOn: '2026-11-26',
      deliverBy: addWorkingDays('2026-11-26', DELIVERY_WORKING_DAYS),
    });
    expect(deliverySchedule('2026-11-26', true).deliverBy).toBe('2026-11-30');
  });
  it('starts the day after the withdrawal period otherwise', () => {
    // Paid Thursday 26 November 2026: the period ends Thursday 10 December, the work starts on the 11th.
    expect(deliverySchedule('2026-11-26', false)).toEqual({ workStartsOn: '2026-12-11', deliverBy: '2026-12-15' });
  });
  it('waits while the period runs, and is late only after the deadline day', () => {
    expect(waitsForWithdrawalPeriod('2026-12-11', '2026-12-10')).toBe(true);
    expect(waitsForWithdrawalPeriod('2026-12-11', '2026-12-11')).toBe(false);
    expect(isLate('2026-12-15', '2026-12-15')).toBe(false);
    expect(isLate('2026-12-15', '2026-12-16')).toBe(true);
    expect(isLate(null, '2026-12-16')).toBe(false);
  });
});

describe('the schedule the confirmation email states, with the dates the content review checked', () => {
  it.each([
    // Paid on Saturday 28 November 2026: the withdrawal period runs on to Monday 14 December.
    ['2026-11-28', false, '2026-12-15', '2026-12-17'],
    ['2026-11-28', true, '2026-11-28', '2026-12-01'],
    // Paid on a Friday with immediate execution: the weekend does not count.
    ['2026-11-27', true, '2026-11-27', '2026-12-01'],
    // Over Christmas: the 25th is a public holiday, as are the weekends around it.
    ['2026-12-23', true, '2026-12-23', '2026-12-28'],
    // Paid on 10 December: the period ends on Thursday 24, the work starts on Christmas Day, counted from there.
    ['2026-12-10', false, '2026-12-25', '2026-12-29'],
  ])('paid on %s, immediate %s: starts on %s, delivered by %s', (paidOn, immediate, workStartsOn, deliverBy) => {
    expect(deliverySchedule(paidOn, immediate)).toEqual({ workStartsOn, deliverBy });
  });
});
