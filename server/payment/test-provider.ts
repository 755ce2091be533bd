/**
 * The default payment: a page of the service that says no card is charged and pays at the click
 * of its final button (http/payment-test-routes.ts). Refused in production (config.ts).
 */
import { TEST_PAYMENT_MODE } from '../domain/test-order';
import { TEST_PAYMENT_PATH } from '../domain/service-paths';
import type { PaymentProvider } from './provider';

export { TEST_PAYMENT_MODE, TEST_PAYMENT_PATH };

export function testPaymentProvider(serviceUrl: string): PaymentProvider {
  return {
    mode: TEST_PAYMENT_MODE,
    describe: 'paiement de test (aucune carte n’est débitée)',
    checkout: async (order) => ({ url: `${serviceUrl}${TEST_PAYMENT_PATH}/${order.token}`, paymentId: null }),
  };
}
