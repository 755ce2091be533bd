import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSocialImage, SOCIAL_IMAGE, socialCardHtml } from '../../scripts/og-image.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BUILT = new URL(`../../dist/${SOCIAL_IMAGE}`, import.meta.url);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kbis-social-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the social image of the build', () => {
  it('is the card drawn from today’s price, brand and words, pixel for pixel', async () => {
    const fresh = join(dir, 'fresh.png');
    await drawSocialImage(fresh);
    expect(readFileSync(BUILT).equals(readFileSync(fresh))).toBe(true);
  });

  it('would change with the price: a card with another amount is another image', async () => {
    const other = join(dir, 'other.png');
    await drawSocialImage(other, (await socialCardHtml()).replace(/<strong>[^<]*<\/strong>/, '<strong>36 €</strong>'));
    expect(readFileSync(BUILT).equals(readFileSync(other))).toBe(false);
  });
});
