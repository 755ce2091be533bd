/**
 * The row an accepted hand-off becomes: what the customer entered, the company as the directory gave
 * it (if it did), the price of its documents, the CGV's version the customer accepted by confirming,
 * awaiting payment.
 */
import { CGV_VERSION } from '../../site/data/cgv-version';
import type { CompanyIdentityColumns, OrdersTable } from '../db/schema';
import { UNVERIFIED_COMPANY } from './company-identity';
import type { OrderInput } from './order-input';
import { ITEM_AMOUNT_CENTS } from './order-items';

export const ORDER_CURRENCY = 'eur';

export interface NewOrderContext {
  reference: string;
  token: string;
  now: Date;
  paymentMode: string;
  /** The company as the directory gave it; unverified when not given. */
  company?: CompanyIdentityColumns;
}

export function newOrder(
  input: OrderInput,
  { reference, token, now, paymentMode, company: identity = UNVERIFIED_COMPANY }: NewOrderContext,
): OrdersTable {
  const { company, billing } = input;
  return {
    reference,
    token,
    status: 'awaiting_payment',
    company_name: company.companyName,
    siret: company.siret,
    first_name: billing.firstName,
    last_name: billing.lastName,
    email: billing.email,
    phone: billing.phone,
    billing_company: billing.company,
    address: billing.address,
    postal_code: billing.postalCode,
    city: billing.city,
    billing_identifier: '',
    immediate_execution: input.immediateExecution ? 1 : 0,
    partner: input.partner,
    source_page: input.page,
    utm: JSON.stringify(input.utm),
    amount_cents: ITEM_AMOUNT_CENTS * input.documents.length,
    currency: ORDER_CURRENCY,
    payment_mode: paymentMode,
    payment_id: null,
    created_at: now.toISOString(),
    paid_at: null,
    cancelled_at: null,
    fulfilment_status: 'to_send',
    work_starts_on: null,
    deliver_by: null,
    sent_at: null,
    late_notified_at: null,
    refunded_cents: 0,
    refunded_at: null,
    cgv_version: CGV_VERSION,
    siren: input.siren,
    ...identity,
  };
}
