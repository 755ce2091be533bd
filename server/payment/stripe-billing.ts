/**
 * The billed company's address and VAT number as Stripe Checkout collected them (`customer_details`
 * of the completed session: `billing_address_collection: 'required'` and `tax_id_collection`), in the
 * order's terms. Only an EU VAT number is kept: it is the identifier the invoice names. Pure.
 */
import type Stripe from 'stripe';
import { type BillingDetails, BILLING_DETAILS_MAX_LENGTHS } from '../domain/billing-details';
import { normalizeIdentifier, parseBillingIdentifier } from '../domain/billing-identifier';

/** The details a completed session carries, or null when its address lacks a street, postal code or city. */
export function billingFromCheckout(details: Stripe.Checkout.Session.CustomerDetails | null | undefined): BillingDetails | null {
  const address = details?.address;
  const street = [address?.line1, address?.line2].filter(Boolean).join(', ').trim();
  const postalCode = (address?.postal_code ?? '').trim();
  const town = (address?.city ?? '').trim();
  if (!street || !postalCode || !town) return null;
  // A French invoice names a French town alone, a town abroad with its country's code.
  const city = address?.country && address.country !== 'FR' ? `${town} (${address.country})` : town;
  const vat = details?.tax_ids?.find((taxId) => taxId.type === 'eu_vat')?.value ?? '';
  const parsed = vat ? parseBillingIdentifier(vat.slice(0, BILLING_DETAILS_MAX_LENGTHS.identifier)) : null;
  return {
    address: street.slice(0, BILLING_DETAILS_MAX_LENGTHS.address),
    postalCode: postalCode.slice(0, BILLING_DETAILS_MAX_LENGTHS.postalCode),
    city: city.slice(0, BILLING_DETAILS_MAX_LENGTHS.city),
    // Stripe checks a VAT number's shape; one our rules refuse is still the customer's, kept as typed.
    identifier: parsed?.ok ? parsed.value.value : normalizeIdentifier(vat).slice(0, BILLING_DETAILS_MAX_LENGTHS.identifier),
  };
}
