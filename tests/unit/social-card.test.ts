import { describe, expect, it } from 'vitest';
import { PRICE_PAID, VAT_NOTICE_SHORT } from '../../site/pricePaid';
import { SOCIAL_CARD } from '../../site/socialCard';
import { type CardElement, socialCardElement } from '../../build/og-image.mjs';
import { PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/offer';
import { formatEuro } from '../../widget/core/format';

/** Every text of the card's tree, one per element, in reading order. */
function texts(node: CardElement | string): string[] {
  if (typeof node === 'string') return [node];
  const children = node.props.children ?? [];
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

describe('the price shown where the VAT mention cannot be shown whole', () => {
  it('is the amount paid with the first words of the VAT mention', () => {
    expect(VAT_NOTICE.startsWith(`${VAT_NOTICE_SHORT} - `)).toBe(true);
    expect(PRICE_PAID).toBe(`${formatEuro(PRICE_HT_EUR)} (${VAT_NOTICE_SHORT})`);
  });

  it('is what the social image shows, never a price HT', async () => {
    expect(SOCIAL_CARD.price).toBe(PRICE_PAID);
    const shown = texts(await socialCardElement());
    expect(shown).toContain(PRICE_PAID);
    expect(shown.join('\n')).not.toMatch(/\bHT\b/);
  });
});
