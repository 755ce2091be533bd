import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HeaderOptions } from '../../../site/headers.mjs';
import { startStaticServer } from '../../../scripts/serve.mjs';

const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));

/** Serves the built dist/ on a free port, with its real headers; `npm test` builds it first. */
export async function serveDist(host = '127.0.0.1', headerOptions?: HeaderOptions) {
  if (!existsSync(`${DIST}404.html`)) throw new Error('dist/ est absent : lancez « npm run build » avant les tests navigateur.');
  return startStaticServer({ port: 0, host, dir: DIST, headerOptions });
}
