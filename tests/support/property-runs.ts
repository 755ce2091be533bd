/**
 * How hard the property tests try: `npm test` keeps them quick; the mutation run
 * (vitest.stryker.config.ts) sets PROPERTY_RUNS_VARIABLE to run more sessions, without shrinking a
 * counterexample, which only a person reading the failure needs.
 */
export const PROPERTY_RUNS_VARIABLE = 'KBIS_PROPERTY_RUNS';

const DEFAULT_RUNS = 2000;

/** A generous bound on one session's time, in ms, under load and instrumented by the mutation run. */
const SESSION_MS = 15;

export interface PropertyOptions {
  numRuns: number;
  endOnFailure: boolean;
}

/** fast-check's options from the environment: DEFAULT_RUNS and shrinking unless a positive whole number of runs is set. */
export function propertyOptions(env: Readonly<Record<string, string | undefined>> = process.env): PropertyOptions {
  const runs = Number(env[PROPERTY_RUNS_VARIABLE]);
  return Number.isInteger(runs) && runs > 0 ? { numRuns: runs, endOnFailure: true } : { numRuns: DEFAULT_RUNS, endOnFailure: false };
}

/** The test timeout that leaves `numRuns` sessions time to run. */
export const propertyTimeoutMs = ({ numRuns }: PropertyOptions) => numRuns * SESSION_MS;
