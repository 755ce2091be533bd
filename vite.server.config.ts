import { defineConfig } from 'vite';

/**
 * The order service, compiled for Node into dist-server/main.mjs: its TypeScript and the site's
 * components it renders its pages with. Packages stay external, loaded from node_modules.
 */
export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'main.mjs' }, checks: { pluginTimings: false } },
  },
});
