/**
 * One document of an order as every place that bills or recalls it reads it: the payment page,
 * Stripe Checkout, the emails, the invoice and the credit note. Named by item-name.ts, as the back
 * office and the customer's page name it; priced by its own amount; sent by the register's job or
 * the operator.
 */
import type { OrderItemsTable } from '../db/schema';
import type { NamedItem } from './item-name';

/** A stored line, or one not stored yet (a draft): what naming, pricing and saying who sends it need. */
export type DocumentLine = NamedItem & Pick<OrderItemsTable, 'amount_cents' | 'source'>;
