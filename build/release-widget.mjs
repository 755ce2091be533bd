// Publishes the widget built in dist/widget.js under an immutable, versioned name
// (dist/widget/<version>.js) and describes it in dist/widget.json, with the Subresource
// Integrity hash partners paste into their script tag. Publishes beside it the TypeScript
// declaration for partners' pages (widget/partner.d.ts as dist/widget.d.ts) and the licence
// notices of the third-party software in the file, per version like the file itself.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BUNDLED_PACKAGES, licensesPath } from './licenses.mjs';

const TYPES = '/widget.d.ts';
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * The notices file: for each package, its name, version and licence from its package.json, then
 * its LICENSE file, both read from node_modules at build time.
 * @param {string} widgetVersion
 */
export function thirdPartyNotices(widgetVersion) {
  const sections = BUNDLED_PACKAGES.map((name) => {
    const folder = new URL(`../node_modules/${name}/`, import.meta.url);
    const manifest = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8'));
    const text = readFileSync(new URL('LICENSE', folder), 'utf8').trim();
    return `${manifest.name} ${manifest.version} (${manifest.license})\n\n${text}`;
  });
  const intro = `Kbis Facile widget ${widgetVersion} (/widget.js, /widget/${widgetVersion}.js) contains the following third-party software.`;
  return `${[intro, ...sections].join(`\n\n${'-'.repeat(72)}\n\n`)}\n`;
}

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
    licenses: licensesPath(version),
  };
}

/**
 * Copies `dist/widget.js` to its versioned name, the partners' declaration and the licence notices
 * beside it, and writes `dist/widget.json`.
 * @param {URL} dist
 */
export function publishWidget(dist) {
  const source = readFileSync(new URL('widget.js', dist));
  const manifest = widgetManifest(source, version);
  mkdirSync(new URL('widget/', dist), { recursive: true });
  writeFileSync(new URL(`.${manifest.file}`, dist), source);
  copyFileSync(new URL('../widget/partner.d.ts', import.meta.url), new URL(`.${TYPES}`, dist));
  writeFileSync(new URL(`.${manifest.licenses}`, dist), thirdPartyNotices(version));
  writeFileSync(new URL('widget.json', dist), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
