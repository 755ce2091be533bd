import { throttleCpu } from './chromium.mjs';
import { SCRIPT_TRACE_CATEGORIES, mainThreadScriptMs } from './evaluation.mjs';

/**
 * @typedef {{ trigger: string, next: string, secondStep: string }} Labels
 * @typedef {{ companyName: string, siret: string }} Company
 * @typedef {{ evaluateMs: number, firstOpenMs: number, reopenMs: number[], nextMs: number[] }} Visit
 */

/**
 * One first visit of a page whose /widget.js is replaced by `widget`, with the CPU slowed down
 * CPU_SLOWDOWN×: main-thread cost of evaluating the script at load (traced), then, timed inside
 * the page so no protocol round trip is counted, the first click on the order button until the
 * dialog is painted, `reopens` close-and-reopen cycles, and `nexts` clicks on Suivant (step 1
 * filled in) until step 2 is painted.
 * @param {import('playwright-core').Browser} browser
 * `settleMs` after the load event, the first click comes later, as a visitor's would, once the work
 * the browser still does after `load` is over.
 * @param {{ url: string, widget: Buffer, labels: Labels, company: Company, reopens: number, nexts: number, settleMs?: number }} options
 * @returns {Promise<Visit>}
 */
export async function measureWidgetVisit(browser, { url, widget, labels, company, reopens, nexts, settleMs = 0 }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.route('**/widget.js', (route) => route.fulfill({ body: widget, contentType: 'text/javascript; charset=utf-8' }));
  const page = await context.newPage();
  // An uncaught error in the widget would leave the awaited event pending forever: fail instead.
  const crashed = new Promise((_, reject) => page.on('pageerror', reject));
  const evaluate = (script, argument) => Promise.race([page.evaluate(script, argument), crashed]);
  try {
    await throttleCpu(context, page);
    await browser.startTracing(page, { categories: SCRIPT_TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    const evaluateMs = mainThreadScriptMs(await browser.stopTracing(), '/widget.js');

    const { firstOpenMs, reopenMs } = await evaluate(async ({ trigger, reopens, settleMs }) => {
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      // "Painted": a requestAnimationFrame callback runs just before the frame's paint and a task it
      // queues runs after it, so the time taken there includes putting the new DOM on screen.
      const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const button = [...document.querySelectorAll('main button')].find((element) => element.textContent.trim() === trigger);
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
        window.KbisWidget.close();
        await painted();
        later.push(await timeOpen());
      }
      window.KbisWidget.close();
      await painted();
      return { firstOpenMs: first, reopenMs: later };
    }, { trigger: labels.trigger, reopens, settleMs });

    const nextMs = [];
    for (let run = 0; run < nexts; run += 1) {
      await evaluate(() => window.KbisWidget.open());
      await page.locator('kbis-widget input[name="companyName"]').fill(company.companyName);
      await page.locator('kbis-widget input[name="siret"]').fill(company.siret);
      nextMs.push(await evaluate(async ({ next, secondStep }) => {
        // Same "painted" as above (page.evaluate serialises each function on its own).
        const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        await painted();
        const shadow = document.querySelector('kbis-widget').shadowRoot;
        const button = [...shadow.querySelectorAll('button')].find((element) => element.textContent.trim() === next);
        const stepped = new Promise((resolve) => {
          const onStep = (event) => event.detail.step === 2 && (document.removeEventListener('kbis:step', onStep), resolve());
          document.addEventListener('kbis:step', onStep);
        });
        const start = performance.now();
        button.click();
        await stepped;
        await painted();
        const elapsed = performance.now() - start;
        // A build that did not really reach step 2 must not produce a figure.
        if (!shadow.querySelector('[aria-current="step"]')?.textContent.includes(secondStep)) throw new Error('étape 2 non atteinte');
        window.KbisWidget.close();
        await painted();
        return elapsed;
      }, { next: labels.next, secondStep: labels.secondStep }));
    }
    return { evaluateMs, firstOpenMs, reopenMs, nextMs };
  } finally {
    await context.close();
  }
}
