// Lighthouse (mobile, default simulated throttling) on every page of site/routes.ts, built, with
// Debian's Chromium; not the 404, which Lighthouse refuses as it is answered with a 4xx status.
// Prints one row per page (scores, LCP, CLS, TBT, total bytes); exits non-zero below 100.
// Usage: npm run build && npm run audit
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { importSource } from '../build/import-source.mjs';
import { startStaticServer } from './serve.mjs';

/** @type {typeof import('../site/routes.ts')} */
const { routes } = await importSource('site/routes.ts');
const PATHS = routes.map((route) => route.path);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const server = await startStaticServer({ port: 0, host: 'localhost' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});

const rows = [];
try {
  for (const path of PATHS) {
    const result = await lighthouse(server.url + path, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse n'a produit aucun rapport pour ${path}.`);
    const { lhr } = result;
    const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id].score ?? 0) * 100));
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => audit.id);
    rows.push({
      path,
      scores,
      lcp: lhr.audits['largest-contentful-paint'].displayValue ?? '-',
      cls: lhr.audits['cumulative-layout-shift'].displayValue ?? '-',
      tbt: lhr.audits['total-blocking-time'].displayValue ?? '-',
      // numericValue in bytes: displayValue rounds to whole KiB.
      bytes: `${((lhr.audits['total-byte-weight'].numericValue ?? 0) / 1024).toFixed(1)} KB`,
      failing,
    });
  }
} finally {
  await chrome.kill();
  await server.close();
}

/**
 * @param {string | number} value
 * @param {number} width
 */
const pad = (value, width) => String(value).padEnd(width);
console.log(
  `${pad('page', 34)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}${pad('LCP', 9)}${pad('CLS', 6)}${pad('TBT', 8)}${pad('octets', 10)}audits < 1`,
);
for (const row of rows) {
  console.log(
    `${pad(row.path, 34)}${row.scores.map((score) => pad(score, 6)).join('')}${pad(row.lcp, 9)}${pad(row.cls, 6)}${pad(row.tbt, 8)}${pad(row.bytes, 10)}${row.failing.join(', ') || '-'}`,
  );
}
process.exitCode = rows.every((row) => row.scores.every((score) => score === 100)) ? 0 : 1;
