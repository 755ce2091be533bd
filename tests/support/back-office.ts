/** Back-office fixtures: a signed-in operator without the passkey ceremony (shared with the bench), paid orders, the refund form. */
import { randomUUID } from 'node:crypto';
import type { Store } from '../../server/db/connect';
import type { CustomerDocument } from '../../server/db/line-documents';
import { applyPaymentEvent, insertOrder } from '../../server/db/orders';
import type { OrdersTable } from '../../server/db/schema';
import { newOrder } from '../../server/domain/new-order';
import { DEFAULT_CHOICES, newOrderItems } from '../../server/domain/order-items';
import { parseOrderInput } from '../../server/domain/order-input';
import { REFUND_KEY_FIELD } from '../../server/domain/refund-key';
import { newSecret } from '../../server/http/back-office/session';
import type { OrderLine } from '../../server/pages/back-office/SendDocumentPanel';
import { fieldsOf, handoffForm } from './handoff-form';

export { signedIn } from '../../dev/signed-in';

/** A stored order for `email`, paid at `paidAt` unless null. */
export async function storedOrder(
  db: Store,
  reference: string,
  {
    email = 'client@example.fr',
    companyName = 'ACME SAS',
    createdAt = new Date('2026-11-20T09:00:00Z'),
    paidAt = new Date('2026-11-20T09:05:00Z') as Date | null,
    immediate = true,
  } = {},
): Promise<OrdersTable> {
  const form = handoffForm(undefined, { immediateExecution: immediate });
  form.set('email', email);
  form.set('companyName', companyName);
  const { get, names } = fieldsOf(form);
  const parsed = parseOrderInput(get, names);
  if (!parsed.ok) throw new Error('sample order refused');
  const order = newOrder(parsed.value, { reference, token: newSecret(), now: createdAt, paymentMode: 'test' });
  await insertOrder(db, order);
  if (!paidAt) return order;
  return (await applyPaymentEvent(db, reference, 'paid', paidAt, () => []))!;
}

/** The refund form as the order page posts it, with its one-time key (a new form each time unless `key` is given). */
export const refundForm = (fields: { montant: string; motif: string } & Record<string, string>, key: string = randomUUID()) =>
  new URLSearchParams({ ...fields, [REFUND_KEY_FIELD]: key });

/**
 * The order page's line of a Kbis-only order, as the documents panel is given it: to send, or sent with
 * `document` when the order is.
 */
export function kbisLines(order: OrdersTable, document?: OrderLine['document']): OrderLine[] {
  const [draft] = newOrderItems(DEFAULT_CHOICES, false);
  const sent = order.fulfilment_status === 'sent';
  return [
    {
      item: {
        ...draft!,
        id: `${order.reference}:kbis`,
        reference: order.reference,
        state: sent ? 'sent' : 'to_send',
        sent_at: order.sent_at,
      },
      document: sent ? document : undefined,
      refundKey: null,
    },
  ];
}

/** The customer's page's documents of a Kbis-only order, downloadable until `downloadUntil`. */
export const kbisDocuments = (order: OrdersTable, downloadUntil: Date | null): CustomerDocument[] =>
  kbisLines(order).map(({ item }) => ({ item, downloadUntil }));
