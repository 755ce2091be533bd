import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSocialImage } from '../../build/og-image.mjs';
import { OG_IMAGE } from '../../site/config';
import { SOCIAL_CARD } from '../../site/socialCard';

const built = () => readFileSync(new URL(`../../dist${OG_IMAGE.path}`, import.meta.url));

describe('the social sharing image the build drew', () => {
  it('is a PNG of 1200×630', () => {
    const png = built();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height are the first two big-endian integers after the chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect([OG_IMAGE.width, OG_IMAGE.height]).toEqual([1200, 630]);
  });

  it('is the card drawn from today’s price, brand and words, pixel for pixel', async () => {
    expect((await renderSocialImage()).equals(built())).toBe(true);
  });

  it('would change with the price: a card with another amount is another image', async () => {
    const other = await renderSocialImage({
      ...SOCIAL_CARD,
      price: SOCIAL_CARD.price.replace(/^\d+/, (amount) => `${Number(amount) + 1}`),
    });
    expect(other.equals(built())).toBe(false);
  });
});
