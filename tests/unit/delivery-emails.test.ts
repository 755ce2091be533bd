import { describe, expect, it } from 'vitest';
import { KBIS_DELIVERY, REFUND } from '../../server/email/copy';
import { kbisDeliveryEmail } from '../../server/email/kbis-delivery';
import { refundConfirmationEmail } from '../../server/email/refund-confirmation';
import { formatEuro } from '../../widget/core/format';
import { ctx, paidOrder } from '../support/email-fixtures';

describe('the Kbis’s email', () => {
  it('attaches the stored document by reference and links the customer’s order page', () => {
    const order = paidOrder({ company_name: '<b>Martin</b> & fils' });
    const email = kbisDeliveryEmail(order, 'doc-1', ctx);
    expect(email).toMatchObject({
      kind: 'kbis-delivery',
      to: order.email,
      subject: KBIS_DELIVERY.subject(order.reference),
      reference: order.reference,
      attachments: [{ kind: 'document', id: 'doc-1' }],
    });
    expect(email.text).toContain(KBIS_DELIVERY.attached(order.company_name, order.reference));
    expect(email.text).toContain(`${ctx.serviceUrl}/commandes/${order.token}`);
    expect(email.html).toContain(`href="${ctx.serviceUrl}/commandes/${order.token}"`);
    expect(email.html).not.toContain('<b>Martin</b>');
  });
});

describe('the refund’s email', () => {
  it('gives the amount and says the download stopped after a full refund of a sent Kbis', () => {
    const order = paidOrder({ status: 'refunded', refunded_cents: 3500, sent_at: '2026-11-27T18:00:00.000Z' });
    const email = refundConfirmationEmail(order, 3500);
    expect(email.subject).toBe(`Remboursement de votre commande ${order.reference} – Kbis Facile`);
    expect(email.text).toContain(REFUND.refunded(formatEuro(35), order.reference));
    expect(email.text).toContain(REFUND.card);
    expect(email.text).toContain(REFUND.noDownload);
    expect(email.text).not.toContain(REFUND.part(formatEuro(35), formatEuro(35)));
  });

  it('gives the total so far after a partial refund, and keeps the download', () => {
    const order = paidOrder({ status: 'partly_refunded', refunded_cents: 1550, sent_at: '2026-11-27T18:00:00.000Z' });
    const email = refundConfirmationEmail(order, 500);
    expect(email.text).toContain(REFUND.refunded(formatEuro(5), order.reference));
    expect(email.text).toContain(REFUND.part(formatEuro(15.5), formatEuro(35)));
    expect(email.text).not.toContain(REFUND.noDownload);
  });
});
