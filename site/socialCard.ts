import { PRICE_PAID } from './pricePaid';

/** The words of the social sharing image (build/og-image.mjs draws it, the price and the terms on two lines): the offer, with the price as the amount paid. */
export const SOCIAL_CARD = {
  headingLines: ['Votre extrait Kbis', 'par email, en PDF'],
  price: PRICE_PAID,
  terms: 'par demande · sans abonnement · service privé',
} as const;
