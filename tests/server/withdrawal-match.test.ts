/**
 * A withdrawal declared online is matched, in the transaction that records it, to the paid order it
 * is about: by reference, else by the order's email and date; never to another address's order. The
 * acknowledgement promises a refund only for a matched order; the page never tells whether it matched.
 */
import { describe, expect, it } from 'vitest';
import { findOrderByToken } from '../../server/db/orders';
import { listOutbox } from '../../server/db/outbox';
import { listWithdrawals } from '../../server/db/withdrawals';
import { parisDay } from '../../server/domain/paris-time';
import { ACKNOWLEDGEMENT } from '../../server/email/copy';
import { formatDate } from '../../site/format';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { WITHDRAWAL_POST_PATH, withdrawalRecorded } from '../../site/data/withdrawal';
import { typeset } from '../../site/typography';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { COMPLETE_ORDER } from '../../scripts/sample-order';
import { handoffForm } from '../support/handoff-form';
import { locationPath, serviceApp } from '../../dev/service';
import { STORE_KINDS, storesOf } from '../support/stores';

const EMAIL = COMPLETE_ORDER.billing.email;

describe.each(STORE_KINDS)('withdrawals matched to orders on %s', (kind) => {
  const stores = storesOf(kind);

  async function paidService() {
    const service = serviceApp(await stores.fresh());
    const token = locationPath(await service.post(HANDOFF_PATH, handoffForm()))
      .split('/')
      .at(-1)!;
    await service.post(`${TEST_PAYMENT_PATH}/${token}/payer`, '');
    const order = (await findOrderByToken(service.context.db, token))!;
    return { service, order };
  }

  async function declare(service: ReturnType<typeof serviceApp>, fields: Record<string, string>) {
    const response = await service.post(WITHDRAWAL_POST_PATH, new URLSearchParams({ name: 'Camille Martin', ...fields }));
    expect(response.status).toBe(303);
    const page = await (await service.app.request(locationPath(response))).text();
    const [withdrawal] = await listWithdrawals(service.context.db);
    const acknowledgement = (await listOutbox(service.context.db)).find((email) => email.kind === 'withdrawal-acknowledgement')!;
    return { page, withdrawal: withdrawal!, acknowledgement };
  }

  it('matches the order by its reference, whatever the case of the email and the reference, and says what follows for it', async () => {
    const { service, order } = await paidService();
    const { withdrawal, acknowledgement, page } = await declare(service, {
      email: EMAIL.toUpperCase(),
      reference: ` ${order.reference.toLowerCase()} `,
      orderDate: '2026-01-02',
    });
    expect(withdrawal).toMatchObject({ matched_reference: order.reference, match_kind: 'reference' });
    expect(acknowledgement.text).toContain(ACKNOWLEDGEMENT.concerns(order.reference, formatDate(parisDay(order.paid_at!))));
    // Paid on the test page: nothing to refund (a card payment's refund: tests/unit/withdrawal-emails.test.ts).
    expect(acknowledgement.text).toContain(ACKNOWLEDGEMENT.testOrder);
    expect(acknowledgement.text).not.toContain('Nous vous rembourserons');
    expect(acknowledgement.text).not.toContain(`Bonjour Camille`);
    // The page tells the typist nothing of the match: only the acknowledgement, sent to the address, does.
    expect(page).toContain(typeset(withdrawalRecorded(EMAIL.toUpperCase())));
    expect(page).not.toContain(order.reference);
  });

  it('matches by email and order date when no reference is given', async () => {
    const { service, order } = await paidService();
    const { withdrawal } = await declare(service, { email: EMAIL, reference: '', orderDate: parisDay(order.paid_at!) });
    expect(withdrawal).toMatchObject({ matched_reference: order.reference, match_kind: 'email_date' });
  });

  it('matches nothing for another address, even with the right reference, and promises no refund', async () => {
    const { service, order } = await paidService();
    const { withdrawal, acknowledgement } = await declare(service, {
      email: 'quelquun@example.org',
      reference: order.reference,
      orderDate: parisDay(order.paid_at!),
    });
    expect(withdrawal).toMatchObject({ matched_reference: null, match_kind: null });
    expect(acknowledgement.text).not.toContain('Elle concerne votre commande');
    expect(acknowledgement.text).toContain('pas encore retrouvé la commande correspondante');
    expect(acknowledgement.text).not.toContain('Nous vous rembourserons 35');
  });

  it('matches nothing by date when the address paid no order that day', async () => {
    const { service } = await paidService();
    const { withdrawal } = await declare(service, { email: EMAIL, reference: '', orderDate: '2026-01-02' });
    expect(withdrawal).toMatchObject({ matched_reference: null, match_kind: null });
  });
});
