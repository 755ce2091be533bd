// Screenshots for a human look, at phone and desktop widths: every page of site/routes.ts and the
// 404 (whole pages).
// Usage: npm run build && node scripts/screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';
import { importSource } from './import-source.mjs';
import { startStaticServer } from './serve.mjs';

/** @type {typeof import('../site/routes.ts')} */
const { routes } = await importSource('site/routes.ts');

const outDir = process.argv[2] || 'screenshots';
const WIDTHS = [375, 1280];
const HEIGHT = 800;
/** No route has it, so the server answers with 404.html. */
const UNKNOWN_PATH = '/page-inexistante';
const PAGES = [
  ...routes.map((route) => ({ path: route.path, name: route.path === '/' ? 'home' : route.path.split('/').pop() })),
  { path: UNKNOWN_PATH, name: '404' },
];

mkdirSync(outDir, { recursive: true });
const server = await startStaticServer();
const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: HEIGHT } });
    for (const { path, name } of PAGES) {
      await page.goto(server.url + path);
      await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`Captures écrites dans ${outDir}/`);
