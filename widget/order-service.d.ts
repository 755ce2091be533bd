/**
 * The order service this build hands confirmed orders to, without a trailing slash, or '' for a
 * static-only build: a compile-time constant (build/widget-build.ts), so that the minifier drops the
 * hand-off's code from a static build. Under vitest, a global that a test may set (vitest.config.ts).
 */
declare const __ORDER_SERVICE_URL__: string;
