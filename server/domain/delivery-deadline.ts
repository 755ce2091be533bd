/**
 * When the work on a paid order starts and by when the Kbis must be sent, the one rule the emails,
 * the pages and the back office share. The start is the payment's day when the customer asked for
 * immediate execution (L221-25), else the day after the withdrawal period ends (L221-18, L221-19);
 * the deadline is DELIVERY_WORKING_DAYS working days after the start (L216-1 makes it binding).
 */
import { DELIVERY_WORKING_DAYS } from '../../widget/core/offer';
import { addDays, earliestStartWithoutRequest, isWorkingDay } from './withdrawal-period';

/** The working day `count` working days after `day` (YYYY-MM-DD); `day` itself need not be one. */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}

export interface DeliverySchedule {
  /** Paris calendar days, YYYY-MM-DD. */
  workStartsOn: string;
  deliverBy: string;
}

/** The schedule of an order paid on `paidOn` (its Paris calendar day). */
export function deliverySchedule(paidOn: string, immediateExecution: boolean): DeliverySchedule {
  const workStartsOn = immediateExecution ? paidOn : earliestStartWithoutRequest(paidOn);
  return { workStartsOn, deliverBy: addWorkingDays(workStartsOn, DELIVERY_WORKING_DAYS) };
}

/** Whether the withdrawal period still holds the work back on `today` (Paris day). */
export const waitsForWithdrawalPeriod = (workStartsOn: string, today: string) => today < workStartsOn;

/** A paid order not sent is late once its deadline day is over. */
export const isLate = (deliverBy: string | null, today: string) => deliverBy !== null && today > deliverBy;
