import { describe, expect, it } from 'vitest';
import { MissingEvaluation, mainThreadScriptMs, retryMissingEvaluation } from './evaluation.mjs';

const URL_OF = 'http://127.0.0.1:4173/widget.js';
const main = { pid: 1, tid: 7, ph: 'X' };
/**
 * A complete event on the main thread, times in ms (the trace's µs); its thread time is its wall
 * time unless given.
 */
const event = (name: string, startMs: number, durationMs: number, url: string | null = URL_OF, thread = main, threadMs = durationMs) => ({
  ...thread,
  name,
  ts: startMs * 1000,
  dur: durationMs * 1000,
  tdur: threadMs * 1000,
  args: url ? { data: { url } } : {},
});
const trace = (...events: object[]) => Buffer.from(JSON.stringify({ traceEvents: events }));

describe('mainThreadScriptMs', () => {
  it('counts the evaluation with what it holds once, and the callbacks after it apart', () => {
    const measured = mainThreadScriptMs(
      trace(
        event('EvaluateScript', 100, 10),
        event('v8.compile', 100, 2),
        event('v8.run', 102, 8),
        event('FunctionCall', 400, 1),
        event('FunctionCall', 900, 15),
      ),
      '/widget.js',
    );
    expect(measured).toEqual({ evaluateMs: 10, evaluateCpuMs: 10, laterMs: 16 });
  });

  it('gives the evaluation in thread time too: what the thread ran, once per outermost event, without the time it waited', () => {
    const measured = mainThreadScriptMs(
      trace(
        event('EvaluateScript', 100, 30, URL_OF, main, 6),
        event('v8.compile', 100, 10, URL_OF, main, 2),
        event('v8.run', 110, 20, URL_OF, main, 4),
        event('FunctionCall', 400, 5, URL_OF, main, 5),
      ),
      '/widget.js',
    );
    expect(measured).toEqual({ evaluateMs: 30, evaluateCpuMs: 6, laterMs: 5 });
  });

  it('refuses a trace whose events have no thread time rather than mixing in wall time', () => {
    const { tdur: _, ...withoutThreadTime } = event('EvaluateScript', 100, 4);
    expect(() => mainThreadScriptMs(trace(withoutThreadTime), '/widget.js')).toThrow(/tdur/);
  });

  it('leaves out other scripts, other threads and background parsing', () => {
    const measured = mainThreadScriptMs(
      trace(
        event('v8.parseOnBackground', 50, 30, URL_OF, { pid: 1, tid: 9, ph: 'X' }),
        event('EvaluateScript', 100, 4),
        event('FunctionCall', 200, 50, 'http://127.0.0.1:4173/other.js'),
        event('FunctionCall', 300, 3),
      ),
      '/widget.js',
    );
    expect(measured).toEqual({ evaluateMs: 4, evaluateCpuMs: 4, laterMs: 3 });
  });

  it('refuses a trace in which the script was never evaluated', () => {
    expect(() => mainThreadScriptMs(trace(event('FunctionCall', 1, 1)), '/widget.js')).toThrow(MissingEvaluation);
  });
});

describe('retryMissingEvaluation', () => {
  /** A visit that fails with each of `failures` in turn, then returns how many times it ran. */
  const visitFailing = (...failures: Error[]) => {
    let runs = 0;
    return async () => {
      runs += 1;
      const failure = failures[runs - 1];
      if (failure) throw failure;
      return runs;
    };
  };

  it('runs a visit whose trace missed the evaluation again, up to three times in all', async () => {
    await expect(retryMissingEvaluation(visitFailing(new MissingEvaluation('1'), new MissingEvaluation('2')))).resolves.toBe(3);
    await expect(
      retryMissingEvaluation(visitFailing(new MissingEvaluation('1'), new MissingEvaluation('2'), new MissingEvaluation('3'))),
    ).rejects.toThrow('3');
  });

  it('throws any other failure at once', async () => {
    await expect(retryMissingEvaluation(visitFailing(new Error('étape 2 non atteinte')))).rejects.toThrow('étape 2 non atteinte');
  });
});
