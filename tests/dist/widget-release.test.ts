import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { headersFile, headersFor } from '../../site/headers.mjs';
import { BUNDLED_PACKAGES, licensesPath } from '../../build/licenses.mjs';
import { version } from '../../package.json';

const DIST = new URL('../../dist/', import.meta.url);

describe('the versioned widget and its manifest', () => {
  if (!existsSync(new URL('widget.json', DIST))) throw new Error('dist/widget.json est absent : lancez « npm run build ».');
  const manifest = JSON.parse(readFileSync(new URL('widget.json', DIST), 'utf8'));
  const latest = readFileSync(new URL('widget.js', DIST));

  it('names the package version and an immutable file under /widget/', () => {
    expect(manifest.version).toBe(version);
    expect(manifest.file).toBe(`/widget/${version}.js`);
  });

  it('publishes the versioned file with exactly the bytes of widget.js', () => {
    expect(readFileSync(new URL(`.${manifest.file}`, DIST)).equals(latest)).toBe(true);
  });

  it('points to the TypeScript declaration for partners, published beside widget.js', () => {
    expect(manifest.types).toBe('/widget.d.ts');
    expect(existsSync(new URL(`.${manifest.types}`, DIST))).toBe(true);
  });

  it('gives the sizes and the sha384 Subresource Integrity of those bytes', () => {
    expect(manifest.bytes).toBe(latest.length);
    expect(manifest.gzipBytes).toBe(gzipSync(latest, { level: 9 }).length);
    expect(manifest.integrity).toBe(`sha384-${createHash('sha384').update(latest).digest('base64')}`);
  });
});

describe('the licence notices of what the widget bundles', () => {
  const manifest = JSON.parse(readFileSync(new URL('widget.json', DIST), 'utf8'));
  const notices = readFileSync(new URL(`.${manifest.licenses}`, DIST), 'utf8');

  it('are published beside the versioned file, under a name of their own version, which widget.js points to', () => {
    expect(manifest.licenses).toBe(licensesPath(version));
    expect(readFileSync(new URL('widget.js', DIST), 'utf8').split('\n').slice(0, 2)).toContain(
      `/*! preact, goober: MIT, ${manifest.licenses} */`,
    );
    expect(headersFor(manifest.licenses)['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(BUNDLED_PACKAGES)('give %s’s version and its whole licence text, as its package ships it', (name) => {
    const folder = new URL(`../../node_modules/${name}/`, import.meta.url);
    const { version: packageVersion, license } = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8'));
    expect(license).toBe('MIT');
    expect(notices).toContain(`${name} ${packageVersion} (MIT)`);
    expect(notices).toContain(readFileSync(new URL('LICENSE', folder), 'utf8').trim());
  });
});

describe('published versions', () => {
  const published: Record<string, string> = JSON.parse(readFileSync(new URL('../../widget-releases.json', import.meta.url), 'utf8'));
  const manifest = JSON.parse(readFileSync(new URL('widget.json', DIST), 'utf8'));

  it('never change: a version partners may have pinned keeps the integrity it was published with', () => {
    if (manifest.version in published)
      expect(manifest.integrity, `widget ${manifest.version} a changé : passez à une nouvelle version dans package.json`).toBe(
        published[manifest.version],
      );
    expect(Object.values(published).every((integrity) => /^sha384-[A-Za-z0-9+/]{64}$/.test(integrity))).toBe(true);
  });
});

describe('the headers file', () => {
  it('is written to dist/_headers for static hosts', () => {
    const file = readFileSync(new URL('_headers', DIST), 'utf8');
    expect(file).toBe(headersFile());
    expect(file).toContain(
      '/widget/*\n  Access-Control-Allow-Origin: *\n  Cross-Origin-Resource-Policy: cross-origin\n  Cache-Control: public, max-age=31536000, immutable',
    );
  });
});

describe('the partner demo', () => {
  it('stays out of the public dist/ folder', () => {
    const demoFiles = ['partner.html', 'partner.css', 'partner.js'];
    expect(demoFiles.filter((name) => existsSync(new URL(name, DIST)))).toEqual([]);
    expect(existsSync(new URL('../../demo/partner.html', import.meta.url))).toBe(true);
  });
});
