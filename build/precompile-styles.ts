import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { transformWithOxc, type Plugin } from 'vite';

const CACHE = new URL('../node_modules/.cache/kbis-styles/', import.meta.url);

/**
 * goober names each class after a hash of its rules (`go2660526464`): ten digits that gzip cannot
 * shrink, repeated in the CSS and the script. Renamed `go0`, `go1`… in order of appearance, the
 * same way in every export; the names only have to be unique inside the widget's shadow root.
 */
function classRenamer(): (text: string) => string {
  const names = new Map<string, string>();
  return (text) => text.replace(/\bgo\d+\b/g, (name) => names.get(name) ?? names.set(name, `go${names.size}`).get(name)!);
}

/**
 * Runs widget/ui/styles.ts through goober once, at build time in Node, and ships only what it
 * produced: the class names and the compiled CSS text, as string constants. The widget then
 * carries neither goober nor the CSS templates, and does no CSS work while the host page loads
 * (goober's compiling was about two thirds of the script's evaluation).
 * styles.ts may import packages (goober) but no relative module: it is evaluated on its own.
 */
export function precompileStyles(): Plugin {
  return {
    name: 'kbis:precompile-styles',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith('/widget/ui/styles.ts')) return null;
      const source = readFileSync(id, 'utf8');
      if (/from '\.{1,2}\//.test(source)) throw new Error(`${id} : un module évalué à la construction ne peut importer que des paquets.`);
      const { code } = await transformWithOxc(source, id, { lang: 'ts' });
      mkdirSync(CACHE, { recursive: true });
      // A name per content: Node caches modules by URL, and a rebuild must see edits.
      const compiled = new URL(`styles-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`, CACHE);
      writeFileSync(compiled, code);
      const exports: Record<string, unknown> = await import(pathToFileURL(compiled.pathname).href);
      const shorten = classRenamer();
      return Object.entries(exports)
        .map(([name, value]) => {
          if (typeof value !== 'string') throw new Error(`${id} : l'export « ${name} » n'est pas une chaîne.`);
          return `export const ${name} = ${JSON.stringify(shorten(value))};`;
        })
        .join('\n');
    },
  };
}
