// The 1200×630 social sharing image, drawn at every build (build/build.mjs) with the words of
// site/socialCard.ts and the brand of widget/core/offer.ts: a change of price, brand or wording reaches
// it without a step to remember. No browser: satori lays the card out as SVG, its text turned into
// outlines of a font shipped in an npm package, and resvg rasterises it without any system font, so
// every machine draws the same pixels.
import { readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { importSource } from './import-source.mjs';

export const SOCIAL_IMAGE = 'og-image.png';
const SIZE = { width: 1200, height: 630 };
const FONT_FAMILY = 'DejaVu Sans';

/** @param {400 | 700} weight */
function font(weight) {
  const file = new URL(`../node_modules/@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`, import.meta.url);
  return { name: FONT_FAMILY, data: readFileSync(file), weight, style: /** @type {const} */ ('normal') };
}

/**
 * @typedef {{ type: string, props: { style?: Record<string, string | number>, children?: Child | Child[], src?: string, width?: number, height?: number } }} CardElement
 * @typedef {CardElement | string} Child
 * @typedef {{ readonly headingLines: readonly string[], readonly price: string, readonly terms: string }} SocialCard
 */

/**
 * An element as JSX would give it, without a JSX step in a build script.
 * @param {string} type
 * @param {Record<string, string | number>} style
 * @param {Child[]} children
 * @returns {CardElement}
 */
const el = (type, style, ...children) => ({ type, props: { style, children } });

/** @param {string} svg */
const svgDataUrl = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/**
 * The card as an element tree, from today's brand and words, or from `card` in their place.
 * @param {SocialCard} [card]
 * @returns {Promise<CardElement>}
 */
export async function socialCardElement(card) {
  /** @type {typeof import('../widget/core/offer.ts')} */
  const offer = await importSource('widget/core/offer.ts');
  /** @type {typeof import('../site/socialCard.ts')} */
  const { SOCIAL_CARD } = await importSource('site/socialCard.ts');
  /** @type {typeof import('../site/brandMark.ts')} */
  const mark = await importSource('site/brandMark.ts');
  const words = card ?? SOCIAL_CARD;
  const blue = offer.BRAND_COLOR;
  const logo = { type: 'img', props: { src: svgDataUrl(mark.BRAND_MARK_SVG), width: 72, height: 72 } };
  const column = { display: 'flex', flexDirection: 'column' };
  return el(
    'div',
    {
      ...column,
      width: SIZE.width,
      height: SIZE.height,
      justifyContent: 'center',
      padding: '0 96px',
      fontFamily: FONT_FAMILY,
      backgroundImage: 'linear-gradient(135deg, #eff6ff 0%, #ffffff 55%, #dbeafe 100%)',
      color: '#0f172a',
    },
    el('div', { display: 'flex', alignItems: 'center', gap: 20, fontSize: 44, fontWeight: 700, color: blue }, logo, offer.BRAND_NAME),
    el(
      'div',
      { ...column, fontSize: 76, fontWeight: 700, lineHeight: 1.08, margin: '40px 0 28px', letterSpacing: -1.5 },
      ...words.headingLines.map((line) => el('div', {}, line)),
    ),
    el(
      'div',
      { ...column, fontSize: 34, lineHeight: 1.2, color: '#334155' },
      el('div', { fontWeight: 700, color: blue }, words.price),
      el('div', {}, words.terms),
    ),
  );
}

/**
 * The card (today's, or `card`) as PNG bytes.
 * @param {SocialCard} [card]
 */
export async function renderSocialImage(card) {
  // satori's types ask for a React element; the plain object tree is what it reads.
  const tree = /** @type {any} */ (await socialCardElement(card));
  const svg = await satori(tree, { ...SIZE, fonts: [font(400), font(700)] });
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * Draws the card (today's, or `card`) as a PNG at `path`.
 * @param {string} path
 * @param {SocialCard} [card]
 */
export async function drawSocialImage(path, card) {
  writeFileSync(path, await renderSocialImage(card));
}
