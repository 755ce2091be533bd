// `npm run orders` and `npm run orders:purge`: the operator's tools (server/cli/orders.ts), run from
// their TypeScript source, with no build.
import { runnerImport } from 'vite';

const { module } = await runnerImport('./server/cli/orders.ts', { configFile: false, logLevel: 'silent' });
await module.main(process.argv.slice(2));
