import { defineConfig } from 'vite';
import { widgetBuildConfig } from './vite.widget.config.ts';

/**
 * The same widget source built against React 19 and react-dom instead of Preact, for `npm run bench`
 * only: never shipped, so it is written outside dist/.
 */
export default defineConfig(widgetBuildConfig({ aliases: [], outDir: '.bench/react' }));
