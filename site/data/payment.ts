/**
 * The payment that concludes the contract, as the terms of sale describe it: the provider that takes
 * the card, the words of the test payment page's final button and those Stripe shows beside its own.
 * The order service's payment pages and the CGV read them here.
 */
import { BRAND_NAME, PRICE_HT_EUR, SELLER } from '../../widget/core/offer';
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

/**
 * In production the final button is Stripe Checkout's own, whose words the shop does not choose:
 * the text Stripe shows beside it (`custom_text.submit`) says what the click does, without naming the
 * button's label, which Stripe translates itself.
 */
export const PAYMENT_COMMITMENT = `En cliquant sur le bouton de paiement, vous commandez un extrait Kbis auprès de ${SELLER.name} (${BRAND_NAME}), avec obligation de paiement de ${formatEuro(PRICE_HT_EUR)}.`;
