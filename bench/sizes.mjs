import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Raw, gzip (level 9) and brotli (quality 11) bytes of a file, the compressions build/precompress.mjs
 * ships.
 * @param {string | URL} path
 * @returns {{ raw: number, gzip: number, brotli: number }}
 */
export function fileSizes(path) {
  const source = readFileSync(path);
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
