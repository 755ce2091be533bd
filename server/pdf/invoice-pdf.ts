/**
 * An invoice or a credit note as a PDF, with what a French invoice carries (CGI, art. 242 nonies A):
 * its number from its sequence, its date, the seller and the buyer, the service, the amounts and
 * the VAT mention the site uses. A business buyer comes first with its address and identifier, and
 * its invoice names the payment terms between professionals (Code de commerce L441-9). A test order's
 * documents say they are tests, from their title on. Rendered once, when issued, and kept as issued
 * (db/invoices.ts); tagged for assistive technologies (pdf-document.ts).
 */
import { formatDate } from '../../site/format';
import { BRAND_NAME } from '../../widget/core/offer';
import type { CreditKind, OrdersTable } from '../db/schema';
import { billsCompany } from '../domain/billing-details';
import type { DocumentLine } from '../domain/document-line';
import { itemName } from '../domain/item-name';
import { identifierKind } from '../domain/billing-identifier';
import { orderSiren } from '../domain/company-identity';
import { parisDay } from '../domain/paris-time';
import { joinUnits } from '../domain/whole-units';
import { TEST_PAYMENT_MODE } from '../domain/test-order';
import { INVOICE as I, invoiceAmount } from './copy';
import { artifact, brandMark, COLOURS, FONT, MARGIN, renderPdf, type Structure, tagged } from './pdf-document';

export type InvoiceBuyer = Pick<
  OrdersTable,
  | 'reference'
  | 'first_name'
  | 'last_name'
  | 'billing_company'
  | 'address'
  | 'postal_code'
  | 'city'
  | 'billing_identifier'
  | 'email'
  | 'company_name'
  | 'siret'
  | 'siren'
  | 'company_siren'
  | 'paid_at'
  | 'payment_mode'
>;

export interface InvoiceContent {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** ISO instant. */
  issuedAt: string;
  /** Positive, in cents: a credit note's amount is printed as a negative one. */
  amountCents: number;
  order: InvoiceBuyer;
  /**
   * An invoice's documents, one line each; for a credit note, the one document it cancels, or none
   * when it records the order as a whole (a cancellation, a price reduction). Their amounts add up to
   * `amountCents`: a document that would not is never issued.
   */
  documents: readonly Pick<DocumentLine, 'kind' | 'accounts_year' | 'description' | 'amount_cents'>[];
  /** The invoice a credit note corrects. */
  corrects?: { number: string; issuedAt: string };
  /** What a credit note records; a cancellation by default. */
  creditKind?: CreditKind;
  /** When the withdrawal a cancellation follows was declared (ISO instant). */
  withdrawnAt?: string | null;
}

const WIDTH = 595.28 - 2 * MARGIN;
const COLUMNS = [
  { key: 'item', width: WIDTH - 241, align: 'left' },
  { key: 'quantity', width: 36, align: 'right' },
  { key: 'unit', width: 110, align: 'right' },
  { key: 'total', width: 95, align: 'right' },
] as const;

const day = (instant: string) => formatDate(parisDay(instant));

/** The table's lines, in cents: one per document, or the credit note's one line for the whole order. */
export function invoiceLines(content: InvoiceContent): { item: string; cents: number }[] {
  const { kind, order, documents } = content;
  const lines =
    kind === 'invoice'
      ? documents.map((document) => ({ item: I.item(itemName(document), order.company_name), cents: document.amount_cents }))
      : documents.length
        ? documents.map((document) => ({
            item: I.creditItem.document(itemName(document), order.reference),
            cents: document.amount_cents,
          }))
        : [
            {
              item:
                content.creditKind === 'price_reduction'
                  ? I.creditItem.price_reduction(order.reference)
                  : I.creditItem.cancellation(order.reference, content.withdrawnAt ? day(content.withdrawnAt) : null),
              cents: content.amountCents,
            },
          ];
  const sum = lines.reduce((total, line) => total + line.cents, 0);
  if (!lines.length || sum !== content.amountCents)
    throw new Error(`${I.title[kind]} ${content.number} : ses lignes (${sum}) ne font pas son montant (${content.amountCents})`);
  return lines;
}

/**
 * The buyer's lines: the billed company first, for the attention of the person, then the address, the
 * company's identifier and the email; without a company, the person, the address when given, the email.
 */
export function buyerLines(order: InvoiceBuyer): string[] {
  const person = `${order.first_name} ${order.last_name}`;
  const town = [order.postal_code, order.city].filter(Boolean).join(' ');
  const identifier = order.billing_identifier
    ? identifierKind(order.billing_identifier) === 'siren'
      ? I.siren(order.billing_identifier)
      : I.buyerVat(order.billing_identifier)
    : '';
  const lines = billsCompany(order)
    ? [order.billing_company, I.attention(person), order.address, town, identifier, order.email]
    : [person, order.address, town, order.email];
  return lines.filter(Boolean);
}

function party(doc: PDFKit.PDFDocument, root: Structure, x: number, y: number, width: number, title: string, lines: readonly string[]) {
  tagged(doc, root, 'H2', () => doc.font(FONT.bold).fontSize(8).fillColor(COLOURS.muted).text(title.toUpperCase(), x, y, { width }));
  // One paragraph a line: read apart, as they are shown.
  doc.moveDown(0.4).font(FONT.bold).fontSize(10).fillColor(COLOURS.text);
  tagged(doc, root, 'P', () => doc.text(joinUnits(lines[0]!), { width }));
  doc.font(FONT.regular).fontSize(9.5);
  for (const line of lines.slice(1)) tagged(doc, root, 'P', () => doc.text(joinUnits(line), { width, lineGap: 1.5 }));
  return doc.y;
}

type Cells = Record<(typeof COLUMNS)[number]['key'], string>;

/** A table row at `y`, its cells header or data cells; returns the y below its tallest cell. */
function row(doc: PDFKit.PDFDocument, table: Structure, y: number, cells: Cells, header: boolean) {
  const tr = tagged(doc, table, 'TR');
  let x = MARGIN;
  let bottom = y;
  for (const column of COLUMNS) {
    tagged(doc, tr, header ? 'TH' : 'TD', () => {
      doc
        .font(header ? FONT.bold : FONT.regular)
        .fontSize(9.5)
        .fillColor(COLOURS.text)
        .text(joinUnits(cells[column.key]), x + 6, y, { width: column.width - 12, align: column.align });
    });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  }
  return bottom;
}

/** A rule across the page or part of it: drawn, not read. */
function rule(doc: PDFKit.PDFDocument, from: number, to: number, y: number, width: number, colour: string) {
  artifact(doc, () => doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(colour).stroke());
}

export function invoicePdf(content: InvoiceContent): Promise<Uint8Array> {
  const { kind, order } = content;
  const lines = invoiceLines(content);
  const test = order.payment_mode === TEST_PAYMENT_MODE;
  const business = billsCompany(order);
  const sign = kind === 'credit_note' ? -1 : 1;
  const name = (test ? I.testTitle : I.title)[kind];
  const title = `${name} ${content.number}`;
  return renderPdf({ title, subject: `${I.order} ${order.reference}`, date: new Date(content.issuedAt), footer: I.footer }, (doc, root) => {
    brandMark(doc, MARGIN, MARGIN, 30);
    tagged(doc, root, 'P', () =>
      doc
        .font(FONT.bold)
        .fontSize(17)
        .fillColor(COLOURS.text)
        .text(BRAND_NAME, MARGIN + 40, MARGIN + 6),
    );
    tagged(doc, root, 'H1', () =>
      doc
        .font(FONT.bold)
        .fontSize(22)
        .fillColor(test ? '#b91c1c' : COLOURS.accent)
        .text(name.toUpperCase(), MARGIN, MARGIN, { width: WIDTH, align: 'right' }),
    );
    const facts: [string, string][] = [
      [I.number, content.number],
      [I.issuedOn, day(content.issuedAt)],
      [I.order, order.reference],
    ];
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOURS.text);
    for (const [label, value] of facts)
      tagged(doc, root, 'P', () => doc.text(joinUnits(`${label}\u00a0: ${value}`), MARGIN, doc.y + 2, { width: WIDTH, align: 'right' }));

    const partiesTop = MARGIN + 100;
    const half = (WIDTH - 24) / 2;
    const sellerBottom = party(doc, root, MARGIN, partiesTop, half, I.sellerHeading, I.seller);
    const buyerBottom = party(doc, root, MARGIN + half + 24, partiesTop, half, I.buyerHeading, buyerLines(order));

    let y = Math.max(sellerBottom, buyerBottom) + 36;
    const table = tagged(doc, root, 'Table');
    artifact(doc, () => doc.rect(MARGIN, y, WIDTH, 22).fill(COLOURS.shade));
    row(doc, table, y + 6, I.columns, true);
    y += 30;
    const amount = invoiceAmount(sign * content.amountCents);
    for (const [index, line] of lines.entries()) {
      // Documents apart: a light rule between two lines, none after the last, which the identifiers follow.
      if (index > 0) {
        rule(doc, MARGIN, MARGIN + WIDTH, y + 3, 0.3, COLOURS.rule);
        y += 8;
      }
      const price = invoiceAmount(sign * line.cents);
      y = row(doc, table, y, { item: line.item, quantity: '1', unit: price, total: price }, false) + 2;
    }
    if (lines.length > 1) y += 4;
    const siren = orderSiren(order);
    const identifiers = kind === 'invoice' ? [siren && I.siren(siren), order.siret && I.siret(order.siret)].filter(Boolean) : [];
    for (const identifier of identifiers) {
      tagged(doc, root, 'P', () =>
        doc
          .font(FONT.regular)
          .fontSize(8.5)
          .fillColor(COLOURS.muted)
          .text(identifier, MARGIN + 6, y, { width: COLUMNS[0].width - 12 }),
      );
      y = doc.y;
    }
    y += 8;
    rule(doc, MARGIN, MARGIN + WIDTH, y, 0.5, COLOURS.rule);

    const totalsX = MARGIN + WIDTH - 230;
    const totals = tagged(doc, root, 'Table');
    const total = (label: string, value: string, bold: boolean) => {
      const tr = tagged(doc, totals, 'TR');
      doc
        .font(bold ? FONT.bold : FONT.regular)
        .fontSize(bold ? 11 : 9.5)
        .fillColor(COLOURS.text);
      tagged(doc, tr, 'TH', () => doc.text(label, totalsX, y, { width: 130 }));
      tagged(doc, tr, 'TD', () => doc.text(value, totalsX + 130, y, { width: 100, align: 'right' }));
      y = doc.y + 6;
    };
    y += 10;
    total(I.totalHt, amount, false);
    total(I.vat, I.vatNone, false);
    rule(doc, totalsX, MARGIN + WIDTH, y, 0.8, COLOURS.text);
    y += 6;
    total(I.totalDue[kind], amount, true);

    y += 24;
    const line = (text: string) => tagged(doc, root, 'P', () => doc.text(joinUnits(text), { width: WIDTH }));
    tagged(doc, root, 'P', () =>
      doc.font(FONT.bold).fontSize(9.5).fillColor(COLOURS.text).text(joinUnits(I.vatNotice), MARGIN, y, { width: WIDTH }),
    );
    doc.moveDown(0.6).font(FONT.regular);
    // A test order was paid by no one: its invoice is not « acquittée ».
    if (kind === 'invoice' && order.paid_at && !test) line(I.paid(day(order.paid_at)));
    if (kind === 'invoice' && business) for (const term of I.businessTerms) line(term);
    if (content.corrects) line(I.corrects(content.corrects.number, day(content.corrects.issuedAt)));
    if (kind === 'credit_note' && !test) line(I.refunded);
    if (test) {
      doc.moveDown(0.6).font(FONT.bold).fillColor('#b91c1c');
      line(I.test);
    }
  });
}
