/**
 * The customer's order page and its downloads, one per document, on SQLite and PostgreSQL: each document
 * with its state, a download for each one sent, serving that document's own bytes under the page's
 * token, and refused with the reason once refunded, withdrawn, not sent or past its days.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sendDocument } from '../../server/db/documents';
import { downloadPath } from '../../server/domain/item-download';
import { itemName } from '../../server/domain/item-name';
import { formatParisDateTime } from '../../server/domain/paris-time';
import { documentFileName } from '../../server/domain/pdf-file';
import { kbisDeliveryEmail } from '../../server/email/kbis-delivery';
import { DOWNLOAD_REFUSED, ORDER_STATUS } from '../../server/pages/copy';
import { RETENTION } from '../../site/data/operator';
import { typeset } from '../../site/typography';
import { formatDate } from '../../site/format';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { serviceApp } from '../../dev/service';
import { parseHtml, textOf } from '../support/html';
import { orderOfFour, pdf } from '../support/order-lines';
import { STORE_KINDS, storesOf } from '../support/stores';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const DAY_MS = 86_400_000;

describe.each(STORE_KINDS)('the customer’s documents on %s', (kind) => {
  const stores = storesOf(kind);

  async function shop(reference: string) {
    const db = await stores.fresh();
    let now = new Date();
    const service = serviceApp(db);
    service.context.now = () => now;
    const lines = await orderOfFour(db, reference, now);
    return { db, service, ...lines, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
  }

  it('lists each document with its state, and a download for each one sent, of its own bytes', async () => {
    const { db, service, order, kbis, statuts, comptes, acte } = await shop('KF-CLIENT000001');
    const page = parseHtml(await (await service.app.request(`${HANDOFF_PATH}/${order.token}`)).text());
    const list = page.querySelector('ul[aria-labelledby="vos-documents"]')!;
    const sentAt = (await db.selectFrom('order_items').select('sent_at').where('id', '=', comptes.id).executeTakeFirstOrThrow()).sent_at!;
    expect([...list.querySelectorAll(':scope > li > strong')].map(textOf)).toEqual(
      [kbis, statuts, comptes, acte].map((line) => typeset(itemName(line))),
    );
    const text = textOf(list);
    expect(text).toContain(typeset(`${ORDER_STATUS.documentStates.failed}.`));
    expect(text).toContain(typeset(ORDER_STATUS.documentStates.sent(formatParisDateTime(sentAt))));
    expect(text).toContain(typeset(ORDER_STATUS.documentStates.refunded));
    // Only the accounts are sent: their own download, and none for the others.
    const links = [...list.querySelectorAll('a')];
    expect(links.map((link) => [textOf(link), link.getAttribute('href')])).toEqual([
      [typeset(ORDER_STATUS.downloads.comptes), downloadPath(order.token, 'comptes')],
    ]);
    // The order still owes the Kbis: « vos documents », by the deadline.
    expect(textOf(page.querySelector('article')!)).toContain(typeset(ORDER_STATUS.paidByDocuments(formatDate(order.deliver_by!))));

    const download = await service.app.request(downloadPath(order.token, 'comptes'));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="comptes-annuels-${order.reference}.pdf"`);
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(pdf('comptes 2023')));

    // The Kbis, sent now, comes with its own bytes, under the address it always had.
    await sendDocument(
      db,
      order.reference,
      { fileName: documentFileName(order.reference), originalName: 'kbis.pdf', bytes: pdf('kbis') },
      'alice@example.fr',
      new Date(),
      (stored, id) =>
        kbisDeliveryEmail(stored, id, { siteUrl: 'https://s.example', serviceUrl: 'https://s.example', operatorEmail: 'o@s.example' }),
      kbis.id,
    );
    const kbisDownload = await service.app.request(downloadPath(order.token));
    expect(kbisDownload.headers.get('content-disposition')).toBe(`attachment; filename="extrait-kbis-${order.reference}.pdf"`);
    expect(sha256(new Uint8Array(await kbisDownload.arrayBuffer()))).toBe(sha256(pdf('kbis')));
  });

  it('refuses, saying why, a document not sent, refunded, past its days, or of another order’s page', async () => {
    const { service, order, later } = await shop('KF-CLIENT000002');
    const refusal = async (path: string) => {
      const response = await service.app.request(path);
      return [response.status, textOf(parseHtml(await response.text()).querySelector('main')!)] as const;
    };
    const [status, text] = await refusal(downloadPath(order.token, 'statuts'));
    expect(status).toBe(404);
    expect(text).toContain(typeset(DOWNLOAD_REFUSED['not-sent']));
    expect((await refusal(downloadPath(order.token, 'acte')))[1]).toContain(typeset(DOWNLOAD_REFUSED.refunded));
    expect((await refusal(downloadPath(order.token, 'acte')))[0]).toBe(410);
    expect((await service.app.request(`${HANDOFF_PATH}/${order.token}/bilan.pdf`)).status).toBe(404);
    expect((await service.app.request(downloadPath('x'.repeat(43), 'comptes'))).status).toBe(404);

    later(RETENTION.documentDays * DAY_MS);
    const [expired, why] = await refusal(downloadPath(order.token, 'comptes'));
    expect(expired).toBe(410);
    expect(why).toContain(typeset(DOWNLOAD_REFUSED.expired));
  });

  it('refuses every document once the withdrawal is accepted', async () => {
    const { db, service, order } = await shop('KF-CLIENT000003');
    await db.updateTable('orders').set({ fulfilment_status: 'withdrawn' }).where('reference', '=', order.reference).execute();
    const refused = await service.app.request(downloadPath(order.token, 'comptes'));
    expect(refused.status).toBe(410);
    expect(await refused.text()).toContain(typeset(DOWNLOAD_REFUSED.withdrawn));
  });
});
