/** Which emails each event causes: queued in the transaction of the event itself (db/orders.ts, db/withdrawals.ts). */
import type { OrdersTable, WithdrawalsTable } from '../db/schema';
import type { EmailContext, EmailMessage } from './message';
import { orderConfirmationEmail } from './order-confirmation';
import { orderNoticeEmail } from './order-notice';
import { withdrawalAcknowledgementEmail } from './withdrawal-acknowledgement';
import { withdrawalNoticeEmail } from './withdrawal-notice';

/** A paid order: the customer's confirmation, then the operator's notice, both in the order's history. */
export const paidOrderEmails = (order: OrdersTable, context: EmailContext): EmailMessage[] =>
  [orderConfirmationEmail(order, context), orderNoticeEmail(order, context)].map((email) => ({ ...email, reference: order.reference }));

/**
 * A withdrawal declared online: its acknowledgement to the customer, then the operator's notice; in
 * the history of the order it was matched to, if any (the reference typed may be no order's).
 */
export const withdrawalEmails = (withdrawal: WithdrawalsTable, context: EmailContext): EmailMessage[] =>
  [withdrawalAcknowledgementEmail(withdrawal, context), withdrawalNoticeEmail(withdrawal, context)].map((email) =>
    withdrawal.matched_reference ? { ...email, reference: withdrawal.matched_reference } : email,
  );
