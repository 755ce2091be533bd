/**
 * An order of the four documents, each in another state, as the register's job and the operators leave
 * them: the Kbis to send; the statuts failed at the register, with its reason and its next try; the
 * 2023 accounts sent (a real PDF, through sendDocument); the other deed refunded. For the order page's
 * tests and screenshots.
 */
import type { Store } from '../../server/db/connect';
import { sendDocument } from '../../server/db/documents';
import { recordEvent } from '../../server/db/events';
import { orderItems, syncOrderFulfilment } from '../../server/db/order-items';
import { insertOrder } from '../../server/db/orders';
import { REGISTER_REQUEST_EVENT } from '../../server/db/register-requests';
import type { OrdersTable } from '../../server/db/schema';
import { lineDetail } from '../../server/domain/item-history';
import { type DocumentChoice, newOrderItems } from '../../server/domain/order-items';
import { documentFileName } from '../../server/domain/pdf-file';
import { kbisDeliveryEmail } from '../../server/email/kbis-delivery';
import { paidOrder } from './email-fixtures';

export const REGISTER_FAILURE = 'Le registre n’a pas répondu (HTTP 503) à 14\u00a0h\u00a002\u00a0; nouvel essai à 14\u00a0h\u00a007';
/** Who asked the register again for the statuts, before they failed. */
export const REQUESTED_BY = 'bob@example.fr';
export const DEED_DESCRIPTION = 'Procès-verbal de l’assemblée du 3 mars 2024';
/** The company as the directory confirmed it. */
export const VERIFIED = {
  company_legal_name: 'BOULANGERIE MARTIN',
  company_siren: '552100554',
  company_checked_at: '2026-11-27T17:01:00.000Z',
  company_status: 'active',
  company_legal_form: '5499',
  company_head_office_siret: '55210055400013',
  company_head_office_address: '3 rue des Lilas 69003 Lyon',
  company_closed_on: null,
} as const satisfies Partial<OrdersTable>;

const CHOICES: DocumentChoice[] = [
  { kind: 'kbis', accountsYear: '', description: '' },
  { kind: 'statuts', accountsYear: '', description: '' },
  { kind: 'comptes', accountsYear: '2023', description: '' },
  { kind: 'acte', accountsYear: '', description: DEED_DESCRIPTION },
];

/** A real-looking PDF's bytes. */
export const pdf = (text: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj\n<<>>\nendobj\n%%EOF\n`));

/**
 * The order `reference` (paid at `now` less a day), its lines in those states at `now`; the failed
 * statuts' next try is five minutes after `now`.
 */
export async function orderOfFour(db: Store, reference: string, now: Date, overrides: Partial<OrdersTable> = {}) {
  const paidAt = new Date(now.getTime() - 86_400_000).toISOString();
  const order = paidOrder({
    reference,
    token: `${reference.replace(/\W/g, '')}`.padEnd(43, 'q'),
    amount_cents: 4 * 3500,
    created_at: paidAt,
    paid_at: paidAt,
    payment_mode: 'test',
    ...VERIFIED,
    ...overrides,
  });
  await insertOrder(db, order, newOrderItems(CHOICES, true));
  const [kbis, statuts, comptes, acte] = await orderItems(db, reference);
  await db
    .updateTable('order_items')
    .set({ state: 'failed', failure: REGISTER_FAILURE, attempts: 1, next_attempt_at: new Date(now.getTime() + 5 * 60_000).toISOString() })
    .where('id', '=', statuts!.id)
    .execute();
  await recordEvent(db, {
    reference,
    at: new Date(now.getTime() - 60_000).toISOString(),
    actor: REQUESTED_BY,
    kind: REGISTER_REQUEST_EVENT,
    detail: lineDetail('statuts'),
  });
  await sendDocument(
    db,
    reference,
    { fileName: documentFileName(reference, 'comptes'), originalName: 'comptes-2023.pdf', bytes: pdf('comptes 2023') },
    'système',
    new Date(now.getTime() - 30 * 60_000),
    (stored, documentId) =>
      kbisDeliveryEmail(stored, documentId, {
        siteUrl: 'https://kbis.example',
        serviceUrl: 'https://service.kbis.example',
        operatorEmail: 'exploitation@kbis.example',
      }),
    comptes!.id,
  );
  await db
    .updateTable('order_items')
    .set({ state: 'refunded', refunded_at: new Date(now.getTime() - 10 * 60_000).toISOString() })
    .where('id', '=', acte!.id)
    .execute();
  await db.updateTable('orders').set({ refunded_cents: 3500, status: 'partly_refunded' }).where('reference', '=', reference).execute();
  await syncOrderFulfilment(db, reference);
  return { order, kbis: kbis!, statuts: statuts!, comptes: comptes!, acte: acte! };
}
