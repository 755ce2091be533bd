// Screenshots of the shop's journey for a human look, at phone and desktop widths, against a shop
// running with its order service (npm start): the dialog handing the order off, the test payment
// page, the confirmation page, the cancellation page, the withdrawal page and its recorded page.
// Usage: npm start, then node scripts/shop-screenshots.mjs [shopUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';
import { importSource } from '../build/import-source.mjs';

/** @type {typeof import('../widget/core/copy.ts')} */
const copy = await importSource('widget/core/copy.ts');
/** @type {typeof import('./sample-order.ts')} */
const { COMPLETE_ORDER } = await importSource('scripts/sample-order.ts');
/** @type {typeof import('../server/pages/copy.ts')} */
const pages = await importSource('server/pages/copy.ts');
/** @type {typeof import('../widget/core/offer.ts')} */
const offer = await importSource('widget/core/offer.ts');
/** @type {typeof import('../site/data/withdrawal.ts')} */
const withdrawal = await importSource('site/data/withdrawal.ts');
/** @type {typeof import('../site/typography.ts')} */
const { typeset } = await importSource('site/typography.ts');

const shopUrl = process.argv[2] || 'http://localhost:4173';
const outDir = process.argv[3] || 'screenshots';
const WIDTHS = [375, 1280];

/**
 * From the home page, a whole order in the dialog, up to the test payment page.
 * @param {import('playwright-core').Page} page
 */
async function toPayment(page) {
  await page.goto(`${shopUrl}/`);
  await page.locator('main').getByRole('button', { name: copy.ORDER_BUTTON_LABEL, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: copy.DIALOG_TITLE });
  for (const values of [COMPLETE_ORDER.company, COMPLETE_ORDER.billing]) {
    for (const [name, value] of Object.entries(values)) await dialog.locator(`input[name="${name}"]`).fill(value);
    await dialog.getByRole('button', { name: copy.BUTTONS.next, exact: true }).click();
  }
  await dialog.getByRole('button', { name: copy.BUTTONS.confirm, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: typeset(pages.TEST_PAYMENT.title) }).waitFor();
}

mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    /** @param {string} name */
    const capture = (name) => page.screenshot({ path: `${outDir}/shop-${name}-${width}.png`, fullPage: true });
    await toPayment(page);
    await capture('payment');
    await page.getByRole('button', { name: typeset(pages.TEST_PAYMENT.pay(Math.round(offer.PRICE_HT_EUR * 100))) }).click();
    await page.getByRole('heading', { level: 1, name: copy.MESSAGES.orderConfirmed }).waitFor();
    await capture('confirmation');
    await toPayment(page);
    await page.getByRole('button', { name: pages.TEST_PAYMENT.cancel, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: pages.CANCELLED.title }).waitFor();
    await capture('cancelled');
    await page.goto(`${shopUrl}${withdrawal.WITHDRAWAL_PATH}`);
    await capture('withdrawal');
    await page.getByRole('textbox', { name: withdrawal.WITHDRAWAL_FIELDS.name.label }).fill('Camille Martin');
    await page.getByRole('textbox', { name: withdrawal.WITHDRAWAL_FIELDS.email.label }).fill(COMPLETE_ORDER.billing.email);
    await page.getByLabel(withdrawal.WITHDRAWAL_FIELDS.orderDate.label).fill('2026-11-20');
    await page.getByRole('button', { name: withdrawal.WITHDRAWAL_CONFIRM_LABEL }).click();
    await page.getByRole('heading', { level: 1, name: typeset(pages.WITHDRAWAL_PAGE.recordedTitle) }).waitFor();
    await capture('withdrawal-recorded');
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Captures écrites dans ${outDir}/`);
