import { describe, expect, it } from 'vitest';
import { CommandError, ordersCommand } from '../../server/cli/orders';
import type { Store } from '../../server/db/connect';
import { dueEmails, lease, listOutbox, markFailed, markSent, queueEmails } from '../../server/db/outbox';
import { GIVEN_UP_EMAIL_DAYS } from '../../server/domain/retention';
import type { EmailMessage } from '../../server/domain/email-message';
import { STORE_KINDS, storesOf } from '../support/stores';

const email = (reference: string): EmailMessage => ({
  kind: 'order-confirmation',
  to: `client-${reference.toLowerCase()}@example.fr`,
  subject: `Commande ${reference} confirmée`,
  text: 't',
  html: '<p>h</p>',
  reference,
});

/** Three emails: one sent, one failed and waiting for its retry, one given up. */
async function outboxOfThree(db: Store) {
  await queueEmails(db, [email('KF-SENT'), email('KF-RETRY'), email('KF-GIVENUP')], new Date());
  const rows = await listOutbox(db);
  const [sent, failed, givenUp] = ['KF-SENT', 'KF-RETRY', 'KF-GIVENUP'].map((reference) => rows.find((row) => row.reference === reference));
  const take = async (id: string) => (await lease(db, (await listOutbox(db)).find((row) => row.id === id)!, 60_000))!;
  await markSent(db, sent!.id, await take(sent!.id));
  await markFailed(db, failed!, await take(failed!.id), '451 Service temporarily unavailable', new Date(Date.now() + 3_600_000));
  await markFailed(db, givenUp!, await take(givenUp!.id), '550 Mailbox unavailable', null);
  return { sent: sent!, failed: failed!, givenUp: givenUp! };
}

async function run(db: Store, args: string[], now = new Date()) {
  const lines: string[] = [];
  await ordersCommand(db, args, (line) => lines.push(line), now);
  return lines.join('\n');
}

describe.each(STORE_KINDS)("the operator's outbox commands, on %s", (kind) => {
  const stores = storesOf(kind);

  it('list the emails waiting, failed and given up, with what the operator needs to act', async () => {
    const db = await stores.fresh();
    const { sent, failed, givenUp } = await outboxOfThree(db);
    const listing = await run(db, ['outbox']);
    expect(listing).toMatch(/^Emails non envoyés \(2\) :/);
    expect(listing).not.toContain(sent.id);
    expect(listing).toContain(`${failed.id}  order-confirmation  KF-RETRY  à client-kf-retry@example.fr`);
    expect(listing).toMatch(/1 essai\(s\), en échec, nouvel essai le \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(listing).toContain('dernière erreur : 451 Service temporarily unavailable');
    expect(listing).toContain(`${givenUp.id}  order-confirmation  KF-GIVENUP`);
    expect(listing).toMatch(/abandonné le \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  });

  it('queue a given-up email again, as new, and refuse an id that is no unsent email', async () => {
    const db = await stores.fresh();
    const { sent, givenUp } = await outboxOfThree(db);
    expect((await dueEmails(db, new Date(), 10)).map((row) => row.id)).toEqual([]);
    expect(await run(db, ['retry', givenUp.id])).toContain(`Email ${givenUp.id} remis en file`);
    expect(await dueEmails(db, new Date(), 10)).toMatchObject([{ id: givenUp.id, attempts: 0, given_up_at: null, last_error: null }]);
    await expect(run(db, ['retry', sent.id])).rejects.toThrow(CommandError);
    await expect(run(db, ['retry'])).rejects.toThrow(/retry ID/);
  });

  it('purge given-up emails after their retention, and keep the others', async () => {
    const db = await stores.fresh();
    const { failed, givenUp } = await outboxOfThree(db);
    expect(await run(db, ['purge'])).toContain('0 email(s) abandonné(s)');
    const later = new Date(Date.now() + (GIVEN_UP_EMAIL_DAYS + 1) * 86_400_000);
    expect(await run(db, ['purge'], later)).toContain('1 email(s) envoyé(s), 1 email(s) abandonné(s),');
    const left = (await listOutbox(db)).map((row) => row.id);
    expect(left).toEqual([failed.id]);
    expect(left).not.toContain(givenUp.id);
  });
});
