import { describe, expect, test } from 'vitest';
import { deliveryDeadline, workStartsOn } from '../../server/domain/delivery-deadline';

describe('the delivery deadline, two working days after the work starts', () => {
  test.each([
    // The review's order, paid on Saturday 28 November 2026: the period runs on to Monday 14 December.
    ['2026-11-28', false, '2026-12-15', '2026-12-17'],
    ['2026-11-28', true, '2026-11-28', '2026-12-01'],
    // Paid on a Friday with immediate execution: the weekend does not count.
    ['2026-11-27', true, '2026-11-27', '2026-12-01'],
    // Over Christmas: the 25th is a public holiday, as are the weekends around it.
    ['2026-12-23', true, '2026-12-23', '2026-12-28'],
    // Paid on 10 December: the period ends on Thursday 24, the work starts on Christmas Day, counted from there.
    ['2026-12-10', false, '2026-12-25', '2026-12-29'],
  ])('paid on %s, immediate %s: starts on %s, delivered by %s', (paidOn, immediate, start, deadline) => {
    expect(workStartsOn(paidOn, immediate)).toBe(start);
    expect(deliveryDeadline(paidOn, immediate)).toBe(deadline);
  });
});
