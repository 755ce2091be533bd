import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelogVersions, tagOf, unreleasedNotes } from '../../build/changelog.mjs';
import { nextVersion, repositoryUrl } from '../../scripts/release-rules.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOTE = `- release test note ${process.pid}`;

let dir: string;
let clone: string;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_INDEX_FILE: undefined } }).trim();
const read = (path: string) => readFileSync(join(clone, path), 'utf8');
const release = (...args: string[]) => spawnSync(process.execPath, ['scripts/release.mjs', ...args], { cwd: clone, encoding: 'utf8' });

/**
 * The working copy as git would commit it (changes and new files included, ignored files left out),
 * as a commit outside every branch: the test runs the release script as it stands, not as last committed.
 */
function snapshot(): string {
  const env = { ...process.env, GIT_INDEX_FILE: join(dir, 'index') };
  execFileSync('git', ['add', '--all'], { cwd: ROOT, env });
  const tree = execFileSync('git', ['write-tree'], { cwd: ROOT, env, encoding: 'utf8' }).trim();
  return git(ROOT, 'commit-tree', tree, '-p', 'HEAD', '-m', 'snapshot');
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kbis-release-'));
  clone = join(dir, 'repo');
  const commit = snapshot();
  git(dir, 'clone', '--quiet', '--no-checkout', ROOT, clone);
  git(clone, 'fetch', '--quiet', ROOT, commit);
  git(clone, 'checkout', '--quiet', '-B', 'release-test', commit);
  git(clone, 'config', 'user.name', 'Release test');
  git(clone, 'config', 'user.email', 'release-test@example.com');
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
  // .gitignore's `node_modules/` names a folder; the link is a file to git.
  appendFileSync(join(clone, '.git', 'info', 'exclude'), '/node_modules\n');
  // Notes to release, under the unreleased heading, whatever is already there.
  writeFileSync(join(clone, 'CHANGELOG.md'), read('CHANGELOG.md').replace(/^## \[(Unreleased|Non publié)\]\n/m, `$&\n${NOTE}\n`));
  git(clone, 'commit', '--quiet', '--all', '-m', 'Notes');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run release', () => {
  let before: { version: string; head: string };
  let next: string;

  beforeAll(() => {
    before = { version: JSON.parse(read('package.json')).version, head: git(clone, 'rev-parse', 'HEAD') };
    next = nextVersion(before.version, 'patch');
  });

  it('with --dry-run, names the next version and changes nothing', () => {
    const run = release('patch', '--dry-run');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(next);
    expect(run.stdout).toContain(tagOf(next));
    expect(git(clone, 'status', '--porcelain')).toBe('');
    expect(git(clone, 'rev-parse', 'HEAD')).toBe(before.head);
    expect(git(clone, 'tag', '--list', tagOf(next))).toBe('');
  });

  it('refuses a major version, changing nothing', () => {
    expect(release('major').status).not.toBe(0);
    expect(git(clone, 'status', '--porcelain')).toBe('');
  });

  it('publishes the next patch in one commit, tagged', () => {
    const run = release('patch');
    expect(run.status, run.stderr).toBe(0);
    expect(git(clone, 'log', '-1', '--format=%s')).toBe(`Widget ${next}`);
    expect(git(clone, 'rev-parse', 'HEAD^')).toBe(before.head);
    expect(git(clone, 'rev-parse', `${tagOf(next)}^{commit}`)).toBe(git(clone, 'rev-parse', 'HEAD'));
    expect(git(clone, 'status', '--porcelain')).toBe('');
  });

  it('has bumped the version in package.json and in package-lock.json’s root', () => {
    const lock = JSON.parse(read('package-lock.json'));
    expect([JSON.parse(read('package.json')).version, lock.version, lock.packages[''].version]).toEqual([next, next, next]);
  });

  it('has recorded the SRI of the widget it built', () => {
    const built = JSON.parse(read('dist/widget.json'));
    expect(built.version).toBe(next);
    expect(JSON.parse(read('widget-releases.json'))[next]).toBe(built.integrity);
  });

  it('has moved the notes under the version, with its file and SRI, linked to its tag', () => {
    const changelog = read('CHANGELOG.md');
    const { integrity } = JSON.parse(read('dist/widget.json'));
    expect(changelogVersions(changelog)[0]).toBe(next);
    expect(unreleasedNotes(changelog)).toBe('');
    const section = changelog.slice(changelog.indexOf(`## [${next}] - `), changelog.indexOf(`## [${before.version}]`));
    expect(section).toContain(`/widget/${next}.js`);
    expect(section).toContain(integrity);
    expect(section).toContain(NOTE);
    const repository = repositoryUrl(JSON.parse(read('package.json')).repository);
    expect(changelog).toContain(`[${next}]: ${repository}/compare/${tagOf(before.version)}...${tagOf(next)}`);
  });

  it('gives under the version the SRI of its build with an order service, whatever the service’s address', () => {
    const env = { ...process.env, OUT_DIR: '.shop-build/check', ORDER_SERVICE_URL: 'https://boutique.example' };
    const built = spawnSync(process.execPath, ['build/build.mjs'], { cwd: clone, encoding: 'utf8', env });
    expect(built.status, built.stderr).toBe(0);
    const { integrity } = JSON.parse(read('.shop-build/check/widget.json'));
    expect(integrity).not.toBe(JSON.parse(read('dist/widget.json')).integrity);
    const changelog = read('CHANGELOG.md');
    const section = changelog.slice(changelog.indexOf(`## [${next}] - `), changelog.indexOf(`## [${before.version}]`));
    expect(section).toContain(`le même fichier a l’intégrité \`${integrity}\``);
  });

  it('has pinned the examples on the new version', () => {
    const { integrity } = JSON.parse(read('dist/widget.json'));
    expect(read('CHANGELOG.md')).toContain(`https://SITE/widget/${next}.js" integrity="${integrity}"`);
    expect(read('docs/partenaires.md')).toContain(`https://SITE/widget/${next}.js"`);
    expect(read('docs/partenaires.md')).not.toContain(`https://SITE/widget/${before.version}.js"`);
  });

  it('refuses a second release with no notes, changing nothing', () => {
    const head = git(clone, 'rev-parse', 'HEAD');
    expect(release('patch').status).not.toBe(0);
    expect(git(clone, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(clone, 'status', '--porcelain')).toBe('');
  });
});
