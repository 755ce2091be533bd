/**
 * Whether the customer may still withdraw from a paid order, so that its page offers « Renoncer au
 * contrat ici » only then: not once refunded in full or withdrawn, not once a declaration is on file
 * (it is being examined, or was decided), not once the Kbis was delivered after the customer asked for
 * immediate execution (L221-28 1°), and not after the period's last day (L221-18, withdrawal-period.ts).
 */
import type { OrdersTable } from '../db/schema';
import { parisDay } from './paris-time';
import { withdrawalLastDay } from './withdrawal-period';

export type WithdrawalRightFacts = Pick<OrdersTable, 'status' | 'paid_at' | 'fulfilment_status' | 'immediate_execution' | 'sent_at'>;

export function withdrawalRightOpen(order: WithdrawalRightFacts, declared: boolean, now: Date): boolean {
  if (!order.paid_at || declared) return false;
  if (order.status === 'refunded' || order.fulfilment_status === 'withdrawn') return false;
  if (order.immediate_execution === 1 && order.sent_at !== null) return false;
  return parisDay(now.toISOString()) <= withdrawalLastDay(parisDay(order.paid_at));
}
