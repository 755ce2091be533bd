/** The order page's actions slot for sending and refunds: both panels, from what `orderDeliveryFacts` read. */
import { randomUUID } from 'node:crypto';
import type { Store } from '../../db/connect';
import { latestDocument } from '../../db/documents';
import { latestDeclarationOf } from '../../db/order-follow-up';
import { pendingRefunds } from '../../db/refunds';
import type { Declaration } from '../../db/order-follow-up';
import type { OrdersTable } from '../../db/schema';
import type { Operator } from '../../domain/permissions';
import { type PendingRefund, RefundPanel } from './RefundPanel';
import { type SentDocument, SendDocumentPanel } from './SendDocumentPanel';

export interface OrderDeliveryFacts {
  document: SentDocument | undefined;
  pending: PendingRefund[];
  /** The refund form's one-time key (domain/refund-key.ts), new at each rendering of the page. */
  refundKey: string;
  /** The latest withdrawal declared and matched to the order, if any. */
  declaration?: Declaration | undefined;
}

/** What the two panels need beyond the order: its last document, the refunds awaiting Stripe, its latest declaration. */
export async function orderDeliveryFacts(db: Store, reference: string): Promise<OrderDeliveryFacts> {
  const [document, pending, declaration] = await Promise.all([
    latestDocument(db, reference),
    pendingRefunds(db, reference),
    latestDeclarationOf(db, reference),
  ]);
  return { document, pending, declaration, refundKey: randomUUID() };
}

export interface OrderDeliveryActionsProps {
  order: OrdersTable;
  facts: OrderDeliveryFacts;
  operator: Operator;
  csrfToken: string;
  now: Date;
}

export function OrderDeliveryActions({ order, facts, operator, csrfToken, now }: OrderDeliveryActionsProps) {
  return (
    <>
      <SendDocumentPanel
        order={order}
        document={facts.document}
        declaration={facts.declaration}
        operator={operator}
        csrfToken={csrfToken}
        now={now}
      />
      <RefundPanel order={order} pending={facts.pending} refundKey={facts.refundKey} operator={operator} csrfToken={csrfToken} />
    </>
  );
}
