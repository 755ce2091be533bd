import { describe, expect, it } from 'vitest';
import { typeset } from '../../site/typography';
import { DELIVERY_WORKING_DAYS } from '../../widget/core/offer';
import { KBIS_RECENT_MONTHS } from '../../site/data/facts';
import { WITHDRAWAL_DAYS } from '../../widget/core/offer';
import { formatWorkingDays } from '../../widget/core/format';
import { builtPage, builtPages } from '../support/built-pages';
import { sentences, textOf } from '../support/html';

const everyPage = builtPages().map((built) => [built.file, built.document] as const);
const main = (path: string) => builtPage(path).querySelector('main')!;

describe('one delivery time', () => {
  const delay = formatWorkingDays(DELIVERY_WORKING_DAYS);
  /** Durations a page may state for something other than delivery. */
  const otherDurations = [`${WITHDRAWAL_DAYS} jours`, `${KBIS_RECENT_MONTHS} mois`].map(typeset);
  const DURATION =
    /(\d+|une?|deux|trois|quatre|cinq|sept|dix|quinze|trente|quarante-huit|quelques)[\s\u00a0]+(jours?(?:[\s\u00a0]+ouvrés?|[\s\u00a0]+ouvrables)?|heures?|h|semaines?|mois)(?![\p{L}])/gu;

  it.each(['/', '/pages/demande-kbis', '/pages/cgv'])('%s states the delivery time of the brand module', (path) => {
    expect(textOf(main(path))).toContain(delay);
  });

  it.each(everyPage)('%s states no other delivery time', (_file, document) => {
    const text = textOf(document.body);
    for (const match of text.matchAll(/(\d+|une?|deux|trois|quatre|cinq|dix)[\s\u00a0]+jours? ouvrés?/g)) expect(match[0]).toBe(delay);
    const aboutDelivery = sentences(document.querySelector('main')!).filter((sentence) =>
      /livr|envoi|envoy|recev|reçoi|parvien/i.test(sentence),
    );
    for (const sentence of aboutDelivery) {
      for (const [duration] of sentence.matchAll(DURATION)) expect([delay, ...otherDurations], sentence).toContain(duration);
    }
    expect(text).not.toMatch(/trente jours qui suivent la commande|au plus tard dans les trente jours/);
  });
});
