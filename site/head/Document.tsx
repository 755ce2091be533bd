import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../widget/core/offer';
import { BRAND_COLOR } from '../../widget/core/offer';
import { META_CONTENT_SECURITY_POLICY } from '../headers.mjs';
import { absoluteUrl, FAVICON_PATH, OG_IMAGE, WIDGET_PATH } from '../config';
import { typeset } from '../typography';

export interface DocumentProps {
  title: string;
  description: string;
  /** Site path of the page; absent on the 404 page, which has no canonical address. */
  path?: string;
  ogType?: 'website' | 'article';
  /** Serialized JSON-LD, already escaped. */
  jsonLd?: string;
  noindex?: boolean;
  stylesheet: string;
  /** Extra deferred scripts besides the widget (the 404 logger). */
  scripts?: string[];
  children: ReactNode;
}

/** The whole HTML document of a page: a complete head and the rendered body. */
export function Document({
  title,
  description,
  path,
  ogType = 'website',
  jsonLd,
  noindex,
  stylesheet,
  scripts = [],
  children,
}: DocumentProps) {
  const canonical = path ? absoluteUrl(path) : undefined;
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        {/* Before anything it governs: a <meta> policy applies only to what the parser meets after it. */}
        <meta httpEquiv="Content-Security-Policy" content={META_CONTENT_SECURITY_POLICY} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex && <meta name="robots" content="noindex" />}
        {canonical && <link rel="canonical" href={canonical} />}
        <meta name="theme-color" content={BRAND_COLOR} />
        <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} />
        <meta property="og:type" content={ogType} />
        <meta property="og:locale" content="fr_FR" />
        <meta property="og:site_name" content={BRAND_NAME} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:image" content={absoluteUrl(OG_IMAGE.path)} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content={String(OG_IMAGE.width)} />
        <meta property="og:image:height" content={String(OG_IMAGE.height)} />
        <meta property="og:image:alt" content={typeset(OG_IMAGE.alt)} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={absoluteUrl(OG_IMAGE.path)} />
        <script src={WIDGET_PATH} defer />
        {scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
        {jsonLd && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built by serializeJsonLd, which escapes "<" so the data cannot close the script.
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
        )}
      </head>
      <body>{children}</body>
    </html>
  );
}
