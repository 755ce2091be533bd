// Where the main thread's time goes, without the bars: traces the first open, a reopen and Suivant
// of the shipped widget, the same source built with React 19, and the browser floor, in alternation,
// and prints the median CPU time of each phase (bench/README.md, « Où va le temps »). The quick way
// to explain a ratio `npm run bench` reports; its figures are thread time, so a busy machine
// disturbs them less than the bench's timings.
// Usage: npm run build && npm run bench:profile [-- visits], 9 visits per build by default.
import { readFileSync } from 'node:fs';
import { benchLabels, captureRenderedDialog } from './capture.mjs';
import { launchChromium } from './chromium.mjs';
import { namingBuild } from './failure.mjs';
import { floorScript } from './floor.mjs';
import { medianPhases, profileVisit } from './profile.mjs';
import { REACT_WIDGET, buildReactWidget } from './react-build.mjs';
import { formatProfile } from './report.mjs';
import { importSource } from '../build/import-source.mjs';
import { startStaticServer } from '../scripts/serve.mjs';

/** @typedef {import('./profile.mjs').Phases} Phases */

const VISITS = Number(process.argv[2] ?? 9);
/** A visitor clicks seconds after the page loaded, as in the bench's settled visits. */
const SETTLE_MS = 1000;
const BUILDS = /** @type {const} */ (['widget', 'react', 'floor']);

/** @type {typeof import('../widget/core/copy.ts')} */
const copy = await importSource('widget/core/copy.ts');
/** @type {typeof import('../widget/core/contract.ts')} */
const { HOST_TAG } = await importSource('widget/core/contract.ts');
/** @type {typeof import('../scripts/sample-order.ts')} */
const { COMPLETE_ORDER } = await importSource('scripts/sample-order.ts');
const labels = benchLabels(copy);

console.log('Construction du widget avec React 19 dans .bench/react/ …');
buildReactWidget();
const server = await startStaticServer();
const browser = await launchChromium();
/** @type {Record<(typeof BUILDS)[number], { firstOpen: Phases, reopen: Phases, next: Phases }[]>} */
const traced = { widget: [], react: [], floor: [] };
try {
  const url = `${server.url}/`;
  const company = COMPLETE_ORDER.company;
  const rendered = await captureRenderedDialog(browser, { url, hostTag: HOST_TAG, labels, company });
  const scripts = {
    widget: readFileSync(new URL('../dist/widget.js', import.meta.url)),
    react: readFileSync(REACT_WIDGET),
    floor: floorScript({ ...rendered, hostTag: HOST_TAG, trigger: labels.trigger }),
  };
  for (let visit = 0; visit < VISITS; visit += 1) {
    for (const name of BUILDS.map((_, index) => BUILDS[(index + visit) % BUILDS.length])) {
      const options = { url, script: scripts[name], hostTag: HOST_TAG, labels, company, settleMs: SETTLE_MS };
      traced[name].push(await namingBuild(name, () => profileVisit(browser, options)));
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const profile = Object.fromEntries(
  BUILDS.map((name) => [
    name,
    {
      firstOpen: medianPhases(traced[name].map((each) => each.firstOpen)),
      reopen: medianPhases(traced[name].map((each) => each.reopen)),
      next: medianPhases(traced[name].map((each) => each.next)),
    },
  ]),
);
console.log(`\n${formatProfile(profile, VISITS)}`);
