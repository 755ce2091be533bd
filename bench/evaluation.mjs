/** Trace categories holding script compilation and evaluation on the renderer's main thread. */
export const SCRIPT_TRACE_CATEGORIES = ['devtools.timeline', 'v8'];

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur: number, tdur?: number,
 *   args?: { data?: { url?: string }, fileName?: string, url?: string } }} TraceEvent
 */

/**
 * A trace that holds no evaluation of the script. Chromium rarely leaves it out (twice in about 400
 * loads on the reference machine, the script's later callbacks being there): the visit is worth
 * running again, which `retryMissingEvaluation` does.
 */
export class MissingEvaluation extends Error {}

/**
 * Runs a traced visit again when its trace missed the script's evaluation, up to `attempts` times
 * in all, rather than losing a whole bench run to it; any other failure is thrown at once.
 * @template T
 * @param {() => Promise<T>} visit
 * @param {number} [attempts]
 * @returns {Promise<T>}
 */
export async function retryMissingEvaluation(visit, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await visit();
    } catch (error) {
      if (!(error instanceof MissingEvaluation) || attempt >= attempts) throw error;
    }
  }
}

/**
 * Milliseconds the renderer's main thread spent on a script, from a Chromium trace: `evaluateMs` on
 * evaluating it at load (the EvaluateScript event, which holds v8.run and any main-thread
 * v8.compile), `laterMs` on what it ran afterwards before the trace stopped (callbacks: its `load`
 * listener, the dialog built while the browser was idle). Background parsing (script streaming) is
 * left out: it does not block the page.
 * `evaluateCpuMs` is the same evaluation in thread time: what the main thread itself ran (the CPU
 * throttler's spinning included), without the time the system gave the CPU to other threads. On two
 * cores shared with the browser's other processes, a 3 ms evaluation takes 3 to 35 ms of wall time
 * from one visit to the next; its thread time varies far less.
 * @param {Buffer} traceJson what `browser.stopTracing()` returns
 * @param {string} pathname e.g. `/widget.js`
 * @returns {{ evaluateMs: number, evaluateCpuMs: number, laterMs: number }}
 */
export function mainThreadScriptMs(traceJson, pathname) {
  const parsed = JSON.parse(traceJson.toString('utf8'));
  /** @type {TraceEvent[]} */
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  /** @param {TraceEvent} event */
  const names = (event) => {
    const url = event.args?.data?.url ?? event.args?.fileName ?? event.args?.url;
    return typeof url === 'string' && URL.canParse(url) && new URL(url).pathname === pathname;
  };
  const evaluation = events.find((event) => event.name === 'EvaluateScript' && names(event));
  if (!evaluation) throw new MissingEvaluation(`Aucune évaluation de ${pathname} dans la trace.`);
  const evaluated = evaluation.ts + evaluation.dur;
  const scriptEvents = events.filter(
    (event) => event.ph === 'X' && event.pid === evaluation.pid && event.tid === evaluation.tid && names(event),
  );
  const spans = scriptEvents.map((event) => /** @type {[number, number]} */ ([event.ts, event.ts + event.dur]));
  return {
    evaluateMs: unionMs(spans.filter(([start]) => start < evaluated)),
    evaluateCpuMs: outermostThreadMs(scriptEvents.filter((event) => event.ts < evaluated)),
    laterMs: unionMs(spans.filter(([start]) => start >= evaluated)),
  };
}

/**
 * The thread time of the events not nested in another of them, in ms: a thread's complete events
 * nest, so each outermost one counts once with all it holds.
 * @param {TraceEvent[]} events of one thread
 */
function outermostThreadMs(events) {
  let totalUs = 0;
  let end = -Infinity;
  for (const event of [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (event.ts < end) continue;
    if (event.tdur === undefined) throw new Error(`Événement ${event.name} sans temps du fil (tdur) dans la trace.`);
    totalUs += event.tdur;
    end = event.ts + event.dur;
  }
  return totalUs / 1000;
}

/**
 * The time covered by possibly nested or overlapping spans, in ms.
 * @param {[number, number][]} spans start and end, in µs
 */
function unionMs(spans) {
  let totalUs = 0;
  let end = -Infinity;
  for (const [start, stop] of [...spans].sort((a, b) => a[0] - b[0])) {
    totalUs += Math.max(0, stop - Math.max(start, end));
    end = Math.max(end, stop);
  }
  return totalUs / 1000;
}
