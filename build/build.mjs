// The one build, `npm run build`: the CGV's PDF archived if its version is new, then the site
// (prerendered pages, their stylesheet, the CGV's PDFs) into a fresh dist/ with its social image,
// then the widget beside it, then its versioned release, the partners' npm package for that release
// (packages/widget/), the headers file, the precompressed copies of every text file, the nginx
// configuration beside dist/, and the order service (dist-server/).
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { IS_MAIN_BUILD, OUT_DIR } from './out-dir.mjs';
import { widgetSizeLine } from './widget-size.mjs';
import { HEADERS_FILE, headersFile } from '../site/headers.mjs';
import { ORDER_SERVICE_URL } from '../site/order-service.mjs';
import { archiveCgvPdf } from './cgv-pdf.mjs';
import { writeNginxConfig } from './nginx.mjs';
import { drawSocialImage, SOCIAL_IMAGE } from './og-image.mjs';
import { packageWidget } from './package-widget.mjs';
import { precompress } from './precompress.mjs';
import { SERVICE_WIDGET_GZIP_BUDGET_BYTES, WIDGET_GZIP_BUDGET_BYTES } from './budgets.mjs';
import { publishWidget } from './release-widget.mjs';

const DIST = new URL(`../${OUT_DIR}/`, import.meta.url);

/**
 * Vite's build for a config file.
 * @param {string} configFile
 */
async function viteBuild(configFile) {
  // The prerenderer loads the pages through Vite's module runner, which sets NODE_ENV to
  // development for the whole process: a widget built after it would get the dev JSX runtime.
  process.env.NODE_ENV = 'production';
  await build({ configFile, mode: 'production' });
}

const cgv = await archiveCgvPdf();
console.log(cgv.written ? `CGV archivées : ${cgv.file} (nouvelle version, à committer)` : `CGV déjà archivées : ${cgv.file}`);
await viteBuild('vite.config.ts');
await drawSocialImage(new URL(SOCIAL_IMAGE, DIST).pathname);
await viteBuild('vite.widget.config.ts');
const release = publishWidget(DIST);
console.log(`widget ${release.version} publié : ${release.file} (${release.integrity})`);
const read = (/** @type {string} */ file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
console.log(
  widgetSizeLine(release, {
    changelog: read('CHANGELOG.md'),
    releases: JSON.parse(read('widget-releases.json')),
    budgetBytes: ORDER_SERVICE_URL ? SERVICE_WIDGET_GZIP_BUDGET_BYTES : WIDGET_GZIP_BUDGET_BYTES,
    withService: Boolean(ORDER_SERVICE_URL),
  }),
);
if (IS_MAIN_BUILD) {
  const pkg = await packageWidget(DIST);
  console.log(`paquet npm ${pkg.name}@${pkg.version} construit : packages/widget/`);
}
writeFileSync(new URL(HEADERS_FILE, DIST), headersFile());
console.log(`${precompress(DIST)} fichiers précompressés (gzip, brotli)`);
if (IS_MAIN_BUILD) {
  console.log(`configuration nginx : ${await writeNginxConfig()}`);
  await build({ configFile: 'vite.server.config.ts', logLevel: 'warn' });
  await build({ configFile: 'vite.back-office.config.ts', logLevel: 'warn' });
  console.log('service de commande compilé : dist-server/main.mjs, et le script des clés d’accès');
}
