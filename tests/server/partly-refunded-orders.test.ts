/**
 * A partial refund (a gesture for a delay) leaves the Kbis owed: the order stays in « À envoyer », becomes
 * late like any other and gets its late notice. Refunded in full, or withdrawn, it leaves the lists.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../server/db/connect';
import { SYSTEM_ACTOR } from '../../server/db/events';
import { listOutbox } from '../../server/db/outbox';
import { confirmRefund, requestRefund } from '../../server/db/refunds';
import { decideWithdrawal } from '../../server/db/withdrawal-decisions';
import { BO } from '../../server/domain/back-office-paths';
import { checkLateOrders } from '../../server/email/late-check';
import { lateNoticeEmail } from '../../server/email/late-notice';
import { refundConfirmationEmail } from '../../server/email/refund-confirmation';
import { signedIn, storedOrder } from '../support/back-office';
import { declaration } from '../support/email-fixtures';
import { parseHtml, textOf } from '../support/html';
import { SERVICE_URL, serviceApp } from '../../dev/service';
import { STORE_KINDS, storesOf } from '../support/stores';

/** Paid on 2 November: to send before the 4th, late from the 5th. */
const PAID_AT = new Date('2026-11-02T10:00:00Z');
const LATE_MORNING = new Date('2026-11-05T08:00:00Z');

const ORDERS = {
  untouched: 'KF-000000000001',
  gesture: 'KF-000000000002',
  refunded: 'KF-000000000003',
  withdrawn: 'KF-000000000004',
} as const;

async function refund(db: Store, reference: string, cents: number) {
  const asked = await requestRefund(db, reference, randomUUID(), cents, 'Retard', 'admin@kbis.example', PAID_AT);
  if (!asked.ok) throw new Error(`refund refused: ${asked.reason}`);
  await confirmRefund(db, asked.refund.id, SYSTEM_ACTOR, PAID_AT, refundConfirmationEmail);
}

/** Four orders paid on PAID_AT: untouched, a 5 € gesture, refunded in full, and a 5 € gesture then withdrawn. */
async function fourOrders(db: Store) {
  for (const reference of Object.values(ORDERS)) await storedOrder(db, reference, { paidAt: PAID_AT });
  await refund(db, ORDERS.gesture, 500);
  await refund(db, ORDERS.refunded, 3500);
  await refund(db, ORDERS.withdrawn, 500);
  await db
    .insertInto('withdrawals')
    .values(declaration({ id: 'w-4', reference: ORDERS.withdrawn, matched_reference: ORDERS.withdrawn, match_kind: 'reference' }))
    .execute();
  expect(
    await decideWithdrawal(
      db,
      'w-4',
      'refund',
      'admin@kbis.example',
      PAID_AT,
      () => true,
      () => [],
    ),
  ).toBe(true);
}

describe.each(STORE_KINDS)('orders refunded in part on %s', (kind) => {
  const stores = storesOf(kind);

  it('stay in « À envoyer » and « En retard » while unsent; refunded in full or withdrawn, they leave both', async () => {
    const db = await stores.fresh();
    await fourOrders(db);
    const { app } = serviceApp(db);
    const { cookie } = await signedIn(db, SERVICE_URL, 'alice@example.fr', 'fulfiller');
    const listed = async (path: string) => {
      const page = parseHtml(await (await app.request(path, { headers: { cookie } })).text());
      return [...page.querySelectorAll('tbody tr')].map(textOf).map((row) => row.match(/KF-\d{12}/)?.[0]);
    };
    expect(await listed(BO.home)).toEqual([ORDERS.untouched, ORDERS.gesture]);
    expect(await listed(BO.late)).toEqual([ORDERS.untouched, ORDERS.gesture]);
  });

  it('get their late notice, as any other; refunded in full or withdrawn, none', async () => {
    const db = await stores.fresh();
    await fourOrders(db);
    const notified = await checkLateOrders(db, {
      emailFor: (order) =>
        lateNoticeEmail(
          order,
          { siteUrl: SERVICE_URL, serviceUrl: SERVICE_URL, operatorEmail: 'ops@example.fr' },
          (reference) => `${SERVICE_URL}${BO.order(reference)}`,
        ),
      kick: () => {},
      now: () => LATE_MORNING,
    });
    expect(notified).toBe(2);
    const notices = (await listOutbox(db)).filter((email) => email.kind === 'late-notice').map((email) => email.reference);
    expect(notices.sort()).toEqual([ORDERS.untouched, ORDERS.gesture]);
  });
});
