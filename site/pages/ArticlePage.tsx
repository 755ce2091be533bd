import type { Route } from '../routes';
import { Breadcrumb } from '../layout/Breadcrumb';
import { OrderCallout } from '../layout/OrderCallout';
import { Sources } from '../layout/Sources';
import { formatDate } from '../format';

/** An article or legal page: breadcrumb, title, the page's own body and its sources, then the order prompt. */
export function ArticlePage({ route }: { route: Route }) {
  const { Component } = route;
  return (
    <div className="page">
      <Breadcrumb label={route.label} />
      <article className="prose">
        <h1>{route.heading}</h1>
        <p className="updated">
          Mis à jour le <time dateTime={route.updated}>{formatDate(route.updated)}</time>
          {route.updatedNote && ` ${route.updatedNote}`}
        </p>
        {route.download && (
          <p className="updated">
            <a href={route.download.href}>{route.download.label}</a>
          </p>
        )}
        <Component heading={route.heading} />
        {route.sources && <Sources sources={route.sources} />}
      </article>
      {route.kind === 'article' && <OrderCallout />}
    </div>
  );
}
