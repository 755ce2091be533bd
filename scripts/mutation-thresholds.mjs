// The project's mutation score bars, per area: Stryker breaks on one score for everything, so
// `npm run test:mutation` ends with this script, which reads Stryker's JSON report
// (reports/mutation/mutation.json), prints a table per area and exits 1 when one is under its bar.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const REPORT_PATH = 'reports/mutation/mutation.json';

/**
 * The areas, first match wins: each file of the report belongs to one. `bar` is the lowest mutation
 * score allowed, in percent.
 * @type {readonly { name: string, prefix: string, bar: number }[]}
 */
export const AREAS = [
  { name: 'widget/core', prefix: 'widget/core/', bar: 95 },
  { name: 'widget (hors core)', prefix: 'widget/', bar: 85 },
  { name: 'site', prefix: 'site/', bar: 90 },
];

/** Stryker's statuses that count: detected ones (killed, timeout) over all these; the rest are left out. */
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/**
 * @typedef {{ files: Record<string, { mutants: { status: string }[] }> }} MutationReport
 * @typedef {{ detected: number, undetected: number }} Counts
 * @typedef {{ name: string, bar: number, detected: number, undetected: number, score: number | null, passed: boolean }} AreaScore
 */

/**
 * A score as Stryker computes it: detected / (detected + undetected), in percent; null without mutants.
 * @param {Counts} counts
 */
export function mutationScore({ detected, undetected }) {
  const valid = detected + undetected;
  return valid ? (100 * detected) / valid : null;
}

/**
 * Each area's counts and score from a report. Paths may be absolute or relative, with `/` or `\`.
 * An area without mutants passes: there is nothing to judge.
 * @param {MutationReport} report
 * @returns {AreaScore[]}
 */
export function areaScores(report) {
  /** @type {Counts[]} */
  const counts = AREAS.map(() => ({ detected: 0, undetected: 0 }));
  for (const [path, { mutants }] of Object.entries(report.files)) {
    const relative = path.replaceAll('\\', '/').replace(/^.*?(?=(widget|site)\/)/, '');
    const index = AREAS.findIndex(({ prefix }) => relative.startsWith(prefix));
    if (index === -1) continue;
    for (const { status } of mutants) {
      if (DETECTED.has(status)) counts[index].detected++;
      else if (UNDETECTED.has(status)) counts[index].undetected++;
    }
  }
  return AREAS.map(({ name, bar }, index) => {
    const score = mutationScore(counts[index]);
    return { name, bar, ...counts[index], score, passed: score === null || score >= bar };
  });
}

/**
 * The table printed after the run, one line per area.
 * @param {AreaScore[]} scores
 */
export function formatTable(scores) {
  const rows = scores.map(({ name, bar, detected, undetected, score, passed }) => [
    name,
    score === null ? '–' : `${score.toFixed(2)} %`,
    `>= ${bar} %`,
    `${detected}/${detected + undetected}`,
    passed ? 'ok' : 'SOUS LE SEUIL',
  ]);
  const table = [['zone', 'score', 'seuil', 'détectés', ''], ...rows];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = JSON.parse(await readFile(process.argv[2] ?? REPORT_PATH, 'utf8'));
  const scores = areaScores(report);
  console.log(formatTable(scores));
  if (scores.some(({ passed }) => !passed)) {
    console.error('Score de mutation sous le seuil : voir les mutants survivants dans reports/mutation/index.html.');
    process.exitCode = 1;
  }
}
