/**
 * Stripe's word on a refund the back office asked for (`refund.created`, `refund.updated`, `refund.failed`,
 * `charge.refunded`): a succeeded refund is confirmed, a failed or cancelled one marked failed. Each refund is
 * known by the id the service gave it (metadata.refund_id); a replay finds it settled and changes nothing.
 */
import type Stripe from 'stripe';
import { SYSTEM_ACTOR } from '../db/events';
import { confirmRefund, failRefund } from '../db/refunds';
import { refundConfirmationEmail } from '../email/refund-confirmation';
import { refundsOfEvent } from '../payment/stripe-refunds';
import type { ServiceContext } from './context';

/** Whether `event` is about refunds: then it is handled here and nowhere else. */
export const isRefundEvent = (event: Stripe.Event) =>
  event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed' || event.type === 'charge.refunded';

export async function settleStripeRefunds(context: ServiceContext, event: Stripe.Event): Promise<void> {
  let changed = false;
  for (const { refundId, providerId, status } of refundsOfEvent(event)) {
    if (!refundId) {
      context.log(`webhook Stripe : remboursement ${providerId} fait hors du back office, ignoré`);
      continue;
    }
    if (status === 'succeeded')
      changed = (await confirmRefund(context.db, refundId, SYSTEM_ACTOR, context.now(), refundConfirmationEmail)) !== null || changed;
    else if (status === 'failed' || status === 'canceled')
      await failRefund(context.db, refundId, SYSTEM_ACTOR, context.now(), `Stripe : ${status}`);
  }
  if (changed) context.kickOutbox();
}
