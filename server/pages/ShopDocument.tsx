import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FAVICON_PATH, WIDGET_PATH } from '../../site/config';
import { Layout } from '../../site/layout/Layout';
import { typeset, typesetHtml } from '../../site/typography';
import { BRAND_COLOR, BRAND_NAME } from '../../widget/core/offer';
import { DEMO_BANNER } from './copy';

/** What every page of the service shares: the site's stylesheet, and whether the shop is a public demo. */
export interface ShopFrame {
  /** The site's stylesheet, as the built pages link it. */
  stylesheet: string;
  /** PAYMENT_MODE=test on a public address: each page says that nothing is paid or ordered. */
  publicDemo: boolean;
}

export interface ShopPageProps {
  title: string;
  frame: ShopFrame;
  /**
   * Without JavaScript only, loads `url` after `seconds`: a confirmation page waiting for the
   * payment's word, a few times at most (a reload restarts a screen reader at the top).
   */
  noScriptReload?: { seconds: number; url: string };
  /** A script of the service's own origin, the only kind the pages' policy allows. */
  script?: string;
  children: ReactNode;
}

/**
 * A page of the service, in the site's frame (header, footer, stylesheet) so that the customer
 * stays on the same site from the order to its confirmation. Never indexed: each address is one
 * customer's. French typography is applied as the site's build applies it.
 */
function ShopDocument({ title, frame, noScriptReload, script, children }: ShopPageProps) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} – ${BRAND_NAME}`}</title>
        <meta name="robots" content="noindex" />
        {noScriptReload && (
          <noscript>
            <meta httpEquiv="refresh" content={`${noScriptReload.seconds};url=${noScriptReload.url}`} />
          </noscript>
        )}
        <meta name="theme-color" content={BRAND_COLOR} />
        <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
        <link rel="stylesheet" href={frame.stylesheet} />
        <script src={WIDGET_PATH} defer />
        {script && <script src={script} defer />}
      </head>
      <body>
        <Layout>
          <div className="page">
            {frame.publicDemo && (
              <section className="note" aria-label={DEMO_BANNER.label}>
                <p>
                  <strong>{DEMO_BANNER.label}.</strong> {DEMO_BANNER.text}
                </p>
              </section>
            )}
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
