/** Test orders: « paid » on the service's test page, where no money moves. */

/** The `payment_mode` of an order "paid" on the test page: no page, email or document may say money moved. */
export const TEST_PAYMENT_MODE = 'test';
