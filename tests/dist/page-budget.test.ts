import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HOME_PAGE_GZIP_BUDGET_BYTES, OTHER_SCRIPT_BUDGET_BYTES } from '../../build/budgets.mjs';
import { WIDGET_PATH } from '../../site/config';
import { builtPages, executableScripts, fetchedFiles, readBuilt } from '../support/built-pages';

const WIDGET_FILE = WIDGET_PATH.slice(1);
const gzipBytes = (file: string) => gzipSync(readBuilt(file), { level: 9 }).length;

describe('bytes each built page ships', () => {
  const pages = builtPages();

  it.each(pages.map((page) => [page.file, page.document] as const))(
    '%s runs at most 1 KB of script besides the widget',
    (_file, document) => {
      const { inline, files } = executableScripts(document);
      expect(files).toContain(WIDGET_FILE);
      const bytes =
        inline.reduce((sum, text) => sum + Buffer.byteLength(text), 0) +
        files.filter((file) => file !== WIDGET_FILE).reduce((sum, file) => sum + readBuilt(file).length, 0);
      expect(bytes).toBeLessThanOrEqual(OTHER_SCRIPT_BUDGET_BYTES);
    },
  );

  // Each file gzip level 9, as build/precompress.mjs ships them.
  it(`loads the home page, all assets included, in at most ${HOME_PAGE_GZIP_BUDGET_BYTES} bytes gzipped`, () => {
    const home = pages.find((page) => page.file === 'index.html')!;
    const files = ['index.html', ...fetchedFiles(home.document)];
    // The stylesheet, the widget and the favicon: a reference the parser missed would pass unseen.
    expect(files).toEqual(expect.arrayContaining([WIDGET_FILE, 'favicon.svg', expect.stringMatching(/^assets\/.+\.css$/)]));
    expect(files.reduce((sum, file) => sum + gzipBytes(file), 0)).toBeLessThanOrEqual(HOME_PAGE_GZIP_BUDGET_BYTES);
  });
});
