/**
 * Every repository path a code comment cites exists, as cited-paths.test.ts checks for the Markdown:
 * a comment that sends the reader to a moved file misleads as much as a stale README. The comments
 * are found line by line, without a parser (`commentsIn` says what that misses), in every tracked source.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isGenerated, missing, ROOT, repositoryPath, tracked } from '../support/cited-paths.ts';

/** Comments opened with `//` and `/*` (JavaScript, TypeScript, CSS), or with `#` (shell, YAML, .ci/'s scripts). */
const SLASH = /\.(ts|tsx|mjs|js|cjs|css)$/;
const HASH = /\.(sh|yml|yaml)$/;
const hashCommented = (file: string) => HASH.test(file) || /^\.ci\/[^/.]+$/.test(file);

/** The sources (CHANGELOG.md, like all the Markdown, is cited-paths.test.ts's). */
const SOURCES = tracked.filter(
  (file) => (SLASH.test(file) || hashCommented(file)) && !file.split('/').includes('node_modules') && !isGenerated(file),
);

type Comment = { line: number; text: string };

/**
 * The comments of a source, line by line, as their text is written here; not a parser. A comment line
 * is one whose trimmed text starts with `//`, `/*` or `*` (`#` in a `#`-commented file), or one inside
 * a block comment left open. After code, a `//` runs to the line's end and a `/*` to its close (JSX's
 * `{/*` too), if a space or an opening bracket comes before it: not in `'/*'` nor in `https://`. A line
 * that is a string whose text starts with `#`, `//` or `/*` is the header of a file the code writes
 * (the nginx configuration of build/nginx.mjs), read as a comment. Known limits: a ` //` or ` /*` inside
 * a string or a template literal opens a comment; a line of a template literal that starts with `*`
 * is one; a path cited relative to its own folder (`core/contract.ts`) is not seen.
 */
function commentsIn(source: string, hash: boolean): Comment[] {
  const comments: Comment[] = [];
  let open = false;
  source.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (hash) {
      const start = /^\s*#|\s#\s/.exec(text);
      if (start) comments.push({ line, text: text.slice(start.index) });
      return;
    }
    let rest = text;
    if (open) {
      const close = rest.indexOf('*/');
      comments.push({ line, text: close < 0 ? rest : rest.slice(0, close) });
      if (close < 0) return;
      open = false;
      rest = rest.slice(close + 2);
    }
    const trimmed = rest.trim();
    if (/^(\/\/|\*(?!\/)|['"`](#|\/\/|\/\*))/.test(trimmed)) {
      comments.push({ line, text: trimmed });
      return;
    }
    const opener = /(?<=^|[\s({[,=])(\/\/|\/\*)/g;
    for (let match = opener.exec(rest); match; match = opener.exec(rest)) {
      const from = match.index + 2;
      const close = match[1] === '/*' ? rest.indexOf('*/', from) : -1;
      comments.push({ line, text: rest.slice(from, close < 0 ? undefined : close) });
      if (close < 0) {
        open = match[1] === '/*';
        break;
      }
      opener.lastIndex = close + 2;
    }
  });
  return comments;
}

/** The repository paths the comments of a source cite, each with its line. */
const citedIn = (source: string, hash: boolean) =>
  commentsIn(source, hash).flatMap(({ line, text }) =>
    text.split(/[\s=]+/).flatMap((token) => {
      const path = repositoryPath(token);
      return path ? [{ line, path }] : [];
    }),
  );

/** `file:line → path` for each cited path that does not exist. */
function stale(files: ReadonlyArray<{ file: string; source: string }>): string[] {
  const cited = files.flatMap(({ file, source }) => citedIn(source, hashCommented(file)).map((citation) => ({ file, ...citation })));
  const gone = new Set(missing(cited.map(({ path }) => path)));
  return cited.filter(({ path }) => gone.has(path)).map(({ file, line, path }) => `${file}:${line} → ${path}`);
}

describe('paths cited in code comments', () => {
  it('reads the sources of every part of the tree', () => {
    expect(SOURCES).toEqual(
      expect.arrayContaining([
        '.ci/run',
        'build/nginx.mjs',
        'site/styles/site.css',
        'widget/core/contract.ts',
        'tests/unit/cited-paths.test.ts',
      ]),
    );
    expect(SOURCES.filter((file) => file.endsWith('.md') || isGenerated(file))).toEqual([]);
  });

  it('finds every cited path in the tree', () => {
    const files = SOURCES.map((file) => ({ file, source: readFileSync(join(ROOT, file), 'utf8') }));
    expect(stale(files)).toEqual([]);
  });

  it('finds a made-up path in each kind of comment, and none in code or strings', () => {
    // Built from its parts, so that this file's own lines cite no made-up path.
    const gone = (name: string) => ['widget', 'core', name].join('/');
    const source = [
      `// see ${gone('a.ts')}.`,
      `/** Per (${gone('b.ts')}:12), and ${gone('c.ts')}'s type.`,
      ` * docs/hebergement.md#nginx exists; ${gone('d.ts')}#anchor does not. */`,
      `const x = 1; // ${gone('e.ts')}`,
      `const y = /* ${gone('f.ts')} */ 2; /* ${gone('g.ts')}`,
      `${gone('h.ts')} */ const z = '${gone('code.ts')}';`,
      `<p>{/* ${gone('i.tsx')} */}</p>`,
      `  '# Generated by ${gone('j.mjs')}: do not edit.',`,
      `fetch('https://example.org/${gone('url.ts')}'); const glob = '/*'; const ok = 'dist/widget.js';`,
      `// text/plain, build/nginx.mjs, dist/nowhere.js, \`${gone('k.ts')}\``,
    ].join('\n');
    expect(stale([{ file: 'example.ts', source }])).toEqual([
      `example.ts:1 → ${gone('a.ts')}`,
      `example.ts:2 → ${gone('b.ts')}`,
      `example.ts:2 → ${gone('c.ts')}`,
      `example.ts:3 → ${gone('d.ts')}`,
      `example.ts:4 → ${gone('e.ts')}`,
      `example.ts:5 → ${gone('f.ts')}`,
      `example.ts:5 → ${gone('g.ts')}`,
      `example.ts:6 → ${gone('h.ts')}`,
      `example.ts:7 → ${gone('i.tsx')}`,
      `example.ts:8 → ${gone('j.mjs')}`,
      `example.ts:10 → ${gone('k.ts')}`,
    ]);
    const script = [`#!/usr/bin/env bash`, `# see ${gone('l.sh')}`, `echo ${gone('m.sh')} # and ${gone('n.sh')}`].join('\n');
    expect(stale([{ file: '.ci/example', source: script }])).toEqual([
      `.ci/example:2 → ${gone('l.sh')}`,
      `.ci/example:3 → ${gone('n.sh')}`,
    ]);
  });
});
