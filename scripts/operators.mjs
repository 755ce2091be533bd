// `npm run operators -- add|list|remove`: who may sign in to the back office (server/cli/operators.ts),
// run from its TypeScript source, with no build.
import { runnerImport } from 'vite';

const { module } = await runnerImport('./server/cli/operators.ts', { configFile: false, logLevel: 'silent' });
await module.main(process.argv.slice(2));
