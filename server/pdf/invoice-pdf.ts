/**
 * An invoice or a credit note as a PDF, with what a French invoice carries (CGI, art. 242 nonies A):
 * its number from the one sequence, its date, the seller and the buyer, the service, the amounts and
 * the VAT mention the site uses. Rendered once, when issued, and kept as issued (db/invoices.ts).
 */
import { formatDate } from '../../site/format';
import { BRAND_NAME } from '../../widget/core/offer';
import type { OrdersTable } from '../db/schema';
import { orderSiren } from '../domain/company-identity';
import { parisDay } from '../domain/paris-time';
import { INVOICE as I, invoiceAmount } from './copy';
import { brandMark, COLOURS, FONT, MARGIN, renderPdf } from './pdf-document';

export type InvoiceBuyer = Pick<
  OrdersTable,
  | 'reference'
  | 'first_name'
  | 'last_name'
  | 'billing_company'
  | 'address'
  | 'postal_code'
  | 'city'
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
  /** The invoice a credit note corrects. */
  corrects?: { number: string; issuedAt: string };
}

const WIDTH = 595.28 - 2 * MARGIN;
const COLUMNS = [
  { key: 'item', width: WIDTH - 241, align: 'left' },
  { key: 'quantity', width: 36, align: 'right' },
  { key: 'unit', width: 110, align: 'right' },
  { key: 'total', width: 95, align: 'right' },
] as const;

/** The buyer's lines: the person, their company when given, the address when given, the email. */
function buyerLines(order: InvoiceBuyer): string[] {
  const town = [order.postal_code, order.city].filter(Boolean).join(' ');
  return [`${order.first_name} ${order.last_name}`, order.billing_company, order.address, town, order.email].filter(Boolean);
}

function party(doc: PDFKit.PDFDocument, x: number, y: number, width: number, title: string, lines: readonly string[]) {
  doc.font(FONT.bold).fontSize(8).fillColor(COLOURS.muted).text(title.toUpperCase(), x, y, { width, characterSpacing: 0.8 });
  doc.moveDown(0.4).font(FONT.bold).fontSize(10).fillColor(COLOURS.text).text(lines[0]!, { width });
  doc.font(FONT.regular).fontSize(9.5);
  for (const line of lines.slice(1)) doc.text(line, { width, lineGap: 1.5 });
  return doc.y;
}

/** A table row at `y`; returns the y below its tallest cell. */
function row(doc: PDFKit.PDFDocument, y: number, cells: Record<(typeof COLUMNS)[number]['key'], string>, bold: boolean) {
  let x = MARGIN;
  let bottom = y;
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(9.5)
    .fillColor(COLOURS.text);
  for (const column of COLUMNS) {
    doc.text(cells[column.key], x + 6, y, { width: column.width - 12, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  }
  return bottom;
}

export function invoicePdf(content: InvoiceContent): Promise<Uint8Array> {
  const { kind, order } = content;
  const sign = kind === 'credit_note' ? -1 : 1;
  const title = `${I.title[kind]} ${content.number}`;
  const issuedOn = formatDate(parisDay(content.issuedAt));
  return renderPdf({ title, subject: `${I.order} ${order.reference}`, date: new Date(content.issuedAt), footer: I.footer }, (doc) => {
    brandMark(doc, MARGIN, MARGIN, 30);
    doc
      .font(FONT.bold)
      .fontSize(17)
      .fillColor(COLOURS.text)
      .text(BRAND_NAME, MARGIN + 40, MARGIN + 6);

    doc
      .font(FONT.bold)
      .fontSize(22)
      .fillColor(COLOURS.accent)
      .text(I.title[kind].toUpperCase(), MARGIN, MARGIN, { width: WIDTH, align: 'right' });
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOURS.text);
    const facts: [string, string][] = [
      [I.number, content.number],
      [I.issuedOn, issuedOn],
      [I.order, order.reference],
    ];
    for (const [label, value] of facts) doc.text(`${label}\u00a0: ${value}`, MARGIN, doc.y + 2, { width: WIDTH, align: 'right' });

    const partiesTop = MARGIN + 100;
    const half = (WIDTH - 24) / 2;
    const sellerBottom = party(doc, MARGIN, partiesTop, half, I.sellerHeading, I.seller);
    const buyerBottom = party(doc, MARGIN + half + 24, partiesTop, half, I.buyerHeading, buyerLines(order));

    let y = Math.max(sellerBottom, buyerBottom) + 36;
    doc.rect(MARGIN, y, WIDTH, 22).fill(COLOURS.shade);
    row(doc, y + 6, I.columns, true);
    y += 30;
    const amount = invoiceAmount(sign * content.amountCents);
    const item = kind === 'invoice' ? I.item(order.company_name) : I.refundItem(order.reference);
    y = row(doc, y, { item, quantity: '1', unit: amount, total: amount }, false) + 2;
    const siren = orderSiren(order);
    const identifiers = kind === 'invoice' ? [siren && I.siren(siren), order.siret && I.siret(order.siret)].filter(Boolean) : [];
    for (const identifier of identifiers) {
      doc
        .font(FONT.regular)
        .fontSize(8.5)
        .fillColor(COLOURS.muted)
        .text(identifier, MARGIN + 6, y, { width: COLUMNS[0].width - 12 });
      y = doc.y;
    }
    y += 8;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();

    const totalsX = MARGIN + WIDTH - 230;
    const total = (label: string, value: string, bold: boolean) => {
      doc
        .font(bold ? FONT.bold : FONT.regular)
        .fontSize(bold ? 11 : 9.5)
        .fillColor(COLOURS.text);
      doc.text(label, totalsX, y, { width: 130 });
      doc.text(value, totalsX + 130, y, { width: 100, align: 'right' });
      y = doc.y + 6;
    };
    y += 10;
    total(I.totalHt, amount, false);
    total(I.vat, I.vatNone, false);
    doc
      .moveTo(totalsX, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.8)
      .strokeColor(COLOURS.text)
      .stroke();
    y += 6;
    total(I.totalDue[kind], amount, true);

    y += 24;
    doc.font(FONT.bold).fontSize(9.5).fillColor(COLOURS.text).text(I.vatNotice, MARGIN, y, { width: WIDTH });
    doc.moveDown(0.6).font(FONT.regular);
    if (kind === 'invoice' && order.paid_at) doc.text(I.paid(formatDate(parisDay(order.paid_at))), { width: WIDTH });
    if (content.corrects) doc.text(I.corrects(content.corrects.number, formatDate(parisDay(content.corrects.issuedAt))), { width: WIDTH });
    if (kind === 'credit_note') doc.text(I.refunded, { width: WIDTH });
    if (order.payment_mode === 'test') doc.moveDown(0.6).font(FONT.bold).fillColor('#b91c1c').text(I.test, { width: WIDTH });
  });
}
