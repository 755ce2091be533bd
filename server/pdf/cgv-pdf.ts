/**
 * The CGV of one version as a PDF: the document the confirmation email attaches (a durable medium,
 * where a link is not one) and the site publishes for every version (site/public/cgv/).
 */
import { PUBLISHER } from '../../site/data/operator';
import { cgvVersionDay, cgvVersionNumber, cgvVersionWords } from '../../site/data/cgv-version';
import { formatDate } from '../../site/format';
import { BRAND_NAME } from '../../widget/core/offer';
import { joinUnits } from '../domain/whole-units';
import type { CgvBlock } from './cgv-blocks';
import { artifact, brandMark, COLOURS, FONT, MARGIN, renderPdf, type Structure, tagged } from './pdf-document';

export const CGV_PDF = {
  title: 'Conditions générales de vente',
  /** « Version du 7 décembre 2026 », « Version 2 du 7 décembre 2026 ». */
  version: (version: string) =>
    `Version ${cgvVersionNumber(version) > 1 ? `${cgvVersionNumber(version)} ` : ''}du ${formatDate(cgvVersionDay(version))}`,
  publisher: `${BRAND_NAME} est un service de ${PUBLISHER.name}, ${PUBLISHER.address}.`,
  footer: (version: string) => `${BRAND_NAME} – CGV du ${cgvVersionWords(version)}`,
} as const;

const STYLE = {
  h2: { size: 13, font: FONT.bold, colour: COLOURS.accent, before: 16, after: 6, keepWithNext: 90 },
  h3: { size: 10.5, font: FONT.bold, colour: COLOURS.text, before: 9, after: 4, keepWithNext: 60 },
  p: { size: 9.5, font: FONT.regular, colour: COLOURS.text, before: 0, after: 6, keepWithNext: 0 },
  li: { size: 9.5, font: FONT.regular, colour: COLOURS.text, before: 0, after: 4, keepWithNext: 0 },
} as const;

const BULLET_INDENT = 14;
const NOTE_INDENT = 14;

const TAGS = { h2: 'H2', h3: 'H3', p: 'P', li: 'LBody' } as const;

/** Draws one block as its structure element under `parent` (a list item's under its list's LI). */
function block(doc: PDFKit.PDFDocument, parent: Structure, { kind, runs, note }: CgvBlock) {
  const style = STYLE[kind];
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y > MARGIN && style.before) doc.y += style.before;
  // A heading never ends a page: it starts the next one with its first lines.
  if (style.keepWithNext && doc.y + style.keepWithNext > bottom) doc.addPage();
  const left = MARGIN + (note ? NOTE_INDENT : 0) + (kind === 'li' ? BULLET_INDENT : 0);
  const top = doc.y;
  const item = kind === 'li' ? tagged(doc, parent, 'LI') : parent;
  if (kind === 'li')
    tagged(doc, item, 'Lbl', () =>
      doc
        .font(FONT.regular)
        .fontSize(style.size)
        .fillColor(COLOURS.accent)
        .text('•', left - BULLET_INDENT + 3, top, { lineBreak: false }),
    );
  doc.x = left;
  doc.y = top;
  tagged(doc, item, TAGS[kind], () =>
    runs.forEach((run, index) => {
      doc
        .font(run.bold || kind === 'h2' || kind === 'h3' ? FONT.bold : style.font)
        .fontSize(style.size)
        .fillColor(style.colour)
        .text(joinUnits(run.text), { width: width - (left - MARGIN), lineGap: 2, continued: index < runs.length - 1 });
    }),
  );
  // The note's bar runs on through the gap below each of its blocks, so that it reads as one.
  if (note && doc.y > top)
    artifact(doc, () =>
      doc
        .moveTo(MARGIN + 3, top)
        .lineTo(MARGIN + 3, doc.y + style.after)
        .lineWidth(2)
        .strokeColor(COLOURS.rule)
        .stroke(),
    );
  doc.x = MARGIN;
  doc.y += style.after;
}

/** The PDF of the CGV's `blocks` in their version `version` (cgv-version.ts), dated its day. */
export function cgvPdf(blocks: readonly CgvBlock[], version: string): Promise<Uint8Array> {
  const title = `${CGV_PDF.title} – ${BRAND_NAME}`;
  const meta = {
    title,
    subject: CGV_PDF.version(version),
    date: new Date(`${cgvVersionDay(version)}T00:00:00Z`),
    footer: CGV_PDF.footer(version),
  };
  return renderPdf(meta, (doc, root) => {
    brandMark(doc, MARGIN, MARGIN, 26);
    tagged(doc, root, 'P', () =>
      doc
        .font(FONT.bold)
        .fontSize(15)
        .fillColor(COLOURS.text)
        .text(BRAND_NAME, MARGIN + 36, MARGIN + 5),
    );
    tagged(doc, root, 'H1', () =>
      doc
        .font(FONT.bold)
        .fontSize(20)
        .fillColor(COLOURS.text)
        .text(CGV_PDF.title, MARGIN, MARGIN + 56),
    );
    doc.moveDown(0.2).font(FONT.regular).fontSize(10).fillColor(COLOURS.muted);
    tagged(doc, root, 'P', () => doc.text(CGV_PDF.version(version)));
    tagged(doc, root, 'P', () => doc.text(joinUnits(CGV_PDF.publisher)));
    doc.moveDown(1.2);
    // Consecutive items make one list.
    let list: Structure | null = null;
    for (const each of blocks) {
      if (each.kind !== 'li') list = null;
      else list ??= tagged(doc, root, 'L');
      block(doc, list ?? root, each);
    }
  });
}
