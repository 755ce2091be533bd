import { describe, expect, it } from 'vitest';
import { typeset } from '../../site/typography';
import { OFFICIAL_LINKS } from '../../site/data/sources';
import { BENEFICIAL_OWNERS_DAYS, FACTS, formatFact } from '../../site/data/facts';
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
    expect(main(path).innerHTML).toMatch(/1<sup>er<\/sup>(?:&nbsp;|\u00a0)novembre 2021/);
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
    if (/Bas-Rhin/.test(text)) expect(text).toMatch(/tribuna(l|ux) judiciaires?/);
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
    expect(text).toMatch(/expérimentation prévue par la loi/);
    expect(text).not.toMatch(/\bexpérience\b/);
    expect(text).toMatch(/2028/);
    expect(text).toMatch(/pas d’un simple changement de nom/);
  });

  it('validity: a bank may verify a company client with an extract of less than 3 months, one means among others', () => {
    for (const path of ['/', '/pages/kbis-definition', '/pages/kbis-entreprises']) expect(textOf(main(path))).toMatch(/R561-5-1/);
  });

  it('modification: a new beneficial-owner document within 30 days of the change (R561-55)', () => {
    const text = textOf(main('/pages/modification-kbis'));
    expect(text).toContain(typeset(`dans les ${BENEFICIAL_OWNERS_DAYS} jours`));
    expect(text).toContain('R561-55');
    expect(text).not.toMatch(/le greffe vous indique le délai/);
  });

  it('modification: the fees paid at filing include the sums passed on to the INPI and the BODACC', () => {
    const fees = [...main('/pages/modification-kbis').querySelectorAll('li')]
      .map(textOf)
      .find((item) => /^les frais d’inscription/.test(item))!;
    expect(fees).toMatch(/INPI/);
    expect(fees).toMatch(/BODACC/);
  });

  it('modification: two notices when the seat moves to another department, not to another greffe', () => {
    const claims = sentences(main('/pages/modification-kbis')).filter((sentence) =>
      /deux annonces|en demande deux|deux attestations/.test(sentence),
    );
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      expect(claim, claim).toMatch(/autre département/);
      expect(claim, claim).not.toMatch(/ressort d’un autre greffe/);
    }
  });

  it('greffe: the count of courts is dated by the hearing it comes from', () => {
    const claim = sentences(main('/pages/greffe-tribunal-commerce')).find((sentence) => sentence.includes(formatFact(FACTS.greffes)))!;
    expect(claim).toMatch(/20\d\d/);
    expect(claim).not.toMatch(/\balors\b/);
  });

  it('definition: a SIREN is made of 8 digits and a check digit', () => {
    const row = [...main('/pages/kbis-definition').querySelectorAll('tr')].find((tr) => textOf(tr).startsWith('SIREN'))!;
    expect(textOf(row)).toContain(formatFact(FACTS.sirenBaseDigits));
    expect(textOf(row)).toMatch(/chiffre de contrôle/);
  });

  it('modification: the cost, the beneficial owners and the two notices when the seat changes greffe', () => {
    const text = textOf(main('/pages/modification-kbis'));
    expect(text).toMatch(/Ce que coûte une modification/);
    expect(text).toMatch(/frais d’inscription/);
    expect(text).toMatch(/bénéficiaires effectifs/);
    expect(text).toMatch(/département de l’ancien siège/);
  });
});
