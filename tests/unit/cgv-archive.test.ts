import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cgvBlocks } from '../../server/pdf/cgv-blocks';
import { CGV_PDF, cgvPdf } from '../../server/pdf/cgv-pdf';
import {
  CGV_VERSION,
  CGV_VERSION_MAX_LENGTH,
  cgvFileName,
  cgvVersionDay,
  cgvVersionWords,
  isCgvVersion,
} from '../../site/data/cgv-version';
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

/**
 * Every version published before the one in force, with the SHA-256 of its PDF: what its customers
 * accepted and were sent, never rebuilt.
 */
const PUBLISHED: Record<string, string> = {
  '2026-11-28': '9ccd3f18da8ab6bc0f52df7145872ea0ff3cf9e4a3291874e6e1392955912f6a',
  '2026-12-07': '3ea50326b3419b3d09659f1931a464f8ec198198682313730022b027c6c7ea91',
};

describe('the CGV’s versions', () => {
  test('a version is a day, or a day and its number that day, within the orders’ column', () => {
    for (const version of ['2026-12-07', '2026-12-07.2', '2027-01-31.9']) expect(isCgvVersion(version), version).toBe(true);
    for (const version of ['2026-12-07.1', '2026-12-07.10', '2026-12-7', '07-12-2026', '2026-12-07.2 ', ''])
      expect(isCgvVersion(version), version).toBe(false);
    expect(isCgvVersion(CGV_VERSION)).toBe(true);
    expect(CGV_VERSION.length).toBeLessThanOrEqual(CGV_VERSION_MAX_LENGTH);
  });

  test('a day’s first version reads as its day, a later one says its number', () => {
    expect(cgvVersionDay('2026-12-07.2')).toBe('2026-12-07');
    expect(cgvVersionWords('2026-12-07')).toBe(formatDate('2026-12-07'));
    expect(cgvVersionWords('2026-12-07.2')).toBe(`${formatDate('2026-12-07')} (version 2)`);
    expect(CGV_PDF.version('2026-12-07')).toBe(`Version du ${formatDate('2026-12-07')}`);
    expect(CGV_PDF.version('2026-12-07.2')).toBe(`Version 2 du ${formatDate('2026-12-07')}`);
  });
});

describe('the CGV’s PDFs, one per published version', () => {
  test('the version’s day is the CGV page’s « Mis à jour le » date', () => {
    expect(routes.find((route) => route.path === '/pages/cgv')!.updated).toBe(cgvVersionDay(CGV_VERSION));
  });

  test.each(Object.entries(PUBLISHED))('the published version %s keeps its file byte for byte', (version, sha256) => {
    expect(version).not.toBe(CGV_VERSION);
    expect(
      createHash('sha256')
        .update(readFileSync(archived(version)))
        .digest('hex'),
    ).toBe(sha256);
  });

  test('the version in force is archived (npm run build writes it; commit it)', () => {
    expect(existsSync(archived(CGV_VERSION))).toBe(true);
  });

  test('every archived file is named by its version', () => {
    const versions = readdirSync(ARCHIVE).map((name) => /^CGV-Kbis-Facile-(.+)\.pdf$/.exec(name)?.[1] ?? name);
    for (const version of versions) expect(isCgvVersion(version), version).toBe(true);
    expect(versions.sort()).toEqual([...Object.keys(PUBLISHED), CGV_VERSION].sort());
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
      expect(page).toContain(plain(`CGV du ${cgvVersionWords(CGV_VERSION)}`));
    });
  }, 30_000);
});
