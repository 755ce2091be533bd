import { describe, expect, it } from 'vitest';
import { builtPages } from '../support/built-pages';
import { sentences, textOf } from '../support/html';

const everyPage = builtPages().map((built) => [built.file, built.document] as const);
/** The text a search engine or a social network shows for a page: its descriptions, and the strings of its structured data. */
function headTexts(document: Document): string[] {
  const metas = [
    ...document.querySelectorAll('meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]'),
  ];
  const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent;
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  return [...metas.map((meta) => meta.getAttribute('content')!), ...(jsonLd ? strings(JSON.parse(jsonLd)) : [])];
}
/** The page's own sentences, not the titles of its Sources list. */
function ownSentences(document: Document): string[] {
  const copy = document.querySelector('main')!.cloneNode(true) as Element;
  for (const list of copy.querySelectorAll('.sources')) list.remove();
  return sentences(copy);
}
/** Paragraphs, list items and table rows: the units a reader takes in one go. */
function blocks(root: Element): string[] {
  return [...root.querySelectorAll('p, li, tr')].filter((block) => !block.querySelector('p, li')).map(textOf);
}

describe('what the law asks of banks', () => {
  it.each(everyPage)('%s: no sentence says a bank is obliged to get a recent extract', (_file, document) => {
    const claims = sentences(document.querySelector('main')!).filter(
      (sentence) => /banques?|bancaire|blanchiment|R561/i.test(sentence) && /extrait|Kbis|trois mois|3\u00a0mois/.test(sentence),
    );
    for (const claim of claims) expect(claim, claim).not.toMatch(/impos|oblig|exige|requi|lui demande/i);
  });

  it.each(everyPage)(
    '%s: every citation of the anti-money-laundering rule names the verification article and one means among others',
    (_file, document) => {
      const citations = ownSentences(document).filter((sentence) => /R561-5(?![-\d])|R561-5-1/.test(sentence));
      for (const citation of citations) {
        expect(citation, citation).toMatch(/R561-5-1/);
        expect(citation, citation).toMatch(/notamment|parmi|l’un des|un des/);
      }
    },
  );
});

describe('the Kbis the administrations no longer ask for', () => {
  const SAYS_NO_LONGER = /administrations?\b[^.;]*(\bne\b[^.;]*\bplus\b|se contentent|suffit|dispens)/i;
  const SCOPE = /cinquantaine|énumèrent|listées|ces démarches/;

  it.each(everyPage)('%s: every sentence of the page saying so states for which procedures', (_file, document) => {
    for (const claim of sentences(document.querySelector('main')!).filter((sentence) => SAYS_NO_LONGER.test(sentence)))
      expect(claim, claim).toMatch(SCOPE);
  });

  it.each(everyPage)('%s: so does every description and structured-data string', (_file, document) => {
    for (const claim of headTexts(document).filter((text) => SAYS_NO_LONGER.test(text))) expect(claim, claim).toMatch(SCOPE);
  });
});

describe('MonIdenum', () => {
  it.each(everyPage)(
    '%s: every block offering it for free says it is for the legal representative, outside Alsace-Moselle',
    (_file, document) => {
      for (const block of blocks(document.body).filter((text) => /MonIdenum/.test(text) && /gratuit/i.test(text))) {
        expect(block, block).toMatch(/représentant légal/);
        expect(block, block).toMatch(/Alsace-Moselle|Moselle/);
        // An open list: whether other registers (New Caledonia) are left out is not established.
        expect(block, block).toMatch(/notamment/);
      }
    },
  );

  it.each(everyPage)('%s: no sentence says only the three departments are left out', (_file, document) => {
    expect(textOf(document.body)).not.toMatch(/Seules les sociétés de Moselle/);
  });
});

describe('when the PDF is sent', () => {
  it.each(everyPage)('%s: every sentence giving the delivery time says from when it runs', (_file, document) => {
    for (const sentence of sentences(document.querySelector('main')!).filter((text) => /jours? ouvrés?/.test(text) && /\d/.test(text)))
      expect(sentence, sentence).toMatch(
        /début de l’exécution|exécution commencée|exécution immédiate|dès la conclusion du contrat|(à la fin|à l’expiration) du délai|à compter/,
      );
  });

  it.each(everyPage)('%s: execution starts when the contract is concluded, never "dès la commande"', (_file, document) => {
    expect(textOf(document.body)).not.toMatch(/dès la commande|commande lancée/);
  });

  it.each(everyPage)('%s: the withdrawal period is the consumers’, never said to be every reader’s', (_file, document) => {
    const text = textOf(document.body);
    expect(text).not.toMatch(/votre (délai|droit) de rétractation/);
    if (/\/cgv/.test(document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '')) return;
    for (const sentence of sentences(document.querySelector('main')!).filter((text) => /délai de rétractation/.test(text)))
      expect(sentence, sentence).toMatch(/consommateurs?/);
  });
});
