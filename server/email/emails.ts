/** Which emails each event causes: queued in the transaction of the event itself (db/orders.ts, db/withdrawals.ts). */
import type { IssuedInvoice } from '../db/invoices';
import type { OrdersTable, WithdrawalsTable } from '../db/schema';
import type { DocumentLine } from '../domain/document-line';
import type { WithdrawalMatch } from '../domain/withdrawal-match';
import type { EmailContext, EmailMessage } from '../domain/email-message';
import { orderConfirmationEmail } from './order-confirmation';
import { orderNoticeEmail } from './order-notice';
import { withdrawalAcknowledgementEmail } from './withdrawal-acknowledgement';
import { withdrawalNoticeEmail } from './withdrawal-notice';

/** A paid order and its documents: the customer's confirmation, then the operator's notice, both in the order's history. */
export const paidOrderEmails = (
  order: OrdersTable,
  lines: readonly DocumentLine[],
  context: EmailContext,
  invoice?: IssuedInvoice,
): EmailMessage[] =>
  [orderConfirmationEmail(order, lines, context, invoice), orderNoticeEmail(order, lines, context)].map((email) => ({
    ...email,
    reference: order.reference,
  }));

/**
 * A withdrawal declared online, once matched: its acknowledgement to the customer, then the
 * operator's notice; in the history of the order it was matched to, if any (the reference typed
 * may be no order's).
 */
export const withdrawalEmails = (withdrawal: WithdrawalsTable, match: WithdrawalMatch | null, context: EmailContext): EmailMessage[] =>
  [withdrawalAcknowledgementEmail(withdrawal, match, context), withdrawalNoticeEmail(withdrawal, match, context)].map((email) =>
    withdrawal.matched_reference ? { ...email, reference: withdrawal.matched_reference } : email,
  );
