// `npm run bench:back-office`: the back office's list and search at 100,000 orders, on SQLite and on
// a throwaway PostgreSQL (bench/back-office-run.ts), run from TypeScript source with no build.
import { runnerImport } from 'vite';

const { module } = await runnerImport('./bench/back-office-run.ts', { configFile: false, logLevel: 'silent' });
await module.main();
