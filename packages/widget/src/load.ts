import type { KbisWidgetApi } from '../../../widget/partner';
import { RELEASE } from './release.js';

export interface LoadKbisWidgetOptions {
  /** The site that serves the widget, e.g. "https://www.kbis-facile.fr"; by default the one this package was built for. */
  site?: string;
  /** The widget's version, e.g. "1.3.0"; by default the one this package was built with. */
  version?: string;
  /**
   * The file's Subresource Integrity hash (`integrity` of the site's widget.json); by default that of
   * the built version. Required with another `version`: the file is always verified.
   */
  integrity?: string;
  /** `data-kbis-partner` of the script tag: the partner every order of the page is attributed to. */
  partner?: string;
}

let loading: Promise<KbisWidgetApi | null> | undefined;

/**
 * Adds the widget's versioned script to the page once and resolves with `window.KbisWidget`; every
 * call shares that one load (the options of the first call win). Resolves `null` on the server and
 * in a browser the widget does not support; rejects when the file fails to load or to match its
 * integrity, and a later call then tries again.
 */
export function loadKbisWidget(options: LoadKbisWidgetOptions = {}): Promise<KbisWidgetApi | null> {
  if (typeof document === 'undefined') return Promise.resolve(null);
  if (window.KbisWidget) return Promise.resolve(window.KbisWidget);
  loading ??= addScript(options).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function addScript({ site = RELEASE.site, version = RELEASE.version, integrity, partner }: LoadKbisWidgetOptions) {
  const src = `${site.replace(/\/+$/, '')}/widget/${encodeURIComponent(version)}.js`;
  const hash = integrity ?? (version === RELEASE.version ? RELEASE.integrity : undefined);
  if (!hash)
    return Promise.reject(new Error(`Kbis Facile : indiquez l’intégrité (integrity) du widget ${version}, dans le widget.json du site.`));
  const script = document.createElement('script');
  script.src = src;
  script.integrity = hash;
  script.crossOrigin = 'anonymous';
  if (partner !== undefined) script.setAttribute('data-kbis-partner', partner);
  return new Promise<KbisWidgetApi | null>((resolve, reject) => {
    // Run and done: an unsupported browser leaves window.KbisWidget undefined.
    script.onload = () => resolve(window.KbisWidget ?? null);
    script.onerror = () => {
      script.remove();
      reject(new Error(`Kbis Facile : le widget ${src} n’a pas pu être chargé (adresse, réseau ou intégrité ${hash}).`));
    };
    document.head.append(script);
  });
}
