/** A paid order, a withdrawal declaration and the emails' context, as the service stores and passes them. */
import { CGV_VERSION } from '../../site/data/cgv-version';
import type { OrdersTable, WithdrawalsTable } from '../../server/db/schema';
import type { DocumentKind } from '../../widget/core/catalogue';
import { type DocumentChoice, ITEM_AMOUNT_CENTS as ORDER_AMOUNT_CENTS, newOrderItems } from '../../server/domain/order-items';
import { UNVERIFIED_COMPANY } from '../../server/domain/company-identity';
import type { EmailContext } from '../../server/domain/email-message';

export const ctx: EmailContext = {
  siteUrl: 'https://kbis.example',
  serviceUrl: 'https://commande.kbis.example',
  operatorEmail: 'operateur@kbis.example',
};

export function paidOrder(overrides: Partial<OrdersTable> = {}): OrdersTable {
  return {
    reference: 'KF-20261127-7Q4M',
    token: 'secret-token',
    status: 'paid',
    company_name: 'Boulangerie Martin',
    siret: '12345678901234',
    first_name: 'Camille',
    last_name: 'Martin',
    email: 'camille@example.fr',
    phone: '06 12 34 56 78',
    billing_company: 'Martin et fils',
    address: '3 rue des Lilas',
    postal_code: '69003',
    city: 'Lyon',
    billing_identifier: '',
    immediate_execution: 1,
    partner: 'comptable-durand',
    source_page: 'https://durand.example/creation',
    utm: JSON.stringify({ utm_source: 'lettre', utm_campaign: 'novembre' }),
    amount_cents: ORDER_AMOUNT_CENTS,
    currency: 'eur',
    payment_mode: 'stripe',
    payment_id: 'cs_test_a1b2c3',
    created_at: '2026-11-27T17:01:00.000Z',
    paid_at: '2026-11-27T17:05:00.000Z',
    cancelled_at: null,
    fulfilment_status: 'to_send',
    work_starts_on: '2026-11-27',
    deliver_by: '2026-12-01',
    sent_at: null,
    late_notified_at: null,
    refunded_cents: 0,
    refunded_at: null,
    cgv_version: CGV_VERSION,
    siren: '',
    ...UNVERIFIED_COMPANY,
    ...overrides,
  };
}

/** An order's documents as the service stores them (the Kbis alone by default), each a kind or a whole choice. */
export const documentLines = (...choices: (DocumentKind | DocumentChoice)[]) =>
  newOrderItems(
    (choices.length ? choices : ['kbis' as const]).map((choice) =>
      typeof choice === 'string' ? { kind: choice, accountsYear: '', description: '' } : choice,
    ),
    false,
  );

const UNDECIDED = { matched_reference: null, match_kind: null, decision: null, decided_by: null, decided_at: null } as const;

export function declaration(overrides: Partial<WithdrawalsTable> = {}): WithdrawalsTable {
  return {
    id: 'w-1',
    name: 'Camille Martin',
    email: 'camille@example.fr',
    reference: 'KF-20261127-7Q4M',
    order_date: '2026-11-01',
    declared_at: '2026-11-27T17:05:00.000Z',
    ...UNDECIDED,
    ...overrides,
  };
}
