// Mutation testing (`npm run test:mutation`): Stryker changes the widget's and the site's pure code one
// small way at a time and checks that a test fails. Scores per area are judged by
// scripts/mutation-thresholds.mjs from the JSON report, as Stryker has one threshold for everything.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.ts' },
  mutate: [
    'widget/**/*.{ts,tsx}',
    // Types only: nothing to mutate.
    '!widget/partner.d.ts',
    '!widget/partner-types.check.ts',
    // Run at build time by build/precompile-styles.ts, which ships only the CSS it produced: a mutant
    // there changes the look, which the browser tests of the built file see and no unit test can.
    '!widget/ui/styles.ts',
    'site/typography.ts',
    'site/format.ts',
    'site/head/jsonLd.ts',
  ],
  // Each mutant runs only the tests that reach it; a mutant of code run once at import (a constant)
  // would need every test rerun, and is judged by the tests that read the constant instead.
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  // A run tests only the mutants whose code or covering tests changed since the results in this file,
  // which git keeps (scripts/mutation-history.mjs writes it one line per file): a fresh clone, CI's
  // included, starts from the last results committed instead of from nothing.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // Two cores: one test runner on each.
  concurrency: 2,
  thresholds: { high: 95, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
