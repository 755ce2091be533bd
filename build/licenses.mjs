// The licence notices of the third-party software widget.js bundles: which packages, and where
// each widget version's notices are published. Read by the widget's build (its first comment) and
// by its release (the notices file).

/**
 * Third-party software whose work widget.js carries: Preact's code, and the class names and CSS
 * that goober compiled at build time (build/precompile-styles.ts). Both are MIT-licensed, which
 * asks for the copyright and permission notice in every copy.
 */
export const BUNDLED_PACKAGES = ['preact', 'goober'];

/**
 * Where the notices of a widget version are published, immutable like `/widget/<version>.js`.
 * @param {string} widgetVersion
 */
export const licensesPath = (widgetVersion) => `/widget/${widgetVersion}.licenses.txt`;

/**
 * The comment widget.js keeps after V8's compile hint: what it contains, under which licence, and
 * where the notices are, in a few bytes (the notices themselves would cost about 1 KB gzip).
 * @param {string} widgetVersion
 */
export const licensesComment = (widgetVersion) => `/*! ${BUNDLED_PACKAGES.join(', ')}: MIT, ${licensesPath(widgetVersion)} */`;
