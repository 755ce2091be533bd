/** Which emails each event causes: queued in the transaction of the event itself (db/orders.ts, db/withdrawals.ts). */
import type { OrdersTable, WithdrawalsTable } from '../db/schema';
import type { EmailContext, EmailMessage } from '../domain/email-message';
import { orderConfirmationEmail } from './order-confirmation';
import { orderNoticeEmail } from './order-notice';
import { withdrawalAcknowledgementEmail } from './withdrawal-acknowledgement';
import { withdrawalNoticeEmail } from './withdrawal-notice';

/** A paid order: the customer's confirmation, then the operator's notice. */
export const paidOrderEmails = (order: OrdersTable, context: EmailContext): EmailMessage[] => [
  orderConfirmationEmail(order, context),
  orderNoticeEmail(order, context),
];

/** A withdrawal declared online: its acknowledgement to the customer, then the operator's notice. */
export const withdrawalEmails = (withdrawal: WithdrawalsTable, context: EmailContext): EmailMessage[] => [
  withdrawalAcknowledgementEmail(withdrawal, context),
  withdrawalNoticeEmail(withdrawal, context),
];
