import { CONTACT, PUBLISHER } from '../data/operator';
import { BRAND_NAME, PRICE_HT_EUR } from '../../widget/core/offer';
import { DOCUMENT_KINDS, DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { SELLS_CATALOGUE } from '../data/catalogue';
import { absoluteUrl, OG_IMAGE, SITE_URL } from '../config';
import type { Route } from '../routes';
import { typeset } from '../typography';

type JsonLd = Record<string, unknown>;

const ORGANIZATION_ID = `${SITE_URL}/#organization`;
const WEBSITE_ID = `${SITE_URL}/#website`;

function organization(): JsonLd {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: BRAND_NAME,
    legalName: PUBLISHER.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    email: CONTACT.email,
    telephone: CONTACT.phone,
    vatID: PUBLISHER.vatNumber,
    address: { '@type': 'PostalAddress', streetAddress: PUBLISHER.address },
  };
}

function website(): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    name: BRAND_NAME,
    url: absoluteUrl('/'),
    inLanguage: 'fr-FR',
    publisher: { '@id': ORGANIZATION_ID },
  };
}

/** One offer per document, in a build that sells them all: each at the price. */
function offerCatalog(): JsonLd {
  return {
    '@type': 'OfferCatalog',
    name: "Documents d'entreprise",
    itemListElement: DOCUMENT_KINDS.map((kind) => ({
      '@type': 'Offer',
      name: DOCUMENT_LABELS[kind],
      price: PRICE_HT_EUR.toFixed(2),
      priceCurrency: 'EUR',
    })),
  };
}

function service(route: Route): JsonLd {
  return {
    '@type': 'Service',
    name: SELLS_CATALOGUE ? "Obtention d'extrait Kbis, de statuts et de comptes annuels par email" : "Obtention d'extrait Kbis par email",
    serviceType: "Obtention de documents d'entreprise",
    description: route.description,
    provider: { '@id': ORGANIZATION_ID },
    areaServed: { '@type': 'Country', name: 'France' },
    offers: {
      '@type': 'Offer',
      price: PRICE_HT_EUR.toFixed(2),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl('/'),
    },
    ...(SELLS_CATALOGUE && { hasOfferCatalog: offerCatalog() }),
  };
}

function breadcrumb(route: Route): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name: route.label, item: absoluteUrl(route.path) },
    ],
  };
}

function page(route: Route): JsonLd {
  const common = {
    '@id': `${absoluteUrl(route.path)}#page`,
    url: absoluteUrl(route.path),
    name: route.title,
    description: route.description,
    inLanguage: 'fr-FR',
    isPartOf: { '@id': WEBSITE_ID },
    dateModified: route.updated,
  };
  if (route.kind !== 'article') return { '@type': 'WebPage', ...common };
  return {
    '@type': 'Article',
    ...common,
    headline: route.heading,
    datePublished: route.published,
    image: absoluteUrl(OG_IMAGE.path),
    author: { '@id': ORGANIZATION_ID },
    publisher: { '@id': ORGANIZATION_ID },
    mainEntityOfPage: absoluteUrl(route.path),
  };
}

/** Every string of a JSON value typeset as the pages' text is (addresses, dates and numbers come out unchanged). */
function typesetStrings<T>(value: T): T {
  if (typeof value === 'string') return typeset(value) as T;
  if (Array.isArray(value)) return value.map(typesetStrings) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetStrings(item)])) as T;
  }
  return value;
}

/** The structured data of a page: organisation, site and offer on the home page; page and breadcrumb elsewhere. */
export function structuredData(route: Route): JsonLd {
  const graph = route.kind === 'home' ? [organization(), website(), service(route)] : [page(route), breadcrumb(route), organization()];
  return typesetStrings({ '@context': 'https://schema.org', '@graph': graph });
}

/** JSON for a `<script type="application/ld+json">`; `<` is escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
