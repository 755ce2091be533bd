import { transform } from 'lightningcss';
import { runnerImport, type Plugin } from 'vite';
import { WIDGET_BROWSER_TARGETS } from './browser-targets.ts';

/**
 * goober names each class after a hash of its rules (`go2660526464`): ten digits that gzip cannot
 * shrink, repeated in the CSS and the script. Renamed `go0`, `go1`… in order of appearance, the
 * same way in every export; the names only have to be unique inside the widget's shadow root.
 */
function classRenamer(): (text: string) => string {
  const names = new Map<string, string>();
  return (text) => text.replace(/\bgo\d+\b/g, (name) => names.get(name) ?? names.set(name, `go${names.size}`).get(name)!);
}

/** `chrome111` → lightningcss's `{ chrome: 111 << 16 }`: major << 16 | minor << 8. */
function lightningTargets(targets: readonly string[]): Record<string, number> {
  return Object.fromEntries(
    targets.map((target) => {
      const [, browser, major, minor = '0'] = target.match(/^([a-z]+)(\d+)(?:\.(\d+))?$/)!;
      return [browser === 'ios' ? 'ios_saf' : browser, (Number(major) << 16) | (Number(minor) << 8)];
    }),
  );
}

/**
 * goober keeps the spaces and semicolons of the templates; lightningcss drops them, shortens values
 * and merges longhands, for the widget's browsers only (nothing is lowered for older ones).
 */
function minifyCss(text: string): string {
  return transform({
    filename: 'widget.css',
    code: Buffer.from(text),
    minify: true,
    targets: lightningTargets(WIDGET_BROWSER_TARGETS),
  }).code.toString();
}

/**
 * Runs widget/ui/styles.ts through goober once, at build time in Node, and ships only what it
 * produced: the class names and the compiled CSS text, as string constants. The widget then
 * carries neither goober nor the CSS templates, and does no CSS work while the host page loads
 * (goober's compiling was about two thirds of the script's evaluation).
 * Evaluated by Vite's module runner, anew for each build, so styles.ts may import the brand module.
 */
export function precompileStyles(): Plugin {
  return {
    name: 'kbis:precompile-styles',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith('/widget/ui/styles.ts')) return null;
      const { module: exports } = await runnerImport<Record<string, unknown>>(id, { configFile: false, logLevel: 'silent' });
      const shorten = classRenamer();
      return Object.entries(exports)
        .map(([name, value]) => {
          if (typeof value !== 'string') throw new Error(`${id} : l'export « ${name} » n'est pas une chaîne.`);
          return `export const ${name} = ${JSON.stringify(shorten(/cssText$/i.test(name) ? minifyCss(value) : value))};`;
        })
        .join('\n');
    },
  };
}
