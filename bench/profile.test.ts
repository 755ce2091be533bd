import { describe, expect, it } from 'vitest';
import { mainThreadPhases, medianPhases } from './profile.mjs';

const MAIN = { pid: 1, tid: 7 };
const span = (name: string, ts: number, dur: number, tdur = dur, thread = MAIN) => ({ name, ph: 'X', ts, dur, tdur, ...thread });
const trace = (events: object[]) => Buffer.from(JSON.stringify({ traceEvents: events }));

describe('mainThreadPhases', () => {
  // Microseconds, as in Chromium traces; the result is in milliseconds.
  const events = [
    { name: 'open-start', ph: 'R', ts: 1000, ...MAIN },
    { name: 'open-end', ph: 'R', ts: 2000, ...MAIN },
    span('RunTask', 1000, 800),
    span('FunctionCall', 1000, 500, 400),
    span('UpdateLayoutTree', 1100, 100),
    span('Layout', 1200, 100),
    // Half of it after the end mark.
    span('Paint', 1900, 200),
    span('ParseHTML', 1300, 300, 300, { pid: 1, tid: 8 }),
    span('FunctionCall', 2100, 500),
  ];

  it("gives each event's own thread time, its children's taken out, to its phase, inside the window only", () => {
    const phases = mainThreadPhases(trace(events), 'open-start', 'open-end');
    const rounded = Object.fromEntries(Object.entries(phases).map(([phase, ms]) => [phase, Math.round(ms * 1000) / 1000]));
    expect(rounded).toEqual({ other: 0.4, script: 0.2, style: 0.1, layout: 0.1, paint: 0.1, html: 0, total: 0.9 });
  });

  it('fails on a trace without the marks', () => {
    expect(() => mainThreadPhases(trace(events.slice(1)), 'open-start', 'open-end')).toThrow(/open-start/);
  });
});

describe('medianPhases', () => {
  it('takes the median phase by phase', () => {
    const phases = (script: number) => ({ script, html: 0, style: 2, layout: 3, paint: 4, other: 0, total: script + 9 });
    expect(medianPhases([phases(10), phases(30), phases(20)])).toEqual(phases(20));
  });
});
