import { defineConfig } from 'vitest/config';
import { domProject, unitProject } from './vitest.config.ts';
import { PROPERTY_RUNS_VARIABLE } from './tests/support/property-runs.ts';

/**
 * What `npm run test:mutation` (stryker.config.mjs) runs against each mutant: the two projects that
 * import the sources themselves. dist, browser and engines read the built file, which no mutant reaches.
 * The reducer's property tests run 10,000 sessions each here, five times `npm test`'s.
 */
export default defineConfig({
  test: {
    env: { [PROPERTY_RUNS_VARIABLE]: '10000' },
    projects: [unitProject, domProject],
  },
});
