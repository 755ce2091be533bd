import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { precompileStyles } from './build/precompile-styles.ts';
import { widgetAliases } from './vite.widget.config.ts';

/** Real browsers, each test file with at most one of its own. */
const browserTests = { environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } as const;

// unit and dist: pure functions and file reads, no state kept between files, so one module graph
// per worker serves every file (unit 13 -> 7 s, dist 12 -> 6 s).
export const unitProject: TestProjectInlineConfiguration = {
  test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false },
};

export const domProject: TestProjectInlineConfiguration = {
  plugins: [precompileStyles()],
  resolve: { alias: widgetAliases },
  test: { name: 'dom', environment: 'happy-dom', include: ['tests/dom/**/*.test.{ts,tsx}'] },
};

/**
 * Projects by what they need: `unit` nothing but node (the pure core and the site's prerendering),
 * `dom` happy-dom with the widget on Preact, `dist` the build output, `browser` Chromium (its headless shell) against
 * dist/, `engines` Firefox and WebKit against dist/. `npm run test:unit` runs the first without a build.
 */
export default defineConfig({
  test: {
    // Vitest leaves one of two cores idle by default; the browser tests mostly wait on the browsers.
    maxWorkers: 2,
    projects: [
      unitProject,
      domProject,
      { test: { name: 'dist', environment: 'node', include: ['tests/dist/**/*.test.ts'], isolate: false } },
      // Each browser file launches its own Chromium and keeps its state in its own module; what they share
      // (playwright-core, the support modules) is loaded once per worker (import time 26 -> 6 s).
      { test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], ...browserTests, isolate: false } },
      // Firefox and WebKit one after the other: with a Chromium file beside them, two browsers per core is enough.
      { test: { name: 'engines', include: ['tests/engines/**/*.test.ts'], ...browserTests, fileParallelism: false } },
    ],
  },
});
