import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FAVICON_PATH, WIDGET_PATH } from '../../site/config';
import { Layout } from '../../site/layout/Layout';
import { typeset, typesetHtml } from '../../site/typography';
import { BRAND_COLOR, BRAND_NAME } from '../../widget/core/offer';

export interface ShopPageProps {
  title: string;
  /** The site's stylesheet, as the built pages link it. */
  stylesheet: string;
  /** Reloads the page after this many seconds: a confirmation page waiting for the payment's word. */
  refreshSeconds?: number;
  children: ReactNode;
}

/**
 * A page of the service, in the site's frame (header, footer, stylesheet) so that the customer
 * stays on the same site from the order to its confirmation. Never indexed: each address is one
 * customer's. French typography is applied as the site's build applies it.
 */
function ShopDocument({ title, stylesheet, refreshSeconds, children }: ShopPageProps) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} – ${BRAND_NAME}`}</title>
        <meta name="robots" content="noindex" />
        {refreshSeconds && <meta httpEquiv="refresh" content={String(refreshSeconds)} />}
        <meta name="theme-color" content={BRAND_COLOR} />
        <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} />
        <script src={WIDGET_PATH} defer />
      </head>
      <body>
        <Layout>
          <div className="page">
            <article className="prose shop">{children}</article>
          </div>
        </Layout>
      </body>
    </html>
  );
}

/** The page's whole HTML. */
export function renderShopPage(props: ShopPageProps): string {
  return `<!DOCTYPE html>${typesetHtml(renderToStaticMarkup(<ShopDocument {...props} title={typeset(props.title)} />))}`;
}
