import { PHASES } from './profile.mjs';

/**
 * @typedef {import('./bars.mjs').Measured & { control: import('./bars.mjs').Timings, cpuSlowdown: number, visits: number,
 *   fullSpeedEvaluations: number, reopens: number, nexts: number, settleMs: number }} Results
 * @typedef {import('./bars.mjs').Timings} Timings
 * @typedef {import('./bars.mjs').Bar} Bar
 * @typedef {import('./profile.mjs').Phases} Phases
 */

/** @type {Record<keyof Phases, string>} */
const PHASE_LABELS = {
  script: 'JavaScript et appels au DOM',
  html: 'analyse HTML (innerHTML)',
  style: 'styles (analyse CSS, recalcul)',
  layout: 'mise en page',
  paint: 'peinture et commit',
  other: 'autre (ordonnancement des tâches…)',
  total: 'total',
};

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
const times = (/** @type {number} */ ratio) => `${ratio.toFixed(2)}×`;
/**
 * @param {(string | number)[]} cells the first aligned left, the others right
 * @param {number[]} widths
 */
const row = (cells, widths) =>
  `  ${cells.map((cell, index) => (index ? String(cell).padStart(widths[index]) : String(cell).padEnd(widths[index]))).join(' ')}`;

/**
 * The tables `npm run bench` prints, in French like the other scripts: each timing of the three
 * builds, then its ratio to the floor (to the React build for the evaluation, which the floor
 * hardly has).
 * @param {Results} results
 * @param {Bar[]} bars
 */
export function formatReport(
  { sizes, pages, timings, control, cpuSlowdown, visits, fullSpeedEvaluations, reopens, nexts, settleMs },
  bars,
) {
  const sizeWidths = [16, 11, 11, 11];
  const pageWidths = [26, 9, 18, 20];
  const timeWidths = [54, 10, 10, 10];
  /** One measure of the three builds. @param {string} label @param {keyof Timings} key */
  const builds = (label, key) => row([label, ms(timings.widget[key]), ms(timings.react[key]), ms(timings.floor[key])], timeWidths);
  /** One measure of the three builds, then the widget's share of the React build's. @param {string} label @param {keyof Timings} key */
  const evaluation = (label, key) => [
    builds(label, key),
    row(['  ÷ React', (timings.widget[key] / timings.react[key]).toFixed(3), '', ''], timeWidths),
  ];
  /** @param {string} label @param {keyof Timings} key */
  const timing = (label, key) => [
    builds(label, key),
    row(['  ÷ plancher', times(timings.widget[key] / timings.floor[key]), times(timings.react[key] / timings.floor[key]), ''], timeWidths),
  ];
  /** One measure of the service build beside the floor's, then its ratio. @param {string} label @param {keyof Timings} key */
  const serviceTiming = (label, key) => [
    row([label, ms(timings.service[key]), ms(timings.floor[key]), ''], timeWidths),
    row(['  ÷ plancher', times(timings.service[key] / timings.floor[key]), '', ''], timeWidths),
  ];
  return [
    'Widget : dist/widget.js (Preact) et la même source construite avec React 19 + react-dom',
    row(['', 'brut', 'gzip -9', 'brotli'], sizeWidths),
    row(['widget', kb(sizes.widget.raw), kb(sizes.widget.gzip), kb(sizes.widget.brotli)], sizeWidths),
    row(['React', kb(sizes.react.raw), kb(sizes.react.gzip), kb(sizes.react.brotli)], sizeWidths),
    row(
      [
        'widget / React',
        .../** @type {const} */ (['raw', 'gzip', 'brotli']).map((key) => (sizes.widget[key] / sizes.react[key]).toFixed(3)),
      ],
      sizeWidths,
    ),
    '',
    'Pages, premier chargement dans Chromium (gzip seul accepté ; octets reçus, en-têtes compris)',
    row(['page', 'requêtes', 'transféré', 'script hors widget'], pageWidths),
    ...pages.map((page) => row([page.path, page.requests, kb(page.gzipBytes), `${page.otherScriptBytes} o`], pageWidths)),
    '',
    `Évaluation de widget.js au chargement, fil principal, CPU à pleine vitesse (médianes de ${fullSpeedEvaluations} visites par build)`,
    row(['', 'widget', 'React', 'plancher'], timeWidths),
    ...evaluation('temps du fil', 'evaluateFullSpeedCpuMs'),
    ...evaluation('  idem, temps écoulé (indicatif)', 'evaluateFullSpeedMs'),
    '',
    `Dans Chromium, CPU ralenti ${cpuSlowdown}× (médianes ; ${visits} visites par build, les builds et le témoin en alternance)`,
    `plancher : le même dialogue (balisage et feuille de style lus sur le widget) montré par quelques lignes de DOM`,
    row(['', 'widget', 'React', 'plancher'], timeWidths),
    ...evaluation('évaluation de widget.js (indicatif)', 'evaluateMs'),
    ...evaluation('  idem, temps du fil (indicatif)', 'evaluateCpuMs'),
    builds('travail après load (dialogue construit au repos)', 'afterLoadMs'),
    ...timing(`clic → dialogue peint, 1re ouverture, ${settleMs / 1000} s après load`, 'settledFirstOpenMs'),
    ...timing('  idem, clic dès load (indicatif)', 'firstOpenMs'),
    ...timing(`clic → dialogue peint, ${reopens} réouvertures par visite`, 'reopenMs'),
    ...timing(`Suivant → étape 2 peinte (${nexts} par visite)`, 'nextMs'),
    ...timing('  idem, premier de chaque visite (indicatif)', 'firstNextMs'),
    '',
    `Widget avec service de commande (recherche d'entreprise, documents) : le build que chargent les clients`,
    row(['', 'brut', 'gzip -9', 'brotli'], sizeWidths),
    row(['widget + service', kb(sizes.service.raw), kb(sizes.service.gzip), kb(sizes.service.brotli)], sizeWidths),
    row(['', 'service', 'plancher', ''], timeWidths),
    ...serviceTiming(`clic → dialogue peint, 1re ouverture, ${settleMs / 1000} s après load`, 'settledFirstOpenMs'),
    ...serviceTiming('  idem, clic dès load (indicatif)', 'firstOpenMs'),
    ...serviceTiming(`clic → dialogue peint, ${reopens} réouvertures (indicatif)`, 'reopenMs'),
    ...serviceTiming(`Suivant → étape 2 peinte (indicatif)`, 'nextMs'),
    '',
    'Résolution de ce passage : le plancher mesuré une seconde fois (témoin), divisé par le plancher',
    ...resolutionRows(timings.floor, control),
    "  Un écart au plancher plus petit que celui du témoin n'est pas mesuré par ce passage.",
    '',
    'Barres',
    ...bars.map((bar) => `  ${bar.pass ? '✓' : '✗'} ${bar.label} : ${bar.value}`),
  ].join('\n');
}

/**
 * The control's ratio to the floor for each opening measure: two identical builds, so any distance
 * from 1× is the run's noise.
 * @param {Timings} floor
 * @param {Timings} control
 */
function resolutionRows(floor, control) {
  /** @type {[string, keyof Timings][]} */
  const measures = [
    ['1re ouverture, 1 s après load', 'settledFirstOpenMs'],
    ['réouverture', 'reopenMs'],
    ['Suivant → étape 2', 'nextMs'],
  ];
  return measures.map(([label, key]) => row([label, times(control[key] / floor[key])], [54, 10]));
}

/** What each profiled moment is called in the tables. */
const MOMENTS = /** @type {const} */ ([
  ['firstOpen', '1re ouverture'],
  ['reopen', 'réouverture'],
  ['next', 'Suivant → étape 2'],
]);

/** @type {Record<string, string>} */
const BUILD_LABELS = { widget: 'widget', react: 'React', floor: 'plancher' };

/**
 * Where the main thread's time goes on opening and on Suivant: one table a moment, a column a build.
 * @param {Record<string, { firstOpen: Phases, reopen: Phases, next: Phases }>} profile medians, by build
 * @param {number} visits profiled visits per build
 */
export function formatProfile(profile, visits) {
  const builds = Object.keys(profile);
  const widths = [36, ...builds.map(() => 10)];
  return [
    `Où va le temps : CPU du fil principal (trace Chromium, temps du fil ; médianes de ${visits} visites par build)`,
    ...MOMENTS.flatMap(([moment, label]) => [
      row([label, ...builds.map((build) => BUILD_LABELS[build] ?? build)], widths),
      ...PHASES.map((phase) => row([`  ${PHASE_LABELS[phase]}`, ...builds.map((build) => ms(profile[build][moment][phase]))], widths)),
    ]),
  ].join('\n');
}
