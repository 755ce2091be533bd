import { describe, expect, it } from 'vitest';
import { judgeBars, type Measured } from '../../scripts/bench/bars.mjs';
import { formatReport } from '../../scripts/bench/report.mjs';

const timings = (scale: number) => ({
  evaluateMs: 200 * scale,
  evaluateCpuMs: 150 * scale,
  afterLoadMs: 30 * scale,
  firstOpenMs: 100 * scale,
  settledFirstOpenMs: 60 * scale,
  reopenMs: 20 * scale,
  nextMs: 25 * scale,
});

const measured: Measured = {
  sizes: { widget: { raw: 28_000, gzip: 9_000, brotli: 8_000 }, react: { raw: 220_000, gzip: 70_000, brotli: 60_000 } },
  pages: [{ path: '/', requests: 4, gzipBytes: 20_000, otherScriptBytes: 0 }],
  timings: { widget: timings(1), react: timings(1.5), floor: timings(1) },
};

describe('the bench report', () => {
  it("prints the run's resolution: the control's ratio to the floor for each opening measure", () => {
    const control = { ...timings(1), settledFirstOpenMs: 63, reopenMs: 24, nextMs: 25 };
    const report = formatReport(
      { ...measured, control, cpuSlowdown: 4, visits: 7, reopens: 20, nexts: 5, settleMs: 1000 },
      judgeBars(measured),
    );
    const resolution = report.slice(report.indexOf('Résolution de ce passage'), report.indexOf('Barres'));
    expect(resolution).toMatch(/1re ouverture, 1 s après load\s+1\.05×/);
    expect(resolution).toMatch(/réouverture\s+1\.20×/);
    expect(resolution).toMatch(/Suivant → étape 2\s+1\.00×/);
  });

  it('prints the evaluation in thread time beside the wall-clock one, each with its share of React', () => {
    const report = formatReport(
      { ...measured, control: timings(1), cpuSlowdown: 4, visits: 7, reopens: 20, nexts: 5, settleMs: 1000 },
      judgeBars(measured),
    );
    expect(report).toMatch(/évaluation de widget\.js \(fil principal\)\s+200\.0 ms\s+300\.0 ms\s+200\.0 ms\n\s+÷ React\s+0\.667/);
    expect(report).toMatch(/idem, temps du fil \(indicatif\)\s+150\.0 ms\s+225\.0 ms\s+150\.0 ms\n\s+÷ React\s+0\.667/);
  });
});
