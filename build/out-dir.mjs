// Where `npm run build` writes the site: dist/, or OUT_DIR. The tests build the shop's flavour (with
// an order service, ORDER_SERVICE_URL) into a folder of their own, beside the static dist/ they test.

/** The build's output folder, relative to the repository. */
export const OUT_DIR = process.env.OUT_DIR || 'dist';

/** Whether this build writes the repository's own outputs too (the nginx configuration, the npm package). */
export const IS_MAIN_BUILD = OUT_DIR === 'dist';
