import {
  HOME_PAGE_GZIP_BUDGET_BYTES, OTHER_SCRIPT_BUDGET_BYTES, WIDGET_GZIP_AIM_BYTES, WIDGET_GZIP_BUDGET_BYTES,
} from '../budgets.mjs';
import { MAX_PREACT_SHARE_OF_REACT, MIN_OPEN_SPEEDUP } from './bars.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const row = (cells, widths) => `  ${cells.map((cell, index) => (index ? String(cell).padStart(widths[index]) : String(cell).padEnd(widths[index]))).join(' ')}`;

/**
 * @typedef {{ raw: number, gzip: number, brotli: number }} Sizes
 * @typedef {{ path: string, requests: number, gzipBytes: number, otherScriptBytes: number }} PageTransfer
 * @typedef {{ evaluateMs: number, firstOpenMs: number, settledFirstOpenMs: number, reopenMs: number, nextMs: number }} Timings medians
 * @typedef {{ widget: { preact: Sizes, react: Sizes }, pages: PageTransfer[], timings: { preact: Timings, react: Timings },
 *   cpuSlowdown: number, visits: number, reopens: number, nexts: number, settleMs: number }} Results
 * @typedef {{ label: string, value: string, pass: boolean, enforced: boolean }} Bar
 */

/**
 * Every bar with its measured value; `enforced: false` for the 10 KB aim, which only informs.
 * @param {Results} results
 * @returns {Bar[]}
 */
export function judgeBars({ widget, pages, timings }) {
  const share = widget.preact.gzip / widget.react.gzip;
  const speedup = (key) => timings.react[key] / timings.preact[key];
  const home = pages.find((page) => page.path === '/');
  const heaviestScript = Math.max(...pages.map((page) => page.otherScriptBytes));
  return [
    { label: 'widget ≤ 12 KB gzip', value: kb(widget.preact.gzip), pass: widget.preact.gzip <= WIDGET_GZIP_BUDGET_BYTES, enforced: true },
    { label: 'objectif : widget ≤ 10 KB gzip', value: kb(widget.preact.gzip), pass: widget.preact.gzip <= WIDGET_GZIP_AIM_BYTES, enforced: false },
    { label: 'widget ≤ 1/4 du build React (gzip)', value: share.toFixed(3), pass: share <= MAX_PREACT_SHARE_OF_REACT, enforced: true },
    { label: 'première ouverture ≥ 2× plus rapide que React', value: `${speedup('firstOpenMs').toFixed(2)}×`, pass: speedup('firstOpenMs') >= MIN_OPEN_SPEEDUP, enforced: true },
    { label: 'réouvertures ≥ 2× plus rapides que React', value: `${speedup('reopenMs').toFixed(2)}×`, pass: speedup('reopenMs') >= MIN_OPEN_SPEEDUP, enforced: true },
    { label: 'script hors widget ≤ 1 KB (pages mesurées)', value: `${heaviestScript} o au plus`, pass: heaviestScript <= OTHER_SCRIPT_BUDGET_BYTES, enforced: true },
    { label: "page d'accueil ≤ 45 KB gzip, tout compris", value: kb(home.gzipBytes), pass: home.gzipBytes <= HOME_PAGE_GZIP_BUDGET_BYTES, enforced: true },
  ];
}

/**
 * The tables `npm run bench` prints, in French like the other scripts.
 * @param {Results} results
 * @param {Bar[]} bars
 */
export function formatReport({ widget, pages, timings, cpuSlowdown, visits, reopens, nexts, settleMs }, bars) {
  const sizeWidths = [16, 11, 11, 11];
  const pageWidths = [26, 9, 18, 20];
  const timeWidths = [44, 10, 10, 14];
  const timing = (label, key) => row([label, ms(timings.preact[key]), ms(timings.react[key]), `${(timings.react[key] / timings.preact[key]).toFixed(2)}×`], timeWidths);
  return [
    'Widget : dist/widget.js (Preact) et la même source construite avec React 19 + react-dom',
    row(['', 'brut', 'gzip -9', 'brotli'], sizeWidths),
    row(['Preact', kb(widget.preact.raw), kb(widget.preact.gzip), kb(widget.preact.brotli)], sizeWidths),
    row(['React', kb(widget.react.raw), kb(widget.react.gzip), kb(widget.react.brotli)], sizeWidths),
    row(['Preact / React', ...['raw', 'gzip', 'brotli'].map((key) => (widget.preact[key] / widget.react[key]).toFixed(3))], sizeWidths),
    '',
    'Pages, premier chargement dans Chromium (gzip seul accepté ; octets reçus, en-têtes compris)',
    row(['page', 'requêtes', 'transféré', 'script hors widget'], pageWidths),
    ...pages.map((page) => row([page.path, page.requests, kb(page.gzipBytes), `${page.otherScriptBytes} o`], pageWidths)),
    '',
    `Widget dans Chromium, CPU ralenti ${cpuSlowdown}× (médianes ; ${visits} visites par build, Preact et React en alternance)`,
    row(['', 'Preact', 'React', 'React / Preact'], timeWidths),
    timing('évaluation de widget.js (fil principal)', 'evaluateMs'),
    timing('clic → dialogue peint, première ouverture', 'firstOpenMs'),
    timing(`  idem, clic ${settleMs / 1000} s après load (indicatif)`, 'settledFirstOpenMs'),
    timing(`clic → dialogue peint, ${reopens} réouvertures`, 'reopenMs'),
    timing(`Suivant → étape 2 peinte (${nexts} par visite)`, 'nextMs'),
    '',
    'Barres',
    ...bars.map((bar) => `  ${bar.pass ? '✓' : '✗'} ${bar.label} : ${bar.value}${bar.enforced ? '' : ' (indicatif)'}`),
  ].join('\n');
}
