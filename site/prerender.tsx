import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from './head/Document';
import { serializeJsonLd, structuredData } from './head/jsonLd';
import { absoluteUrl, FAVICON_PATH, NOT_FOUND_LOGGER_PATH, NOT_FOUND_TITLE } from './config';
import { BRAND_MARK_SVG } from './brandMark';
import { Layout } from './layout/Layout';
import { ArticlePage } from './pages/ArticlePage';
import { NotFound } from './pages/NotFound';
import { routes, type Route } from './routes';
import { typeset, typesetHtml } from './typography';

export interface BuildAssets {
  /** Public path of the one CSS file. */
  stylesheet: string;
}

const NOT_FOUND_DESCRIPTION = typeset(
  "Cette page n'existe pas ou a été déplacée. Retrouvez nos guides sur l'extrait Kbis depuis l'accueil.",
);

/**
 * A page's HTML, French typography applied to every text node by the build (site/typography.ts)
 * rather than typed into hundreds of sentences. renderToStaticMarkup never writes the doctype.
 */
function toHtml(element: React.ReactElement): string {
  return `<!DOCTYPE html>${typesetHtml(renderToStaticMarkup(element))}`;
}

/** The output file of a route: `/` → index.html, `/pages/x` → pages/x.html (served as /pages/x). */
export function outputFile(route: Route): string {
  return route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;
}

/** Complete static HTML of one route. */
export function renderRoute(route: Route, assets: BuildAssets): string {
  const { Component } = route;
  return toHtml(
    <Document
      title={route.title}
      description={route.description}
      path={route.path}
      ogType={route.kind === 'article' ? 'article' : 'website'}
      jsonLd={serializeJsonLd(structuredData(route))}
      stylesheet={assets.stylesheet}
    >
      <Layout currentPath={route.path}>
        {route.kind === 'home' ? <Component heading={route.heading} /> : <ArticlePage route={route} />}
      </Layout>
    </Document>,
  );
}

/** The 404 page: not indexed, no canonical address, and a tiny script logs the missing path. */
export function renderNotFound(assets: BuildAssets): string {
  return toHtml(
    <Document
      title={NOT_FOUND_TITLE}
      description={NOT_FOUND_DESCRIPTION}
      noindex
      stylesheet={assets.stylesheet}
      scripts={[NOT_FOUND_LOGGER_PATH]}
    >
      <Layout>
        <NotFound />
      </Layout>
    </Document>,
  );
}

export function renderSitemap(): string {
  const urls = routes.map((route) => `  <url><loc>${absoluteUrl(route.path)}</loc><lastmod>${route.updated}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

/** Every file the site build writes besides the CSS and the public folder, keyed by output path. */
export function renderSite(assets: BuildAssets): Map<string, string> {
  const files = new Map<string, string>();
  for (const route of routes) files.set(outputFile(route), renderRoute(route, assets));
  files.set('404.html', renderNotFound(assets));
  files.set('sitemap.xml', renderSitemap());
  files.set('robots.txt', renderRobots());
  files.set(FAVICON_PATH.slice(1), `${BRAND_MARK_SVG}\n`);
  return files;
}
