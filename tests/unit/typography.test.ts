import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '../../site/config';
import { typeset, typesetHtml, VERBATIM } from '../../site/typography';
import { MESSAGES } from '../../widget/core/copy';

const NBSP = '\u00a0';

describe('typeset (plain text)', () => {
  it.each([
    ["l'extrait d'immatriculation", 'l’extrait d’immatriculation'],
    ['sous 14 jours, 3 mois, 5 ans, 1 an', `sous 14${NBSP}jours, 3${NBSP}mois, 5${NBSP}ans, 1${NBSP}an`],
    ['de 9 h à 18 h, 20 %, 9 chiffres', `de 9${NBSP}h à 18${NBSP}h, 20${NBSP}%, 9${NBSP}chiffres`],
    ['2 semaines, 48 heures, 1 minute', `2${NBSP}semaines, 48${NBSP}heures, 1${NBSP}minute`],
    ['décret n° 2021-631', `décret n°${NBSP}2021-631`],
    ['du 21 mai 2021 au 1er janvier, le 3 août', `du 21${NBSP}mai 2021 au 1er${NBSP}janvier, le 3${NBSP}août`],
    ['Kbis : définition ? « oui » !', `Kbis${NBSP}: définition${NBSP}? «${NBSP}oui${NBSP}»${NBSP}!`],
  ])('%s → %s', (input, expected) => {
    expect(typeset(input)).toBe(expected);
  });

  it('leaves numbers that are not followed by a unit alone', () => {
    for (const text of [
      'Art. 293 B du CGI',
      'article 13 du RGPD',
      'les 12 tribunaux',
      '5 anciens sites',
      '3 heureux',
      '5 maisons',
      'en 2021 mars',
      '11er mai',
    ]) {
      expect(typeset(text)).toBe(text);
    }
  });

  it('is idempotent', () => {
    const once = typeset("L'extrait de 3 mois : n° 12, d'accord ?");
    expect(typeset(once)).toBe(once);
  });

  it('leaves the product’s fixed wording (VERBATIM) byte for byte, even inside a sentence', () => {
    for (const text of VERBATIM) expect(typeset(text)).toBe(text);
    expect(typeset(`Message : ${MESSAGES.companyNameMissing}. Puis l'étape 2.`)).toBe(
      `Message${NBSP}: ${MESSAGES.companyNameMissing}. Puis l’étape 2.`,
    );
    expect(typeset(NOT_FOUND_TITLE)).toBe('Oops! Page non trouvée');
  });
});

describe('typesetHtml (a rendered page)', () => {
  const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;

  it('changes text nodes, never attributes, scripts or styles', () => {
    const html = page(
      `<title>L&#x27;extrait : 3 mois</title><meta content="l'extrait : 3 mois"/><script type="application/ld+json">{"a":"l'x : 3 mois"}</script><style>a::after{content:"1er d'x"}</style>`,
      `<a href="/x?a='1er'" title="l'x">L&#x27;extrait de 3 mois</a><script>var x = 'n° 1er';</script>`,
    );
    expect(typesetHtml(html)).toBe(
      page(
        `<title>L’extrait${NBSP}: 3${NBSP}mois</title><meta content="l'extrait : 3 mois"/><script type="application/ld+json">{"a":"l'x : 3 mois"}</script><style>a::after{content:"1er d'x"}</style>`,
        `<a href="/x?a='1er'" title="l'x">L’extrait de 3${NBSP}mois</a><script>var x = 'n° 1er';</script>`,
      ),
    );
  });

  it('raises the ordinal of "1er" in the body only, as a whole word', () => {
    expect(typesetHtml(page('<title>Le 1er janvier</title>', '<p>le 1er janvier, la 1re fois, 11er, 1ers</p>'))).toBe(
      page(`<title>Le 1er${NBSP}janvier</title>`, `<p>le 1<sup>er</sup>${NBSP}janvier, la 1<sup>re</sup> fois, 11er, 1ers</p>`),
    );
  });

  it('raises no ordinal in markup without a body, such as a head alone', () => {
    expect(typesetHtml('<title>Le 1er janvier</title>')).toBe(`<title>Le 1er${NBSP}janvier</title>`);
  });

  it('keeps the 404 title and the widget messages byte for byte, as the product words them', () => {
    const html = page(
      `<title>${NOT_FOUND_TITLE}</title>`,
      `<h1>${NOT_FOUND_TITLE}</h1><p>${MESSAGES.companyNameMissing.replace("'", '&#x27;')}</p>`,
    );
    expect(typesetHtml(html)).toBe(
      page(`<title>${NOT_FOUND_TITLE}</title>`, `<h1>${NOT_FOUND_TITLE}</h1><p>${MESSAGES.companyNameMissing}</p>`),
    );
  });
});
