/**
 * The files of a tree as git would list them, without git: for an export that has no .git (a
 * release tarball, `git archive`). Reads the .gitignore files with git's rules for the patterns they
 * use: `#` comments, `!` negations, a trailing `/` for folders only, a pattern holding a `/` anchored to
 * its file's folder and one without matched at any depth, `*`, `?`, `[…]` and `**`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Rule {
  /** The folder of the .gitignore, '' at the root, else ending in '/'. */
  base: string;
  negate: boolean;
  folderOnly: boolean;
  anchored: boolean;
  pattern: RegExp;
}

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index]!;
    if (glob.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (glob.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '[') {
      const close = glob.indexOf(']', index + 1);
      source +=
        close > index
          ? `[${glob
              .slice(index + 1, close)
              .replace(/^!/, '^')
              .replace(/\\/g, '\\\\')}]`
          : '\\[';
      if (close > index) index = close;
    } else source += char.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The rules of one .gitignore file, found in the folder `base`. */
export function parseIgnoreFile(text: string, base = ''): Rule[] {
  return text.split('\n').flatMap((raw) => {
    let line = raw.replace(/(?<!\\)\s+$/, '');
    if (!line || line.startsWith('#')) return [];
    const negate = line.startsWith('!');
    if (negate) line = line.slice(1);
    const folderOnly = line.endsWith('/');
    if (folderOnly) line = line.slice(0, -1);
    const anchored = line.includes('/');
    return [{ base, negate, folderOnly, anchored, pattern: globToRegExp(line.replace(/^\//, '')) }];
  });
}

/** Whether `path` (from the root, a folder's without its trailing `/`) is ignored by `rules`, its folders aside. */
export function ignoredByRules(rules: readonly Rule[], path: string, isFolder: boolean): boolean {
  let ignored = false;
  for (const rule of rules) {
    if (!path.startsWith(rule.base) || (rule.folderOnly && !isFolder)) continue;
    const relative = path.slice(rule.base.length);
    const subject = rule.anchored ? relative : relative.slice(relative.lastIndexOf('/') + 1);
    if (rule.pattern.test(subject)) ignored = !rule.negate;
  }
  return ignored;
}

const rulesIn = (root: string, folder: string): Rule[] => {
  const file = join(root, folder, '.gitignore');
  return existsSync(file) ? parseIgnoreFile(readFileSync(file, 'utf8'), folder) : [];
};

/** Whether git ignores `path` under `root` (a folder given with a trailing `/`), by the root's .gitignore and those on its way. */
export function isIgnored(root: string, path: string): boolean {
  const parts = path.replace(/\/$/, '').split('/');
  let rules = rulesIn(root, '');
  for (let depth = 1; depth <= parts.length; depth++) {
    const prefix = parts.slice(0, depth).join('/');
    const isFolder = depth < parts.length || path.endsWith('/');
    if (ignoredByRules(rules, prefix, isFolder)) return true;
    if (isFolder) rules = [...rules, ...rulesIn(root, `${prefix}/`)];
  }
  return false;
}

/** Every file under `root` that the ignore rules keep, as paths from the root; .git and ignored folders are not entered. */
export function filesKept(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string, rules: readonly Rule[]) => {
    const here = [...rules, ...rulesIn(root, folder)];
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      if (entry.name === '.git') continue;
      const path = `${folder}${entry.name}`;
      // A link to a folder (node_modules linked into an export) is matched as the folder it stands
      // for, where git would see a file; a kept one is listed, never entered.
      const isFolder = entry.isDirectory();
      const matchesAsFolder = isFolder || (entry.isSymbolicLink() && statSync(join(root, path), { throwIfNoEntry: false })?.isDirectory());
      if (ignoredByRules(here, path, Boolean(matchesAsFolder))) continue;
      if (isFolder) walk(`${path}/`, here);
      else files.push(path);
    }
  };
  walk('', []);
  return files.sort();
}
