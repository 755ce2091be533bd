// Publishes the widget built in dist/widget.js under an immutable, versioned name
// (dist/widget/<version>.js) and describes it in dist/widget.json, with the Subresource
// Integrity hash partners paste into their script tag. Publishes beside it the TypeScript
// declaration for partners' pages (widget/partner.d.ts as dist/widget.d.ts).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const TYPES = '/widget.d.ts';
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * What dist/widget.json holds for a widget file.
 * @param {Buffer} source
 * @param {string} version
 */
function widgetManifest(source, version) {
  return {
    version,
    file: `/widget/${version}.js`,
    bytes: source.length,
    gzipBytes: gzipSync(source, { level: 9 }).length,
    integrity: `sha384-${createHash('sha384').update(source).digest('base64')}`,
    types: TYPES,
  };
}

/**
 * Copies `dist/widget.js` to its versioned name, the partners' declaration beside it, and writes
 * `dist/widget.json`.
 * @param {URL} dist
 */
export function publishWidget(dist) {
  const source = readFileSync(new URL('widget.js', dist));
  const manifest = widgetManifest(source, version);
  mkdirSync(new URL('widget/', dist), { recursive: true });
  writeFileSync(new URL(`.${manifest.file}`, dist), source);
  copyFileSync(new URL('../widget/partner.d.ts', import.meta.url), new URL(`.${TYPES}`, dist));
  writeFileSync(new URL('widget.json', dist), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
