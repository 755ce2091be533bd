/**
 * The order's documents in the back office, on SQLite and PostgreSQL: the order page gives each its own
 * line (name, price, state in words, source, own history, and what may be done to it), the upload of a
 * line sends that line alone, and « À envoyer » lists an order while any line is owed, saying which,
 * and why the register failed.
 */
import { describe, expect, it } from 'vitest';
import type { Store } from '../../server/db/connect';
import { DOCUMENT_EVENTS, sendDocument } from '../../server/db/documents';
import { orderItems } from '../../server/db/order-items';
import { documentFileName } from '../../server/domain/pdf-file';
import { kbisDeliveryEmail } from '../../server/email/kbis-delivery';
import { findOrderByReference, insertOrder } from '../../server/db/orders';
import { REFUND_EVENTS } from '../../server/db/refunds';
import { listOutbox } from '../../server/db/outbox';
import { BO, ITEM_FIELD, refundPath, registerFetchPath, resendPath, sendPath } from '../../server/domain/back-office-paths';
import { itemName } from '../../server/domain/item-name';
import { failureReason, shortReason } from '../../server/domain/item-status';
import { directoryPageUrl, registerPageUrl } from '../../server/domain/official-pages';
import { newOrderItems } from '../../server/domain/order-items';
import { formatParisDateTime } from '../../server/domain/paris-time';
import { EVENT_LABELS, LIST } from '../../server/pages/back-office/copy';
import { SEND, SEND_ERRORS } from '../../server/pages/back-office/delivery-copy';
import { ITEM } from '../../server/pages/back-office/item-copy';
import { formatEuro } from '../../widget/core/format';
import { TEST_MODE } from '../../server/email/copy';
import { DOCUMENT_DELIVERY } from '../../server/email/document-delivery';
import { SERVICE_URL, serviceApp } from '../../dev/service';
import { asOperator, OPERATORS, TEST_CSRF_TOKEN } from '../support/back-office-operator';
import { signedIn } from '../support/back-office';
import { paidOrder } from '../support/email-fixtures';
import { parseHtml, textOf } from '../support/html';
import { DEED_DESCRIPTION, orderOfFour, pdf, REGISTER_FAILURE, REQUESTED_BY } from '../support/order-lines';
import { STORE_KINDS, storesOf } from '../support/stores';

const REGISTER_ENV = { INPI_USERNAME: 'demo', INPI_PASSWORD: 'demo', INPI_API_URL: 'http://127.0.0.1:9' };

const facts = (line: Element) =>
  Object.fromEntries(
    [...line.querySelectorAll('dl > div')].map((row) => [textOf(row.querySelector('dt')!), textOf(row.querySelector('dd')!)]),
  );
const buttons = (line: Element) => [...line.querySelectorAll('button')].map(textOf);

describe.each(STORE_KINDS)('the order’s documents in the back office on %s', (kind) => {
  const stores = storesOf(kind);

  async function signedInPage(db: Store, role: 'admin' | 'fulfiller', env: Record<string, string> = REGISTER_ENV) {
    const service = serviceApp(db, env);
    const { cookie } = await signedIn(db, SERVICE_URL, `${role}@example.fr`, role);
    return async (path: string) => parseHtml(await (await service.app.request(path, { headers: { cookie } })).text());
  }

  it('shows each document on its own line: name, price, state in words, source, its history, its actions', async () => {
    const db = await stores.fresh();
    const now = new Date();
    const { order, comptes } = await orderOfFour(db, 'KF-QUATRE000001', now);
    const page = await (await signedInPage(db, 'admin'))(BO.order(order.reference));
    const line = (kind: string) => page.querySelector(`section[aria-labelledby="ligne-${kind}"]`)!;
    const sentAt = (await orderItems(db, order.reference)).find((item) => item.id === comptes.id)!.sent_at!;
    const price = formatEuro(35);

    expect([...page.querySelectorAll('section.bo-item h4')].map(textOf)).toEqual([
      'Extrait Kbis',
      'Statuts à jour',
      'Comptes annuels, exercice 2023',
      `Autre acte déposé\u00a0: ${DEED_DESCRIPTION}`,
    ]);
    expect(facts(line('kbis'))).toEqual({ [ITEM.price]: price, [ITEM.state]: ITEM.states.to_send, [ITEM.source]: ITEM.sources.operator });
    expect(facts(line('statuts'))[ITEM.state]).toBe(
      `${ITEM.states.failed(failureReason(REGISTER_FAILURE))}${ITEM.retryAt(formatParisDateTime(new Date(now.getTime() + 5 * 60_000).toISOString()))}`,
    );
    expect(facts(line('statuts'))[ITEM.source]).toBe(ITEM.sources.register);
    expect(facts(line('comptes'))[ITEM.state]).toBe(ITEM.states.sent(formatParisDateTime(sentAt)));
    expect(facts(line('acte'))[ITEM.state]).toBe(ITEM.states.refunded);

    // Each line's history holds the events naming it, and only those.
    expect(textOf(line('statuts').querySelector('ol')!)).toContain(`${EVENT_LABELS['register-fetch-requested']}, par ${REQUESTED_BY}`);
    expect(textOf(line('comptes').querySelector('ol')!)).toContain('comptes-2023.pdf');
    expect(line('kbis').querySelector('ol')).toBeNull();
    expect(textOf(line('kbis'))).toContain(ITEM.noHistory);

    // The Kbis's line leads to the company's official pages; the others to the register's.
    const hrefs = (kind: string) => [...line(kind).querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs('kbis')).toEqual([directoryPageUrl('552100554'), registerPageUrl('552100554')]);
    expect(hrefs('statuts')).toEqual([registerPageUrl('552100554')]);

    // What may be done: send (again, for the accounts, and their email), ask the register (its failed statuts), refund what is not.
    expect(buttons(line('kbis'))).toEqual([SEND.submit, ITEM.refund(price)]);
    expect(buttons(line('statuts'))).toEqual([ITEM.submit.statuts, ITEM.fetch, ITEM.refund(price)]);
    expect(buttons(line('comptes'))).toEqual([SEND.resend, ITEM.submit.comptes, ITEM.refund(price)]);
    const resend = line('comptes').querySelector(`form[action="${resendPath(order.reference)}"]`)!;
    expect(resend.querySelector(`input[name="${ITEM_FIELD}"]`)?.getAttribute('value')).toBe(comptes.id);
    expect(buttons(line('acte'))).toEqual([]);
    const refund = line('statuts').querySelector(`form[action="${refundPath(order.reference)}"]`)!;
    expect(refund.querySelector(`input[name="${ITEM_FIELD}"]`)?.getAttribute('value')).toBe((await orderItems(db, order.reference))[1]!.id);
    expect(line('statuts').querySelector(`form[action="${registerFetchPath(order.reference)}"]`)).not.toBeNull();
  });

  it('shows a fulfiller no refund, no fetch without a register account, and a failure with no try left', async () => {
    const db = await stores.fresh();
    const { order, statuts } = await orderOfFour(db, 'KF-QUATRE000002', new Date());
    await db.updateTable('order_items').set({ next_attempt_at: null }).where('id', '=', statuts.id).execute();
    const page = await (await signedInPage(db, 'fulfiller', {}))(BO.order(order.reference));
    const line = page.querySelector('section[aria-labelledby="ligne-statuts"]')!;
    expect(buttons(line)).toEqual([ITEM.submit.statuts]);
    expect(facts(line)[ITEM.state]).toBe(`${ITEM.states.failed(failureReason(REGISTER_FAILURE))}${ITEM.noRetry}`);
  });

  it('refunds one document from its own line’s form, once, and the line then says so', async () => {
    const db = await stores.fresh();
    const service = serviceApp(db);
    const { order, statuts } = await orderOfFour(db, 'KF-QUATRE000005', new Date());
    const { cookie } = await signedIn(db, SERVICE_URL, 'admin@example.fr', 'admin');
    const page = async () => parseHtml(await (await service.app.request(BO.order(order.reference), { headers: { cookie } })).text());
    const form = (await page()).querySelector(`section[aria-labelledby="ligne-statuts"] form[action="${refundPath(order.reference)}"]`)!;
    const fields = new URLSearchParams(
      [...form.querySelectorAll('input')].map(
        (input) => [input.getAttribute('name')!, input.getAttribute('value') ?? ''] as [string, string],
      ),
    );
    fields.set('motif', 'Statuts introuvables au registre');
    const post = () =>
      service.app.request(refundPath(order.reference), {
        method: 'POST',
        headers: { cookie, origin: SERVICE_URL, 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      });
    expect((await post()).status).toBe(303);
    // The same form again (a double click): nothing more.
    expect((await post()).status).toBe(303);
    expect(await db.selectFrom('refunds').select(['item_id', 'amount_cents']).execute()).toEqual([
      { item_id: statuts.id, amount_cents: 3500 },
    ]);
    expect((await orderItems(db, order.reference)).find((item) => item.id === statuts.id)?.state).toBe('refunded');
    const line = (await page()).querySelector('section[aria-labelledby="ligne-statuts"]')!;
    expect(facts(line)[ITEM.state]).toBe(ITEM.states.refunded);
    expect(buttons(line)).toEqual([]);
    // Its own history: asked, then confirmed, by the admin.
    const history = textOf(line.querySelector('ol')!).replace(/\u00a0/g, ' ');
    expect(history).toContain(
      `${EVENT_LABELS[REFUND_EVENTS.requested]}, par admin@example.fr — 35,00 € : Statuts introuvables au registre`,
    );
    expect(history).toContain(`${EVENT_LABELS[REFUND_EVENTS.confirmed]}, par admin@example.fr — 35,00 €`);
  });

  it('sends the line the form names, and that line alone', async () => {
    const db = await stores.fresh();
    const service = serviceApp(db);
    const order = paidOrder({ reference: 'KF-LIGNE0000001', token: 'l'.repeat(43), amount_cents: 7000 });
    const choices = [
      { kind: 'kbis', accountsYear: '', description: '' },
      { kind: 'statuts', accountsYear: '', description: '' },
    ] as const;
    await insertOrder(db, order, newOrderItems([...choices], false));
    const other = paidOrder({ reference: 'KF-LIGNE0000002', token: 'm'.repeat(43) });
    await insertOrder(db, other);
    const [, statuts] = await orderItems(db, order.reference);
    const [othersKbis] = await orderItems(db, other.reference);
    const upload = (item: string) => {
      const form = new FormData();
      form.set('jeton', TEST_CSRF_TOKEN);
      form.set(ITEM_FIELD, item);
      form.set('extrait', new File([pdf('statuts')], 'statuts-signes.pdf', { type: 'application/pdf' }));
      return form;
    };
    const operator = asOperator(service.context, 'fulfiller');

    const elsewhere = await operator.post(sendPath(order.reference), upload(othersKbis!.id));
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.text()).toContain(SEND_ERRORS.nothingSent);
    expect(await db.selectFrom('documents').select('id').execute()).toEqual([]);

    expect((await operator.post(sendPath(order.reference), upload(statuts!.id))).status).toBe(303);
    const lines = await orderItems(db, order.reference);
    expect(lines.map((line) => [line.kind, line.state])).toEqual([
      ['kbis', 'to_send'],
      ['statuts', 'sent'],
    ]);
    expect(await db.selectFrom('documents').select(['item_id', 'file_name']).execute()).toEqual([
      { item_id: statuts!.id, file_name: `statuts-${order.reference}.pdf` },
    ]);
    // The Kbis still owed, the order stays to send.
    expect((await findOrderByReference(db, order.reference))?.fulfilment_status).toBe('to_send');
    // Its email names it, with its PDF attached.
    const emails = (await listOutbox(db)).filter((email) => email.recipient === order.email);
    expect(emails.map((email) => [email.kind, email.subject])).toEqual([
      ['document-delivery', DOCUMENT_DELIVERY.subject('statuts', order.reference)],
    ]);
  });

  it('sends a document’s email again from its own line, recorded under it, and refuses a line with nothing sent', async () => {
    const db = await stores.fresh();
    const service = serviceApp(db);
    const { order, kbis, statuts, comptes } = await orderOfFour(db, 'KF-QUATRE000006', new Date());
    await sendDocument(
      db,
      order.reference,
      { fileName: documentFileName(order.reference, 'kbis'), originalName: 'kbis.pdf', bytes: pdf('kbis') },
      'admin@example.fr',
      new Date(),
      (stored, documentId) =>
        kbisDeliveryEmail(stored, documentId, { siteUrl: SERVICE_URL, serviceUrl: SERVICE_URL, operatorEmail: OPERATORS.admin }),
      kbis.id,
    );
    const other = await orderOfFour(db, 'KF-QUATRE000007', new Date());
    const operator = asOperator(service.context, 'fulfiller');
    const resend = (item: string) => operator.post(resendPath(order.reference), new URLSearchParams({ [ITEM_FIELD]: item }));
    const before = (await listOutbox(db)).length;

    // Not sent yet, another order's line, no line named: nothing goes.
    for (const item of [statuts.id, other.comptes.id, '']) {
      const refused = await resend(item);
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain(SEND_ERRORS.nothingToResend);
    }
    expect(await listOutbox(db)).toHaveLength(before);

    // The accounts, sent before the Kbis: their own email goes again, not the Kbis's, the later one.
    expect((await resend(comptes.id)).status).toBe(303);
    const emails = (await listOutbox(db)).slice(before);
    expect(emails.map((email) => [email.kind, email.subject])).toEqual([
      // The order was paid on the test page: its emails say so.
      ['document-delivery', TEST_MODE.subject(DOCUMENT_DELIVERY.subject('comptes', order.reference))],
    ]);
    const page = await (await signedInPage(db, 'fulfiller'))(BO.order(order.reference));
    const history = textOf(page.querySelector('section[aria-labelledby="ligne-comptes"] ol')!);
    expect(history).toContain(`${EVENT_LABELS[DOCUMENT_EVENTS.resent]}, par ${OPERATORS.fulfiller}`);
    expect(history).toContain(documentFileName(order.reference, 'comptes'));
    expect(textOf(page.querySelector('section[aria-labelledby="ligne-kbis"] ol')!)).not.toContain(EVENT_LABELS[DOCUMENT_EVENTS.resent]!);
  });

  it('lists an order in « À envoyer » while any document is owed, saying which and why the register failed', async () => {
    const db = await stores.fresh();
    const now = new Date();
    const owing = await orderOfFour(db, 'KF-QUATRE000003', now);
    const done = await orderOfFour(db, 'KF-QUATRE000004', now);
    for (const line of [done.kbis, done.statuts])
      await db.updateTable('order_items').set({ state: 'sent', sent_at: now.toISOString() }).where('id', '=', line.id).execute();
    await db
      .updateTable('orders')
      .set({ fulfilment_status: 'sent', sent_at: now.toISOString() })
      .where('reference', '=', done.order.reference)
      .execute();
    const get = await signedInPage(db, 'fulfiller');

    const list = await get(BO.home);
    const rows = [...list.querySelectorAll('tbody tr')];
    expect(rows.map((row) => textOf(row.querySelector('th')!))).toEqual([owing.order.reference]);
    const owed = [...rows[0]!.querySelectorAll(`td[data-label="${LIST.columns.documents}"] li`)].map(textOf);
    expect(owed).toEqual([itemName(owing.kbis), `${itemName(owing.statuts)} — ${LIST.failed(shortReason(REGISTER_FAILURE))}`]);
    // Found by a search once sent: nothing owed.
    const found = await get(`${BO.search}?q=${done.order.reference}`);
    expect(textOf(found.querySelector(`td[data-label="${LIST.columns.documents}"]`)!)).toBe(LIST.nothingOwed);
  });
});
