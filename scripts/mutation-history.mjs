// Rewrites Stryker's incremental file (reports/stryker-incremental.json), which git keeps so that a
// run on a fresh clone retests only what changed, with one line per source file and per test file
// instead of one per property: a change to one test then changes a few lines of it, not tens of
// thousands. The same JSON, read back by Stryker as it wrote it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const HISTORY_PATH = 'reports/stryker-incremental.json';

/**
 * `report` as JSON, each entry of its `files` and `testFiles` on a line of its own.
 * @param {Record<string, unknown>} report
 * @returns {string}
 */
export function compactHistory(report) {
  const members = Object.entries(report).map(([key, value]) => {
    const isTable = (key === 'files' || key === 'testFiles') && value !== null && typeof value === 'object';
    if (!isTable) return `${JSON.stringify(key)}:${JSON.stringify(value)}`;
    const rows = Object.entries(value).map(([name, entry]) => `${JSON.stringify(name)}:${JSON.stringify(entry)}`);
    return `${JSON.stringify(key)}:{\n${rows.join(',\n')}\n}`;
  });
  return `{\n${members.join(',\n')}\n}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(HISTORY_PATH, compactHistory(JSON.parse(readFileSync(HISTORY_PATH, 'utf8'))));
}
