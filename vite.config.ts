import { defineConfig, runnerImport, type Plugin } from 'vite';
import type * as Prerender from './site/prerender';
import { BRAND_COLOR } from './widget/core/offer';
import { OUT_DIR } from './build/out-dir.mjs';

const STYLESHEET_ENTRY = 'site/styles/site.css';

/**
 * Builds the one stylesheet, then renders every route to static HTML with react-dom/server and
 * emits it beside the stylesheet. No JavaScript of the site reaches the browser.
 */
function prerender(): Plugin {
  return {
    name: 'kbis:prerender',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const css = Object.values(bundle).find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      if (!css) throw new Error(`La feuille de style ${STYLESHEET_ENTRY} n'a pas été produite.`);
      // The stylesheet entry leaves an empty JavaScript chunk behind: it is not shipped.
      for (const [name, file] of Object.entries(bundle)) if (file.type === 'chunk') delete bundle[name];

      const { module } = await runnerImport<typeof Prerender>('./site/prerender.tsx');
      for (const [fileName, source] of module.renderSite({ stylesheet: `/${css.fileName}` })) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

/** The stylesheet's `--blue` is the brand colour of widget/core/offer.ts, which the widget and the favicon share. */
function brandColour(): Plugin {
  return {
    name: 'kbis:brand-colour',
    transform(code, id) {
      if (id.endsWith(STYLESHEET_ENTRY)) return `:root { --blue: ${BRAND_COLOR}; }\n${code}`;
    },
  };
}

export default defineConfig({
  publicDir: 'site/public',
  plugins: [brandColour(), prerender()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    cssMinify: true,
    rollupOptions: { input: { site: STYLESHEET_ENTRY } },
  },
});
