import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  lockWithVersion,
  nextVersion,
  PINNED_FILES,
  pinExamples,
  pinsAVersion,
  releasesWith,
  repositoryUrl,
} from '../../scripts/release-rules.mjs';

const ROOT = new URL('../../', import.meta.url);
const SRI = 'sha384-NEW+/=';

describe('the next widget version', () => {
  it('is a patch or a minor, never a major', () => {
    expect(nextVersion('1.5.9', 'patch')).toBe('1.5.10');
    expect(nextVersion('1.5.9', 'minor')).toBe('1.6.0');
    expect(() => nextVersion('1.5.9', 'major')).toThrow(/patch ou minor/);
    expect(() => nextVersion('1.5', 'patch')).toThrow(/1\.5/);
  });
});

describe('the pinned examples', () => {
  const tag = (version: string, hash: string) =>
    `<script src="https://SITE/widget/${version}.js" integrity="sha384-${hash}" crossorigin="anonymous" defer></script>`;

  it('move to the new version, with its SRI where the SRI is written out, elided where it was', () => {
    expect(pinExamples(`a ${tag('1.5.0', 'OLD/x+y=')} b`, '1.6.0', SRI)).toBe(`a ${tag('1.6.0', 'NEW+/=')} b`);
    expect(pinExamples(tag('1.5.0', '…'), '1.6.0', SRI)).toBe(tag('1.6.0', '…'));
  });

  it('leave a release’s own lines alone', () => {
    const line = 'Fichier `/widget/1.5.0.js`, intégrité `sha384-OLD`';
    expect(pinExamples(line, '1.6.0', SRI)).toBe(line);
  });

  it('are in the files the release updates, and nowhere else', () => {
    const generated = new Set(['node_modules', 'dist', '.git', '.stryker-tmp', 'reports', 'nginx']);
    const files = readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => !generated.has(entry.name))
      .flatMap((entry) =>
        entry.isDirectory()
          ? readdirSync(new URL(`${entry.name}/`, ROOT), { recursive: true, encoding: 'utf8' }).map((path) => `${entry.name}/${path}`)
          : [entry.name],
      )
      .filter((path) => !/(^|\/)(node_modules|dist)\//.test(path) && /\.(md|ts|tsx|mjs|html|js)$/.test(path))
      .filter((path) => pinsAVersion(readFileSync(new URL(path, ROOT), 'utf8')));
    expect(files.length).toBeGreaterThan(0);
    expect(PINNED_FILES).toEqual(expect.arrayContaining(files));
  });
});

describe('the repository’s address', () => {
  it('is package.json’s repository, as a web address', () => {
    expect(repositoryUrl({ type: 'git', url: 'git+https://git.example/o/r.git' })).toBe('https://git.example/o/r');
    expect(repositoryUrl('https://git.example/o/r/')).toBe('https://git.example/o/r');
    expect(() => repositoryUrl(undefined)).toThrow(/repository/);
  });

  it('is set in this package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8'));
    expect(repositoryUrl(pkg.repository)).toMatch(/^https:\/\//);
  });
});

describe('the files a release rewrites', () => {
  it('package-lock.json: the root package’s version, in both places, as npm writes it', () => {
    const lock = `${JSON.stringify({ name: 'x', version: '1.0.0', lockfileVersion: 3, packages: { '': { name: 'x', version: '1.0.0' }, 'node_modules/a': { version: '1.0.0' } } }, null, 2)}\n`;
    const bumped = JSON.parse(lockWithVersion(lock, '1.1.0'));
    expect([bumped.version, bumped.packages[''].version, bumped.packages['node_modules/a'].version]).toEqual(['1.1.0', '1.1.0', '1.0.0']);
    expect(lockWithVersion(lock, '1.0.0')).toBe(lock);
  });

  it('widget-releases.json: the new version and its SRI, a published one never replaced', () => {
    const releases = '{\n  "1.0.0": "sha384-A"\n}\n';
    expect(releasesWith(releases, '1.1.0', SRI)).toBe(`{\n  "1.0.0": "sha384-A",\n  "1.1.0": "${SRI}"\n}\n`);
    expect(() => releasesWith(releases, '1.0.0', SRI)).toThrow(/1\.0\.0/);
  });
});
