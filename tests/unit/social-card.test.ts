import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRICE_PAID, VAT_NOTICE_SHORT } from '../../site/pricePaid';
import { SOCIAL_CARD } from '../../site/socialCard';
import { PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/offer';
import { formatEuro } from '../../widget/core/format';

describe('the price shown where the VAT mention cannot be shown whole', () => {
  it('is the amount paid with the first words of the VAT mention', () => {
    expect(VAT_NOTICE.startsWith(`${VAT_NOTICE_SHORT} - `)).toBe(true);
    expect(PRICE_PAID).toBe(`${formatEuro(PRICE_HT_EUR)} (${VAT_NOTICE_SHORT})`);
  });

  it('is what the social image shows, never a price HT', () => {
    expect(SOCIAL_CARD.price).toBe(PRICE_PAID);
    expect(Object.values(SOCIAL_CARD).flat().join(' ')).not.toMatch(/\bHT\b/);
    const script = readFileSync(new URL('../../scripts/og-image.mjs', import.meta.url), 'utf8');
    expect(script).toContain('SOCIAL_CARD.price');
    expect(script).not.toMatch(/formatPriceHt/);
  });
});
