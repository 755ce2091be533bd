import { createRoot } from 'react-dom/client';
import { HOST_TAG } from '../core/contract';
import { adoptStyles } from './adoptStyles';
import { OrderDialog, type OrderControls } from './OrderDialog';

/**
 * Appends the widget's one host element to `<body>`, with an open shadow root holding the dialog
 * and its styles, and returns the dialog's controls. `origin` served widget.js; `partner` is the
 * page's (see OrderDialog).
 */
export function mountWidget(origin: string, partner?: string | null): OrderControls {
  const host = document.createElement(HOST_TAG);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root);
  // Connected before rendering: showModal() and showPopover() throw on a detached element.
  document.body.append(host);
  let controls: OrderControls | undefined;
  // `connect` must have run when this returns: Preact renders and runs layout effects at once (the
  // bench's React build flushes its root the same way, build/react-sync-root.ts).
  createRoot(root).render(<OrderDialog origin={origin} partner={partner} connect={(connected) => (controls = connected)} />);
  return controls!;
}
