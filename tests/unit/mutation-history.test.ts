import { describe, expect, it } from 'vitest';
import { compactHistory } from '../../scripts/mutation-history.mjs';

const REPORT = {
  schemaVersion: '2',
  files: {
    'widget/core/order.ts': { language: 'typescript', mutants: [{ id: '1', status: 'Killed', coveredBy: ['t1'] }] },
    'widget/ui/Toast.tsx': { language: 'typescript', mutants: [] },
  },
  testFiles: { 'tests/unit/order-reducer.test.ts': { tests: [{ id: 't1', name: 'opens' }] } },
  thresholds: { high: 95, low: 85 },
};

describe("Stryker's incremental file, as git keeps it", () => {
  it('is the same JSON', () => {
    expect(JSON.parse(compactHistory(REPORT))).toEqual(REPORT);
  });

  it('has one line per source file and per test file, so a change to one stays a few lines', () => {
    const lines = compactHistory(REPORT).trimEnd().split('\n');
    expect(lines.filter((line) => line.startsWith('"widget/'))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('"tests/'))).toHaveLength(1);
    // The braces of the whole and of the two tables, the two other members, and the three files.
    expect(lines).toHaveLength(11);
  });
});
