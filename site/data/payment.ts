/**
 * The payment that concludes the contract, as the terms of sale describe it: the provider that takes
 * the card, the words of the test payment page's final button and those Stripe shows beside its own.
 * The order service's payment pages and the CGV read them here.
 */
import { BRAND_NAME, SELLER } from '../../widget/core/offer';
import { formatEuro } from '../../widget/core/format';

/**
 * The payment page's final button: the only control that binds the customer, so its own words say
 * that ordering means paying, and how much: the order's total, in cents (Code de la consommation L221-14).
 */
export const payButtonLabel = (totalCents: number) => `Commander et payer ${formatEuro(totalCents / 100)}`;

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
export const paymentCommitment = (documents: number, totalCents: number) =>
  `En cliquant sur le bouton de paiement, vous commandez ${documents === 1 ? 'un document' : `${documents} documents`} auprès de ${SELLER.name} (${BRAND_NAME}), avec obligation de paiement de ${formatEuro(totalCents / 100)}.`;
