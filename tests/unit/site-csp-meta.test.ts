import { describe, expect, it } from 'vitest';
import { META_CONTENT_SECURITY_POLICY } from '../../site/headers.mjs';
import { routes } from '../../site/routes';
import { renderNotFoundDocument, renderRouteDocument } from '../support/site';

const PAGES: Array<[string, () => Document]> = [
  ...routes.map((route) => [route.path, () => renderRouteDocument(route)] as [string, () => Document]),
  ['404', renderNotFoundDocument],
];

describe.each(PAGES)('the Content-Security-Policy <meta> of %s', (_, render) => {
  const head = render().head;

  it('carries the policy of site/headers.mjs, once', () => {
    const policies = [...head.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')].map((meta) => meta.getAttribute('content'));
    expect(policies).toEqual([META_CONTENT_SECURITY_POLICY]);
  });

  it('comes before every element it governs: a <meta> policy applies only to what is parsed after it', () => {
    const order = [...head.children].map((element) => element.getAttribute('http-equiv') ?? element.localName);
    const policy = order.indexOf('Content-Security-Policy');
    expect(order.slice(0, policy).every((name) => name === 'meta')).toBe(true);
    expect(order.indexOf('link')).toBeGreaterThan(policy);
    expect(order.indexOf('script')).toBeGreaterThan(policy);
  });
});
