import { describe, expect, it } from 'vitest';
import { GREFFE_FEES_TTC, GREFFE_TARIFF_NOTE } from '../../site/layout/Prices';
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

  it.each(everyPage)('%s: no sentence says "cité" twice', (_file, document) => {
    for (const sentence of sentences(document.querySelector('main')!))
      expect(sentence).not.toMatch(/(?<!\p{L})cité(e|s|es)?(?!\p{L})[^.;]*(?<!\p{L})cité(e|s|es)?(?!\p{L})/u);
  });

  it.each(everyPage)('%s: a representative downloads the Kbis of the company, not a Kbis of their own', (_file, document) => {
    expect(textOf(document.body)).not.toMatch(/son propre Kbis/);
  });

  it.each(everyPage)('%s: no paragraph opens on "Enfin" right after one that ends on it', (_file, document) => {
    const paragraphs = [...document.querySelectorAll('main p')].map(textOf);
    for (const [index, paragraph] of paragraphs.entries())
      if (index > 0 && /^Enfin\b/.test(paragraph)) expect(paragraphs[index - 1]!.split(/(?<=[.!?])\s+/).at(-1)).not.toMatch(/\benfin\b/);
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
    for (const sentence of sentences(main('/pages/informations-entreprise')))
      expect(sentence).not.toMatch(/par le greffe[^.;]*par le greffe/);
    expect(text).toMatch(/certifiées conformes par le greffier/);
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

  it('the company-information page says the price buys no reserved document, and names the register it says is closed', () => {
    const text = textOf(main('/pages/informations-entreprise'));
    expect(text).not.toMatch(/accès à des documents payants/);
    expect(text).toMatch(/documents réservés ou introuvables ailleurs/);
    expect(text).not.toMatch(/, ce registre n’est plus/);
    expect(text).toMatch(/le registre des bénéficiaires effectifs n’est plus librement consultable/);
  });

  it('the definition does not say every extract carries the NAF code', () => {
    const text = textOf(main('/pages/kbis-definition'));
    expect(text).not.toMatch(/toujours les mêmes rubriques/);
    const naf = [...main('/pages/kbis-definition').querySelectorAll('li')].map(textOf).find((item) => /NAF/.test(item))!;
    expect(naf).toMatch(/la plupart des extraits récents/);
  });

  it('the uses page says whom a bank identifies and what the Kbis shows of the signatory', () => {
    const claim = sentences(main('/pages/kbis-entreprises')).find((sentence) => /doit identifier son client/.test(sentence))!;
    expect(claim).not.toMatch(/ses dirigeants/);
    expect(claim).toMatch(/bénéficiaires effectifs/);
    const text = textOf(main('/pages/kbis-entreprises'));
    expect(text).not.toMatch(/a bien le pouvoir de l’engager/);
    expect(text).toMatch(/figure parmi ses représentants légaux/);
  });

  it('the request page gives the delivery time without the request to read it as the withdrawal period', () => {
    expect(textOf(main('/pages/demande-kbis'))).not.toMatch(/dans le même délai/);
  });

  it('the request page says the greffe’s amounts are VAT included under its table, not in the Infogreffe section', () => {
    const page = main('/pages/demande-kbis');
    const section = (id: string) => {
      const parts: string[] = [];
      for (let node = page.querySelector(`#${id}`)!.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling)
        parts.push(textOf(node));
      return parts.join(' ');
    };
    expect(section('en-ligne')).not.toMatch(/TTC\)|sont TTC|TVA comprise/);
    expect(section('tarifs')).toContain(typeset(GREFFE_FEES_TTC));
  });

  it('the greffe page sells under its own heading, not under Alsace-Moselle', () => {
    const page = main('/pages/greffe-tribunal-commerce');
    let heading: Element | null = null;
    for (const element of page.querySelectorAll('h2, p')) {
      if (element.tagName === 'H2') heading = element;
      else if (/service privé/.test(textOf(element))) expect(heading && textOf(heading)).not.toMatch(/Alsace-Moselle/);
    }
  });

  it('the greffe page does not say "exercer" twice in one sentence', () => {
    for (const sentence of sentences(main('/pages/greffe-tribunal-commerce')))
      expect(sentence).not.toMatch(/exer[cç]\p{L}*[^.;]*exer[cç]/u);
  });

  it('the modification page lists one change per item and says what the cost depends on', () => {
    for (const item of main('/pages/modification-kbis').querySelectorAll('li'))
      expect(/établissement secondaire/.test(textOf(item)) && /forme juridique/.test(textOf(item)), textOf(item)).toBe(false);
    expect(textOf(main('/pages/modification-kbis'))).not.toMatch(/plus ou moins/);
  });
});
