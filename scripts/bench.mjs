// Prints the figures the bars are judged on: bytes shipped per page and for the widget, and how
// long the widget takes from a click to an open dialog in Chromium. Run after `npm run build`.
import { readFileSync, readdirSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStaticServer } from './serve.mjs';

const DIST = new URL('../dist/', import.meta.url);
const RUNS = 15;

const sizes = (path) => {
  const source = readFileSync(new URL(path, DIST));
  return { raw: source.length, gzip: gzipSync(source, { level: 9 }).length, brotli: brotliCompressSync(source).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log('Taille des fichiers (brut / gzip -9 / brotli)');
const css = readdirSync(new URL('assets/', DIST)).filter((name) => name.endsWith('.css')).map((name) => `assets/${name}`);
const pages = ['index.html', '404.html', ...readdirSync(new URL('pages/', DIST)).filter((name) => name.endsWith('.html')).map((name) => `pages/${name}`)];
for (const file of ['widget.js', ...css, ...pages]) {
  const { raw, gzip, brotli } = sizes(file);
  console.log(`  ${file.padEnd(40)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} ${kb(brotli).padStart(10)}`);
}

const server = await startStaticServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const clickToOpen = [];
const widgetDownload = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    widgetDownload.push(await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((resource) => resource.name.endsWith('/widget.js'));
      return entry ? entry.responseEnd - entry.startTime : NaN;
    }));
    clickToOpen.push(await page.evaluate(() => new Promise((resolve) => {
      const start = performance.now();
      document.addEventListener('kbis:open', () => requestAnimationFrame(() => resolve(performance.now() - start)), { once: true });
      document.querySelector('main button').click();
    })));
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`\nChromium, ${RUNS} chargements de la page d'accueil (médiane)`);
console.log(`  téléchargement de widget.js : ${median(widgetDownload).toFixed(1)} ms`);
console.log(`  clic → dialogue ouvert (première ouverture, image suivante) : ${median(clickToOpen).toFixed(1)} ms`);
