// Screenshots for a human look, at phone and desktop widths: every page of site/routes.ts and the
// 404 (whole pages), then each step of the order dialog opened from the home page's order button.
// Usage: npm run build && node scripts/screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';
import { importSource } from '../build/import-source.mjs';
import { startStaticServer } from './serve.mjs';

/** @type {typeof import('../site/routes.ts')} */
const { routes } = await importSource('site/routes.ts');
/** @type {typeof import('../widget/core/copy.ts')} */
const copy = await importSource('widget/core/copy.ts');
/** @type {typeof import('./sample-order.ts')} */
const { COMPLETE_ORDER } = await importSource('scripts/sample-order.ts');

const outDir = process.argv[2] || 'screenshots';
const WIDTHS = [375, 1280];
const HEIGHT = 800;
/** No route has it, so the server answers with 404.html. */
const UNKNOWN_PATH = '/page-inexistante';
const PAGES = [
  ...routes.map((route) => ({ path: route.path, name: route.path === '/' ? 'home' : route.path.split('/').pop() })),
  { path: UNKNOWN_PATH, name: '404' },
];

/**
 * Types each value into the dialog's control of the same name (named after the order's fields, widget/core/fields.ts).
 * @param {import('playwright-core').Locator} dialog
 * @param {Record<string, string> | import("../widget/core/fields").OrderCompany} values
 */
async function fill(dialog, values) {
  for (const [name, value] of Object.entries(values)) await dialog.locator(`input[name="${name}"]`).fill(value);
}

/**
 * Opens the dialog from the home page's order button and captures each step as a visitor sees it
 * (the viewport, the dialog in the top layer): step 1, its error after an empty Suivant, step 2,
 * step 3 with a whole order, and the success notice once it is confirmed.
 * @param {import('playwright-core').Page} page
 * @param {string} homeUrl
 * @param {(step: string) => Promise<unknown>} capture
 */
async function captureDialogSteps(page, homeUrl, capture) {
  await page.goto(homeUrl);
  await page.locator('main').getByRole('button', { name: copy.ORDER_BUTTON_LABEL, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: copy.DIALOG_TITLE });
  const next = dialog.getByRole('button', { name: copy.BUTTONS.next, exact: true });
  /** @param {number} index */
  const reached = (index) => dialog.locator('[aria-current="step"]').filter({ hasText: copy.STEP_LABELS[index] }).waitFor();
  await reached(0);
  await capture('step1');
  await next.click();
  await dialog.getByRole('alert').getByText(copy.MESSAGES.companyNameMissing).waitFor();
  await capture('step1-error');
  await fill(dialog, COMPLETE_ORDER.company);
  await next.click();
  await reached(1);
  await capture('step2');
  await fill(dialog, COMPLETE_ORDER.billing);
  await next.click();
  await reached(2);
  await capture('step3');
  await dialog.getByRole('button', { name: copy.BUTTONS.confirm, exact: true }).click();
  await page.getByRole('status').getByText(copy.MESSAGES.orderConfirmed).waitFor();
  await capture('success');
}

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
    await captureDialogSteps(page, `${server.url}/`, (step) =>
      page.screenshot({ path: `${outDir}/widget-${step}-${width}.png`, animations: 'disabled' }),
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`Captures écrites dans ${outDir}/`);
