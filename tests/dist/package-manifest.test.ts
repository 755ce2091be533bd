import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../../site/config';

const PACKAGE = new URL('../../packages/widget/', import.meta.url);
const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8'));

describe('packages/widget, as npm publishes it', () => {
  it('is an ES module package versioned as the widget, with two entries, no dependency and React as an optional peer', () => {
    const pkg = read(new URL('package.json', PACKAGE));
    expect(pkg.name).toBe('@kbis-facile/widget');
    expect(pkg.version).toBe(read(new URL('../../package.json', import.meta.url)).version);
    expect(pkg.type).toBe('module');
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect(pkg.exports['./react']).toEqual({ types: './dist/react.d.ts', default: './dist/react.js' });
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.peerDependencies).toEqual({ react: '>=18' });
    expect(pkg.peerDependenciesMeta).toEqual({ react: { optional: true } });
  });

  it('loads by default the release just built, from the site it was built for', async () => {
    const { RELEASE } = await import(new URL('dist/release.js', PACKAGE).href);
    const manifest = read(new URL('../../dist/widget.json', import.meta.url));
    expect(RELEASE).toEqual({ site: SITE_URL, version: manifest.version, integrity: manifest.integrity });
  });

  it('packs its modules, their declarations, the widget’s declaration and its README, nothing else', () => {
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '.'], { cwd: PACKAGE, encoding: 'utf8' }));
    const modules = ['events', 'index', 'load', 'react', 'release'];
    const files = [
      ...modules.flatMap((name) => [`dist/${name}.js`, `dist/${name}.d.ts`]),
      'dist/partner.d.ts',
      'README.md',
      'package.json',
    ];
    expect(packed.files.map(({ path }: { path: string }) => path).sort()).toEqual(files.sort());
  });
});
