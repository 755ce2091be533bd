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
import { GENERATED, IS_CHECKOUT, missing, ROOT, repositoryPath, tracked } from '../support/cited-paths.ts';
import { filesKept, ignoredByRules, isIgnored, parseIgnoreFile } from '../support/ignore-rules.ts';

/** The Markdown that describes the tree today. */
const DESCRIBING = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'bench/README.md', 'packages/widget/README.md', 'docs/'];
/** Markdown whose backticks describe another time's tree: its links only are checked. */
const LINKS_ONLY = ['CHANGELOG.md'];

const markdownUnder = (entries: readonly string[]) =>
  tracked.filter(
    (file) => file.endsWith('.md') && entries.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry)),
  );

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
    expect(isIgnored(ROOT, path)).toBe(true);
    if (IS_CHECKOUT) expect(execFileSync('git', ['check-ignore', '--no-index', path], { cwd: ROOT, encoding: 'utf8' }).trim()).toBe(path);
  });

  // In an export (no .git) the tree is walked with the ignore rules: in a checkout, that walk finds
  // what git finds, tracked or not yet added.
  it.skipIf(!IS_CHECKOUT)('walks the tree without git to the files git lists', () => {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
    const present = listed.split('\n').filter((file) => file && existsSync(join(ROOT, file)));
    expect(filesKept(ROOT)).toEqual([...new Set(present)].sort());
  });

  it("reads git's ignore patterns", () => {
    const rules = parseIgnoreFile('# note\n/dist/\nnode_modules/\n*.log\n!keep.log\ndocs/**/draft-?.md\n');
    const cases: [string, boolean, boolean][] = [
      ['dist', true, true],
      ['site/dist', true, false],
      ['dist', false, false],
      ['packages/a/node_modules', true, true],
      ['tests/run.log', false, true],
      ['tests/keep.log', false, false],
      ['docs/a/b/draft-1.md', false, true],
      ['docs/draft-1.md', false, true],
      ['docs/draft-12.md', false, false],
      ['# note', false, false],
    ];
    for (const [path, isFolder, ignored] of cases) expect(ignoredByRules(rules, path, isFolder), path).toBe(ignored);
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
