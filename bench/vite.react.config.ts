import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { widgetBuildConfig } from '../build/widget-build.ts';

const SYNC_ROOT = fileURLToPath(new URL('./react-sync-root.ts', import.meta.url));

/** The widget's `react-dom/client`, except for the wrapper itself, is the one that renders at once. */
const syncRoot: Plugin = {
  name: 'kbis:react-sync-root',
  enforce: 'pre',
  resolveId: (source, importer) => (source === 'react-dom/client' && importer !== SYNC_ROOT ? SYNC_ROOT : null),
};

/**
 * The same widget source built against React 19 and react-dom instead of Preact, for `npm run bench`
 * only: never shipped, so it is written outside dist/.
 */
export default defineConfig(widgetBuildConfig({ aliases: [], outDir: '.bench/react', plugins: [syncRoot] }));
