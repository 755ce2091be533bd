import { contextServing, throttleCpu } from './chromium.mjs';
import { SCRIPT_TRACE_CATEGORIES, mainThreadScriptMs } from './evaluation.mjs';

/**
 * @typedef {import('./capture.mjs').Labels} Labels
 * @typedef {import('./capture.mjs').Company} Company
 * @typedef {{ evaluateMs: number, evaluateCpuMs: number, laterMs: number, firstOpenMs: number, reopenMs: number[], nextMs: number[] }} Visit
 * @typedef {{ url: string, script: Buffer | string, hostTag: string, labels: Labels, company: Company,
 *   reopens: number, nexts: number, settleMs?: number }} VisitOptions
 */

/**
 * One first visit of a page whose /widget.js is replaced by `script` (the widget, its React build
 * or the floor: all are driven and timed alike, through the order button, `window.KbisWidget`,
 * the `kbis:open` and `kbis:step` events and the shadow root of `hostTag`), with the CPU slowed
 * down CPU_SLOWDOWN×: main-thread cost of evaluating the script at load and of what it runs after
 * load before the first click (traced), then, timed
 * inside the page so no protocol round trip is counted, the first click on the order button until
 * the dialog is painted, `reopens` close-and-reopen cycles, and `nexts` clicks on Suivant (step 1
 * filled in) until step 2 is painted. `settleMs` after the load event, the first click comes
 * later, as a visitor's would, once the work the browser still does after `load` is over.
 * @param {import('playwright-core').Browser} browser
 * @param {VisitOptions} options
 * @returns {Promise<Visit>}
 */
export async function measureWidgetVisit(browser, { url, script, hostTag, labels, company, reopens, nexts, settleMs = 0 }) {
  const context = await contextServing(browser, script);
  const page = await context.newPage();
  // An uncaught error in the script would leave the awaited event pending forever: fail instead.
  /** @type {Promise<never>} */
  const crashed = new Promise((_, reject) => page.on('pageerror', reject));
  /**
   * @template T
   * @param {Promise<T>} evaluation
   */
  const unlessCrashed = (evaluation) => Promise.race([evaluation, crashed]);
  try {
    await throttleCpu(context, page);
    await browser.startTracing(page, { categories: SCRIPT_TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // Traced while the page settles, so that what the script does after load (the dialog built while
    // the browser is idle) is measured too, apart from its evaluation.
    if (settleMs) await page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), settleMs);
    const { evaluateMs, evaluateCpuMs, laterMs } = mainThreadScriptMs(await browser.stopTracing(), '/widget.js');

    const { firstOpenMs, reopenMs } = await unlessCrashed(
      page.evaluate(
        async ({ trigger, reopens }) => {
          // "Painted": a requestAnimationFrame callback runs just before the frame's paint and a task it
          // queues runs after it, so the time taken there includes putting the new DOM on screen.
          const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          const button = [...document.querySelectorAll('main button')].find((element) => element.textContent?.trim() === trigger);
          const api = window.KbisWidget;
          if (!(button instanceof HTMLElement) || !api) throw new Error('bouton de commande ou window.KbisWidget introuvable');
          const timeOpen = async () => {
            const opened = new Promise((resolve) => document.addEventListener('kbis:open', resolve, { once: true }));
            const start = performance.now();
            button.click();
            await opened;
            await painted();
            return performance.now() - start;
          };
          const first = await timeOpen();
          const later = [];
          for (let run = 0; run < reopens; run += 1) {
            api.close();
            await painted();
            later.push(await timeOpen());
          }
          api.close();
          await painted();
          return { firstOpenMs: first, reopenMs: later };
        },
        { trigger: labels.trigger, reopens },
      ),
    );

    const nextMs = [];
    for (let run = 0; run < nexts; run += 1) {
      await unlessCrashed(page.evaluate(() => window.KbisWidget?.open()));
      await page.locator(`${hostTag} input[name="companyName"]`).fill(company.companyName);
      await page.locator(`${hostTag} input[name="siret"]`).fill(company.siret);
      nextMs.push(
        await unlessCrashed(
          page.evaluate(
            async ({ hostTag, next, secondStep }) => {
              // Same "painted" as above (page.evaluate serialises each function on its own).
              const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
              await painted();
              const shadow = document.querySelector(hostTag)?.shadowRoot;
              const button = [...(shadow?.querySelectorAll('button') ?? [])].find((element) => element.textContent?.trim() === next);
              if (!shadow || !button) throw new Error('bouton Suivant introuvable');
              /** @type {Promise<void>} */
              const stepped = new Promise((resolve) => {
                /** @param {Event} event */
                const onStep = (event) => {
                  if (/** @type {CustomEvent<{ step: number }>} */ (event).detail.step !== 2) return;
                  document.removeEventListener('kbis:step', onStep);
                  resolve();
                };
                document.addEventListener('kbis:step', onStep);
              });
              const start = performance.now();
              button.click();
              await stepped;
              await painted();
              const elapsed = performance.now() - start;
              // A build that did not really reach step 2 must not produce a figure.
              if (!shadow.querySelector('[aria-current="step"]')?.textContent?.includes(secondStep))
                throw new Error('étape 2 non atteinte');
              window.KbisWidget?.close();
              await painted();
              return elapsed;
            },
            { hostTag, next: labels.next, secondStep: labels.secondStep },
          ),
        ),
      );
    }
    return { evaluateMs, evaluateCpuMs, laterMs, firstOpenMs, reopenMs, nextMs };
  } finally {
    await context.close();
  }
}
