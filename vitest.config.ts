import { defineConfig } from 'vitest/config';
import { precompileStyles } from './build/precompile-styles.ts';
import { widgetAliases } from './vite.widget.config.ts';

/**
 * Three projects: the pure core and the site's prerendering in node, the widget's components in
 * happy-dom against Preact (what ships), and real-browser tests in Chromium against dist/.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        plugins: [precompileStyles()],
        resolve: { alias: widgetAliases },
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['tests/dom/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One engine at a time: two browsers at once would only fight for the two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
