/**
 * The PDFs' font: DejaVu Sans, the font the build draws the social image with (build/og-image.mjs),
 * embedded (subset) in every PDF so that it reads the same on any machine, « € » and « ’ » included.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const resolve = createRequire(import.meta.url).resolve;

/**
 * The WOFF file unwrapped into the plain font file it compresses (W3C WOFF 1.0, § 4–5). fontkit
 * reads WOFF too, but inflates its tables in JavaScript for every document: about 2 s a PDF on a
 * loaded machine, against 0.1 s from the font file inflated once here by zlib.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const bytes = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? inflateSync(bytes) : bytes,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerSize = 12 + count * 16;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), headerSize));
  const selector = Math.floor(Math.log2(count));
  const searchRange = 2 ** selector * 16;
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(selector, 8);
  sfnt.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

const read = (weight: number) => woffToSfnt(readFileSync(resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`)));

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/** The regular and bold faces, read and unwrapped once. */
export function fonts() {
  loaded ??= { regular: read(400), bold: read(700) };
  return loaded;
}
