import ts from 'typescript';

/**
 * How a partner's project compiles: strict, ES modules, the browser's types and nothing else (no
 * @types/node); TypeScript's own lib files taken as checked. Each test adds what its kind of
 * project needs (a bundler's resolution, JSX).
 */
export const PARTNER_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipDefaultLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};
