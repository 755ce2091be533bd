// Writes .gz and .br siblings of the text files of a folder, so the static server (and hosts that
// support precompressed files) send them compressed without compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|css|js|json|svg|xml|txt|ts)$/;

/**
 * Compresses every text file below `dir`, at the highest levels.
 * @param {URL} dir
 * @returns {number} how many files were compressed
 */
export function precompress(dir) {
  let count = 0;
  for (const entry of readdirSync(fileURLToPath(dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const source = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count += 1;
  }
  return count;
}
