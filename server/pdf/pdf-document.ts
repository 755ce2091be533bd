/**
 * The house style of the PDFs (the invoice, the CGV): A4, 2 cm margins, DejaVu Sans, the brand's
 * blue for headings, a footer with the page's number on every page. Rendering is deterministic:
 * the same content and date give the same bytes, so a published version can be compared and kept.
 * Every PDF is tagged (PDF 1.7, ISO 32000-1 § 14.8): in French, its title shown by the reader, its
 * text in a structure of headings, paragraphs and tables that assistive technologies read in order;
 * the brand mark, the rules and the footers are artifacts they skip.
 */
import PDFDocument from 'pdfkit';
import { BRAND_COLOR } from '../../widget/core/offer';
import { fonts } from './fonts';

export const MARGIN = 56;
export const FOOTER_HEIGHT = 28;
export const COLOURS = { text: '#0f172a', muted: '#475569', accent: BRAND_COLOR, rule: '#cbd5e1', shade: '#eff6ff' } as const;
export const FONT = { regular: 'DejaVu', bold: 'DejaVu-Bold' } as const;

export interface PdfMeta {
  title: string;
  subject: string;
  /** The document's date, written as its creation date: the same date gives the same bytes. */
  date: Date;
  /** The footer's words, left of the page's number. */
  footer: string;
}

/** Where a drawing puts its tagged content: the document's structure element, or one of its children. */
export type Structure = PDFKit.PDFStructureElement;

/** Draws `draw` as a structure element of type `type` (H1, P, Table, TD…) under `parent`; returns it. */
export function tagged(doc: PDFKit.PDFDocument, parent: Structure, type: string, draw?: () => void): Structure {
  const element = draw ? doc.struct(type, {}, [draw]) : doc.struct(type);
  parent.add(element);
  return element;
}

/** Draws `draw` as an artifact: a decoration or a page's furniture, left out of the reading. */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void, type?: 'Pagination' | 'Layout') {
  doc.markContent('Artifact', type ? { type } : undefined);
  draw();
  doc.endMarkedContent();
}

/** Renders `draw` into a tagged PDF's bytes, with the footer and « Page n sur N » on every page. */
export async function renderPdf(meta: PdfMeta, draw: (doc: PDFKit.PDFDocument, root: Structure) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({
    pdfVersion: '1.7',
    tagged: true,
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    lang: 'fr-FR',
    displayTitle: true,
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Author: meta.footer,
      Creator: meta.footer,
      CreationDate: meta.date,
      ModDate: meta.date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont(FONT.regular, fonts().regular);
  doc.registerFont(FONT.bold, fonts().bold);
  doc.font(FONT.regular).fontSize(10).fillColor(COLOURS.text);
  const root = doc.struct('Document', { lang: 'fr-FR', title: meta.title });
  doc.addStructure(root);
  draw(doc, root);
  root.end();
  footers(doc, meta.footer);
  copyNonBreakingHyphensAsHyphens(doc);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The no-break hyphen (U+2011, domain/whole-units.ts) keeps « KF-… » and « kbis-facile » on one line;
 * a reader who copies them must get the plain hyphen they are typed with, so the fonts' text map
 * (ToUnicode, written when the document ends) gives « - » for its glyph.
 */
function copyNonBreakingHyphensAsHyphens(doc: PDFKit.PDFDocument) {
  const families = (doc as unknown as { _fontFamilies: Record<string, { unicode?: number[][] }> })._fontFamilies;
  for (const font of Object.values(families))
    font.unicode?.forEach((codePoints, glyph) => {
      if (codePoints?.length === 1 && codePoints[0] === 0x2011) font.unicode![glyph] = [0x2d];
    });
}

function footers(doc: PDFKit.PDFDocument, words: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Below the bottom margin, where text would otherwise open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    const width = doc.page.width - 2 * MARGIN;
    artifact(
      doc,
      () => {
        doc
          .moveTo(MARGIN, y - 8)
          .lineTo(MARGIN + width, y - 8)
          .lineWidth(0.5)
          .strokeColor(COLOURS.rule)
          .stroke();
        doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.muted);
        doc.text(words, MARGIN, y, { width, align: 'left', lineBreak: false });
        doc.text(`Page ${index - start + 1} sur ${count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
      },
      'Pagination',
    );
    doc.page.margins.bottom = bottom;
  }
}

/** The brand mark (site/brandMark.ts) drawn as vectors, `size` points wide, its top left at (x, y). */
export function brandMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const scale = size / 32;
  // Beside the brand's name, which is text: the mark adds nothing to read.
  artifact(doc, () => {
    doc.save().translate(x, y).scale(scale);
    doc.roundedRect(0, 0, 32, 32, 8).fill(COLOURS.accent);
    doc.path('M10 8h9l5 5v11H10z').fill('#ffffff');
    doc.path('M13 17l3 3 5-6').lineWidth(2.2).lineCap('round').lineJoin('round').stroke(COLOURS.accent);
    doc.restore();
  });
}
