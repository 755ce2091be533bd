import { isDeepStrictEqual } from 'node:util';
import { runnerImport, type Plugin } from 'vite';

/** The widget's modules of constants: its French copy, and the offer it shows. */
const CONSTANT_MODULES = ['/widget/core/copy.ts', '/widget/core/offer.ts'];

/**
 * Ships the modules of constants as the values they evaluate to, computed once at build time in
 * Node. The copy's sentences are built from the brand constants with the French formatters
 * (formatEuro, formatWorkingDays…), code the widget would otherwise carry and run for a few fixed
 * strings (about 200 bytes gzip); and a module of plain literals leaves nothing behind when the
 * widget uses a few of its exports, where a computed one (a call, a spread) may stay in the bundle
 * unused. Every export must come through JSON unchanged (strings, numbers, arrays, plain objects),
 * or the build stops.
 */
export function precompileConstants(): Plugin {
  return {
    name: 'kbis:precompile-constants',
    enforce: 'pre',
    async load(id) {
      if (!CONSTANT_MODULES.some((path) => id.endsWith(path))) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id, { configFile: false, logLevel: 'silent' });
      return Object.entries(module)
        .map(([name, value]) => {
          const json = JSON.stringify(value);
          if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value))
            throw new Error(`${id} : l'export « ${name} » ne passe pas tel quel par JSON.`);
          return `export const ${name} = ${json};`;
        })
        .join('\n');
    },
  };
}
