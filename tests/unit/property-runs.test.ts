import { describe, expect, it } from 'vitest';
import { PROPERTY_RUNS_VARIABLE, propertyOptions, propertyTimeoutMs } from '../support/property-runs';

describe('how hard the property tests try', () => {
  it('runs 2,000 sessions per property and shrinks failures by default, 30 s at most', () => {
    expect(propertyOptions({})).toEqual({ numRuns: 2000, endOnFailure: false });
    expect(propertyTimeoutMs(propertyOptions({}))).toBe(30_000);
  });

  it('runs what the environment asks, without shrinking, with a timeout to match', () => {
    const options = propertyOptions({ [PROPERTY_RUNS_VARIABLE]: '10000' });
    expect(options).toEqual({ numRuns: 10_000, endOnFailure: true });
    expect(propertyTimeoutMs(options)).toBe(150_000);
  });

  it.each(['', 'many', '0', '-5', '2.5'])('ignores %j', (value) => {
    expect(propertyOptions({ [PROPERTY_RUNS_VARIABLE]: value })).toEqual({ numRuns: 2000, endOnFailure: false });
  });
});
