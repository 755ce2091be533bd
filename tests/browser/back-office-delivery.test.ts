/**
 * The back room in Chromium, on SQLite and PostgreSQL, through the real pages and the real guard: an operator
 * signed in with a passkey sends a paid order's Kbis (the tests' SMTP server receives it attached, byte for
 * byte), a non-PDF is refused, the customer downloads the same bytes from the order's page, a refund stops
 * that download, and a withdrawal declared on the site's page shows in « Rétractations » with its deadline.
 * axe finds nothing on the order page once sent and on the withdrawals view, at 375 and 1280 px.
 * BO_SHOTS=<folder> also saves screenshots of these pages, for a person to look at.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ParsedMail } from 'mailparser';
import PDFDocument from 'pdfkit';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_EVENTS } from '../../server/db/documents';
import { listEvents } from '../../server/db/events';
import { findOrderByReference } from '../../server/db/orders';
import { REFUND_EVENTS } from '../../server/db/refunds';
import { listWithdrawalsWithOrders, WITHDRAWAL_EVENTS } from '../../server/db/withdrawal-decisions';
import { refundDeadline } from '../../server/domain/delivery-rules';
import { parisDay } from '../../server/domain/paris-time';
import { formatParisDateTime } from '../../server/domain/paris-time';
import { KBIS_DELIVERY, REFUND, TEST_MODE } from '../../server/email/copy';
import { NAV, ORDER } from '../../server/pages/back-office/copy';
import { DELIVERY_EVENT_LABELS, REFUND_PANEL, SEND, SEND_ERRORS, WITHDRAWALS } from '../../server/pages/back-office/delivery-copy';
import { ITEM } from '../../server/pages/back-office/item-copy';
import { DOWNLOAD_REFUSED, ORDER_STATUS, WITHDRAWAL_PAGE } from '../../server/pages/copy';
import { WITHDRAWAL_CONFIRM_LABEL, WITHDRAWAL_FIELDS, WITHDRAWAL_PATH } from '../../site/data/withdrawal';
import { headersFor } from '../../site/headers.mjs';
import { typeset } from '../../site/typography';
import { storedOrder } from '../support/back-office';
import { builtPage } from '../support/built-pages';
import { freshImport } from '../support/fresh-import';
import { backOfficeShop, enrolledOperator, expectNoAxeViolations, heading, screenshots } from './support/back-office-shop';
import { chromiumForThisFile } from './support/chromium';

const chromium = chromiumForThisFile();

/** A real PDF, as pdfkit writes one. */
function kbisPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.text('Extrait Kbis – Menuiserie Durand');
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const sentTo = (mail: ParsedMail, email: string) => JSON.stringify(mail.to).includes(email);

/**
 * The withdrawal page as a build for the service at `serviceUrl` has it (its form posts there), with the
 * stylesheet of dist/: dist/ itself was built without a service, so its page gives only the postal routes.
 */
async function withdrawalPageFor(serviceUrl: string) {
  vi.stubEnv('ORDER_SERVICE_URL', serviceUrl);
  try {
    const { renderRoute } = await freshImport(() => import('../../site/prerender'));
    const { routes } = await import('../../site/routes');
    const stylesheet = builtPage(WITHDRAWAL_PATH).querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
    return renderRoute(routes.find((route) => route.path === WITHDRAWAL_PATH)!, { stylesheet });
  } finally {
    vi.unstubAllEnvs();
    vi.resetModules();
  }
}

describe.each(['SQLite', 'PostgreSQL'] as const)('the back room in Chromium on %s', (kind) => {
  const running = backOfficeShop(kind, { smtp: true });

  /** The messages the SMTP server received for `email`, once `count` of them have arrived. */
  async function mailFor(email: string, count: number) {
    await expect.poll(() => running.received.filter((mail) => sentTo(mail, email)).length, { timeout: 15_000 }).toBe(count);
    return running.received.filter((mail) => sentTo(mail, email));
  }

  it('sends the Kbis attached byte for byte, refuses a non-PDF, lets the customer download it, and a refund stops that', async () => {
    const { db } = running.shop.context;
    const customer = 'durand@example.fr';
    const order = await storedOrder(db, 'KF-0000000000D4', { email: customer, companyName: 'Menuiserie Durand' });
    const { page, errors } = await enrolledOperator(chromium.browser, running, 'alice@example.fr', 'admin');
    await page.getByRole('link', { name: order.reference }).click();
    await heading(page, ORDER.title(order.reference)).waitFor();

    // A text file named like a PDF: refused by its bytes, with the reason, and nothing sent.
    await page.getByLabel(SEND.fileLabel).setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Bonjour') });
    await page.getByRole('button', { name: typeset(SEND.submit) }).click();
    await heading(page, SEND_ERRORS.title).waitFor();
    await expect(page.getByText(SEND_ERRORS.refusals['not-pdf']).isVisible()).resolves.toBe(true);
    await expect(page.getByText(SEND_ERRORS.nothingSent).isVisible()).resolves.toBe(true);
    expect((await findOrderByReference(db, order.reference))?.fulfilment_status).toBe('to_send');
    // The refusal is a 400, which Chromium logs; nothing else was.
    expect(errors.splice(0)).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await page.getByRole('link', { name: SEND_ERRORS.back }).click();
    await heading(page, ORDER.title(order.reference)).waitFor();

    // The real PDF, through the multipart form and the guard's token check.
    const pdf = await kbisPdf();
    await page.getByLabel(SEND.fileLabel).setInputFiles({ name: 'extrait-infogreffe.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: typeset(SEND.submit) }).click();
    await page.getByRole('cell', { name: DELIVERY_EVENT_LABELS[DOCUMENT_EVENTS.sent]! }).waitFor();
    const sent = (await findOrderByReference(db, order.reference))!;
    expect(sent.fulfilment_status).toBe('sent');
    await expect(page.getByText(ITEM.states.sent(formatParisDateTime(sent.sent_at!))).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: typeset(SEND.resend) }).count()).resolves.toBe(1);

    const [email] = await mailFor(customer, 1);
    // The order was paid on the test page: its emails say so.
    expect(email!.subject).toBe(TEST_MODE.subject(KBIS_DELIVERY.subject(order.reference)));
    expect(email!.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(sha256(email!.attachments[0]!.content)).toBe(sha256(pdf));
    await expectNoAxeViolations(page);
    await screenshots(page, 'order-sent');

    // The customer says they never got it: « Renvoyer l'email » on the Kbis's line sends the same file again.
    await page.getByRole('button', { name: typeset(SEND.resend) }).click();
    await page.getByRole('cell', { name: DELIVERY_EVENT_LABELS[DOCUMENT_EVENTS.resent]! }).waitFor();
    const [, again] = await mailFor(customer, 2);
    expect(again!.subject).toBe(email!.subject);
    expect(sha256(again!.attachments[0]!.content)).toBe(sha256(pdf));

    // The customer follows the email's link to the order's page, sees it sent, and downloads the same bytes.
    const orderPage = `${running.shop.url}/commandes/${order.token}`;
    expect(email!.text).toContain(orderPage);
    const customerPage = await chromium.browser.newPage();
    await customerPage.goto(orderPage);
    await expect(customerPage.getByText(ORDER_STATUS.sent(formatParisDateTime(sent.sent_at!))).isVisible()).resolves.toBe(true);
    const link = customerPage.getByRole('link', { name: typeset(ORDER_STATUS.download) });
    const [download] = await Promise.all([customerPage.waitForEvent('download'), link.click()]);
    expect(sha256(readFileSync((await download.path())!))).toBe(sha256(pdf));
    const href = new URL((await link.getAttribute('href'))!, orderPage).href;
    const served = await customerPage.request.get(href);
    expect(served.headers()['content-disposition']).toMatch(/^attachment/);
    expect(served.headers()['cache-control']).toBe('no-store');
    expect(sha256(await served.body())).toBe(sha256(pdf));
    await screenshots(customerPage, 'customer-sent');

    // An admin refunds it in full, with a reason.
    await page.getByLabel(REFUND_PANEL.reasonLabel).fill('Client ayant commandé deux fois');
    await page.getByRole('button', { name: REFUND_PANEL.submit, exact: true }).click();
    await page.getByText(REFUND_PANEL.refundedAll).waitFor();
    await expect(page.getByText(typeset(SEND.refunded)).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('cell', { name: DELIVERY_EVENT_LABELS[REFUND_EVENTS.confirmed]! }).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: REFUND_PANEL.submit, exact: true }).count()).resolves.toBe(0);
    await screenshots(page, 'order-refunded');
    const refunded = (await findOrderByReference(db, order.reference))!;
    expect(refunded.status).toBe('refunded');
    const [, , refundEmail] = await mailFor(customer, 3);
    expect(refundEmail!.subject).toBe(TEST_MODE.subject(REFUND.subject(order.reference)));

    // The customer's page says so, and offers no download; the old address refuses it.
    await customerPage.reload();
    await expect(customerPage.getByText(ORDER_STATUS.refunded(formatParisDateTime(refunded.refunded_at!))).isVisible()).resolves.toBe(true);
    await expect(customerPage.getByRole('link', { name: typeset(ORDER_STATUS.download) }).count()).resolves.toBe(0);
    const refused = await customerPage.goto(href);
    expect(refused?.status()).toBe(410);
    await heading(customerPage, DOWNLOAD_REFUSED.title).waitFor();
    await expect(customerPage.getByText(typeset(DOWNLOAD_REFUSED.refunded)).isVisible()).resolves.toBe(true);

    const kinds = (await listEvents(db, order.reference)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === DOCUMENT_EVENTS.sent)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('lists in « Rétractations » a withdrawal declared on the site’s page, with its order and refund deadline', async () => {
    const { db } = running.shop.context;
    // Ordered and paid just now, without asking for immediate execution: the withdrawal period runs.
    const now = new Date();
    const order = await storedOrder(db, 'KF-0000000000E5', {
      email: 'martin@example.fr',
      companyName: 'Boulangerie Martin',
      createdAt: new Date(now.getTime() - 120_000),
      paidAt: new Date(now.getTime() - 60_000),
      immediate: false,
    });
    const { url } = running.shop;
    const html = await withdrawalPageFor(url);
    const declarant = await chromium.browser.newPage();
    await declarant.route(`${url}${WITHDRAWAL_PATH}`, (route) =>
      route.fulfill({
        headers: { ...headersFor(WITHDRAWAL_PATH, { orderServiceUrl: url }), 'Content-Type': 'text/html; charset=utf-8' },
        body: html,
      }),
    );
    await declarant.goto(`${running.shop.url}${WITHDRAWAL_PATH}`);
    await declarant.getByRole('textbox', { name: WITHDRAWAL_FIELDS.name.label }).fill('Camille Martin');
    await declarant.getByRole('textbox', { name: WITHDRAWAL_FIELDS.email.label }).fill('martin@example.fr');
    await declarant.getByRole('textbox', { name: WITHDRAWAL_FIELDS.reference.label }).fill(order.reference);
    await declarant.getByLabel(WITHDRAWAL_FIELDS.orderDate.label).fill(parisDay(now.toISOString()));
    await declarant.getByRole('button', { name: WITHDRAWAL_CONFIRM_LABEL }).click();
    await declarant.getByRole('heading', { level: 1, name: typeset(WITHDRAWAL_PAGE.recordedTitle) }).waitFor();

    const declared = (await listWithdrawalsWithOrders(db)).rows.find((row) => row.email === 'martin@example.fr')!;
    const { page, errors } = await enrolledOperator(chromium.browser, running, 'claire@example.fr', 'admin');
    await page.getByRole('navigation').getByRole('link', { name: NAV.withdrawals }).click();
    await heading(page, WITHDRAWALS.title).waitFor();
    const entry = page.getByRole('article', {
      name: `Camille Martin — ${WITHDRAWALS.refundBy(refundDeadline(declared.declared_at))}`,
    });
    await expect(entry.getByRole('link', { name: order.reference }).count()).resolves.toBe(1);
    await expect(entry.getByRole('button', { name: WITHDRAWALS.accept }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await screenshots(page, 'withdrawals');

    // Its order, from the view: sending now would leave the customer's right intact, and the page says so first.
    await entry.getByRole('link', { name: order.reference }).click();
    await heading(page, ORDER.title(order.reference)).waitFor();
    await expect(page.getByRole('note').getByRole('heading', { name: SEND.warningTitle }).count()).resolves.toBe(1);
    // The declaration awaits its decision: the order page says so above the sending, with the refund's last day.
    const declaredNote = page.getByRole('note').filter({ has: page.getByRole('heading', { name: SEND.declaredTitle }) });
    await expect(declaredNote.getByText(typeset(SEND.declared(formatParisDateTime(declared.declared_at)))).count()).resolves.toBe(1);
    await expect(declaredNote.getByText(typeset(SEND.declaredRefund(refundDeadline(declared.declared_at)))).count()).resolves.toBe(1);
    // The match made when the customer declared is in the order's history.
    await expect(page.getByRole('cell', { name: DELIVERY_EVENT_LABELS[WITHDRAWAL_EVENTS.matched]! }).count()).resolves.toBe(1);
    await screenshots(page, 'order-withdrawal-period');
    expect(errors).toEqual([]);
  });
});
