import { describe, expect, it } from 'vitest';
import { absoluteUrl, OG_IMAGE, SITE_URL } from '../../site/config';
import { serializeJsonLd, structuredData } from '../../site/head/jsonLd';
import { routes, type Route } from '../../site/routes';
import { typeset } from '../../site/typography';
import { CONTACT, PUBLISHER } from '../../site/data/operator';
import { BRAND_NAME, PRICE_HT_EUR } from '../../widget/core/offer';

const route = (kind: Route['kind']) => routes.find((each) => each.kind === kind)!;
const ORGANIZATION = { '@id': `${SITE_URL}/#organization` };
const WEBSITE = { '@id': `${SITE_URL}/#website` };

/** The organisation node, the same on every page: who publishes the site, as search engines show it. */
const organization = {
  '@type': 'Organization',
  ...ORGANIZATION,
  name: BRAND_NAME,
  legalName: PUBLISHER.name,
  url: absoluteUrl('/'),
  logo: absoluteUrl('/favicon.svg'),
  email: CONTACT.email,
  telephone: CONTACT.phone,
  vatID: PUBLISHER.vatNumber,
  address: { '@type': 'PostalAddress', streetAddress: PUBLISHER.address },
};

describe('the structured data (JSON-LD) of each page', () => {
  it('describes the organisation, the site and the offer on the home page', () => {
    const home = route('home');
    expect(structuredData(home)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        organization,
        { '@type': 'WebSite', ...WEBSITE, name: BRAND_NAME, url: absoluteUrl('/'), inLanguage: 'fr-FR', publisher: ORGANIZATION },
        {
          '@type': 'Service',
          // The service's wording lives in jsonLd.ts alone: named, and about the Kbis.
          name: expect.stringMatching(/Kbis/),
          serviceType: expect.stringMatching(/\S/),
          description: home.description,
          provider: ORGANIZATION,
          areaServed: { '@type': 'Country', name: 'France' },
          offers: {
            '@type': 'Offer',
            price: PRICE_HT_EUR.toFixed(2),
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
            url: absoluteUrl('/'),
          },
        },
      ],
    });
  });

  it.each(['article', 'legal'] as const)('describes a %s page, its breadcrumb and the organisation elsewhere', (kind) => {
    const page = route(kind);
    const common = {
      '@id': `${absoluteUrl(page.path)}#page`,
      url: absoluteUrl(page.path),
      name: page.title,
      description: page.description,
      inLanguage: 'fr-FR',
      isPartOf: WEBSITE,
      dateModified: page.updated,
    };
    const article = {
      '@type': 'Article',
      ...common,
      headline: page.heading,
      datePublished: page.published,
      image: absoluteUrl(OG_IMAGE.path),
      author: ORGANIZATION,
      publisher: ORGANIZATION,
      mainEntityOfPage: absoluteUrl(page.path),
    };
    expect(structuredData(page)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        kind === 'article' ? article : { '@type': 'WebPage', ...common },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: route('home').label, item: absoluteUrl('/') },
            { '@type': 'ListItem', position: 2, name: page.label, item: absoluteUrl(page.path) },
          ],
        },
        organization,
      ],
    });
  });

  it.each(routes.filter((each) => each.kind === 'article').map((each) => [each.path, each] as const))(
    'gives %s a first-publication date of its own, before its last update',
    (_, each) => {
      const article = (structuredData(each)['@graph'] as Record<string, unknown>[])[0]!;
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.datePublished).toBe(each.published);
      expect(String(article.datePublished) < String(article.dateModified)).toBe(true);
    },
  );

  it('serializes with every < escaped, so no text can close the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>x</script>' })).toBe('{"name":"\\u003c/script>\\u003cscript>x\\u003c/script>"}');
  });
});

describe('the text of the structured data', () => {
  /** Every string of a JSON value, however deep in its arrays and objects. */
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

  it.each(routes.map((each) => [each.path, each] as const))('is typeset like the page on %s, down to the nested nodes', (_, each) => {
    const found = strings(structuredData(each));
    expect(found.filter((text) => text !== typeset(text))).toEqual([]);
    // The description sits in a node of the @graph array: typeset there, not left as written.
    expect(found).toContain(typeset(each.description));
  });
});
