// Builds the partners' npm package, @kbis-facile/widget, in packages/widget/: its ES modules and
// their declarations from packages/widget/src/, the widget's own declaration (widget/partner.d.ts)
// beside them, and its package.json, versioned as the widget. Runs after publishWidget: the loader's
// defaults are the release just built (dist/widget.json) on the site the build is for (SITE_URL).
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { importSource } from './import-source.mjs';

const PACKAGE = new URL('../packages/widget/', import.meta.url);
const OUT = new URL('dist/', PACKAGE);
const ENTRIES = ['src/index.ts', 'src/react.tsx'];
/** How the sources reach the widget's declaration, and how the published files reach their copy of it. */
const PARTNER_TYPES = { source: "'../../../widget/partner'", published: "'./partner.js'" };

/** ES2020 modules a partner's bundler or Node takes as they are, strict, with their declarations. */
const OPTIONS = {
  strict: true,
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: true,
  declaration: true,
  rootDir: fileURLToPath(new URL('src/', PACKAGE)),
  outDir: fileURLToPath(OUT),
};

/**
 * Replaces each string literal `'%KEY%'` of `text` by its value's; throws when one is missing, so
 * that a renamed placeholder cannot ship.
 * @param {string} text
 * @param {Record<string, string>} values
 */
function fill(text, values) {
  let filled = text;
  for (const [key, value] of Object.entries(values)) {
    const placeholder = `'%${key}%'`;
    if (!filled.includes(placeholder)) throw new Error(`packages/widget : ${placeholder} absent de la source`);
    filled = filled.replace(placeholder, JSON.stringify(value));
  }
  return filled;
}

/**
 * Builds the package for the release of dist/ and returns its package.json.
 * @param {URL} dist the site's build, with widget.json
 */
export async function packageWidget(dist) {
  const release = JSON.parse(readFileSync(new URL('widget.json', dist), 'utf8'));
  /** @type {typeof import('../site/config.ts')} */
  const { SITE_URL } = await importSource('site/config.ts');
  rmSync(OUT, { recursive: true, force: true });
  const program = ts.createProgram({ rootNames: ENTRIES.map((entry) => fileURLToPath(new URL(entry, PACKAGE))), options: OPTIONS });
  const result = program.emit(undefined, (fileName, text) => {
    let published = text;
    if (fileName.endsWith('.d.ts')) published = published.replaceAll(PARTNER_TYPES.source, PARTNER_TYPES.published);
    if (fileName.endsWith('/release.js')) {
      published = fill(published, {
        KBIS_SITE_URL: SITE_URL,
        KBIS_WIDGET_VERSION: release.version,
        KBIS_WIDGET_INTEGRITY: release.integrity,
      });
    }
    ts.sys.writeFile(fileName, published);
  });
  const errors = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (errors.length > 0)
    throw new Error(ts.formatDiagnostics(errors, { ...ts.sys, getCanonicalFileName: (name) => name, getNewLine: () => '\n' }));
  copyFileSync(new URL('../widget/partner.d.ts', import.meta.url), new URL('partner.d.ts', OUT));
  const { name, ...manifest } = JSON.parse(readFileSync(new URL('package.template.json', PACKAGE), 'utf8'));
  const pkg = { name, version: release.version, ...manifest };
  writeFileSync(new URL('package.json', PACKAGE), `${JSON.stringify(pkg, null, 2)}\n`);
  return pkg;
}
