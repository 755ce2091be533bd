// Measures what the performance bars are judged on (DESIGN.md §3) and compares the widget with the
// same source built against React 19: sizes, what three pages transfer, and in Chromium with the
// CPU slowed down, evaluating the script, opening the dialog and going to step 2, both builds in
// alternation in one run. Prints tables and writes them to .bench/results.json; exits non-zero
// when a bar is missed. Usage: npm run build && npm run bench (the React build is made here).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { CPU_SLOWDOWN, launchChromium } from './bench/chromium.mjs';
import { REACT_WIDGET, buildReactWidget } from './bench/react-build.mjs';
import { formatReport, judgeBars } from './bench/report.mjs';
import { fileSizes } from './bench/sizes.mjs';
import { median } from './bench/stats.mjs';
import { measureTransfer } from './bench/transfer.mjs';
import { measureWidgetVisit } from './bench/widget-visit.mjs';
import { startStaticServer } from './serve.mjs';

const PREACT_WIDGET = new URL('../dist/widget.js', import.meta.url);
const RESULTS = new URL('../.bench/results.json', import.meta.url);
const PAGES = ['/', '/pages/kbis-definition', '/pages/cgv'];
/** Visits per build, alternated so that drift in the machine's load hits both builds alike. */
const VISITS = 7;
const REOPENS = 20;
const NEXTS = 5;
/** A visitor clicks seconds after the page loaded, not at its load event. */
const SETTLE_MS = 1000;

const source = (path) => fileURLToPath(new URL(path, import.meta.url));
const { module: copy } = await runnerImport(source('../widget/core/copy.ts'));
const { module: orders } = await runnerImport(source('../tests/fixtures/orders.ts'));

console.log('Construction du widget avec React 19 dans .bench/react/ …');
buildReactWidget();
const builds = { preact: readFileSync(PREACT_WIDGET), react: readFileSync(REACT_WIDGET) };

const server = await startStaticServer();
const browser = await launchChromium();
const pages = [];
const visits = { preact: [], react: [] };
const settledVisits = { preact: [], react: [] };
try {
  for (const path of PAGES) pages.push({ path, ...(await measureTransfer(browser, server.url + path)) });
  const options = {
    url: `${server.url}/`,
    labels: { trigger: copy.ORDER_BUTTON_LABEL, next: copy.BUTTONS.next, secondStep: copy.STEP_LABELS[1] },
    company: orders.COMPLETE_ORDER.company,
    reopens: REOPENS,
    nexts: NEXTS,
  };
  for (let visit = 0; visit < VISITS; visit += 1) {
    for (const name of visit % 2 ? ['react', 'preact'] : ['preact', 'react']) {
      visits[name].push(await measureWidgetVisit(browser, { ...options, widget: builds[name] }));
      settledVisits[name].push(await measureWidgetVisit(browser, { ...options, widget: builds[name], reopens: 0, nexts: 0, settleMs: SETTLE_MS }));
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const summarise = (list, settled) => ({
  evaluateMs: median(list.map((visit) => visit.evaluateMs)),
  firstOpenMs: median(list.map((visit) => visit.firstOpenMs)),
  settledFirstOpenMs: median(settled.map((visit) => visit.firstOpenMs)),
  reopenMs: median(list.flatMap((visit) => visit.reopenMs)),
  nextMs: median(list.flatMap((visit) => visit.nextMs)),
});
const results = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, chromium: browser.version() },
  cpuSlowdown: CPU_SLOWDOWN,
  visits: VISITS,
  reopens: REOPENS,
  nexts: NEXTS,
  widget: { preact: fileSizes(PREACT_WIDGET), react: fileSizes(REACT_WIDGET) },
  pages,
  settleMs: SETTLE_MS,
  timings: { preact: summarise(visits.preact, settledVisits.preact), react: summarise(visits.react, settledVisits.react) },
  samples: { ...visits, settledFirstOpenMs: { preact: settledVisits.preact.map((visit) => visit.firstOpenMs), react: settledVisits.react.map((visit) => visit.firstOpenMs) } },
};
const bars = judgeBars(results);
console.log(`\n${formatReport(results, bars)}`);
mkdirSync(new URL('.', RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify({ ...results, bars }, null, 2)}\n`);
console.log(`\nRésultats écrits dans .bench/results.json`);
process.exitCode = bars.every((bar) => bar.pass || !bar.enforced) ? 0 : 1;
