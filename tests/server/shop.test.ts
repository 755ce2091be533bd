import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startShop, type RunningShop } from '../../server/main';
import { FORM_MAX_BYTES } from '../../server/http/app';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { WITHDRAWAL_LINK_LABEL, WITHDRAWAL_PATH, WITHDRAWAL_POST_PATH } from '../../site/data/withdrawal';
import { MESSAGES } from '../../widget/core/copy';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { VAT_NOTICE } from '../../widget/core/offer';
import { CGV_VERSION, cgvFileName } from '../../site/data/cgv-version';
import { PUBLISHER } from '../../site/data/operator';
import { COMPLETE_ORDER } from '../../scripts/sample-order';
import { handoffForm } from '../support/handoff-form';
import { headingOf } from '../support/html';
import { pdfText } from '../support/pdf-text';
import { startSmtpServer } from '../support/smtp';
import { STORE_KINDS, storesOf } from '../support/stores';

const post = (url: string, body = '') =>
  fetch(url, { method: 'POST', body, redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

/** Waits, without a fixed delay, until the SMTP server holds `count` messages; fails after 15 s. */
async function received(smtp: Awaited<ReturnType<typeof startSmtpServer>>, count: number) {
  const deadline = Date.now() + 15_000;
  while (smtp.received.length < count) {
    if (Date.now() > deadline) throw new Error(`${smtp.received.length} email(s) reçus sur ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return smtp.received;
}

describe.each(STORE_KINDS)('the shop on %s, its emails through a real SMTP server', (kind) => {
  const stores = storesOf(kind);
  let shop: RunningShop;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const banner: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const location = await stores.freshLocation();
    const store = kind === 'PostgreSQL' ? { DATABASE_URL: location } : { SQLITE_FILE: location };
    shop = await startShop(
      readConfig({ PORT: '0', HOST: '127.0.0.1', SMTP_URL: smtp.url, OPERATOR_EMAIL: 'commandes@kbis.example', ...store }),
      (line) => banner.push(line),
    );
  });
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
  });

  it('says at start where orders are stored, how they are paid and where emails go, without secrets', () => {
    expect(banner.join('\n')).toMatch(
      kind === 'PostgreSQL' ? /Commandes enregistrées : PostgreSQL/ : /Commandes enregistrées : SQLite, \/.*\.sqlite/,
    );
    expect(banner.join('\n')).toContain('Paiement : paiement de test');
    expect(banner.join('\n')).toMatch(/Emails : .*127\.0\.0\.1/);
    expect(banner.join('\n')).not.toContain('secret-smtp');
  });

  it('takes an order to its payment, confirms it, and emails the customer, with the CGV and the invoice in PDF, and the operator', async () => {
    const before = smtp.received.length;
    const ordered = await post(`${shop.url}${HANDOFF_PATH}`, handoffForm(COMPLETE_ORDER, { partner: 'cabinet-dupont' }).toString());
    expect(ordered.status).toBe(303);
    const payment = new URL(ordered.headers.get('location')!);
    expect(payment.pathname.startsWith(`${TEST_PAYMENT_PATH}/`)).toBe(true);
    const paid = await post(`${shop.url}${payment.pathname}/payer`);
    const confirmation = await fetch(`${shop.url}${new URL(paid.headers.get('location')!, shop.url).pathname}`);
    const page = await confirmation.text();
    expect(headingOf(page)).toBe(MESSAGES.orderConfirmed);
    const reference = /KF-[0-9A-V]{12}/.exec(page)![0];

    const emails = (await received(smtp, before + 2)).slice(before);
    const isCustomers = (mail: (typeof emails)[number]) => JSON.stringify(mail.to).includes(COMPLETE_ORDER.billing.email);
    const customer = emails.find(isCustomers)!;
    const operator = emails.find((mail) => !isCustomers(mail))!;
    expect(JSON.stringify(customer.to)).toContain(COMPLETE_ORDER.billing.email);
    expect(customer.subject).toContain(reference);
    expect(customer.text).toContain(COMPLETE_ORDER.company.companyName);
    expect(customer.text).toContain(WITHDRAWAL_LINK_LABEL);
    expect(customer.html).toContain(`href="${shop.context.config.siteUrl}${WITHDRAWAL_PATH}"`);
    expect(customer.subject).toMatch(/^\[TEST\] /);
    const cgvUrl = `${shop.context.config.siteUrl}/cgv/${cgvFileName(CGV_VERSION)}`;
    expect(customer.html).toContain(`href="${cgvUrl}"`);

    // The two PDFs, read back as a reader would: the CGV accepted, and the invoice.
    expect(customer.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [cgvFileName(CGV_VERSION), 'application/pdf'],
      // A test payment: its invoice is of the test sequence, never of the legal one.
      [expect.stringMatching(/^Facture-Kbis-Facile-TEST-\d{6}\.pdf$/), 'application/pdf'],
    ]);
    const [cgv, invoice] = customer.attachments.map((file) => new Uint8Array(file.content));
    const cgvText = await pdfText(cgv!);
    for (const article of ['1 – Objet', '2 – Prix et paiement', '3 – Exécution du service', '4 – Droit de rétractation'])
      expect(cgvText).toContain(`Article ${article}`);
    for (const article of [
      '5 – Protection des données personnelles',
      '6 – Service client',
      '7 – Responsabilité',
      '8 – Droit applicable et litiges',
    ])
      expect(cgvText).toContain(`Article ${article}`);
    // The CGV attached are the very file the site publishes for that version.
    expect(Buffer.from(cgv!).equals(Buffer.from(await (await fetch(`${shop.url}/cgv/${cgvFileName(CGV_VERSION)}`)).arrayBuffer()))).toBe(
      true,
    );
    const number = /TEST-\d{6}/.exec(customer.attachments[1]!.filename!)![0];
    const invoiceText = await pdfText(invoice!);
    for (const words of [
      'FACTURE DE TEST',
      `N° : ${number}`,
      `Commande : ${reference}`,
      PUBLISHER.name,
      PUBLISHER.vatNumber,
      `${COMPLETE_ORDER.billing.firstName} ${COMPLETE_ORDER.billing.lastName}`,
      COMPLETE_ORDER.billing.company,
      COMPLETE_ORDER.billing.address,
      `Extrait Kbis de ${COMPLETE_ORDER.company.companyName}`,
      'Total TTC 35,00 €',
      VAT_NOTICE,
    ])
      expect(invoiceText).toContain(words);
    expect(customer.text).toContain(`n° ${number} (en pièce jointe)`.replace(' ', '\u00a0'));
    expect(JSON.stringify(operator.to)).toContain('commandes@kbis.example');
    expect(operator.subject).toContain(reference);
    expect(operator.text).toContain('cabinet-dupont');
    expect(operator.text).toContain(COMPLETE_ORDER.billing.phone);
  });

  it('records a withdrawal, acknowledges it to the customer and tells the operator', async () => {
    const before = smtp.received.length;
    const form = new URLSearchParams({
      name: 'Camille Martin',
      email: 'camille.retractation@example.fr',
      reference: '',
      orderDate: '2026-11-20',
    });
    const response = await post(`${shop.url}${WITHDRAWAL_POST_PATH}`, form.toString());
    expect(response.status).toBe(303);
    const emails = (await received(smtp, before + 2)).slice(before);
    const acknowledgement = emails.find((mail) => JSON.stringify(mail.to).includes('camille.retractation@example.fr'))!;
    expect(emails.map((mail) => JSON.stringify(mail.to)).filter((to) => to.includes('commandes@kbis.example'))).toHaveLength(1);
    expect(JSON.stringify(acknowledgement.to)).toContain('camille.retractation@example.fr');
    expect(acknowledgement.text).toContain('Camille Martin');
  });

  it('closes the connection of a body refused as too large, so that the client’s requests on it work', async () => {
    // Node's fetch keeps connections alive and reuses them. A large body sent in chunks (no length
    // announced) is refused once the limit is passed, its rest unread: kept alive, the connection
    // failed the request itself (« other side closed »).
    const big = handoffForm();
    big.set('utm_padding', 'x'.repeat(FORM_MAX_BYTES * 64));
    for (const body of [big.toString(), new Blob([big.toString()]).stream()]) {
      const refused = await fetch(`${shop.url}${HANDOFF_PATH}`, {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        duplex: 'half',
      } as RequestInit);
      expect([refused.status, refused.headers.get('connection')]).toEqual([413, 'close']);
      await refused.text();
      const next = await post(`${shop.url}${HANDOFF_PATH}`, handoffForm().toString());
      expect(next.status).toBe(303);
    }
  });
});
