// Entry of dist/widget.js. It exports nothing, so the IIFE assigns no global of its own; the
// guard makes a second copy of the script (or the same one loaded twice) a no-op.
import { createApi } from './api';
import { PARTNER_ATTRIBUTE } from './core/contract';
import { isSupported } from './support';

// Set only while this classic script first runs (null later, and in modules): the origin that
// served widget.js, where the last step's terms are, also on a partner's page on another origin;
// and the tag's `data-kbis-partner`, the page's partner.
const script = document.currentScript as HTMLScriptElement | null;

// On a browser without what the dialog needs, the widget stays out of the way: no global, no
// listener, so a trigger link still navigates to its href.
if (!window.KbisWidget && isSupported())
  window.KbisWidget = createApi(script?.src || location.href, script?.getAttribute(PARTNER_ATTRIBUTE));
