/**
 * Stripe's word on a refund the back office asked for (payment/stripe-refunds.ts's REFUND_EVENT_TYPES): a
 * succeeded refund is confirmed, a failed or cancelled one marked failed. The refund is known by the id the
 * service gave it (metadata.refund_id); a replay finds it settled and changes nothing.
 */
import { SYSTEM_ACTOR } from '../db/events';
import { confirmRefund, failRefund } from '../db/refunds';
import { refundConfirmationEmail } from '../email/refund-confirmation';
import { type RefundEvent, refundOfEvent } from '../payment/stripe-refunds';
import type { ServiceContext } from './context';

export async function settleStripeRefund(context: ServiceContext, event: RefundEvent): Promise<void> {
  const { refundId, providerId, status } = refundOfEvent(event);
  if (!refundId) {
    context.log(`webhook Stripe : remboursement ${providerId} fait hors du back office, ignoré`);
    return;
  }
  if (status === 'succeeded') {
    if (await confirmRefund(context.db, refundId, SYSTEM_ACTOR, context.now(), refundConfirmationEmail)) context.kickOutbox();
  } else if (status === 'failed' || status === 'canceled') {
    await failRefund(context.db, refundId, SYSTEM_ACTOR, context.now(), `Stripe : ${status}`);
  }
}
