/**
 * What the purge deletes, from the retention periods the CGV state (site/data/operator.ts): paid
 * orders (refunded or not) after the order data's period, with the withdrawals matched to them,
 * withdrawals that match no order after a year, unpaid orders after their
 * short one, sent emails once their copy has served its purpose (the customer holds the email itself),
 * given-up emails once the operator has had time to see them (he is told at once) and to send them
 * again, a sent Kbis's bytes after the days it stays downloadable (its name, size and hash stay with
 * the order), invoices after the accounting period, longer than the orders': each holds its PDF, and
 * needs nothing else.
 */
import { RETENTION } from '../../site/data/operator';

/** Days a sent email's copy stays in the outbox, to answer « I never received it ». */
export const SENT_EMAIL_DAYS = RETENTION.sentEmailDays;
/** Days a given-up email stays, from when it was given up: the same month to retry it by hand. */
export const GIVEN_UP_EMAIL_DAYS = RETENTION.sentEmailDays;

export interface PurgeCutoffs {
  /** Paid orders created before this moment are deleted, and the withdrawals matched to them. */
  ordersBefore: string;
  /** Withdrawals matching no order, declared before this moment, are deleted. */
  unmatchedWithdrawalsBefore: string;
  unpaidOrdersBefore: string;
  sentEmailsBefore: string;
  /** A sent Kbis uploaded before this moment loses its bytes. */
  documentsBefore: string;
  givenUpEmailsBefore: string;
  /** Invoices and credit notes issued before this moment are deleted: the accounting period is over. */
  invoicesBefore: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const yearsBefore = (now: Date, years: number) => {
  const then = new Date(now);
  then.setUTCFullYear(now.getUTCFullYear() - years);
  return then.toISOString();
};

export function purgeCutoffs(
  now: Date,
  retention: Pick<
    typeof RETENTION,
    'orderYears' | 'unpaidOrderDays' | 'accountingYears' | 'documentDays' | 'unmatchedWithdrawalYears'
  > = RETENTION,
): PurgeCutoffs {
  return {
    ordersBefore: yearsBefore(now, retention.orderYears),
    unmatchedWithdrawalsBefore: yearsBefore(now, retention.unmatchedWithdrawalYears),
    unpaidOrdersBefore: new Date(now.getTime() - retention.unpaidOrderDays * DAY_MS).toISOString(),
    sentEmailsBefore: new Date(now.getTime() - SENT_EMAIL_DAYS * DAY_MS).toISOString(),
    documentsBefore: new Date(now.getTime() - retention.documentDays * DAY_MS).toISOString(),
    givenUpEmailsBefore: new Date(now.getTime() - GIVEN_UP_EMAIL_DAYS * DAY_MS).toISOString(),
    invoicesBefore: yearsBefore(now, retention.accountingYears),
  };
}
