import { describe, expect, it } from 'vitest';
import { judgeBars, type Timings } from './bars.mjs';
import { formatReport } from './report.mjs';
import { benchTimings, passingRun } from './sample-runs';

const measured = passingRun();

/** The report of `measured`, with `control` as the floor measured a second time. */
const reportWith = (control: Timings) =>
  formatReport(
    { ...measured, control, cpuSlowdown: 4, visits: 7, fullSpeedEvaluations: 14, reopens: 20, nexts: 5, settleMs: 1000 },
    judgeBars(measured),
  );

describe('the bench report', () => {
  it("prints the run's resolution: the control's ratio to the floor for each opening measure", () => {
    const control = { ...benchTimings(1), settledFirstOpenMs: 63, reopenMs: 24, nextMs: 25 };
    const report = reportWith(control);
    const resolution = report.slice(report.indexOf('Résolution de ce passage'), report.indexOf('Barres'));
    expect(resolution).toMatch(/1re ouverture, 1 s après load\s+1\.05×/);
    expect(resolution).toMatch(/réouverture\s+1\.20×/);
    expect(resolution).toMatch(/Suivant → étape 2\s+1\.00×/);
  });

  it('prints the evaluation at full speed, the judged thread time then the wall time, each with its share of React', () => {
    const report = reportWith(benchTimings(1));
    const fullSpeed = report.slice(report.indexOf('CPU à pleine vitesse'), report.indexOf('CPU ralenti'));
    expect(fullSpeed).toMatch(/médianes de 14 visites par build/);
    expect(fullSpeed).toMatch(/temps du fil\s+2\.0 ms\s+60\.0 ms\s+0\.5 ms\n\s+÷ React\s+0\.033/);
    expect(fullSpeed).toMatch(/idem, temps écoulé \(indicatif\)\s+50\.0 ms\s+75\.0 ms\s+50\.0 ms\n\s+÷ React\s+0\.667/);
  });

  it("prints beside Suivant's median the first Suivant of each visit, the one a visitor makes, as indicative", () => {
    const run = { ...measured, timings: { ...measured.timings, widget: { ...measured.timings.widget, firstNextMs: 36 } } };
    const report = formatReport(
      { ...run, control: benchTimings(1), cpuSlowdown: 4, visits: 7, fullSpeedEvaluations: 14, reopens: 20, nexts: 5, settleMs: 1000 },
      judgeBars(run),
    );
    const throttled = report.slice(report.indexOf('CPU ralenti 4×'), report.indexOf('Résolution de ce passage'));
    expect(throttled).toMatch(
      /Suivant → étape 2 peinte \(5 par visite\)\s+25\.0 ms\s+37\.5 ms\s+25\.0 ms\n\s+÷ plancher\s+1\.00×\s+1\.50×\s*\n/,
    );
    expect(throttled).toMatch(
      /idem, premier de chaque visite \(indicatif\)\s+36\.0 ms\s+45\.0 ms\s+30\.0 ms\n\s+÷ plancher\s+1\.20×\s+1\.50×/,
    );
  });

  it('still prints the evaluation under the CPU throttling, wall and thread time, as indicative', () => {
    const report = reportWith(benchTimings(1));
    const throttled = report.slice(report.indexOf('CPU ralenti 4×'));
    expect(throttled).toMatch(/évaluation de widget\.js \(indicatif\)\s+5\.0 ms\s+300\.0 ms\s+1\.0 ms\n\s+÷ React\s+0\.017/);
    expect(throttled).toMatch(/idem, temps du fil \(indicatif\)\s+150\.0 ms\s+225\.0 ms\s+150\.0 ms\n\s+÷ React\s+0\.667/);
  });

  it('prints the service build, the one customers load, beside the floor', () => {
    const run = { ...measured, timings: { ...measured.timings, service: { ...benchTimings(1), settledFirstOpenMs: 63 } } };
    const report = formatReport(
      { ...run, control: benchTimings(1), cpuSlowdown: 4, visits: 7, fullSpeedEvaluations: 14, reopens: 20, nexts: 5, settleMs: 1000 },
      judgeBars(run),
    );
    const service = report.slice(report.indexOf('Widget avec service de commande'), report.indexOf('Résolution de ce passage'));
    expect(service).toMatch(/widget \+ service\s+33\.20 KB\s+12\.70 KB\s+11\.23 KB/);
    expect(service).toMatch(/1re ouverture, 1 s après load\s+63\.0 ms\s+60\.0 ms\s*\n\s+÷ plancher\s+1\.05×/);
    expect(report).toMatch(/✓ première ouverture du widget avec service ≤ 1\.1× le plancher : 1\.050×/);
  });
});
