/**
 * The last day the Kbis may be sent (CGV art. 3): DELIVERY_WORKING_DAYS working days after the day
 * the work starts, which is the payment's day on the customer's request for immediate execution,
 * otherwise the day after the withdrawal period.
 */
import { DELIVERY_WORKING_DAYS } from '../../widget/core/offer';
import { addDays, earliestStartWithoutRequest, isWorkingDay } from './withdrawal-period';

/** The day the work starts for an order paid on `paidOn` (Paris calendar day, YYYY-MM-DD). */
export const workStartsOn = (paidOn: string, immediate: boolean) => (immediate ? paidOn : earliestStartWithoutRequest(paidOn));

/** The delivery deadline, YYYY-MM-DD, for an order paid on `paidOn` (Paris calendar day). */
export function deliveryDeadline(paidOn: string, immediate: boolean): string {
  let day = workStartsOn(paidOn, immediate);
  for (let counted = 0; counted < DELIVERY_WORKING_DAYS; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) counted += 1;
  }
  return day;
}
