import { describe, expect, it } from 'vitest';
import { articleRoutes } from '../../site/routes';
import { CONTACT, HOST, MEDIATOR, PUBLISHER, STATEMENT_LABEL } from '../../site/data/operator';
import { PRICE_HT_EUR, VAT_NOTICE } from '../../widget/core/offer';
import { EARLIER_GREFFE_FEES_EUR } from '../../site/data/facts';
import { WITHDRAWAL_DAYS } from '../../widget/core/offer';
import { formatEuro, formatPriceHt } from '../../widget/core/format';
import { formatDate } from '../../site/format';
import { typeset } from '../../site/typography';
import { renderRouteDocument, routeByPath } from '../support/site';
import { textOf, wordCount } from '../support/html';

const MIN_ARTICLE_WORDS = 600;

const mainText = (path: string) => textOf(renderRouteDocument(routeByPath(path)).querySelector('main')!);

describe.each(articleRoutes)('article $path', (route) => {
  const article = renderRouteDocument(route).querySelector('main article')!;

  it(`has at least ${MIN_ARTICLE_WORDS} words in several h2 sections`, () => {
    expect(wordCount(textOf(article))).toBeGreaterThanOrEqual(MIN_ARTICLE_WORDS);
    expect(article.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3);
  });

  it('says the service is private and closes with the order prompt', () => {
    const text = textOf(renderRouteDocument(route).querySelector('main')!);
    expect(text).toMatch(/service privé/i);
    expect(text).toContain(formatPriceHt(PRICE_HT_EUR));
  });

  it('gives its update date in words, as the machine-readable date says', () => {
    const time = article.querySelector('.updated time')!;
    expect(time.getAttribute('datetime')).toBe(route.updated);
    expect(textOf(time.parentElement!)).toBe(`Mis à jour le ${formatDate(route.updated)}`);
  });
});

describe('home page', () => {
  const text = mainText('/');

  it('compares the official prices with the service price and says the official route is cheaper', () => {
    for (const price of [EARLIER_GREFFE_FEES_EUR.counter, EARLIER_GREFFE_FEES_EUR.post, EARLIER_GREFFE_FEES_EUR.emailPdf]) {
      expect(text).toContain(formatEuro(price));
    }
    expect(text).toContain(formatPriceHt(PRICE_HT_EUR));
    expect(text).toContain(VAT_NOTICE);
    expect(text).toMatch(/voie officielle est moins chère/);
    expect(text).toMatch(/service privé/);
    expect(text).toContain(formatEuro(EARLIER_GREFFE_FEES_EUR.online));
  });

  it('has three benefit cards and the section on recent extracts', () => {
    const doc = renderRouteDocument(routeByPath('/'));
    expect([...doc.querySelectorAll('.card h3')].map(textOf)).toEqual(
      ['Un Kbis à jour', 'Commande en 1 minute', 'Prix transparent'].map(typeset),
    );
    expect(text).toContain(typeset('moins de 3 mois'));
  });
});

describe('request page', () => {
  it('quotes the greffe’s online fee set for it (EARLIER_GREFFE_FEES_EUR.online)', () => {
    expect(mainText('/pages/demande-kbis')).toContain(formatEuro(EARLIER_GREFFE_FEES_EUR.online));
  });
});

describe('terms of sale', () => {
  const doc = renderRouteDocument(routeByPath('/pages/cgv'));
  const text = textOf(doc.querySelector('main')!);

  it('has the eight articles of the CGV, in their order', () => {
    const headings = [...doc.querySelectorAll('main h2')].map(textOf);
    expect(headings.filter((heading) => /^Article \d/.test(heading))).toHaveLength(8);
    for (const [index, topic] of [
      'Objet',
      'Prix',
      'service',
      'rétractation',
      'données',
      'Service client',
      'Responsabilité',
      'Droit applicable',
    ].entries()) {
      expect(headings[index]).toContain(`Article ${index + 1}`);
      expect(headings[index]).toContain(topic);
    }
  });

  it('states price, card payment, statement label, withdrawal and its exception, mediation and French law', () => {
    expect(text).toContain(formatPriceHt(PRICE_HT_EUR));
    expect(text).toMatch(/carte/);
    expect(text).toMatch(/immédiat/);
    expect(text).toContain(STATEMENT_LABEL);
    expect(text).toContain(typeset(`${WITHDRAWAL_DAYS} jours`));
    expect(text).toContain('L221-28');
    expect(text).toContain(MEDIATOR.name);
    expect(text).not.toMatch(/Médicys|MEDICYS/i);
    expect(text).toMatch(/droit français/);
    expect(text).toContain(CONTACT.dpoEmail);
  });
});

describe('legal notices', () => {
  const text = mainText('/pages/mentions-legales');

  it('name the Spanish publisher with its VAT number, the director, the host and the DPO', () => {
    expect(PUBLISHER.vatNumber).toMatch(/^ES[A-Z0-9]{9}$/);
    for (const fact of [PUBLISHER.name, PUBLISHER.vatNumber, PUBLISHER.address, HOST.name, HOST.address, CONTACT.dpoEmail]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(PUBLISHER.director.split(',')[0]);
  });
});
