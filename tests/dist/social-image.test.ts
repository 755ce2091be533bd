import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OG_IMAGE } from '../../site/config';

describe('the social sharing image the build drew', () => {
  it('is a PNG of 1200×630', () => {
    const png = readFileSync(new URL(`../../dist${OG_IMAGE.path}`, import.meta.url));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height are the first two big-endian integers after the chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
    expect([OG_IMAGE.width, OG_IMAGE.height]).toEqual([1200, 630]);
  });
});
