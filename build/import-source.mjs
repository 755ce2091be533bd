// How scripts reach the TypeScript sources (routes, copy, fixtures) without a build: through
// Vite's module runner, which transforms them as the build does.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/**
 * Imports a TypeScript (or TSX) module of the repository. Vite's runner sets `NODE_ENV` to
 * development in this process: pass NODE_ENV explicitly to child builds.
 * @template T the module's type, given by the caller, e.g. `typeof import('../site/routes.ts')`
 * @param {string} path from the repository root, e.g. `site/routes.ts`
 * @returns {Promise<T>}
 */
export async function importSource(path) {
  const { module } = await runnerImport(fileURLToPath(new URL(`../${path}`, import.meta.url)));
  return /** @type {T} */ (module);
}
