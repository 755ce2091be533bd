// `npm run orders`, `orders:purge`, `orders:backup`: the operator's commands (server/cli/main.ts).
// In the development tree they run from their TypeScript sources through Vite, always current; in a
// production install, which has neither, from the build's dist-server/cli.mjs.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../server/cli/main.ts', import.meta.url));
const BUNDLE = new URL('../dist-server/cli.mjs', import.meta.url);

async function load() {
  if (existsSync(SOURCE)) {
    const { runnerImport } = await import('vite');
    return (await runnerImport(SOURCE, { configFile: false, logLevel: 'silent' })).module;
  }
  if (existsSync(fileURLToPath(BUNDLE))) return import(BUNDLE.href);
  console.error('dist-server/cli.mjs est absent : copiez la construction entière (npm run build) dans cette installation.');
  process.exit(1);
}

await (await load()).main(process.argv.slice(2));
