/**
 * The release this package loads by default: the site it was built for (`SITE_URL`, read as the
 * site's build reads it), the widget's version and the Subresource Integrity hash of that version's
 * file (dist/widget.json). The build (build/package-widget.mjs) writes them in place of these
 * placeholders in the published file, and fails if one is left.
 */
export const RELEASE = {
  site: '%KBIS_SITE_URL%',
  version: '%KBIS_WIDGET_VERSION%',
  integrity: '%KBIS_WIDGET_INTEGRITY%',
};
