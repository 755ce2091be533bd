import { describe, expect, it } from 'vitest';
import { GREFFE_TARIFF_NOTE } from '../../site/layout/Prices';
import { typeset } from '../../site/typography';
import { builtPage, builtPages } from '../support/built-pages';
import { sentences, textOf } from '../support/html';

const everyPage = builtPages().map((built) => [built.file, built.document] as const);
const main = (path: string) => builtPage(path).querySelector('main')!;

describe('French of the pages', () => {
  it.each(everyPage)('%s: "frais" has no singular ("aucuns frais", never "aucun frais")', (_file, document) => {
    expect(textOf(document.body)).not.toMatch(/\baucun frais\b/i);
  });

  it.each(everyPage)('%s: no sentence says twice that a figure is of the earlier tariff', (_file, document) => {
    const note = typeset(GREFFE_TARIFF_NOTE).split(',')[0]!;
    for (const sentence of sentences(document.querySelector('main')!)) expect(sentence.split(note).length, sentence).toBeLessThanOrEqual(2);
    expect(textOf(document.body)).not.toMatch(/pour comparaison[^.;]*cité pour comparaison/);
  });

  it.each(everyPage)('%s: a year is never followed by another number without a comma between them', (_file, document) => {
    expect(textOf(document.body)).not.toMatch(/\b(19|20)\d\d[\s\u00a0]+\d/);
  });

  it('the request page says the official route is free on MonIdenum, not only at the regulated tariff', () => {
    const claim = sentences(main('/pages/demande-kbis')).find((sentence) => /premières lignes/.test(sentence))!;
    expect(claim).toMatch(/gratuitement/);
    expect(claim).toMatch(/MonIdenum/);
  });

  it('the request page does not "indicate" the payment: the letter comes with it', () => {
    const list = [...main('/pages/demande-kbis').querySelectorAll('p')].find((p) => /doit indiquer/.test(textOf(p)))!.nextElementSibling!;
    for (const item of list.querySelectorAll('li')) expect(textOf(item)).not.toMatch(/règlement/);
    expect(textOf(main('/pages/demande-kbis'))).toMatch(/accompagné du règlement/);
  });

  it('the company-information page says what a greffe copy is, without a tautology', () => {
    const text = textOf(main('/pages/informations-entreprise'));
    expect(text).not.toMatch(/copies délivrées par lui/);
    expect(text).toMatch(/copies certifiées par le greffe/);
  });

  it('the definition says the Kbis attests two things, as it lists two', () => {
    const text = textOf(main('/pages/kbis-definition'));
    expect(text).not.toMatch(/d’une chose précise/);
    expect(text).toMatch(/deux choses précises/);
  });

  it('the home page’s price block reads as sentences without its styles', () => {
    const price = textOf(builtPage('/').querySelector('.hero-price')!);
    expect(price).not.toMatch(/\p{Ll}\p{Lu}/u);
    expect(price).toMatch(/abonnement\.\s/);
    expect(price).toMatch(/\.$/);
  });
});
