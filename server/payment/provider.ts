/** Where an order is paid: the service's own test page, or Stripe Checkout. */
import type { OrdersTable } from '../db/schema';
import type { DocumentLine } from '../domain/document-line';

export type PaymentMode = 'test' | 'stripe';

export interface CheckoutUrls {
  /** Where the customer lands once they paid: the confirmation page. */
  success: string;
  /** Where they land if they give up: the cancellation page. */
  cancel: string;
}

export interface PaymentProvider {
  mode: PaymentMode;
  /** For the start-up banner, without secrets. */
  describe: string;
  /**
   * Opens a payment attempt for `order`, one line per document (`lines`, whose amounts add up to the
   * order's); returns the payment page's address and the provider's id for it.
   */
  checkout(order: OrdersTable, lines: readonly DocumentLine[], urls: CheckoutUrls): Promise<{ url: string; paymentId: string | null }>;
}
