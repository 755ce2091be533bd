import { defineConfig } from 'vite';

/**
 * The order service, compiled for Node into dist-server/: main.mjs, the service, with its TypeScript
 * and the site's components it renders its pages with; cli.mjs, the operator's commands. Code both
 * share goes into a chunk beside them. Packages stay external, loaded from node_modules: each is a
 * `dependencies` entry of package.json, which a production install (`npm ci --omit=dev`) has.
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: {
      input: { main: 'server/main.ts', cli: 'server/cli/main.ts' },
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'shared-[hash].mjs' },
      checks: { pluginTimings: false },
    },
  },
});
