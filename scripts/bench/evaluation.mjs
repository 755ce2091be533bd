/** Trace categories holding script compilation and evaluation on the renderer's main thread. */
export const SCRIPT_TRACE_CATEGORIES = ['devtools.timeline', 'v8'];

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur: number,
 *   args?: { data?: { url?: string }, fileName?: string, url?: string } }} TraceEvent
 */

/**
 * Milliseconds the renderer's main thread spent on a script during a page load, from a Chromium
 * trace: the union of the complete events naming the script (EvaluateScript, which holds v8.run
 * and any main-thread v8.compile) on the thread that evaluated it. Background parsing (script
 * streaming) is left out: it does not block the page.
 * @param {Buffer} traceJson what `browser.stopTracing()` returns
 * @param {string} pathname e.g. `/widget.js`
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
  const spans = events
    .filter((event) => event.ph === 'X' && event.pid === evaluation.pid && event.tid === evaluation.tid && names(event))
    .map((event) => /** @type {[number, number]} */ ([event.ts, event.ts + event.dur]))
    .sort((a, b) => a[0] - b[0]);
  let totalUs = 0;
  let end = -Infinity;
  for (const [start, stop] of spans) {
    totalUs += Math.max(0, stop - Math.max(start, end));
    end = Math.max(end, stop);
  }
  return totalUs / 1000;
}
