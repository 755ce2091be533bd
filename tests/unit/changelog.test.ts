import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  changelogVersions,
  headingLinks,
  releaseChangelog,
  releasedGzipBytes,
  unreleasedNotes,
  withHeadingLinks,
} from '../../build/changelog.mjs';

const REPO = 'https://git.example/o/r';
const SRI = 'sha384-abc';

const CHANGELOG = [
  '# Log',
  '',
  'Intro.',
  '',
  '## [Unreleased]',
  '',
  '### Added',
  '',
  '- a new thing',
  '',
  '## [1.1.0] - 2026-01-02',
  '',
  '- one',
  '',
  '## [1.0.0] - 2026-01-01',
  '',
  '- first',
  '',
  '[1.1.0]: widget-releases.json',
  '[1.0.0]: widget-releases.json',
  '',
].join('\n');

const release = {
  version: '1.2.0',
  date: '2026-02-03',
  integrity: SRI,
  gzipBytes: 11_502,
  serviceIntegrity: 'sha384-service',
  packageName: '@o/widget',
  repository: REPO,
};

describe('the CHANGELOG’s unreleased notes', () => {
  it('are what lies between their heading and the next', () => {
    expect(unreleasedNotes(CHANGELOG)).toBe('### Added\n\n- a new thing');
  });

  it('stop at the link definitions when no version follows', () => {
    expect(unreleasedNotes('# Log\n\n## [Unreleased]\n\n- x\n\n[Unreleased]: somewhere\n')).toBe('- x');
  });

  it('are empty under an empty heading, and an error without the heading', () => {
    expect(unreleasedNotes(CHANGELOG.replace('### Added\n\n- a new thing\n\n', ''))).toBe('');
    expect(() => unreleasedNotes('# Log\n')).toThrow(/Unreleased/);
  });
});

describe('the links of the CHANGELOG’s headings', () => {
  it('go from each version’s previous tag to its own, the first to its tag, the unreleased notes to HEAD', () => {
    expect(headingLinks(CHANGELOG, REPO)).toEqual([
      `[Unreleased]: ${REPO}/compare/widget-v1.1.0...HEAD`,
      `[1.1.0]: ${REPO}/compare/widget-v1.0.0...widget-v1.1.0`,
      `[1.0.0]: ${REPO}/releases/tag/widget-v1.0.0`,
    ]);
  });

  it('replace the definitions the file had, once, at its end', () => {
    const linked = withHeadingLinks(CHANGELOG, REPO);
    expect(linked).not.toContain('widget-releases.json');
    expect(linked.endsWith(`${headingLinks(CHANGELOG, REPO).join('\n')}\n`)).toBe(true);
    expect(withHeadingLinks(linked, REPO)).toBe(linked);
  });
});

describe('the CHANGELOG once a version is released', () => {
  const released = releaseChangelog(CHANGELOG, release);

  it('has the notes under the version’s heading, the unreleased heading empty above it', () => {
    expect(changelogVersions(released)).toEqual(['1.2.0', '1.1.0', '1.0.0']);
    expect(unreleasedNotes(released)).toBe('');
    const section = released.slice(released.indexOf('## [1.2.0] - 2026-02-03'), released.indexOf('## [1.1.0]'));
    expect(section).toContain('### Added\n\n- a new thing\n');
    expect(released.match(/- a new thing/g)).toHaveLength(1);
  });

  it('opens the version with its file, its gzip size, its SRI, its npm package and its SRI with an order service', () => {
    const section = released.slice(released.indexOf('## [1.2.0]'), released.indexOf('### Added'));
    expect(section).toContain('`/widget/1.2.0.js` (11 502 o gzip)');
    expect(releasedGzipBytes(released, '1.2.0')).toBe(11_502);
    expect(section).toContain('Construit avec un service de commande, le même fichier a l’intégrité `sha384-service`');
    expect(section).toContain(`\`${SRI}\``);
    expect(section).toContain('`@o/widget@1.2.0`');
  });

  it('links the new version to the changes since the previous tag', () => {
    expect(released).toContain(`[1.2.0]: ${REPO}/compare/widget-v1.1.0...widget-v1.2.0`);
    expect(released).toContain(`[Unreleased]: ${REPO}/compare/widget-v1.2.0...HEAD`);
  });

  it('keeps the rest of the file as it was', () => {
    expect(released.startsWith('# Log\n\nIntro.\n\n## [Unreleased]\n\n## [1.2.0]')).toBe(true);
    expect(released).toContain('## [1.1.0] - 2026-01-02\n\n- one\n\n## [1.0.0] - 2026-01-01\n\n- first\n\n[Unreleased]');
  });

  it('is refused while there is nothing to release', () => {
    expect(() => releaseChangelog(released, release)).toThrow(/Unreleased/);
  });
});

describe('the gzip size a released version’s entry gives', () => {
  const log = [
    '## [Unreleased]',
    '',
    '- 9 999 o gzip, not released yet',
    '',
    '## [1.1.0] - 2026-01-02',
    '',
    '### Changed',
    '',
    '- 10 231 o gzip (−6 o).',
    '- 12 o gzip in a later note',
    '',
    '## [1.0.0] - 2026-01-01',
    '',
    '- Environ 11,2 Ko gzip.',
    '',
  ].join('\n');

  it('is the first « N o gzip » of its own section', () => {
    expect(releasedGzipBytes(log, '1.1.0')).toBe(10_231);
  });

  it('is null when its section gives none, or when the version has no entry', () => {
    expect(releasedGzipBytes(log, '1.0.0')).toBeNull();
    expect(releasedGzipBytes(log, '2.0.0')).toBeNull();
  });

  it('is read in the CHANGELOG’s own entries', () => {
    const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
    expect(releasedGzipBytes(changelog, '1.4.9')).toBe(10_231);
    expect(releasedGzipBytes(changelog, '1.2.1')).toBe(11_025);
  });
});
