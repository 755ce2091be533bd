import { isDeepStrictEqual } from 'node:util';
import { runnerImport, type Plugin } from 'vite';

/**
 * Ships widget/core/copy.ts as the values it evaluates to, computed once at build time in Node.
 * Its sentences are built from the brand constants with the French formatters (formatEuro,
 * formatWorkingDays…): code the widget would otherwise carry and run for a few fixed strings,
 * about 200 bytes gzip. Every export must come through JSON unchanged (strings, numbers, arrays,
 * plain objects), or the build stops.
 */
export function precompileCopy(): Plugin {
  return {
    name: 'kbis:precompile-copy',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith('/widget/core/copy.ts')) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id, { configFile: false, logLevel: 'silent' });
      return Object.entries(module)
        .map(([name, value]) => {
          const json = JSON.stringify(value);
          if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) throw new Error(`${id} : l'export « ${name} » ne passe pas tel quel par JSON.`);
          return `export const ${name} = ${json};`;
        })
        .join('\n');
    },
  };
}
