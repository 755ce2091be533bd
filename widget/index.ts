// Entry of dist/widget.js. It exports nothing, so the IIFE assigns no global of its own; the
// guard makes a second copy of the script (or the same one loaded twice) a no-op.
import { createApi } from './api';

// Set only while this classic script first runs (null later, and in modules): the origin that
// served widget.js, where the last step's terms are, also on a partner's page on another origin.
const script = document.currentScript as HTMLScriptElement | null;

if (!window.KbisWidget) window.KbisWidget = createApi(new URL(script?.src || location.href).origin);
