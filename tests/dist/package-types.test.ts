import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_COMPILER_OPTIONS } from '../support/partner-typescript';

const PACKAGE = fileURLToPath(new URL('../../packages/widget/', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../fixtures/package-types/partner.tsx', import.meta.url));
/** A partner's project, with the built package installed in its node_modules (a link, as `npm link` makes). */
const PROJECT = fileURLToPath(new URL('../../tmp/package-types/', import.meta.url));
const PAGE = `${PROJECT}partner.tsx`;

/** A partner's React project: the partner options, a bundler's resolution and React's JSX. */
const OPTIONS: ts.CompilerOptions = {
  ...PARTNER_COMPILER_OPTIONS,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
};

/** The files no check changes (TypeScript's lib, React's types), parsed once for every check. */
const parsed = new Map<string, ts.SourceFile>();

/** tsc's errors for the partner's file, with `changed` replacing the package's files whose path ends with a key. */
function errorsOfPartnerFile(changed: Record<string, string> = {}) {
  const host = ts.createCompilerHost(OPTIONS);
  const replacement = (name: string) => Object.entries(changed).find(([suffix]) => name.endsWith(suffix))?.[1];
  const { readFile, fileExists, getSourceFile } = host;
  host.readFile = (name) => (name === PAGE ? readFileSync(FIXTURE, 'utf8') : (replacement(name) ?? readFile(name)));
  host.fileExists = (name) => name === PAGE || fileExists(name);
  host.getSourceFile = (name, version, ...rest) => {
    const text = name === PAGE ? readFileSync(FIXTURE, 'utf8') : replacement(name);
    if (text !== undefined) return ts.createSourceFile(name, text, version);
    if (!parsed.has(name)) parsed.set(name, getSourceFile(name, version, ...rest)!);
    return parsed.get(name);
  };
  const program = ts.createProgram({ rootNames: [PAGE], options: OPTIONS, host });
  // The partner's file and the package's, not React's types: checking those takes ten seconds.
  const checked = program.getSourceFiles().filter(({ fileName }) => fileName === PAGE || fileName.startsWith(PACKAGE));
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
}

beforeAll(() => {
  if (!existsSync(`${PACKAGE}dist/index.d.ts`)) throw new Error('packages/widget/dist est absent : lancez « npm run build ».');
  rmSync(PROJECT, { recursive: true, force: true });
  mkdirSync(`${PROJECT}node_modules/@kbis-facile`, { recursive: true });
  symlinkSync(PACKAGE, `${PROJECT}node_modules/@kbis-facile/widget`, 'dir');
});

describe('the types of @kbis-facile/widget', () => {
  it("type-check a partner's component: the loader, the events and the button, with the order's fields", { timeout: 30_000 }, () => {
    expect(errorsOfPartnerFile()).toEqual([]);
  });

  it('fail that component when a type is wrong or missing', { timeout: 30_000 }, () => {
    const file = (name: string) => readFileSync(`${PACKAGE}${name}`, 'utf8');
    const broken: Array<[string, string, string]> = [
      ['dist/react.d.ts', 'partner?: string;', 'partner?: number;'],
      ['dist/react.d.ts', 'onConfirm?: (order: KbisOrder) => void;', 'onConfirm?: (order: KbisStep) => void;'],
      ['dist/react.d.ts', 'companyName?: string;', ''],
      ['dist/load.d.ts', 'partner?: string;', ''],
      ['dist/events.d.ts', 'handler: (detail: KbisEventDetails[T]) => void', "handler: (detail: KbisEventDetails['kbis:step']) => void"],
      ['dist/index.d.ts', 'KbisOrder,', ''],
      ['dist/partner.d.ts', 'reference: string;', 'reference: number;'],
      ['dist/partner.d.ts', "'kbis:invalid': { step: KbisStep; missing: KbisFieldName[] };", ''],
      ['package.json', '"./react": {', '"./react-dom": {'],
    ];
    for (const [name, from, to] of broken) {
      const published = file(name);
      const declaration = published.replace(from, to);
      expect(declaration, `${name}: ${from}`).not.toBe(published);
      const changed = { [`@kbis-facile/widget/${name}`]: declaration, [`packages/widget/${name}`]: declaration };
      expect(errorsOfPartnerFile(changed), `${name}: ${from}`).not.toEqual([]);
    }
  });
});
