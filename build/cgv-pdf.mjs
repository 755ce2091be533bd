// The CGV's PDF for the version in force (site/data/cgv-version.ts), written once into the archive of
// every published version, site/public/cgv/, which the site's build copies to dist/cgv/. A version
// already archived is never rendered again: its file is what customers accepted and were sent. A
// test (tests/unit/cgv-archive.test.ts) fails when the CGV's text changed without a new version.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { importSource } from './import-source.mjs';

export const CGV_ARCHIVE = new URL('../site/public/cgv/', import.meta.url);

/** Archives the version in force if it is not yet; returns its file and whether it was written now. */
export async function archiveCgvPdf() {
  /** @type {typeof import('../site/data/cgv-version.ts')} */
  const { CGV_VERSION, cgvFileName } = await importSource('site/data/cgv-version.ts');
  const file = new URL(cgvFileName(CGV_VERSION), CGV_ARCHIVE);
  if (existsSync(file)) return { file: file.pathname, written: false };
  /** @type {typeof import('../server/pdf/cgv-blocks.ts')} */
  const { cgvBlocks } = await importSource('server/pdf/cgv-blocks.ts');
  /** @type {typeof import('../server/pdf/cgv-pdf.ts')} */
  const { cgvPdf } = await importSource('server/pdf/cgv-pdf.ts');
  mkdirSync(CGV_ARCHIVE, { recursive: true });
  writeFileSync(file, await cgvPdf(cgvBlocks(), CGV_VERSION));
  return { file: file.pathname, written: true };
}
