// Publishes the widget built in dist/widget.js under an immutable, versioned name
// (dist/widget/<version>.js) and describes it in dist/widget.json, with the Subresource
// Integrity hash partners paste into their script tag. Publishes beside it the TypeScript
// declaration for partners' pages (widget/partner.d.ts as dist/widget.d.ts).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url);
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

const source = readFileSync(new URL('widget.js', DIST));
const manifest = widgetManifest(source, version);
mkdirSync(new URL('widget/', DIST), { recursive: true });
writeFileSync(new URL(`.${manifest.file}`, DIST), source);
copyFileSync(new URL('../widget/partner.d.ts', import.meta.url), new URL(`.${TYPES}`, DIST));
writeFileSync(new URL('widget.json', DIST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`widget ${version} publié : ${manifest.file} (${manifest.integrity})`);
