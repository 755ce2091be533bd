// Entry of dist/widget.js. It exports nothing, so the IIFE assigns no global of its own; the
// guard makes a second copy of the script (or the same one loaded twice) a no-op.
import { createApi } from './api';

if (!window.KbisWidget) window.KbisWidget = createApi();
