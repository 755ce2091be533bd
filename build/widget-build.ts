import { fileURLToPath } from 'node:url';
import type { Alias, Plugin, UserConfig } from 'vite';
import { WIDGET_BROWSER_TARGETS } from './browser-targets.ts';
import { precompileConstants } from './precompile-constants.ts';
import { precompileStyles } from './precompile-styles.ts';
import { preactSourceAlias, trimPreact } from './trim-preact.ts';
import { version } from '../package.json';
import { licensesComment } from './licenses.mjs';
import { ORDER_SERVICE_URL } from '../site/order-service.mjs';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** First line of widget.js: V8 compiles every function of the file while it loads it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Second line: the bundled software's licence and where its notices are published. */
export const LICENSES_COMMENT = licensesComment(version);

/**
 * Names of the dialog's own state, actions and component props (widget/core/order.ts,
 * company-search.ts, document-choice.ts; the components' props and callbacks), which only the
 * widget's code reads: 103 B gzip less renamed. Never one that something outside the file gives or
 * reads under its name: `step` (the events' detail), `origin` and `search` (of `location`),
 * `companies`, `siren`, `closedOn` (the order service's answers), `checked` and `value` (of a form
 * control), `error` and `success` (notices reached by name), nor any field of the order partners
 * receive (widget/core/checkout.ts).
 */
const DIALOG_PRIVATE_PROPERTIES = [
  'status',
  'draft',
  'refused',
  'opener',
  'trigger',
  'attribution',
  'handoff',
  'notice',
  'announced',
  'prefill',
  'focused',
  'expanded',
  'active',
  'said',
  'failed',
  'chosen',
  'holdings',
  'invalid',
  'shown',
  'dispatch',
  'connect',
  'onType',
  'onTick',
  'onSearch',
  'onDismiss',
  'field',
  'kind',
  'index',
  'text',
  'none',
];

/**
 * Properties that only code inside widget.js reads and writes, which terser renames to one or two
 * characters: Preact's internals (`_children`, `_dom`… in its source, build/trim-preact.ts), the
 * component API between Preact and the widget's components (`props`, `setState`, the lifecycle
 * methods, the `options` hooks), which nothing outside the file calls, and the dialog's own names
 * (above). Adding the component API in 1.4.1 took the file from 10,494 to 10,345 bytes gzip. Never
 * a name the widget reads from the DOM, from an event or from a partner's object (`children`, `key`,
 * JSX props: Preact compares them as strings).
 * `builtins` lifts terser's own list of DOM names, which holds `state` (of `history`, unused here).
 */
const BUNDLE_PRIVATE_PROPERTIES = new RegExp(
  `^(__[a-zA-Z]|_[a-zA-Z]\\w*|props|state|context|contextType|render|setState|forceUpdate|getDerivedStateFromProps|getDerivedStateFromError|getSnapshotBeforeUpdate|getChildContext|shouldComponentUpdate|componentWillMount|componentDidMount|componentWillReceiveProps|componentWillUpdate|componentDidUpdate|componentWillUnmount|componentDidCatch|debounceRendering|vnode|diffed|${DIALOG_PRIVATE_PROPERTIES.join('|')})$`,
);

/**
 * The widget is written against the React API and shipped on Preact, through widget/react/: the
 * hooks and elements it uses, mapped onto Preact directly (why not @preact/compat: react.ts).
 */
export const widgetAliases: Alias[] = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: local('../widget/react/react-dom-client.ts') },
  { find: /^react$/, replacement: local('../widget/react/react.ts') },
];

/**
 * The widget's build, shared by the shipped Preact build (below) and the React build the bench
 * compares it with (bench/vite.react.config.ts): only the aliases, the output folder and React's
 * synchronous root differ.
 */
export function widgetBuildConfig({ aliases, outDir, plugins = [] }: { aliases: Alias[]; outDir: string; plugins?: Plugin[] }): UserConfig {
  return {
    plugins: [precompileStyles(), precompileConstants(), trimPreact(), ...plugins],
    // Preact from its source, cut to what the widget uses (trim-preact.ts); inert in the React build.
    resolve: { alias: [...aliases, preactSourceAlias] },
    // Classic JSX, `createElement(type, props, ...children)`, rather than the automatic runtime's
    // `jsx(type, { ...props, children: [...] })`: about 100 bytes gzip less over the dialog's elements.
    oxc: {
      jsx: { runtime: 'classic', pragma: '__jsx', pragmaFrag: '__Fragment' },
      jsxInject: "import { createElement as __jsx, Fragment as __Fragment } from 'react';",
    },
    define: {
      'process.env.NODE_ENV': '"production"',
      // A constant, not a value read at run time: a static build's `if (false)` goes, and with it every
      // function of the hand-off to the order service (widget/order-service.d.ts). Only whether
      // there is one: its address is widget.js's own origin, so that no deployment changes the bytes.
      __ORDER_SERVICE__: JSON.stringify(Boolean(ORDER_SERVICE_URL)),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: WIDGET_BROWSER_TARGETS,
      // terser's three passes are the build's slow part by design; the timing report only repeats it.
      rolldownOptions: { checks: { pluginTimings: false } },
      // terser with three passes ships about 210 bytes (gzip) less than the default minifier.
      minify: 'terser',
      // The preamble is V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints):
      // functions are compiled with the script, during loading, instead of on the first click.
      // npm run bench at 4x CPU slowdown: first open 166 -> 142 ms, evaluation unchanged. Then the
      // pointer to the licence notices of what the file bundles.
      // Property mangling: BUNDLE_PRIVATE_PROPERTIES. `unsafe` and `pure_getters` assume what the
      // widget's code and Preact keep to: no getter with side effects, no patched built-ins.
      terserOptions: {
        compress: { passes: 3, unsafe: true, pure_getters: true },
        mangle: { properties: { regex: BUNDLE_PRIVATE_PROPERTIES, builtins: true } },
        ecma: 2020,
        format: { preamble: `${COMPILE_HINT}\n${LICENSES_COMMENT}` },
      },
      lib: {
        entry: 'widget/index.ts',
        formats: ['iife'],
        // Required by Vite for an IIFE; as widget/index.ts exports nothing, no global gets this name.
        name: 'KbisWidgetBundle',
        fileName: () => 'widget.js',
      },
    },
  };
}
