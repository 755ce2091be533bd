/**
 * An order of four documents in Chromium, on SQLite and PostgreSQL, through the real pages and guard, an
 * operator signed in with a passkey: « À envoyer » says what the order owes and why the register failed;
 * the order page gives each document its line, with the company's official pages beside the Kbis;
 * « Récupérer au registre » asks for the failed statuts and the line's history says who did; the statuts
 * uploaded on their own line reach the customer attached, byte for byte; the customer's page lists each
 * document and downloads each one sent. axe finds nothing on these pages at 375 and 1280 px.
 * BO_SHOTS=<folder> also saves screenshots of them, for a person to look at.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ParsedMail } from 'mailparser';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { orderItems } from '../../server/db/order-items';
import { itemName } from '../../server/domain/item-name';
import { failureReason, shortReason } from '../../server/domain/item-status';
import { directoryPageUrl, registerPageUrl } from '../../server/domain/official-pages';
import { EVENT_LABELS, LIST, ORDER } from '../../server/pages/back-office/copy';
import { ITEM } from '../../server/pages/back-office/item-copy';
import { ORDER_STATUS } from '../../server/pages/copy';
import { typeset } from '../../site/typography';
import { orderOfFour, pdf, REGISTER_FAILURE, REQUESTED_BY, VERIFIED } from '../support/order-lines';
import { backOfficeShop, enrolledOperator, expectNoAxeViolations, heading, screenshots } from './support/back-office-shop';
import { chromiumForThisFile } from './support/chromium';

const chromium = chromiumForThisFile();

/** Real statuts, as pdfkit writes them. */
function statutsPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.text('Statuts à jour – Boulangerie Martin');
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const sentTo = (mail: ParsedMail, email: string) => JSON.stringify(mail.to).includes(email);
const OPERATOR = 'alice@example.fr';

describe.each(['SQLite', 'PostgreSQL'] as const)('an order’s documents in Chromium on %s', (kind) => {
  const running = backOfficeShop(kind, { smtp: true, register: true });

  it('lists what is owed, shows each line, asks the register, sends one line, and the customer downloads each', async () => {
    const { db } = running.shop.context;
    const customer = 'quatre@example.fr';
    const { order, kbis, statuts, acte } = await orderOfFour(db, 'KF-0000000000G7', new Date(), { email: customer });
    const { page, errors } = await enrolledOperator(chromium.browser, running, OPERATOR, 'admin');

    // « À envoyer »: the Kbis to send, the statuts failed with their reason in short.
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.reference }) });
    await expect(row.getByRole('listitem').allTextContents()).resolves.toEqual([
      itemName(kbis),
      `${itemName(statuts)} — ${LIST.failed(shortReason(REGISTER_FAILURE))}`,
    ]);
    await expectNoAxeViolations(page);
    await screenshots(page, 'list-documents');

    await page.getByRole('link', { name: order.reference }).click();
    await heading(page, ORDER.title(order.reference)).waitFor();
    const line = (named: Parameters<typeof itemName>[0]) => page.getByRole('region', { name: itemName(named), exact: true });
    await expect(line(acte).getByText(ITEM.states.refunded, { exact: true }).count()).resolves.toBe(1);
    await expect(
      line(statuts)
        .getByText(ITEM.states.failed(failureReason(REGISTER_FAILURE)))
        .count(),
    ).resolves.toBe(1);
    // The Kbis's line: the company's pages on the official sites, beside its upload.
    await expect(line(kbis).getByRole('link', { name: ITEM.directoryPage }).getAttribute('href')).resolves.toBe(
      directoryPageUrl(VERIFIED.company_siren),
    );
    await expect(line(kbis).getByRole('link', { name: ITEM.registerPage }).getAttribute('href')).resolves.toBe(
      registerPageUrl(VERIFIED.company_siren),
    );
    await expect(line(kbis).getByLabel(typeset('Extrait Kbis (PDF)')).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await screenshots(page, 'order-documents');

    // « Récupérer au registre » on the failed statuts: the request is in the line's own history.
    await line(statuts).getByRole('button', { name: ITEM.fetch }).click();
    await line(statuts)
      .getByRole('listitem')
      .filter({ hasText: `${EVENT_LABELS['register-fetch-requested']}, par ${OPERATOR}` })
      .waitFor();
    await expect(line(statuts).getByRole('listitem').filter({ hasText: REQUESTED_BY }).count()).resolves.toBe(1);

    // The statuts sent on their own line: that line alone is sent, the Kbis still owed.
    const bytes = await statutsPdf();
    await line(statuts)
      .getByLabel(ITEM.fileLabel(itemName(statuts)))
      .setInputFiles({
        name: 'statuts-signes.pdf',
        mimeType: 'application/pdf',
        buffer: bytes,
      });
    await line(statuts).getByRole('button', { name: ITEM.submit.statuts }).click();
    await line(statuts)
      .getByText(/^Envoyé le /)
      .waitFor();
    expect((await orderItems(db, order.reference)).map((item) => [item.kind, item.state])).toEqual([
      ['kbis', 'to_send'],
      ['statuts', 'sent'],
      ['comptes', 'sent'],
      ['acte', 'refunded'],
    ]);
    await expect.poll(() => running.received.filter((mail) => sentTo(mail, customer)).length, { timeout: 15_000 }).toBe(2);
    const attached = running.received.filter((mail) => sentTo(mail, customer)).flatMap((mail) => mail.attachments);
    expect(attached.map((file) => sha256(file.content))).toContain(sha256(bytes));

    // The customer's page: each document, a download for each one sent, of its own bytes.
    const customerPage = await chromium.browser.newPage();
    await customerPage.goto(`${running.shop.url}/commandes/${order.token}`);
    const documents = customerPage.getByRole('list', { name: ORDER_STATUS.documentsLabel });
    await expect(documents.getByRole('listitem').count()).resolves.toBe(4);
    await expect(documents.getByRole('link').allTextContents()).resolves.toEqual([
      typeset(ORDER_STATUS.downloads.statuts),
      typeset(ORDER_STATUS.downloads.comptes),
    ]);
    for (const [name, expected] of [
      [ORDER_STATUS.downloads.statuts, bytes],
      [ORDER_STATUS.downloads.comptes, pdf('comptes 2023')],
    ] as const) {
      const [download] = await Promise.all([
        customerPage.waitForEvent('download'),
        documents.getByRole('link', { name: typeset(name) }).click(),
      ]);
      expect(sha256(readFileSync((await download.path())!))).toBe(sha256(expected));
    }
    await expectNoAxeViolations(customerPage);
    await screenshots(customerPage, 'customer-documents');
    expect(errors).toEqual([]);
  });
});
