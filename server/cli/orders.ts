/**
 * The operator's tools until a back office exists, on the store the service uses (DATABASE_URL or
 * the SQLite file): `npm run orders` lists orders and withdrawals; `-- --csv FILE` and
 * `-- --withdrawals-csv FILE` export them; `-- outbox` lists the emails not sent, `-- retry ID`
 * queues one again; `-- invoice NUMBER FILE` writes an invoice's PDF; `npm run orders:purge`
 * applies the retention periods.
 */
import { writeFileSync } from 'node:fs';
import type { Store } from '../db/connect';
import { listOrders } from '../db/orders';
import { listUnsent, requeue } from '../db/outbox';
import { purge } from '../db/purge';
import { listWithdrawals } from '../db/withdrawals';
import { purgeCutoffs } from '../domain/retention';
import { toCsv } from './csv';
import { invoiceCommand } from './invoice-command';

const ORDER_COLUMNS = [
  'reference',
  'status',
  'created_at',
  'paid_at',
  'cancelled_at',
  'company_name',
  'siret',
  'first_name',
  'last_name',
  'email',
  'phone',
  'billing_company',
  'address',
  'postal_code',
  'city',
  'immediate_execution',
  'amount_cents',
  'currency',
  'payment_mode',
  'payment_id',
  'partner',
  'source_page',
  'utm',
] as const;
const WITHDRAWAL_COLUMNS = ['declared_at', 'name', 'email', 'reference', 'order_date'] as const;

/** A command that cannot do what was asked: its message is for the operator, with no stack. */
export class CommandError extends Error {
  override name = 'CommandError';
}

const minute = (instant: string) => `${instant.slice(0, 16).replace('T', ' ')} UTC`;

async function listOutboxCommand(db: Store, out: (line: string) => void) {
  const emails = await listUnsent(db);
  out(`Emails non envoyés (${emails.length}) :`);
  for (const email of emails) {
    const state = email.given_up_at
      ? `abandonné le ${minute(email.given_up_at)}`
      : email.attempts
        ? `en échec, nouvel essai le ${minute(email.next_attempt_at)}`
        : 'en file';
    out(`  ${email.id}  ${email.kind}  ${email.reference ?? '—'}  à ${email.recipient}`);
    out(`      mis en file le ${minute(email.created_at)}, ${email.attempts} essai(s), ${state}`);
    if (email.last_error) out(`      dernière erreur : ${email.last_error}`);
  }
}

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

export async function ordersCommand(db: Store, args: readonly string[], out: (line: string) => void, now = new Date()): Promise<void> {
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  if (args[0] === 'invoice') return invoiceCommand(db, args.slice(1), out);
  if (args[0] === 'purge') {
    const counts = await purge(db, purgeCutoffs(now), now);
    out(
      `Purge : ${counts.orders} commande(s), ${counts.withdrawals} rétractation(s), ${counts.emails} email(s) envoyé(s), ${counts.givenUpEmails} email(s) abandonné(s), ${counts.invoices} facture(s) et avoir(s) supprimés, ${counts.documents} extrait(s) effacé(s).`,
    );
    return;
  }
  if (args[0] === 'outbox') return listOutboxCommand(db, out);
  if (args[0] === 'retry') {
    const id = args[1];
    if (!id)
      throw new CommandError('Indiquez l’identifiant de l’email à renvoyer : npm run orders -- retry ID (voir npm run orders -- outbox).');
    if (!(await requeue(db, id, now)))
      throw new CommandError(`Aucun email non envoyé n’a l’identifiant ${id} (voir npm run orders -- outbox).`);
    out(`Email ${id} remis en file : le service l’envoie dans quelques secondes.`);
    return;
  }
  const orders = await listOrders(db);
  const withdrawals = await listWithdrawals(db);
  const csv = option('--csv');
  if (csv) {
    writeFileSync(
      csv,
      toCsv(
        ORDER_COLUMNS,
        orders.map((order) => ORDER_COLUMNS.map((column) => order[column])),
      ),
    );
    out(`${orders.length} commande(s) exportée(s) dans ${csv}`);
  }
  const withdrawalsCsv = option('--withdrawals-csv');
  if (withdrawalsCsv) {
    writeFileSync(
      withdrawalsCsv,
      toCsv(
        WITHDRAWAL_COLUMNS,
        withdrawals.map((row) => WITHDRAWAL_COLUMNS.map((column) => row[column])),
      ),
    );
    out(`${withdrawals.length} rétractation(s) exportée(s) dans ${withdrawalsCsv}`);
  }
  if (csv || withdrawalsCsv) return;
  out(`Commandes (${orders.length}) :`);
  for (const order of orders) {
    out(
      `  ${order.reference}  ${order.created_at.slice(0, 16).replace('T', ' ')}  ${order.status.padEnd(16)}  ${euros(order.amount_cents)}  ${order.company_name}  (${order.email}${order.partner ? `, partenaire ${order.partner}` : ''})`,
    );
  }
  out(`Rétractations (${withdrawals.length}) :`);
  for (const withdrawal of withdrawals) {
    out(
      `  ${withdrawal.declared_at.slice(0, 16).replace('T', ' ')}  ${withdrawal.name} (${withdrawal.email})  commande du ${withdrawal.order_date}${withdrawal.reference ? `, ${withdrawal.reference}` : ''}`,
    );
  }
}
