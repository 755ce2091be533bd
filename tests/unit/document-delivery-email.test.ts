import { describe, expect, it } from 'vitest';
import type { OrderItemsTable } from '../../server/db/schema';
import { newOrderItems } from '../../server/domain/order-items';
import { contactLine, ORDER_PAGE_LINK } from '../../server/email/copy';
import {
  DOCUMENT_DELIVERY,
  documentDeliveryEmail,
  documentWords,
  EMAIL_ATTACHMENTS_MAX_BYTES,
  megabytes,
} from '../../server/email/document-delivery';
import type { DocumentKind } from '../../widget/core/catalogue';
import { NBSP } from '../../widget/core/format';
import { ctx, paidOrder } from '../support/email-fixtures';

const line = (kind: DocumentKind, overrides: Partial<OrderItemsTable> = {}): OrderItemsTable => ({
  ...newOrderItems([{ kind, accountsYear: '', description: '' }], true)[0]!,
  id: 'item-1',
  reference: 'KF-20261127-7Q4M',
  state: 'sent',
  sent_at: '2026-12-07T10:00:00.000Z',
  ...overrides,
});
const orderPage = `${ORDER_PAGE_LINK} (${ctx.serviceUrl}/commandes/secret-token)`;

describe('a document’s email', () => {
  it('attaches the statuts by reference, names them and says where the register filed them', () => {
    const order = paidOrder({ company_name: '<b>Martin</b> & fils' });
    const email = documentDeliveryEmail(
      order,
      'doc-1',
      line('statuts'),
      { sizeBytes: 200_000, registerFiling: { filedOn: '2020-09-14', closedOn: null } },
      ctx,
    );
    expect(email).toMatchObject({
      kind: 'document-delivery',
      to: order.email,
      subject: `Vos statuts à jour – commande ${order.reference} – Kbis Facile`,
      reference: order.reference,
      attachments: [{ kind: 'document', id: 'doc-1' }],
    });
    expect(email.text).toContain(DOCUMENT_DELIVERY.attached('les statuts à jour', true, order.company_name, order.reference));
    expect(email.text).toContain(
      `Vous trouverez en pièce jointe, au format PDF, les statuts à jour de ${order.company_name} que vous avez commandés`,
    );
    expect(email.text).toContain(`${DOCUMENT_DELIVERY.download(true, `6${NBSP}janvier 2027`)}${orderPage}.`);
    expect(email.text).toContain(DOCUMENT_DELIVERY.fromRegister(`14${NBSP}septembre 2020`));
    expect(email.text).toContain(contactLine(order.reference));
    expect(email.html).not.toContain('<b>Martin</b>');
  });

  it('names the accounts by their closing day, else by the year asked for', () => {
    expect(documentWords(line('comptes'), '2023-12-31')).toBe(`les comptes annuels de l’exercice clos le 31${NBSP}décembre 2023`);
    expect(documentWords(line('comptes', { accounts_year: '2022' }))).toBe('les comptes annuels de l’exercice 2022');
    expect(documentWords(line('comptes'))).toBe('les comptes annuels');
    expect(documentWords(line('acte', { description: 'PV du 3 mars 2024' }))).toBe(`l’acte «${NBSP}PV du 3${NBSP}mars 2024${NBSP}»`);
    expect(documentWords(line('kbis'))).toBe('l’extrait Kbis');
  });

  it('gives a subject of its own to each document', () => {
    const subjects = (['kbis', 'statuts', 'comptes', 'acte'] as const).map((kind) => DOCUMENT_DELIVERY.subject(kind, 'KF-1'));
    expect(new Set(subjects).size).toBe(4);
  });

  it('links the order’s page instead of attaching a file over 8 MB, and says its weight', () => {
    const order = paidOrder();
    const item = line('comptes');
    const size = EMAIL_ATTACHMENTS_MAX_BYTES + 1;
    const email = documentDeliveryEmail(
      order,
      'doc-1',
      item,
      { sizeBytes: size, registerFiling: { filedOn: '2024-10-03', closedOn: '2023-12-31' } },
      ctx,
    );
    expect(email.attachments).toEqual([]);
    expect(megabytes(size)).toBe(`8,0${NBSP}Mo`);
    expect(email.text).toContain(
      `${DOCUMENT_DELIVERY.tooLarge(documentWords(item, '2023-12-31'), order.company_name, order.reference, megabytes(size), `6${NBSP}janvier 2027`)}${orderPage}.`,
    );
    expect(email.text).not.toContain('pièce jointe');
    expect(documentDeliveryEmail(order, 'doc-1', item, { sizeBytes: EMAIL_ATTACHMENTS_MAX_BYTES }, ctx).attachments).toHaveLength(1);
    expect(EMAIL_ATTACHMENTS_MAX_BYTES).toBe(8 * 1024 * 1024);
  });

  it('says test in its subject for a test order, and nothing of the register for a file the operator sent', () => {
    const email = documentDeliveryEmail(paidOrder({ payment_mode: 'test' }), 'doc-1', line('acte'), { sizeBytes: 1000 }, ctx);
    expect(email.subject).toBe(`[TEST] ${DOCUMENT_DELIVERY.subject('acte', 'KF-20261127-7Q4M')}`);
    expect(email.text).not.toContain('registre');
  });
});
