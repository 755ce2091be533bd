/**
 * `react-dom/client` for the bench's React build only (bench/vite.react.config.ts): React 19
 * schedules a root's render, Preact does it at once, and the widget's mount reads the dialog's
 * controls as soon as `render` returns. Flushing here keeps that React-only detail out of the widget.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot as createScheduledRoot } from 'react-dom/client';

export function createRoot(container: Element | DocumentFragment) {
  const root = createScheduledRoot(container);
  return { ...root, render: (children: ReactNode) => flushSync(() => root.render(children)) };
}
