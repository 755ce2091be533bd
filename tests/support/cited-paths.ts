/**
 * The tree as the tests of cited paths (tests/unit/cited-paths*.test.ts) see it: what git tracks (in an
 * export without .git, the files its ignore rules keep), what the commands write, and which tokens
 * name a path in it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { filesKept } from './ignore-rules';

export const ROOT = join(import.meta.dirname, '../..');

/**
 * What the commands write, out of git: cited as what they will hold, checked by the tests of the build
 * (tests/dist/) and of the commands, skipped here. Each is ignored by git (checked in cited-paths.test.ts).
 */
export const GENERATED = [
  'dist/', // npm run build: the site and the widget
  'dist-server/', // npm run build: the order service compiled
  'nginx/', // npm run build: the nginx configuration
  'packages/widget/dist/', // npm run build: the npm package's files
  'packages/widget/package.json', // npm run build: the npm package's manifest
  '.bench/', // npm run bench: the bench's builds and results
  'reports/mutation/', // npm run test:mutation: the reports (its incremental file beside them is kept)
  'screenshots/', // node scripts/screenshots.mjs
  'var/', // npm start: the SQLite file and the emails written as files
  '.shop-build/', // the browser tests' build with an order service
] as const;

/** Whether the tree is a git checkout (.git is a folder, or a file in a worktree), not an export. */
export const IS_CHECKOUT = existsSync(join(ROOT, '.git'));
export const tracked = IS_CHECKOUT
  ? execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
  : filesKept(ROOT);
/** The repository's first-level names: a token starting with one of them is a path; `text/plain` is not. */
const TOP_LEVEL = new Set([...tracked.map((file) => file.split('/')[0]!), ...GENERATED.map((path) => path.split('/')[0]!)]);

/**
 * A token that names a repository path (with a folder): the quotes and brackets around it, a trailing
 * possessive (`build/nginx.mjs's`), an anchor (`docs/hebergement.md#nginx`) and a line number cut.
 */
export function repositoryPath(token: string): string | null {
  const path = token
    .replace(/^[("'`[«]+/, '')
    .replace(/[)"'`,.;:!?\]»]+$/, '')
    .replace(/['’]s$/, '')
    .replace(/#.*$/, '')
    .replace(/:\d+(?:[-:]\d+)?$/, '');
  if (!path.includes('/') || /[<>*{}$…|]/.test(path) || /^[a-z]+:/i.test(path)) return null;
  if (!TOP_LEVEL.has(path.split('/')[0]!)) return null;
  return path;
}

export const isGenerated = (path: string) =>
  GENERATED.some((prefix) => path === prefix || `${path}/` === prefix || path.startsWith(prefix));
export const missing = (paths: string[]) => [...new Set(paths)].filter((path) => !isGenerated(path) && !existsSync(join(ROOT, path)));
