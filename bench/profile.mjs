import { contextServing, throttleCpu } from './chromium.mjs';
import { median } from './stats.mjs';

/**
 * @typedef {import('./capture.mjs').Labels} Labels
 * @typedef {'script' | 'html' | 'style' | 'layout' | 'paint' | 'other'} Phase
 * @typedef {Record<Phase, number> & { total: number }} Phases main-thread CPU milliseconds
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }} TraceEvent
 */

/** Timeline events with their thread time, and the user timing marks that delimit the windows. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'];

/** @type {[Phase, RegExp][]} by trace event name, first match wins; the rest (task scheduling…) is `other` */
const PHASE_NAMES = [
  ['html', /ParseHTML|HTMLDocumentParser/],
  ['style', /CSSParser|StyleEngine|RuleSet|[Ss]tyle(?!AndLayout)|LayoutTree/],
  ['layout', /[Ll]ayout|Shape/],
  ['paint', /Paint|Commit|Layeriz|Cull|Compositing|BeginMainFrame|Lifecycle|Layer/],
  ['script', /v8|V8|FunctionCall|EventDispatch|Microtask|Timer|AnimationFrame|FlushInstructionCache|Selection|HitTest/],
];

/** @type {(Phase | 'total')[]} */
export const PHASES = ['script', 'html', 'style', 'layout', 'paint', 'other', 'total'];

/** @param {string} name */
const phaseOf = (name) => PHASE_NAMES.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';

/**
 * Main-thread CPU time (thread time, so what other processes took is left out) spent in each
 * phase between two user timing marks of a Chromium trace: each complete event's own time, its
 * children's taken out, goes to the phase its name belongs to.
 * @param {Buffer} traceJson what `browser.stopTracing()` returns
 * @param {string} startMark
 * @param {string} endMark
 * @returns {Phases}
 */
export function mainThreadPhases(traceJson, startMark, endMark) {
  const parsed = JSON.parse(traceJson.toString('utf8'));
  /** @type {TraceEvent[]} */
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = (/** @type {string} */ name) => {
    const found = events.find((event) => event.name === name);
    if (!found) throw new Error(`Marque ${name} absente de la trace.`);
    return found;
  };
  const { pid, tid, ts: from } = mark(startMark);
  const to = mark(endMark).ts;
  const spans = events
    .filter(
      (event) => event.ph === 'X' && event.pid === pid && event.tid === tid && event.dur && event.ts < to && event.ts + event.dur > from,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Phases} */
  const phases = { script: 0, html: 0, style: 0, layout: 0, paint: 0, other: 0, total: 0 };
  /** @type {{ phase: Phase, end: number }[]} */
  const open = [];
  for (const event of spans) {
    const dur = event.dur ?? 0;
    const end = event.ts + dur;
    while (open.length && (open.at(-1)?.end ?? 0) <= event.ts) open.pop();
    // Thread time of the part inside the window.
    const ms = ((event.tdur ?? dur) * (Math.min(end, to) - Math.max(event.ts, from))) / dur / 1000;
    const parent = open.at(-1);
    if (parent) phases[parent.phase] -= ms;
    else phases.total += ms;
    const phase = phaseOf(event.name);
    phases[phase] += ms;
    open.push({ phase, end });
  }
  return phases;
}

/**
 * Traces, in a fresh page with the CPU slowed down, the first open (clicked `settleMs` after load),
 * one reopen of the dialog, and one move to step 2 (Suivant, step 1 filled in with `company`) of
 * whatever `script` is served as /widget.js, each timed as widget-visit.mjs times it: from the click
 * until the frame after the change is painted.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, script: Buffer | string, hostTag: string, labels: Labels, company: import('./capture.mjs').Company, settleMs: number }} options
 * @returns {Promise<{ firstOpen: Phases, reopen: Phases, next: Phases }>}
 */
export async function profileVisit(browser, { url, script, hostTag, labels, company, settleMs }) {
  const context = await contextServing(browser, script);
  const page = await context.newPage();
  try {
    await throttleCpu(context, page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.evaluate(async (trigger) => {
      const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const button = [...document.querySelectorAll('main button')].find((element) => element.textContent?.trim() === trigger);
      if (!(button instanceof HTMLElement)) throw new Error('bouton de commande introuvable');
      for (const name of ['first', 'reopen']) {
        const opened = new Promise((resolve) => document.addEventListener('kbis:open', resolve, { once: true }));
        performance.mark(`${name}-start`);
        button.click();
        await opened;
        await painted();
        performance.mark(`${name}-end`);
        window.KbisWidget?.close();
        await painted();
      }
      window.KbisWidget?.open();
    }, labels.trigger);
    await page.locator(`${hostTag} input[name="companyName"]`).fill(company.companyName);
    await page.locator(`${hostTag} input[name="siret"]`).fill(company.siret);
    await page.evaluate(
      async ({ hostTag, next }) => {
        const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        await painted();
        const shadow = document.querySelector(hostTag)?.shadowRoot;
        const button = [...(shadow?.querySelectorAll('button') ?? [])].find((element) => element.textContent?.trim() === next);
        if (!button) throw new Error('bouton Suivant introuvable');
        const stepped = new Promise((resolve) => {
          /** @param {Event} event */
          const onStep = (event) => {
            if (/** @type {CustomEvent<{ step: number }>} */ (event).detail.step !== 2) return;
            document.removeEventListener('kbis:step', onStep);
            resolve(undefined);
          };
          document.addEventListener('kbis:step', onStep);
        });
        performance.mark('next-start');
        button.click();
        await stepped;
        await painted();
        performance.mark('next-end');
      },
      { hostTag, next: labels.next },
    );
    const trace = await browser.stopTracing();
    return {
      firstOpen: mainThreadPhases(trace, 'first-start', 'first-end'),
      reopen: mainThreadPhases(trace, 'reopen-start', 'reopen-end'),
      next: mainThreadPhases(trace, 'next-start', 'next-end'),
    };
  } finally {
    await context.close();
  }
}

/**
 * Phase by phase, the median of several profiles.
 * @param {Phases[]} profiles
 * @returns {Phases}
 */
export function medianPhases(profiles) {
  return /** @type {Phases} */ (Object.fromEntries(PHASES.map((phase) => [phase, median(profiles.map((profile) => profile[phase]))])));
}
