import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cgvBlocks } from '../../server/pdf/cgv-blocks';
import { CGV_PDF, cgvPdf } from '../../server/pdf/cgv-pdf';
import { CGV_VERSION, cgvFileName } from '../../site/data/cgv-version';
import { formatDate } from '../../site/format';
import { routes } from '../../site/routes';
import { pdfPages } from '../support/pdf-text';

const ARCHIVE = new URL('../../site/public/cgv/', import.meta.url);
const archived = (version: string) => new URL(cgvFileName(version), ARCHIVE);

/** Words as a PDF reader gives them back: a non-breaking space is drawn, and read, as a space. */
const plain = (words: string) => words.replace(/\u00a0/g, ' ');

/**
 * The PDF's words, in order: what a reader is told. Not its lines: an archived version keeps the
 * line breaks of the renderer it was made with (today's keeps « dpo@kbis-facile.example » whole).
 */
const words = async (pdf: Uint8Array) =>
  plain((await pdfPages(pdf)).join('\n'))
    .replace(/-\s+/g, '-')
    .replace(/\s+/g, ' ');

describe('the CGV’s PDFs, one per published version', () => {
  test('the version is the CGV page’s « Mis à jour le » date', () => {
    expect(routes.find((route) => route.path === '/pages/cgv')!.updated).toBe(CGV_VERSION);
  });

  test('the version in force is archived (npm run build writes it; commit it)', () => {
    expect(existsSync(archived(CGV_VERSION))).toBe(true);
  });

  test('every archived file is named by its version', () => {
    for (const name of readdirSync(ARCHIVE)) expect(name).toMatch(/^CGV-Kbis-Facile-\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  test('the archived PDF says what the CGV say today: a change to their text needs a new version', async () => {
    const today = await cgvPdf(cgvBlocks(), CGV_VERSION);
    expect(await words(new Uint8Array(readFileSync(archived(CGV_VERSION))))).toBe(await words(today));
  }, 30_000);

  test('reads as the CGV: title, version, the eight articles, numbered pages', async () => {
    const pages = await pdfPages(new Uint8Array(readFileSync(archived(CGV_VERSION))));
    const all = pages.join('\n');
    expect(all).toContain(CGV_PDF.title);
    expect(all).toContain(plain(CGV_PDF.version(CGV_VERSION)));
    const headings = cgvBlocks()
      .filter((block) => block.kind === 'h2')
      .map((block) => block.runs.map((run) => run.text).join(''));
    expect(headings).toHaveLength(8);
    for (const [index, heading] of headings.entries()) {
      expect(heading).toMatch(new RegExp(`^Article ${index + 1} – `));
      expect(all).toContain(heading);
    }
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} sur ${pages.length}`);
      expect(page).toContain(plain(`CGV du ${formatDate(CGV_VERSION)}`));
    });
  }, 30_000);
});
