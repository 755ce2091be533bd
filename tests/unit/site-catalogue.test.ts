import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTER_FACTS } from '../../site/data/facts';
import { OFFICIAL_LINKS } from '../../site/data/sources';
import { typeset } from '../../site/typography';
import { DOCUMENT_KINDS, DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { formatEuro, formatPriceHt, formatWorkingDays } from '../../widget/core/format';
import { DELIVERY_WORKING_DAYS, PRICE_HT_EUR } from '../../widget/core/offer';
import { freshImport } from '../support/fresh-import';
import { sentences, textOf, wordCount } from '../support/html';

const SERVICE = 'https://commandes.kbis-facile.example';
const PAGES = ['/', '/pages/demande-kbis', '/pages/informations-entreprise'] as const;
type Page = (typeof PAGES)[number];

/** The pages that speak of the catalogue, as a build with ORDER_SERVICE_URL=`url` renders them. */
async function render(url: string) {
  vi.stubEnv('ORDER_SERVICE_URL', url);
  const { renderRouteDocument, routeByPath } = await freshImport(() => import('../support/site'));
  const { structuredData } = await import('../../site/head/jsonLd');
  return {
    page: Object.fromEntries(PAGES.map((path) => [path, renderRouteDocument(routeByPath(path))])) as Record<Page, Document>,
    sources: Object.fromEntries(PAGES.map((path) => [path, (routeByPath(path).sources ?? []).map((source) => source.url)])) as Record<
      Page,
      string[]
    >,
    homeData: structuredData(routeByPath('/')),
    description: routeByPath('/').description,
  };
}

const builds = new Map<string, Awaited<ReturnType<typeof render>>>();

// Each build rendered once, one after the other: each sets the environment its modules read.
beforeAll(async () => {
  for (const url of [SERVICE, '']) builds.set(url, await render(url));
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const shop = () => builds.get(SERVICE)!;
const staticBuild = () => builds.get('')!;
const main = (document: Document) => textOf(document.querySelector('main')!);
const DELAY = typeset(formatWorkingDays(DELIVERY_WORKING_DAYS));

describe('the catalogue’s words in the build with an order service', () => {
  it('the home page’s lead names the Kbis, the statuts and the accounts, in one plain sentence', () => {
    const lead = textOf(shop().page['/'].querySelector('.hero h1 + p')!);
    for (const label of ['extrait Kbis', 'statuts', 'comptes annuels']) expect(lead).toContain(label);
    expect(lead.split(/(?<=[.!?])\s+/)).toHaveLength(1);
    expect(wordCount(lead)).toBeLessThanOrEqual(25);
  });

  it('the home page prices each document, one order for several, and no longer sends them to customer service', () => {
    const hero = textOf(shop().page['/'].querySelector('.hero')!);
    expect(hero).toContain(typeset(`${formatPriceHt(PRICE_HT_EUR)} par document`));
    expect(hero).toContain(typeset(`vous payez ${formatEuro(PRICE_HT_EUR)} par document`));
    expect(hero).not.toMatch(/ne porte que sur l’extrait Kbis|écrivez à notre service client/);
  });

  it('the home page lists the four documents with where each comes from and when it is sent', () => {
    const table = shop().page['/'].querySelector('#tableau-documents')!.closest('table')!;
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map(textOf));
    expect(rows.map((row) => row[0])).toEqual(DOCUMENT_KINDS.map((kind) => typeset(DOCUMENT_LABELS[kind])));
    const sent = Object.fromEntries(DOCUMENT_KINDS.map((kind, index) => [kind, rows[index]![2]!]));
    for (const kind of ['kbis', 'acte'] as const) expect(sent[kind]).toBe(typeset(`Sous ${DELAY} à compter du début de l'exécution`));
    for (const kind of ['statuts', 'comptes'] as const) {
      expect(sent[kind]).toMatch(/quelques minutes après le début de l’exécution, de jour comme de nuit/);
      expect(sent[kind]).toContain(typeset(`au plus tard sous ${DELAY}`));
    }
    expect(rows[1]![1]).toMatch(/Registre national des entreprises/);
    expect(rows[2]![1]).toMatch(/s’ils ne sont pas confidentiels/);
  });

  it('the home page says the register’s filings are free on data.inpi.fr, what the price pays, and the refund of what it lacks', () => {
    const text = main(shop().page['/']);
    expect(shop().page['/'].querySelector(`.hero a[href="${OFFICIAL_LINKS.dataInpi}"]`)).not.toBeNull();
    expect(text).toMatch(/télécharger gratuitement, avec un compte/);
    expect(text).toMatch(/Notre prix paie la recherche du bon document et son envoi, pas un accès réservé/);
    expect(text).toContain(typeset(`nous vous le disons et vous remboursons ce document, ${formatEuro(PRICE_HT_EUR)}`));
  });

  it('the request page and the company information page offer the other documents in the same order', () => {
    for (const path of ['/pages/demande-kbis', '/pages/informations-entreprise'] as const) {
      const text = main(shop().page[path]);
      expect(text, path).not.toMatch(/écrivez à notre service client|porte uniquement sur l’extrait Kbis|c’est ce que permet la commande/);
      expect(text, path).toMatch(/statuts/);
      expect(text, path).toContain(typeset(`${formatPriceHt(PRICE_HT_EUR)} par document`));
    }
  });

  it('the structured data offer each document at the price, and describe the catalogue', () => {
    const service = (shop().homeData['@graph'] as Record<string, unknown>[]).find((node) => node['@type'] === 'Service')!;
    const catalogue = service.hasOfferCatalog as { itemListElement: { name: string; price: string }[] };
    expect(catalogue.itemListElement.map((offer) => offer.name)).toEqual(DOCUMENT_KINDS.map((kind) => typeset(DOCUMENT_LABELS[kind])));
    for (const offer of catalogue.itemListElement) expect(offer.price).toBe(PRICE_HT_EUR.toFixed(2));
    expect(shop().description).toMatch(/statuts/);
  });
});

describe('the static build keeps the SPEC’s Kbis alone', () => {
  it('the home page says the online order is the Kbis and how to get the other documents', () => {
    const hero = textOf(staticBuild().page['/'].querySelector('.hero')!);
    expect(hero).toMatch(/ne porte que sur l’extrait Kbis/);
    expect(hero).toContain(typeset(`${formatPriceHt(PRICE_HT_EUR)} par demande`));
    expect(staticBuild().page['/'].querySelector('#tableau-documents')).toBeNull();
    const service = (staticBuild().homeData['@graph'] as Record<string, unknown>[]).find((node) => node['@type'] === 'Service')!;
    expect(service.hasOfferCatalog).toBeUndefined();
  });
});

describe.each([
  ['with an order service', SERVICE],
  ['static', ''],
])('the words of the build %s', (_name, url) => {
  it.each(PAGES)('%s: execution starts « dès l’acceptation du paiement », never « dès le paiement accepté »', (path) => {
    expect(main(builds.get(url)!.page[path])).not.toMatch(/dès le paiement accepté/);
  });

  it.each(PAGES)('%s: every sentence giving the delivery time says from when it runs', (path) => {
    for (const sentence of sentences(builds.get(url)!.page[path].querySelector('main')!).filter((text) => /jours? ouvrés?/.test(text)))
      expect(sentence, sentence).toMatch(/début de l’exécution|exécution immédiate|à compter|à la fin du délai/);
  });

  it.each(['/pages/demande-kbis', '/pages/informations-entreprise'] as const)(
    '%s lists the sources of what it says of the register’s documents',
    (path) => {
      const listed = new Set(builds.get(url)!.sources[path]);
      for (const statement of [...REGISTER_FACTS.publicFilings, ...REGISTER_FACTS.freeOnDataInpi])
        expect(listed.has(statement.source.url), statement.source.url).toBe(true);
    },
  );
});

describe('the sources of what the pages say of the register’s documents', () => {
  it.each(Object.entries(REGISTER_FACTS).flatMap(([topic, statements]) => statements.map((statement) => [topic, statement] as const)))(
    '%s: a statement rests on a page read and quoted',
    (_topic, statement) => {
      expect(statement.basis).toBe('source');
      expect(statement.source.url).toMatch(/^https:\/\//);
      expect(statement.quote.length).toBeGreaterThan(40);
    },
  );
});
