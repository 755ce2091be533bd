// `npm start`: the whole shop on one machine. Builds the site, the widget and the service, the widget
// and the pages for the service this command runs (ORDER_SERVICE_URL, by default
// http://localhost:PORT), then serves both on one port with the embedded defaults (SQLite, the test
// payment, emails as files).
import { spawnSync } from 'node:child_process';

const port = Number(process.env.PORT) || 4173;
process.env.ORDER_SERVICE_URL ||= `http://localhost:${port}`;

const site = spawnSync(process.execPath, ['build/build.mjs'], { stdio: 'inherit', env: process.env });
if (site.status !== 0) process.exit(site.status ?? 1);

const { readConfig, startShop, stopOnSignals } = await import(new URL('../dist-server/main.mjs', import.meta.url).href);
stopOnSignals(await startShop(readConfig(process.env)));
