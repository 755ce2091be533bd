/**
 * The compiled service loads its packages from node_modules: each must be a `dependencies` entry, the
 * only ones a production install (`npm ci --omit=dev`) has. tests/server/production-install.test.ts
 * walks that install for real; this names the faulty import in a second.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const DIST_SERVER = new URL('../../dist-server/', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const bundles = readdirSync(DIST_SERVER).filter((file) => file.endsWith('.mjs'));

/**
 * Every module specifier of `code`, read by Vite's parser (comments hold `import('…')` types that are
 * no import): static imports and re-exports, and dynamic imports, whose argument must be a literal.
 */
function specifiers(code: string): string[] {
  const { module } = parseSync('bundle.mjs', code);
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.flatMap((item) => item.moduleRequest?.value ?? [])),
    ...module.dynamicImports.map(({ moduleRequest }) => {
      const argument = code.slice(moduleRequest.start, moduleRequest.end);
      if (!/^(["'])[^"'`]+\1$/.test(argument)) throw new Error(`import(${argument}) : seul un nom littéral peut être vérifié.`);
      return argument.slice(1, -1);
    }),
  ];
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the compiled service', () => {
  it('has its two entries', () => {
    expect(bundles).toEqual(expect.arrayContaining(['main.mjs', 'cli.mjs']));
  });

  it.each(bundles)('%s imports only Node, its own chunks and the packages of `dependencies`', (file) => {
    const imported = specifiers(readFileSync(new URL(file, DIST_SERVER), 'utf8'));
    expect(imported.length).toBeGreaterThan(0);
    for (const specifier of imported) {
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      if (specifier.startsWith('./')) {
        expect(bundles, specifier).toContain(specifier.slice(2));
        continue;
      }
      expect(Object.keys(pkg.dependencies), `${file} importe ${specifier}`).toContain(packageOf(specifier));
    }
  });

  it('finds static, re-exported and dynamic imports, not the types in comments', () => {
    const code = [
      "import a from 'sirv';",
      "export * from './x.mjs';",
      "/** @param {import('../site/types.mjs').T} t */",
      "const b = await import('../site/headers.mjs');",
    ].join('\n');
    expect(specifiers(code)).toEqual(['sirv', './x.mjs', '../site/headers.mjs']);
    expect(() => specifiers('await import(name);')).toThrow(/littéral/);
  });
});
