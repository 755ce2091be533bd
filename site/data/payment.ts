/**
 * The payment that concludes the contract, as the terms of sale describe it: the provider that takes
 * the card and the words of the payment page's final button. The order service's payment page and the
 * CGV read them here.
 */
import { PRICE_HT_EUR } from '../../widget/core/offer';
import { formatEuro } from '../../widget/core/format';

/**
 * The payment page's final button: the only control that binds the customer, so its own words say
 * that ordering means paying, and how much (Code de la consommation L221-14).
 */
export const PAY_BUTTON_LABEL = `Commander et payer ${formatEuro(PRICE_HT_EUR)}`;

/** The payment service provider that takes the card payment (Stripe Checkout in production). */
export const PAYMENT_PROVIDER = {
  name: 'Stripe Payments Europe, Ltd.',
  seat: 'Dublin (Irlande)',
} as const;
