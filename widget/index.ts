// Entry of dist/widget.js. It exports nothing, so the IIFE assigns no global of its own; the
// guard makes a second copy of the script (or the same one loaded twice) a no-op.
import { createApi } from './api';
import { isSupported } from './support';

// On a browser without what the dialog needs, the widget stays out of the way: no global, no
// listener, so a trigger link still navigates to its href.
if (!window.KbisWidget && isSupported()) window.KbisWidget = createApi();
