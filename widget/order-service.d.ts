/**
 * Whether this build hands confirmed orders to the seller's order service: a compile-time constant
 * (build/widget-build.ts), so that the minifier drops the hand-off's code from a static build. The
 * service answers on the origin that served widget.js, so that the file's bytes, and its SRI hash,
 * are the same for every deployment of a version. Under vitest, a global a test may set (vitest.config.ts).
 */
declare const __ORDER_SERVICE__: boolean;
