/** A PDF's text as a reader extracts it (pdfjs-dist, Mozilla's PDF reader), page by page. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  // pdfjs takes ownership of the bytes it is given: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await document.destroy();
  return pages;
}

/** The whole text of a PDF, its lines joined by spaces: for phrases a line break may cut. */
export const pdfText = async (pdf: Uint8Array) => (await pdfPages(pdf)).join('\n').replace(/\s*\n\s*/g, ' ');
