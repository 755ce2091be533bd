import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ordersCommand } from '../../server/cli/orders';
import { openStore, type Store } from '../../server/db/connect';
import { findInvoice, invoicesOf, issueCreditNote, nextInvoiceNumber } from '../../server/db/invoices';
import { applyPaymentEvent, insertOrder } from '../../server/db/orders';
import { purge } from '../../server/db/purge';
import type { OrdersTable } from '../../server/db/schema';
import { newOrder } from '../../server/domain/new-order';
import { parseOrderInput } from '../../server/domain/order-input';
import { purgeCutoffs } from '../../server/domain/retention';
import { cgvBlocks } from '../../server/pdf/cgv-blocks';
import { CGV_PDF, cgvPdf } from '../../server/pdf/cgv-pdf';
import { INVOICE, invoiceAmount } from '../../server/pdf/copy';
import { CGV_VERSION } from '../../site/data/cgv-version';
import { issuedInvoicePdf } from '../../server/pdf/issued-invoice';
import { CONTACT, PUBLISHER } from '../../site/data/operator';
import { VAT_NOTICE } from '../../widget/core/offer';
import { fieldsOf, handoffForm } from '../support/handoff-form';
import { pdfInfo } from '../support/pdf-info';
import { pdfText } from '../support/pdf-text';
import { STORE_KINDS, storesOf } from '../support/stores';

const input = (() => {
  const { get, names } = fieldsOf(handoffForm());
  const parsed = parseOrderInput(get, names);
  if (!parsed.ok) throw new Error('sample order refused');
  return parsed.value;
})();

const at = new Date('2026-11-28T05:56:00Z');
let count = 0;
const reference = () => `KF-${String(++count).padStart(12, '0')}`;

/** A new order, paid at `when` (its invoice issued in the payment's transaction); returns its reference. */
async function paidOrder(db: Store, when = at, mode = 'stripe', overrides: Partial<OrdersTable> = {}): Promise<string> {
  const ref = reference();
  const order = {
    ...newOrder(input, { reference: ref, token: `token-${ref}`.padEnd(43, 'x'), now: when, paymentMode: mode }),
    ...overrides,
  };
  await insertOrder(db, order);
  const paid = await applyPaymentEvent(db, ref, 'paid', when, () => [], `cs_${ref}`);
  if (!paid) throw new Error(`${ref} not paid`);
  return ref;
}

const numbersOf = async (db: Store) =>
  (await db.selectFrom('invoices').select('number').orderBy('number').execute()).map((row) => Number(row.number.slice(2)));

/** Words as a PDF's text layer gives them: pdfjs reads a non-breaking space as a space. */
const plain = (words: string) => words.replace(/\u00a0/g, ' ');

const consecutive = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe('the CGV’s PDF', () => {
  it('a version archived from now on is tagged, its title shown (a published one stays as it was sent)', async () => {
    const info = pdfInfo(await cgvPdf(cgvBlocks(), CGV_VERSION));
    expect(info).toMatch(/^Tagged: +yes$/m);
    expect(info).toMatch(new RegExp(`^Title: +${CGV_PDF.title} – Kbis Facile$`, 'm'));
  }, 30_000);
});

describe.each(STORE_KINDS)('invoices on %s', (kind) => {
  const stores = storesOf(kind);

  it('issues one invoice per payment, numbered from 1, never for a replayed payment', async () => {
    const db = await stores.fresh();
    const first = await paidOrder(db);
    await paidOrder(db);
    expect(await applyPaymentEvent(db, first, 'paid', at, () => [])).toBeNull();
    expect(await invoicesOf(db, first)).toEqual([
      { number: 'F-000001', kind: 'invoice', issued_at: at.toISOString(), amount_cents: 3500, refund_id: null },
    ]);
    expect(await numbersOf(db)).toEqual([1, 2]);
  });

  it('hands the invoice to the emails of the payment', async () => {
    const db = await stores.fresh();
    const ref = reference();
    await insertOrder(db, newOrder(input, { reference: ref, token: `token-${ref}`.padEnd(43, 'x'), now: at, paymentMode: 'stripe' }));
    const seen: unknown[] = [];
    await applyPaymentEvent(db, ref, 'paid', at, (_order, invoice) => {
      seen.push(invoice);
      return [];
    });
    expect(seen).toEqual([{ number: 'F-000001', issuedAt: at.toISOString() }]);
  });

  it('keeps the PDF as issued: the number, the date, the seller, the service, the amount, the VAT mention', async () => {
    const db = await stores.fresh();
    const ref = await paidOrder(db);
    const invoice = (await issuedInvoicePdf(db, 'F-000001'))!;
    expect(invoice.reference).toBe(ref);
    const text = await pdfText(invoice.pdf!);
    for (const words of [
      'FACTURE',
      'N° : F-000001',
      'Date : 28 novembre 2026',
      `Commande : ${ref}`,
      PUBLISHER.name,
      PUBLISHER.address,
      PUBLISHER.vatNumber,
      CONTACT.email,
      `Extrait Kbis de ${input.company.companyName}`,
      `${INVOICE.totalDue.invoice} ${invoiceAmount(3500)}`,
      VAT_NOTICE,
      INVOICE.paid('28 novembre 2026'),
    ])
      expect(text).toContain(plain(words));
    expect(text).not.toContain(plain(INVOICE.test));
  });

  it('bills a company first, for the attention of the person, with its address, its identifier and the payment terms between professionals', async () => {
    const db = await stores.fresh();
    await paidOrder(db, at, 'stripe', {
      billing_company: 'SCI Les Tilleuls',
      first_name: 'Anne-Sophie',
      last_name: 'd’Harcourt',
      address: '3 rue des Tilleuls',
      postal_code: '75011',
      city: 'Paris',
      billing_identifier: 'FR83404833048',
    });
    const text = await pdfText((await issuedInvoicePdf(db, 'F-000001'))!.pdf!);
    const buyer = [
      'CLIENT',
      'SCI Les Tilleuls',
      'À l’attention d’Anne-Sophie d’Harcourt',
      '3 rue des Tilleuls',
      '75011 Paris',
      'N° TVA intracommunautaire : FR83404833048',
      input.billing.email,
    ];
    const positions = buyer.map((words) => text.indexOf(plain(words)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const words of [INVOICE.paid('28 novembre 2026'), ...INVOICE.businessTerms]) expect(text).toContain(plain(words));
    expect(text).toContain('Escompte pour paiement anticipé : néant.');
    expect(text).toContain('taux de refinancement de la Banque centrale européenne majoré de 10 points');
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
  });

  it('writes a SIREN as a SIREN', async () => {
    const db = await stores.fresh();
    await paidOrder(db, at, 'stripe', { billing_identifier: '404833048' });
    expect(await pdfText((await issuedInvoicePdf(db, 'F-000001'))!.pdf!)).toContain('SIREN : 404833048');
  });

  it('a test order’s invoice takes the test sequence, is titled as a test and never « acquittée »; the legal sequence stays whole', async () => {
    const db = await stores.fresh();
    const test = await paidOrder(db, at, 'test');
    const real = await paidOrder(db);
    expect((await invoicesOf(db, test)).map((row) => row.number)).toEqual(['TEST-000001']);
    expect((await invoicesOf(db, real)).map((row) => row.number)).toEqual(['F-000001']);
    const text = await pdfText((await issuedInvoicePdf(db, 'TEST-000001'))!.pdf!);
    expect(text).toContain('FACTURE DE TEST');
    expect(text).toContain(plain(INVOICE.test));
    expect(text).not.toContain('acquittée');
    const note = await db
      .transaction()
      .execute((trx) => issueCreditNote(trx, { reference: test, refundId: 'rf-test', amountCents: 3500, now: at }));
    expect(note.number).toBe('TEST-000002');
    expect(await pdfText((await issuedInvoicePdf(db, 'TEST-000002'))!.pdf!)).toContain('AVOIR DE TEST');
    await paidOrder(db);
    expect(
      (await db.selectFrom('invoices').select('number').where('number', 'like', 'F-%').orderBy('number').execute()).map(
        (row) => row.number,
      ),
    ).toEqual(['F-000001', 'F-000002']);
  });

  it('leaves out the buyer’s company and address when not given, and the terms between professionals', async () => {
    const db = await stores.fresh();
    await paidOrder(db, at, 'stripe', { billing_company: '', address: '', postal_code: '', city: '' });
    const text = await pdfText((await issuedInvoicePdf(db, 'F-000001'))!.pdf!);
    expect(text).toContain(`${input.billing.firstName} ${input.billing.lastName}`);
    expect(text).not.toContain(input.billing.company);
    expect(text).not.toContain(input.billing.city);
    expect(text).not.toContain('Escompte');
  });

  it('every PDF is tagged, in French, its title shown: the invoice, the credit note', async () => {
    const db = await stores.fresh();
    const ref = await paidOrder(db);
    await db.transaction().execute((trx) => issueCreditNote(trx, { reference: ref, refundId: 'rf-1', amountCents: 3500, now: at }));
    for (const [number, title] of [
      ['F-000001', 'Facture F-000001'],
      ['F-000002', 'Avoir F-000002'],
    ] as const) {
      const info = pdfInfo((await issuedInvoicePdf(db, number))!.pdf!);
      expect(info).toMatch(/^Tagged: +yes$/m);
      expect(info).toMatch(new RegExp(`^Title: +${title}$`, 'm'));
    }
  });

  it('a transaction that rolls back takes its number with it: no gap', async () => {
    const db = await stores.fresh();
    await paidOrder(db);
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await nextInvoiceNumber(trx)).toBe('F-000002');
        throw new Error('payment rolled back');
      }),
    ).rejects.toThrow('payment rolled back');
    await paidOrder(db);
    expect(await numbersOf(db)).toEqual([1, 2]);
  });

  it('a refund’s credit note takes the next number, names the invoice it corrects, and leaves that invoice as issued', async () => {
    const db = await stores.fresh();
    const ref = await paidOrder(db);
    await paidOrder(db);
    const before = (await issuedInvoicePdf(db, 'F-000001'))!.pdf;
    const later = new Date('2026-12-02T09:00:00Z');
    const note = await db
      .transaction()
      .execute((trx) => issueCreditNote(trx, { reference: ref, refundId: 'rf-1', amountCents: 3500, now: later }));
    expect(note).toEqual({ number: 'F-000003', issuedAt: later.toISOString() });
    const again = await db
      .transaction()
      .execute((trx) => issueCreditNote(trx, { reference: ref, refundId: 'rf-1', amountCents: 3500, now: later }));
    expect(again).toEqual(note);
    expect((await invoicesOf(db, ref)).map(({ number, kind, refund_id }) => [number, kind, refund_id])).toEqual([
      ['F-000001', 'invoice', null],
      ['F-000003', 'credit_note', 'rf-1'],
    ]);
    expect(Buffer.from((await issuedInvoicePdf(db, 'F-000001'))!.pdf!).equals(Buffer.from(before!))).toBe(true);
    const text = await pdfText((await issuedInvoicePdf(db, 'F-000003'))!.pdf!);
    for (const words of [
      'AVOIR',
      INVOICE.creditItem.cancellation(ref, null),
      `${INVOICE.totalDue.credit_note} ${invoiceAmount(-3500)}`,
      'N° : F-000003',
      'Date : 2 décembre 2026',
      INVOICE.corrects('F-000001', '28 novembre 2026'),
      invoiceAmount(-3500),
      VAT_NOTICE,
    ])
      expect(text).toContain(plain(words));
  });

  it('refuses a credit note for an order without invoice, or above what was paid', async () => {
    const db = await stores.fresh();
    const ref = await paidOrder(db);
    const issue = (reference: string, amountCents: number) =>
      db.transaction().execute((trx) => issueCreditNote(trx, { reference, refundId: `rf-${amountCents}`, amountCents, now: at }));
    await expect(issue('KF-999999999999', 3500)).rejects.toThrow('sans facture');
    await expect(issue(ref, 3501)).rejects.toThrow(RangeError);
    await expect(issue(ref, 0)).rejects.toThrow(RangeError);
    expect(await numbersOf(db)).toEqual([1]);
  });

  it('the operator writes any invoice’s PDF from the command line, as issued', async () => {
    const db = await stores.fresh();
    await paidOrder(db);
    const file = join(mkdtempSync(join(tmpdir(), 'kbis-invoice-')), 'facture.pdf');
    const lines: string[] = [];
    await ordersCommand(db, ['invoice', 'F-000001', file], (line) => lines.push(line));
    expect(readFileSync(file).equals(Buffer.from((await issuedInvoicePdf(db, 'F-000001'))!.pdf!))).toBe(true);
    expect(lines.join('\n')).toContain(`Facture F-000001`);
    await expect(ordersCommand(db, ['invoice', 'F-000009', file], () => {})).rejects.toThrow('Aucune facture');
    await expect(ordersCommand(db, ['invoice', '../x', file], () => {})).rejects.toThrow('Usage');
  });

  it('keeps invoices for the accounting years, after the order they bill is purged', async () => {
    const db = await stores.fresh();
    const now = new Date('2032-12-01T00:00:00Z');
    // Paid 5 years and a half ago: past the order data's 5 years, within the accounting's 6.
    const kept = await paidOrder(db, new Date('2027-06-01T10:00:00Z'));
    // Paid 6 years and a half ago: past both.
    await paidOrder(db, new Date('2026-06-01T10:00:00Z'));
    // As the service does after each payment: the PDF is rendered and kept once the payment is committed.
    await issuedInvoicePdf(db, 'F-000001');
    const counts = await purge(db, purgeCutoffs(now));
    expect(counts).toMatchObject({ orders: 2, invoices: 1 });
    expect(await db.selectFrom('invoices').select(['number', 'reference']).execute()).toEqual([{ number: 'F-000001', reference: kept }]);
    expect((await findInvoice(db, 'F-000001'))!.pdf).toBeTruthy();
  });

  if (kind === 'PostgreSQL')
    it('two instances paying at once take numbers 1..N, with no gap and no duplicate', async () => {
      const location = await stores.freshLocation();
      const one = await openStore(location);
      const two = await openStore(location);
      try {
        const each = 12;
        await Promise.all([...Array.from({ length: each }, () => paidOrder(one)), ...Array.from({ length: each }, () => paidOrder(two))]);
        expect(await numbersOf(one)).toEqual(consecutive(2 * each));
        const references = await one.selectFrom('invoices').select('reference').execute();
        expect(new Set(references.map((row) => row.reference)).size).toBe(2 * each);
      } finally {
        await Promise.all([one.destroy(), two.destroy()]);
      }
    }, 60_000);
});
