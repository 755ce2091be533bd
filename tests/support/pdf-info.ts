/** What poppler's `pdfinfo` says of a PDF (Debian's poppler-utils): its title, whether it is tagged. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function pdfInfo(pdf: Uint8Array): string {
  const directory = mkdtempSync(join(tmpdir(), 'kbis-pdfinfo-'));
  try {
    const file = join(directory, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
