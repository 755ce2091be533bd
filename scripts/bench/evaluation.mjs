/** Trace categories holding script compilation and evaluation on the renderer's main thread. */
export const SCRIPT_TRACE_CATEGORIES = ['devtools.timeline', 'v8'];

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur: number,
 *   args?: { data?: { url?: string }, fileName?: string, url?: string } }} TraceEvent
 */

/**
 * Milliseconds the renderer's main thread spent on a script, from a Chromium trace: `evaluateMs` on
 * evaluating it at load (the EvaluateScript event, which holds v8.run and any main-thread
 * v8.compile), `laterMs` on what it ran afterwards before the trace stopped (callbacks: its `load`
 * listener, the dialog built while the browser was idle). Background parsing (script streaming) is
 * left out: it does not block the page.
 * @param {Buffer} traceJson what `browser.stopTracing()` returns
 * @param {string} pathname e.g. `/widget.js`
 * @returns {{ evaluateMs: number, laterMs: number }}
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
  if (!evaluation) throw new Error(`Aucune évaluation de ${pathname} dans la trace.`);
  const evaluated = evaluation.ts + evaluation.dur;
  const spans = events
    .filter((event) => event.ph === 'X' && event.pid === evaluation.pid && event.tid === evaluation.tid && names(event))
    .map((event) => /** @type {[number, number]} */ ([event.ts, event.ts + event.dur]));
  return {
    evaluateMs: unionMs(spans.filter(([start]) => start < evaluated)),
    laterMs: unionMs(spans.filter(([start]) => start >= evaluated)),
  };
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
