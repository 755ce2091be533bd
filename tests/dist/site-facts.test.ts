import { describe, expect, it } from 'vitest';
import { typeset } from '../../site/typography';
import { OFFICIAL_LINKS } from '../../widget/core/brand';
import { builtPage, builtPages } from '../support/built-pages';
import { sentences, textOf } from '../support/html';

const everyPage = builtPages().map((built) => [built.file, built.document] as const);
const main = (path: string) => builtPage(path).querySelector('main')!;

describe('uses of a Kbis', () => {
  it.each(everyPage)('%s: no sentence says an administration or a public buyer asks for one', (_file, document) => {
    const claims = sentences(document.querySelector('main')!).filter(
      (sentence) =>
        /administrations?\b|acheteurs? publics?|organismes? publics?/i.test(sentence) && /demand|exig|réclam|requi/i.test(sentence),
    );
    for (const claim of claims) expect(claim, claim).toMatch(/\bplus\b|SIREN|malgré tout/);
  });

  it.each(['/', '/pages/kbis-definition', '/pages/kbis-entreprises'])('%s says a SIREN replaces it since 1 November 2021', (path) => {
    const text = textOf(main(path));
    expect(text).toContain('SIREN');
    expect(text).toContain(typeset('novembre 2021'));
    expect(main(path).innerHTML).toMatch(/1<sup>er<\/sup> novembre 2021/);
  });
});

describe('free official routes', () => {
  it.each(['/', '/pages/demande-kbis', '/pages/informations-entreprise'])('%s links the INPI’s free data site', (path) => {
    expect(main(path).querySelector(`a[href="${OFFICIAL_LINKS.dataInpi}"]`)).not.toBeNull();
  });

  it('the request page says what is free, what the greffe charges and what our price buys', () => {
    const text = textOf(main('/pages/demande-kbis'));
    expect(text).toMatch(/Ce qui est gratuit/);
    expect(text).toMatch(/statuts, les actes et les comptes annuels/);
    expect(text).toMatch(/attestation d’immatriculation au Registre national des entreprises/);
    expect(text).toMatch(/quelqu’un qui fait la demande à votre place et vous envoie le PDF/);
  });

  it('the home page says how to get statuts, accounts and actes, which the order form does not sell', () => {
    const hero = textOf(builtPage('/').querySelector('.hero')!);
    expect(hero).toMatch(/Statuts, comptes annuels et actes/);
    expect(hero).toMatch(/ne porte que sur l’extrait Kbis/);
    expect(hero).toMatch(/écrivez à notre service client/);
  });
});

describe('facts easy to get wrong', () => {
  it.each(everyPage)('%s: Alsace-Moselle keeps the same RCS, kept by the tribunaux judiciaires', (_file, document) => {
    const text = textOf(document.querySelector('main')!);
    expect(text).not.toMatch(/registre local/);
    if (/Moselle/.test(text)) expect(text).toMatch(/tribuna(l|ux) judiciaires?/);
  });

  it.each(everyPage)('%s: no sentence denies a Kbis to every artisan or liberal professional', (_file, document) => {
    const claims = sentences(document.querySelector('main')!).filter(
      (sentence) =>
        /artisans?|professions? libérales?|professionnels? libéra/i.test(sentence) &&
        /\bn[’']|\bni l’un ni l’autre|\bpas de Kbis/.test(sentence),
    );
    for (const claim of claims) expect(claim, claim).toMatch(/en nom propre|en son (propre )?nom|en leur (propre )?nom/);
  });

  it.each(['/pages/kbis-definition', '/pages/recherche-entreprise'])(
    '%s: an artisan or a liberal professional has a Kbis through a company, an RNE certificate or a Sirene notice in their own name',
    (path) => {
      const text = textOf(main(path));
      expect(text).toMatch(/SARL, SAS, SELARL/);
      expect(text).toMatch(/en nom propre/);
      expect(text).toMatch(/attestation d’immatriculation au Registre national des entreprises/);
      expect(text).toMatch(/avis de situation/);
    },
  );

  it.each(everyPage)('%s: a SIREN replaces the Kbis in the listed procedures, not in every one', (_file, document) => {
    const claims = sentences(document.querySelector('main')!).filter(
      (sentence) => /SIREN/.test(sentence) && /suffi|remplace|à la place/.test(sentence),
    );
    for (const claim of claims) expect(claim, claim).not.toMatch(/\btoute(s les)? démarches?\b/i);
  });

  it('the request page says which procedures: about fifty, listed by the two decrees of 2021', () => {
    const text = textOf(main('/pages/demande-kbis'));
    expect(text).toMatch(/cinquantaine de démarches/);
    expect(text).toContain(typeset('n° 2021-631'));
    expect(text).toContain('2021-632');
  });

  it('the tribunaux des activités économiques are a 2025–2028 experiment in twelve named courts', () => {
    const text = textOf(main('/pages/greffe-tribunal-commerce'));
    for (const court of [
      'Avignon',
      'Auxerre',
      'Le Havre',
      'Le Mans',
      'Limoges',
      'Lyon',
      'Marseille',
      'Nancy',
      'Nanterre',
      'Paris',
      'Saint-Brieuc',
      'Versailles',
    ]) {
      expect(text).toContain(court);
    }
    expect(text).toMatch(/expérience/);
    expect(text).toMatch(/2028/);
    expect(text).toMatch(/pas d’un simple changement de nom/);
  });

  it('validity: banks need an extract of less than 3 months under anti-money-laundering rules', () => {
    for (const path of ['/', '/pages/kbis-definition', '/pages/kbis-entreprises']) expect(textOf(main(path))).toMatch(/R561-5/);
  });

  it('modification: the cost, the beneficial owners and the two notices when the seat changes greffe', () => {
    const text = textOf(main('/pages/modification-kbis'));
    expect(text).toMatch(/Ce que coûte une modification/);
    expect(text).toMatch(/frais du greffe/);
    expect(text).toMatch(/bénéficiaires effectifs/);
    expect(text).toMatch(/département de l’ancien siège/);
  });
});
