// Full-page screenshots of every built page at phone and desktop widths, for a human look:
// node scripts/screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';
import { startStaticServer } from './serve.mjs';

const outDir = process.argv[2] || 'screenshots';
const PATHS = ['/', '/pages/kbis-entreprises', '/pages/kbis-definition', '/pages/modification-kbis', '/pages/demande-kbis',
  '/pages/informations-entreprise', '/pages/recherche-entreprise', '/pages/greffe-tribunal-commerce', '/pages/cgv',
  '/pages/mentions-legales', '/page-inexistante'];
const WIDTHS = [375, 1280];

mkdirSync(outDir, { recursive: true });
const server = await startStaticServer();
const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    for (const path of PATHS) {
      await page.goto(server.url + path);
      const name = path === '/' ? 'home' : path.split('/').pop();
      await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`Captures écrites dans ${outDir}/`);
