import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';

const compat = (path = '') => fileURLToPath(new URL(`./node_modules/@preact/compat/${path}`, import.meta.url));

/** The widget is written against the React API and shipped on Preact. */
export const widgetAliases: Alias[] = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: compat('jsx-runtime.mjs') },
  { find: /^react-dom\/client$/, replacement: compat('client.mjs') },
  { find: /^react-dom$/, replacement: compat('index.mjs') },
  { find: /^react$/, replacement: compat('index.mjs') },
];

export default defineConfig({
  resolve: { alias: widgetAliases },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: 'widget/index.ts',
      formats: ['iife'],
      name: 'KbisWidgetBundle',
      fileName: () => 'widget.js',
    },
  },
});
