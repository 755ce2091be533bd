/**
 * Every repository path the Markdown cites exists: in backticks (alone or inside a command, in text
 * or in a fenced block) and as a link target. A backticked path is read from the repository's root,
 * a link from the file that holds it. CHANGELOG.md is checked for its links only: an entry describes
 * the tree of its release, and a path it names may since have moved; its links must still lead somewhere.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The Markdown that describes the tree today. */
const DESCRIBING = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'bench/README.md', 'packages/widget/README.md', 'docs/'];
/** Markdown whose backticks describe another time's tree: its links only are checked. */
const LINKS_ONLY = ['CHANGELOG.md'];

/**
 * What the commands write, out of git: cited as what they will hold, checked by the tests of the build
 * (tests/dist/) and of the commands, skipped here. Each is ignored by git (checked below).
 */
const GENERATED = [
  'dist/', // npm run build: the site and the widget
  'dist-server/', // npm run build: the order service compiled
  'nginx/', // npm run build: the nginx configuration
  'packages/widget/dist/', // npm run build: the npm package's files
  'packages/widget/package.json', // npm run build: the npm package's manifest
  '.bench/', // npm run bench: the bench's builds and results
  'reports/', // npm run test:mutation: the reports and Stryker's incremental cache
  'screenshots/', // node scripts/screenshots.mjs
  'var/', // npm start: the SQLite file and the emails written as files
  '.shop-build/', // the browser tests' build with an order service
] as const;

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
/** The repository's first-level names: a token starting with one of them is a path; `text/plain` is not. */
const TOP_LEVEL = new Set([...tracked.map((file) => file.split('/')[0]!), ...GENERATED.map((path) => path.split('/')[0]!)]);

const markdownUnder = (entries: readonly string[]) =>
  tracked.filter(
    (file) => file.endsWith('.md') && entries.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry)),
  );

/** A token that names a repository path (with a folder), its trailing punctuation and line number cut. */
function repositoryPath(token: string): string | null {
  const path = token
    .replace(/^[("'[]+/, '')
    .replace(/[)"',.;:\]]+$/, '')
    .replace(/:\d+$/, '');
  if (!path.includes('/') || /[<>*{}$…|]/.test(path) || /^[a-z]+:/i.test(path)) return null;
  if (!TOP_LEVEL.has(path.split('/')[0]!)) return null;
  return path;
}

/** Backticked spans and fenced blocks, each cut into whitespace-separated tokens. */
function backtickedTokens(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!);
  const text = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [...fenced, ...spans].flatMap((chunk) => chunk.split(/[\s=]+/));
}

/** Link targets that point into the repository, anchor cut, resolved from the Markdown file's folder. */
function linkTargets(markdown: string, file: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^([a-z]+:|#)/i.test(target))
    .map((target) => normalize(join(dirname(file), target.replace(/#.*$/, ''))));
}

const isGenerated = (path: string) => GENERATED.some((prefix) => path === prefix || `${path}/` === prefix || path.startsWith(prefix));
const missing = (paths: string[]) => [...new Set(paths)].filter((path) => !isGenerated(path) && !existsSync(join(ROOT, path)));

describe('paths cited in the Markdown', () => {
  const describing = markdownUnder(DESCRIBING);

  it('reads the Markdown that describes the tree', () => {
    expect(describing).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/architecture.md', 'bench/README.md']));
  });

  it.each(describing)('%s: every backticked or linked path exists', (file) => {
    const markdown = readFileSync(join(ROOT, file), 'utf8');
    const cited = backtickedTokens(markdown).flatMap((token) => repositoryPath(token) ?? []);
    expect(missing([...cited, ...linkTargets(markdown, file)])).toEqual([]);
  });

  it.each(markdownUnder(LINKS_ONLY))('%s: every link into the repository exists', (file) => {
    expect(missing(linkTargets(readFileSync(join(ROOT, file), 'utf8'), file))).toEqual([]);
  });

  it.each(GENERATED)('skips %s, which git ignores because a command writes it', (path) => {
    const ignored = execFileSync('git', ['check-ignore', '--no-index', path], { cwd: ROOT, encoding: 'utf8' }).trim();
    expect(ignored).toBe(path);
  });

  it('finds a made-up path, backticked or linked', () => {
    const markdown = 'See `widget/core/nowhere.ts`, `npx vitest run tests/unit/none.test.ts` and [this](docs/none.md).';
    const cited = backtickedTokens(markdown).flatMap((token) => repositoryPath(token) ?? []);
    expect(missing([...cited, ...linkTargets(markdown, 'README.md')])).toEqual([
      'widget/core/nowhere.ts',
      'tests/unit/none.test.ts',
      'docs/none.md',
    ]);
    expect(repositoryPath('text/plain')).toBeNull();
    expect(repositoryPath('dist/widget.js')).toBe('dist/widget.js');
    expect(missing(['dist/widget.js'])).toEqual([]);
  });
});
