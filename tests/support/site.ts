import { renderNotFound, renderRoute } from '../../site/prerender';
import { routes, type Route } from '../../site/routes';
import { parseHtml } from './html';

/** The stylesheet path the build would pass; its hash does not matter to these tests. */
export const TEST_ASSETS = { stylesheet: '/assets/site-test.css' };

export function renderRouteDocument(route: Route): Document {
  return parseHtml(renderRoute(route, TEST_ASSETS));
}

export function renderNotFoundDocument(): Document {
  return parseHtml(renderNotFound(TEST_ASSETS));
}

export function routeByPath(path: string): Route {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Route inconnue : ${path}`);
  return route;
}
