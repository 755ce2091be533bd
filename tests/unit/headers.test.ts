import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contentSecurityPolicy,
  HSTS_PRELOAD,
  hstsPreloadChoice,
  headerRules,
  HEADERS_FILE,
  headersFile,
  headersFor,
  META_CONTENT_SECURITY_POLICY,
  metaContentSecurityPolicy,
  pathMatches,
  UNUSED_FEATURES,
} from '../../site/headers.mjs';
import { nginxConfig } from '../../build/nginx.mjs';
import { STRIPE_CHECKOUT_ORIGIN } from '../../site/order-service.mjs';
import { freshImport } from '../support/fresh-import';

/** A policy as a map of directive to its sources. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources.join(' ')];
    }),
  );
}

const PAGES = ['/', '/pages/cgv', '/404.html', '/pages/introuvable', '/favicon.svg'];
const WIDGET_FILES = ['/widget.js', '/widget/1.4.0.js', '/widget/1.4.0.licenses.txt', '/widget.json', '/widget.d.ts'];

/** A static-only build, whatever ORDER_SERVICE_URL the tests run with. */
const STATIC = { orderServiceUrl: '' };
const SERVICE = 'https://commandes.kbis-facile.example';

describe("the pages' Content-Security-Policy", () => {
  const policy = directives(contentSecurityPolicy(STATIC));

  it('allows nothing by default, and only the files of the site itself for scripts, styles, images and connections', () => {
    expect(policy).toMatchObject({
      'default-src': "'none'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self'",
      // Lighthouse reads robots.txt from the page: without it, its SEO audit fails.
      'connect-src': "'self'",
      'object-src': "'none'",
    });
    expect(contentSecurityPolicy(STATIC)).not.toMatch(/unsafe-|data:|https?:|\*/);
  });

  it('lets no page be framed, change its base URL or post a form anywhere', () => {
    expect(policy).toMatchObject({ 'frame-ancestors': "'none'", 'base-uri': "'none'", 'form-action': "'none'" });
  });

  it('enforces Trusted Types with no policy at all: no code of ours writes HTML or script from a string', () => {
    expect(policy).toMatchObject({ 'require-trusted-types-for': "'script'", 'trusted-types': "'none'" });
  });

  it('upgrades no request: npm start and the partner demo serve plain http on localhost', () => {
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
    expect(policy).not.toHaveProperty('block-all-mixed-content');
  });

  it('names a report-uri only when asked, in the header alone', () => {
    expect(policy).not.toHaveProperty('report-uri');
    const reporting = directives(contentSecurityPolicy({ ...STATIC, reportUri: 'https://rapports.example/csp' }));
    expect(reporting).toEqual({ ...policy, 'report-uri': 'https://rapports.example/csp' });
    expect(headersFor('/', { reportUri: '/csp' })['Content-Security-Policy']).toContain('report-uri /csp');
    expect(headersFor('/widget.js', { reportUri: '/csp' })['Content-Security-Policy']).toContain('report-uri /csp');
  });

  it('is the same in each page’s <meta>, but for frame-ancestors, which a <meta> cannot carry', () => {
    const { 'frame-ancestors': _, ...rest } = policy;
    expect(directives(metaContentSecurityPolicy(STATIC))).toEqual(rest);
    expect(META_CONTENT_SECURITY_POLICY).toBe(metaContentSecurityPolicy());
    const { 'frame-ancestors': __, ...withService } = directives(contentSecurityPolicy({ orderServiceUrl: SERVICE }));
    expect(directives(metaContentSecurityPolicy({ orderServiceUrl: SERVICE }))).toEqual(withService);
  });
});

describe('the form-action of a build with an order service', () => {
  it("lets the pages post to the site, to the service's origin and, through its redirect, to Stripe Checkout, and ask the service for company suggestions; nothing else changes", () => {
    const policy = directives(contentSecurityPolicy({ orderServiceUrl: `${SERVICE}/` }));
    expect(policy['form-action']).toBe(`'self' ${SERVICE} ${STRIPE_CHECKOUT_ORIGIN}`);
    expect(policy['connect-src']).toBe(`'self' ${SERVICE}`);
    const { 'form-action': _, 'connect-src': ___, ...rest } = policy;
    const { 'form-action': __, 'connect-src': ____, ...staticRest } = directives(contentSecurityPolicy(STATIC));
    expect(rest).toEqual(staticRest);
  });

  it('names the origin alone: a service under a path is allowed as its origin', () => {
    expect(directives(contentSecurityPolicy({ orderServiceUrl: 'http://localhost:4173/service' }))['form-action']).toBe(
      `'self' http://localhost:4173 ${STRIPE_CHECKOUT_ORIGIN}`,
    );
  });

  it("is given to every response by the service's own call, as to npm start", () => {
    const page = headersFor('/pages/retractation', { orderServiceUrl: SERVICE })['Content-Security-Policy']!;
    expect(directives(page)['form-action']).toBe(`'self' ${SERVICE} ${STRIPE_CHECKOUT_ORIGIN}`);
    expect(directives(headersFor('/pages/retractation', STATIC)['Content-Security-Policy']!)['form-action']).toBe("'none'");
  });

  describe('read from ORDER_SERVICE_URL at build time by default', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      // The next test files of this worker import the modules as the real build does.
      vi.resetModules();
    });

    it.each([
      [SERVICE, `'self' ${SERVICE} ${STRIPE_CHECKOUT_ORIGIN}`],
      ['', "'none'"],
    ])('ORDER_SERVICE_URL=%s: form-action %s in the header, the <meta>, _headers and nginx', async (url, formAction) => {
      vi.stubEnv('ORDER_SERVICE_URL', url);
      const headers = await freshImport(() => import('../../site/headers.mjs'));
      const { nginxConfig: freshNginx } = await import('../../build/nginx.mjs');
      expect(directives(headers.headersFor('/')['Content-Security-Policy']!)['form-action']).toBe(formAction);
      expect(directives(headers.META_CONTENT_SECURITY_POLICY)['form-action']).toBe(formAction);
      expect(headers.headersFile()).toContain(`form-action ${formAction};`);
      expect(freshNginx()).toContain(`form-action ${formAction};`);
    });
  });
});

describe('the headers of every response', () => {
  it.each([...PAGES, ...WIDGET_FILES, '/assets/site-1234.css'])('%s gets the security headers', (path) => {
    expect(headersFor(path)).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicy(),
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('keep HTTPS for two years on the domain and every subdomain, preloading only if the operator chose it', () => {
    const hsts = headersFor('/')['Strict-Transport-Security'];
    expect(hsts).toBe(`max-age=63072000; includeSubDomains${HSTS_PRELOAD ? '; preload' : ''}`);
    expect(headersFor('/', { hstsPreload: false })['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headersFor('/', { hstsPreload: true })['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('list the preload choice for npm run check:launch, either way', () => {
    expect(hstsPreloadChoice(false)).toMatch(/^HSTS preload : non demandé\. HSTS_PRELOAD=1 /);
    expect(hstsPreloadChoice(true)).toMatch(/^HSTS preload : demandé \(HSTS_PRELOAD=1\)\. .*hstspreload\.org/);
  });

  it('turn off every powerful feature the site never uses', () => {
    const permissions = headersFor('/')['Permissions-Policy']!.split(', ');
    expect(permissions).toEqual(UNUSED_FEATURES.map((feature) => `${feature}=()`));
    expect(UNUSED_FEATURES).toEqual(expect.arrayContaining(['camera', 'microphone', 'geolocation', 'payment', 'usb']));
  });
});

describe('the headers of the widget files', () => {
  it.each(WIDGET_FILES)('%s is readable from any origin, in CORS mode or from a page that requires CORP', (path) => {
    expect(headersFor(path)).toMatchObject({ 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' });
  });

  it.each([...PAGES, '/assets/site-1234.css'])('%s is not offered to other origins', (path) => {
    expect(headersFor(path)).not.toHaveProperty('Access-Control-Allow-Origin');
    expect(headersFor(path)).not.toHaveProperty('Cross-Origin-Resource-Policy');
  });

  it('cache the moving widget.js for minutes and a versioned one for a year, immutable; pages get no cache rule', () => {
    expect(headersFor('/widget.js')['Cache-Control']).toMatch(/max-age=(\d{1,3})(,|$)/);
    expect(headersFor('/widget/1.5.0.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/')).not.toHaveProperty('Cache-Control');
  });

  it("serve the partners' declaration as text (not as the MPEG-TS video its extension means to MIME tables), cached for minutes", () => {
    expect(headersFor('/widget.d.ts')).toMatchObject({
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  });
});

describe('the rules', () => {
  it('never name one header twice for a path, so that every host sends the same value', () => {
    const rules = headerRules();
    /** A path each rule matches: its own, a prefix completed. */
    const sample = (path: string) => path.replace('*', 'x');
    for (const rule of rules)
      for (const other of rules.filter((candidate) => candidate !== rule && pathMatches(candidate.path, sample(rule.path))))
        expect(
          Object.keys(rule.headers).filter((name) => name in other.headers),
          `${rule.path} ${other.path}`,
        ).toEqual([]);
  });

  it('are written in the _headers format: each path, then its headers indented', () => {
    const file = headersFile();
    expect(file).toContain(`/*\n  Content-Security-Policy: ${contentSecurityPolicy()}\n`);
    expect(file).toContain('/widget/*\n  Access-Control-Allow-Origin: *\n  Cross-Origin-Resource-Policy: cross-origin\n');
    expect(file.match(/^\S.*$/gm)).toEqual(headerRules().map((rule) => rule.path));
  });

  it('are written for nginx, every header of a location sent with every status', () => {
    const config = nginxConfig();
    const [notServed, ...locations] = config.split(/^location /m).slice(1);
    // The first serves nothing: its 404 goes through error_page, as the 404 page with that page's headers.
    expect(notServed).toBe(`= /${HEADERS_FILE} {\n    return 404;\n}\n`);
    expect(locations.length).toBe(headerRules().length + 1);
    for (const location of locations) {
      for (const line of location.match(/^ {4}add_header .*$/gm) ?? []) expect(line).toMatch(/ always;$/);
      expect(location).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy()}" always;`);
    }
    expect(config).toMatch(/^error_page 404 \/404\.html;$/m);
  });
});
