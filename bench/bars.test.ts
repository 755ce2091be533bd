import { describe, expect, it } from 'vitest';
import {
  MAX_EVALUATION_SHARE_OF_REACT,
  MAX_FIRST_OPEN_TO_FLOOR,
  MAX_NEXT_TO_FLOOR,
  MAX_REOPEN_TO_FLOOR,
  MAX_SERVICE_FIRST_OPEN_TO_FLOOR,
  MAX_SIZE_SHARE_OF_REACT,
  exitCode,
  judgeBars,
  type BarId,
  type Measured,
} from './bars.mjs';
import {
  HOME_PAGE_GZIP_BUDGET_BYTES,
  OTHER_SCRIPT_BUDGET_BYTES,
  SERVICE_WIDGET_GZIP_BUDGET_BYTES,
  WIDGET_GZIP_BUDGET_BYTES,
} from '../build/budgets.mjs';
import { passingRun } from './sample-runs';

const failing = (run: Measured) =>
  judgeBars(run)
    .filter((bar) => !bar.pass)
    .map((bar) => bar.id);

/** One run per bar, just past it and everything else as in the passing run. */
const justPast: Record<BarId, (run: Measured) => void> = {
  widgetGzip: (run) => (run.sizes.widget.gzip = WIDGET_GZIP_BUDGET_BYTES + 1),
  serviceGzip: (run) => (run.sizes.service.gzip = SERVICE_WIDGET_GZIP_BUDGET_BYTES + 1),
  sizeShareOfReact: (run) => (run.sizes.react.gzip = run.sizes.widget.gzip / MAX_SIZE_SHARE_OF_REACT - 1),
  evaluationShareOfReact: (run) =>
    (run.timings.widget.evaluateFullSpeedCpuMs = run.timings.react.evaluateFullSpeedCpuMs * MAX_EVALUATION_SHARE_OF_REACT * 1.01),
  firstOpenToFloor: (run) =>
    (run.timings.widget.settledFirstOpenMs = run.timings.floor.settledFirstOpenMs * MAX_FIRST_OPEN_TO_FLOOR * 1.01),
  serviceFirstOpenToFloor: (run) =>
    (run.timings.service.settledFirstOpenMs = run.timings.floor.settledFirstOpenMs * MAX_SERVICE_FIRST_OPEN_TO_FLOOR * 1.01),
  reopenToFloor: (run) => (run.timings.widget.reopenMs = run.timings.floor.reopenMs * MAX_REOPEN_TO_FLOOR * 1.01),
  nextToFloor: (run) => (run.timings.widget.nextMs = run.timings.floor.nextMs * MAX_NEXT_TO_FLOOR * 1.01),
  otherScript: (run) => (run.pages[1].otherScriptBytes = OTHER_SCRIPT_BUDGET_BYTES + 1),
  homePage: (run) => (run.pages[0].gzipBytes = HOME_PAGE_GZIP_BUDGET_BYTES + 1),
};

describe('judgeBars', () => {
  it('passes every bar of a run inside them all, and the bench exits 0', () => {
    const bars = judgeBars(passingRun());
    expect(bars.map((bar) => bar.id).sort()).toEqual(Object.keys(justPast).sort());
    expect(failing(passingRun())).toEqual([]);
    expect(exitCode(bars)).toBe(0);
  });

  it.each(Object.entries(justPast))('fails %s alone when the run is just past it', (id, spoil) => {
    const run = passingRun();
    spoil(run);
    expect(failing(run)).toEqual([id]);
  });

  it('exits 1 on any missed bar', () => {
    for (const [id, spoil] of Object.entries(justPast)) {
      const run = passingRun();
      spoil(run);
      expect(exitCode(judgeBars(run)), id).toBe(1);
    }
  });

  it('holds a bar met exactly', () => {
    const run = passingRun();
    run.timings.widget.settledFirstOpenMs = run.timings.floor.settledFirstOpenMs * MAX_FIRST_OPEN_TO_FLOOR;
    run.timings.widget.reopenMs = 16;
    run.timings.floor.reopenMs = 16 / MAX_REOPEN_TO_FLOOR;
    run.timings.widget.nextMs = run.timings.floor.nextMs * MAX_NEXT_TO_FLOOR;
    run.sizes.widget.gzip = WIDGET_GZIP_BUDGET_BYTES;
    expect(failing(run)).toEqual([]);
  });

  it('judges the first open clicked once the page settled, not the one at the load event', () => {
    const run = passingRun();
    run.timings.widget.firstOpenMs = run.timings.floor.firstOpenMs * 2;
    expect(failing(run)).toEqual([]);
  });

  it('judges the evaluation in thread time at full speed, not in wall time nor under the CPU throttling', () => {
    const run = passingRun();
    run.timings.widget.evaluateFullSpeedMs = run.timings.react.evaluateFullSpeedMs;
    run.timings.widget.evaluateMs = run.timings.react.evaluateMs;
    run.timings.widget.evaluateCpuMs = run.timings.react.evaluateCpuMs;
    expect(failing(run)).toEqual([]);
  });

  it('prints a missed evaluation share with the digits that tell it from the bar', () => {
    const run = passingRun();
    run.timings.widget.evaluateFullSpeedCpuMs = run.timings.react.evaluateFullSpeedCpuMs * 0.0504;
    const bar = judgeBars(run).find((each) => each.id === 'evaluationShareOfReact');
    expect(bar).toMatchObject({ pass: false, value: '0.0504' });
  });

  it('fails a ratio the run could not measure', () => {
    const run = passingRun();
    run.timings.floor.reopenMs = Number.NaN;
    expect(failing(run)).toEqual(['reopenToFloor']);
  });

  it('refuses a run without the home page', () => {
    const run = passingRun();
    run.pages = run.pages.filter((page) => page.path !== '/');
    expect(() => judgeBars(run)).toThrow();
  });

  it('leaves the measured run untouched', () => {
    const run = passingRun();
    judgeBars(run);
    expect(run).toEqual(passingRun());
  });
});
