/** Bench runs made up for the bench's own tests (bars.test.ts, report.test.ts): plausible timings, no browser. */
import type { Measured, Timings } from './bars.mjs';

/** Every timing of one build, `scale` times a set of plausible medians. */
export const benchTimings = (scale: number): Timings => ({
  evaluateFullSpeedCpuMs: 40 * scale,
  evaluateFullSpeedMs: 50 * scale,
  evaluateMs: 200 * scale,
  evaluateCpuMs: 150 * scale,
  afterLoadMs: 30 * scale,
  firstOpenMs: 100 * scale,
  settledFirstOpenMs: 60 * scale,
  reopenMs: 20 * scale,
  nextMs: 25 * scale,
  firstNextMs: 30 * scale,
});

/** A run in which every bar holds, each measure well inside its bar. */
export function passingRun(): Measured {
  return {
    sizes: {
      widget: { raw: 28_000, gzip: 9_000, brotli: 8_000 },
      react: { raw: 220_000, gzip: 70_000, brotli: 60_000 },
      service: { raw: 34_000, gzip: 13_000, brotli: 11_500 },
    },
    pages: [
      { path: '/', requests: 4, gzipBytes: 20_000, otherScriptBytes: 0 },
      { path: '/pages/cgv', requests: 4, gzipBytes: 22_000, otherScriptBytes: 300 },
    ],
    timings: {
      widget: { ...benchTimings(1), evaluateFullSpeedCpuMs: 2, evaluateMs: 5 },
      react: benchTimings(1.5),
      floor: { ...benchTimings(1), evaluateFullSpeedCpuMs: 0.5, evaluateMs: 1 },
      service: { ...benchTimings(1), evaluateFullSpeedCpuMs: 3, evaluateMs: 7 },
    },
  };
}
