import { describe, expect, it } from 'vitest';
import { PRICE_PAID, VAT_NOTICE_SHORT } from '../../site/pricePaid';
import { SOCIAL_CARD } from '../../site/socialCard';
import { socialCardHtml } from '../../scripts/og-image.mjs';
import { PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/offer';
import { formatEuro } from '../../widget/core/format';

describe('the price shown where the VAT mention cannot be shown whole', () => {
  it('is the amount paid with the first words of the VAT mention', () => {
    expect(VAT_NOTICE.startsWith(`${VAT_NOTICE_SHORT} - `)).toBe(true);
    expect(PRICE_PAID).toBe(`${formatEuro(PRICE_HT_EUR)} (${VAT_NOTICE_SHORT})`);
  });

  it('is what the social image shows, never a price HT', async () => {
    expect(SOCIAL_CARD.price).toBe(PRICE_PAID);
    const html = await socialCardHtml();
    expect(html).toContain(`<strong>${PRICE_PAID}</strong>`);
    expect(html).not.toMatch(/\bHT\b/);
  });
});
