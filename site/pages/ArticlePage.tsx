import type { Route } from '../routes';
import { Breadcrumb } from '../layout/Breadcrumb';
import { OrderCallout } from '../layout/OrderCallout';

const DATE_FORMAT = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An article or legal page: breadcrumb, title, the page's own body, then the order prompt. */
export function ArticlePage({ route }: { route: Route }) {
  const { Component } = route;
  return (
    <div className="page">
      <Breadcrumb label={route.label} />
      <article className="prose">
        <h1>{route.heading}</h1>
        <p className="updated">
          Mis à jour le <time dateTime={route.updated}>{DATE_FORMAT.format(new Date(route.updated))}</time>
        </p>
        <Component heading={route.heading} />
      </article>
      {route.kind === 'article' && <OrderCallout />}
    </div>
  );
}
