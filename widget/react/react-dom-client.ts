/** React's `createRoot` on Preact (see react.ts): Preact renders at once, as the widget expects. */
import { render, type ComponentChild } from 'preact';

export function createRoot(container: Element | DocumentFragment) {
  return { render: (children: ComponentChild) => render(children, container) };
}
