import { createRoot } from 'react-dom/client';
import { HOST_TAG } from '../core/contract';
import { adoptStyles } from './adoptStyles';
import { OrderDialog, type OrderControls } from './OrderDialog';

/**
 * Builds the widget's one host element, with an open shadow root holding the dialog and its styles,
 * off the page: the host joins `<body>` when the dialog first opens (OrderDialog.open). Returns the
 * dialog's controls. `origin` served widget.js; `partner` is the page's (see OrderDialog).
 */
export function mountWidget(origin: string, partner?: string | null): OrderControls {
  const host = document.createElement(HOST_TAG);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root);
  let controls: OrderControls | undefined;
  // `connect` has run when `render` returns: Preact renders and mounts at once (the bench's React
  // build flushes its root the same way, build/react-sync-root.ts).
  createRoot(root).render(<OrderDialog origin={origin} partner={partner} connect={(connected) => (controls = connected)} />);
  return controls!;
}
