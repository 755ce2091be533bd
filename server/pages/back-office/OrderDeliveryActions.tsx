/** The order page's actions slot for sending and refunds: both panels, from what `orderDeliveryFacts` read. */
import { randomUUID } from 'node:crypto';
import { lineDocuments } from '../../db/line-documents';
import type { Store } from '../../db/connect';
import { listEvents } from '../../db/events';
import { latestDeclarationOf } from '../../db/order-follow-up';
import { orderItems } from '../../db/order-items';
import { pendingRefunds } from '../../db/refunds';
import type { Declaration } from '../../db/order-follow-up';
import type { OrderItemsTable, OrdersTable } from '../../db/schema';
import type { HistoryEntry } from '../../domain/history';
import type { Operator } from '../../domain/permissions';
import { type PendingRefund, RefundPanel } from './RefundPanel';
import type { SentDocument } from './sent-document';
import { type OrderLine, SendDocumentPanel } from './SendDocumentPanel';

export interface OrderDeliveryFacts {
  /** The order's documents, each with its last file sent. */
  items: OrderItemsTable[];
  lineDocuments: Map<string | null, SentDocument>;
  /** The order's recorded events: those naming a document show under it. */
  events: HistoryEntry[];
  pending: PendingRefund[];
  /** The lines whose own refund awaits Stripe's confirmation: not to be asked again meanwhile. */
  pendingItems: Set<string>;
  /** The refund form's one-time key (domain/refund-key.ts), new at each rendering of the page. */
  refundKey: string;
  /** The latest withdrawal declared and matched to the order, if any. */
  declaration?: Declaration | undefined;
}

/** What the two panels need beyond the order: its documents and their files, the refunds awaiting Stripe, its latest declaration. */
export async function orderDeliveryFacts(db: Store, reference: string): Promise<OrderDeliveryFacts> {
  const [pending, declaration, items, documents, events] = await Promise.all([
    pendingRefunds(db, reference),
    latestDeclarationOf(db, reference),
    orderItems(db, reference),
    lineDocuments(db, reference),
    listEvents(db, reference),
  ]);
  const pendingItems = new Set(pending.flatMap((refund) => (refund.item_id ? [refund.item_id] : [])));
  return { pending, pendingItems, declaration, items, lineDocuments: documents, events, refundKey: randomUUID() };
}

export interface OrderDeliveryActionsProps {
  order: OrdersTable;
  facts: OrderDeliveryFacts;
  operator: Operator;
  csrfToken: string;
  now: Date;
  /** Whether a register account is configured (« Récupérer au registre »). */
  registerConfigured?: boolean;
}

/**
 * The lines, each with its own refund form's key while the order has that line's amount left to refund
 * (refunds awaiting Stripe counted as made) and no refund of that line awaits Stripe.
 */
function orderLines(order: OrdersTable, facts: OrderDeliveryFacts): OrderLine[] {
  const committed = order.refunded_cents + facts.pending.reduce((sum, refund) => sum + refund.amount_cents, 0);
  const refundable = order.status === 'paid' || order.status === 'partly_refunded';
  return facts.items.map((item) => ({
    item,
    document: facts.lineDocuments.get(item.id),
    refundKey: refundable && order.amount_cents - committed >= item.amount_cents && !facts.pendingItems.has(item.id) ? randomUUID() : null,
  }));
}

export function OrderDeliveryActions({ order, facts, operator, csrfToken, now, registerConfigured }: OrderDeliveryActionsProps) {
  return (
    <>
      <SendDocumentPanel
        order={order}
        lines={orderLines(order, facts)}
        history={facts.events}
        registerConfigured={registerConfigured}
        declaration={facts.declaration}
        operator={operator}
        csrfToken={csrfToken}
        now={now}
      />
      <RefundPanel order={order} pending={facts.pending} refundKey={facts.refundKey} operator={operator} csrfToken={csrfToken} />
    </>
  );
}
