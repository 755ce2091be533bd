// The 1200×630 social sharing image, drawn at every build (scripts/build.mjs) from a small HTML card
// in Chromium with the words of site/socialCard.ts and the brand of widget/core/offer.ts: a change
// of price, brand or wording reaches it without a step to remember.
import { launchChromium } from './chromium.mjs';
import { importSource } from './import-source.mjs';

export const SOCIAL_IMAGE = 'og-image.png';
const SIZE = { width: 1200, height: 630 };

/**
 * The card as HTML, from today's brand and words.
 * @returns {Promise<string>}
 */
export async function socialCardHtml() {
  /** @type {typeof import('../widget/core/offer.ts')} */
  const offer = await importSource('widget/core/offer.ts');
  /** @type {typeof import('../site/socialCard.ts')} */
  const { SOCIAL_CARD } = await importSource('site/socialCard.ts');
  /** @type {typeof import('../site/brandMark.ts')} */
  const mark = await importSource('site/brandMark.ts');
  const blue = offer.BRAND_COLOR;
  return `<!DOCTYPE html><html lang="fr"><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center;
    padding: 0 96px; box-sizing: border-box; font-family: system-ui, "DejaVu Sans", sans-serif;
    background: linear-gradient(135deg, #eff6ff 0%, #ffffff 55%, #dbeafe 100%); color: #0f172a; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; color: ${blue}; }
  .brand svg { width: 72px; height: 72px; }
  h1 { font-size: 76px; line-height: 1.08; margin: 40px 0 28px; letter-spacing: -1.5px; }
  p { font-size: 34px; margin: 0; color: #334155; }
  strong { color: ${blue}; }
</style>
<div class="brand">${mark.BRAND_MARK_SVG}${offer.BRAND_NAME}</div>
<h1>${SOCIAL_CARD.headingLines.join('<br>')}</h1>
<p><strong>${SOCIAL_CARD.price}</strong><br>${SOCIAL_CARD.terms}</p>
</html>`;
}

/**
 * Draws `html` (the card by default) as a PNG at `path`.
 * @param {string} path
 * @param {string} [html]
 */
export async function drawSocialImage(path, html) {
  const card = html ?? (await socialCardHtml());
  const browser = await launchChromium({ headlessShell: true });
  try {
    const page = await browser.newPage({ viewport: SIZE });
    await page.setContent(card);
    await page.screenshot({ path });
  } finally {
    await browser.close();
  }
}
