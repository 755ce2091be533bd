import { contextServing } from './chromium.mjs';
import { SCRIPT_TRACE_CATEGORIES, mainThreadScriptMs } from './evaluation.mjs';

/**
 * One first visit of a page whose /widget.js is replaced by `script`, the CPU at full speed, traced
 * until the load event: what evaluating the script cost the renderer's main thread.
 *
 * Not slowed down, unlike the other visits: Chromium's CPU throttler is a thread that signals the
 * main thread every 200 µs, whose handler then spins (rate − 1) times the wall time elapsed since
 * it last returned, counted up to 1 ms (third_party/blink/renderer/platform/scheduler/common/
 * thread_cpu_throttler.cc). The idle time before a task is charged to it, so the shorter the
 * evaluation, the more it is slowed down: in thread time, medians of 10 loads on the reference
 * machine, the floor's 0.3 ms became 3.5 ms (12×), the widget's 1.2 ms 8.3 ms (6.9×), the React
 * build's 20.6 ms 109 ms (5.3×). A uniform slowdown would leave the ratio between two builds as it
 * is; this one does not.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, script: Buffer | string }} options
 * @returns {Promise<{ evaluateMs: number, evaluateCpuMs: number }>}
 */
export async function measureEvaluation(browser, { url, script }) {
  // Same context as the timed visits (measureWidgetVisit), the throttling aside.
  const context = await contextServing(browser, script);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: SCRIPT_TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    const { evaluateMs, evaluateCpuMs } = mainThreadScriptMs(await browser.stopTracing(), '/widget.js');
    return { evaluateMs, evaluateCpuMs };
  } finally {
    await context.close();
  }
}
