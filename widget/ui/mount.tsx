import { createRoot } from 'react-dom/client';
import { HOST_TAG } from '../core/contract';
import { adoptStyles } from './adoptStyles';
import { OrderDialog, type OrderControls } from './OrderDialog';

/**
 * Builds the widget's one host element, with an open shadow root holding the dialog and its styles,
 * off the page: the host joins `<body>` when the dialog first opens, and again whenever a
 * single-page app took it away by rewriting `<body>`. Returns the dialog's controls. `origin`
 * served widget.js; `partner` is the page's (see OrderDialog).
 */
export function mountWidget(origin: string, partner?: string | null): OrderControls {
  const host = document.createElement(HOST_TAG);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root);
  let dialog!: OrderControls;
  // `connect` has run when `render` returns: Preact renders and mounts at once (the bench's React
  // build flushes its root the same way, bench/react-sync-root.ts).
  createRoot(root).render(<OrderDialog origin={origin} partner={partner} connect={(connected) => (dialog = connected)} />);
  return {
    open(prefill, trigger) {
      if (!host.isConnected) {
        document.body.append(host);
        // Removed while open, the <dialog> left the top layer but kept its open attribute: the
        // order in progress comes back as it was, a modal again.
        const element = root.querySelector('dialog')!;
        if (element.open) {
          // Stryker disable next-line StringLiteral: happy-dom shows an open dialog again; Chromium throws, as tests/browser/widget-hostile-pages.test.ts sees.
          element.removeAttribute('open');
          element.showModal();
          return;
        }
      }
      dialog.open(prefill, trigger);
    },
    close: () => dialog.close(),
  };
}
