import { describe, expect, it } from 'vitest';
import { typeset } from '../../site/typography';
import { DELIVERY_WORKING_DAYS, WITHDRAWAL_DAYS } from '../../widget/core/offer';
import { formatWorkingDays } from '../../widget/core/format';
import { builtPage } from '../support/built-pages';
import { textOf, wordCount } from '../support/html';

/** At most this many words in the subtitle: one plain sentence a reader takes in at a glance. */
const MAX_LEAD_WORDS = 25;

describe('the home page’s hero', () => {
  const hero = builtPage('/').querySelector('.hero')!;
  const lead = hero.querySelector('h1 + p')!;

  it('says the offer in one plain sentence, with no legal clause', () => {
    const text = textOf(lead);
    expect(text.split(/(?<=[.!?])\s+/)).toHaveLength(1);
    expect(wordCount(text)).toBeLessThanOrEqual(MAX_LEAD_WORDS);
    expect(text).not.toMatch(/rétractation|\(/);
  });

  it('gives the conditions right below it: the delay, from when it runs, and the consumers’ withdrawal period', () => {
    const terms = textOf(lead.nextElementSibling!);
    expect(terms).toContain(typeset(formatWorkingDays(DELIVERY_WORKING_DAYS)));
    expect(terms).toMatch(/à compter du début de l’exécution/);
    expect(terms).toMatch(/exécution immédiate/);
    expect(terms).toContain(typeset(`délai de rétractation de ${WITHDRAWAL_DAYS} jours dont disposent les consommateurs`));
  });
});
