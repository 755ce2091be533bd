import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { precompileStyles } from './build/precompile-styles.ts';
import { widgetAliases } from './build/widget-build.ts';

/** Real browsers, each test file with at most one of its own. */
const browserTests = { environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } as const;

// unit and dist: pure functions and file reads, no state kept between files, so one module graph
// per worker serves every file (unit 13 -> 7 s, dist 12 -> 6 s).
export const unitProject: TestProjectInlineConfiguration = {
  test: {
    name: 'unit',
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    // The bench's check of its floor in Chromium belongs to the browser project.
    exclude: ['bench/**/*.browser.test.ts'],
    isolate: false,
  },
};

/**
 * The widget's components as a static build has them (no order service); vitest makes the build's
 * constant a global, which the hand-off tests set with `vi.stubGlobal`.
 */
export const domProject: TestProjectInlineConfiguration = {
  plugins: [precompileStyles()],
  resolve: { alias: widgetAliases },
  define: { __ORDER_SERVICE__: 'false' },
  test: { name: 'dom', environment: 'happy-dom', include: ['tests/dom/**/*.test.{ts,tsx}'] },
};

/**
 * The npm package's sources under happy-dom, with real React. Script files "load" without being
 * fetched: a test decides what the widget's file does (defines window.KbisWidget, or fails).
 */
const packageTests = {
  environment: 'happy-dom',
  environmentOptions: { happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
} as const;
const REACT_18 = fileURLToPath(new URL('./tests/fixtures/react-18/node_modules/', import.meta.url));

/**
 * Projects by what they need: `unit` nothing but node (the pure core and the site's prerendering),
 * `dom` happy-dom with the widget on Preact, `package` the npm package's sources on React 19 and
 * `package-react-18` its React entry again on React 18, `dist` the build output, `browser` Chromium (its headless shell) against
 * dist/, `engines` Firefox and WebKit against dist/, `screen-reader` Orca reading Firefox ESR against dist/ and the shop. `npm run test:unit` runs the first without a build.
 */
export default defineConfig({
  test: {
    // Vitest leaves one of two cores idle by default; the browser tests mostly wait on the browsers.
    maxWorkers: 2,
    projects: [
      unitProject,
      domProject,
      { test: { name: 'package', include: ['tests/package/**/*.test.{ts,tsx}'], ...packageTests } },
      // The lowest React the package supports, from its own workspace (tests/fixtures/react-18): react-dom
      // there requires that same React.
      {
        resolve: { alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${REACT_18}$1$2` }] },
        test: { name: 'package-react-18', include: ['tests/package/**/*.react.test.{ts,tsx}'], ...packageTests },
      },
      { test: { name: 'dist', environment: 'node', include: ['tests/dist/**/*.test.ts'], isolate: false } },
      // The order service on real parts it starts: SQLite and a throwaway PostgreSQL cluster, a real SMTP
      // server, the service's own process (killed in the crash test), a stand-in of Stripe's API. One file
      // at a time, each with its own.
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // `npm run release` for real, on a clone of the working copy in a temporary folder: one build there.
      {
        test: { name: 'release', environment: 'node', include: ['tests/release/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 60_000 },
      },
      // Each browser file launches its own Chromium and keeps its state in its own module; what they share
      // (playwright-core, the support modules) is loaded once per worker (import time 26 -> 6 s).
      // The shop's journeys need a build with an order service and the service running: shop-setup.ts
      // makes both once for the project.
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts', 'bench/**/*.browser.test.ts'],
          ...browserTests,
          isolate: false,
          globalSetup: ['tests/support/shop-setup.ts'],
        },
      },
      // Firefox and WebKit one after the other: with a Chromium file beside them, two browsers per core is enough.
      {
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          ...browserTests,
          fileParallelism: false,
          globalSetup: ['tests/support/shop-setup.ts'],
        },
      },
      // Orca reading Firefox ESR on a desktop of its own (Xvfb, D-Bus, AT-SPI, speech-dispatcher):
      // one desktop at a time, each test file starting its own. A journey is a few dozen real key
      // presses, each awaited until Orca goes quiet. The hand-off to the order service is heard on
      // the shop that shop-setup.ts builds and runs; the rest reads the static dist/.
      {
        test: {
          name: 'screen-reader',
          include: ['tests/screen-reader/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/support/shop-setup.ts'],
        },
      },
    ],
  },
});
